import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const root = '/work/main';
const src = process.argv[2] ?? `import { Validator } from 'valigate/core'; import 'valigate/rules/required'; import 'valigate/rules/string'; import 'valigate/rules/min'; import 'valigate/rules/email'; export const v = new Validator({ a: 'required|string|min:2', b: 'required|email' });`;
const r = await build({ stdin: { contents: src, resolveDir: root, loader: 'js' }, bundle: true, minify: true, write: false, format: 'esm', platform: 'browser', logLevel: 'silent', metafile: true, absWorkingDir: root });
const code = r.outputFiles[0].contents;
console.log('total', code.length, 'gzip', gzipSync(code,{level:9}).length);
const ins = Object.entries(Object.values(r.metafile.outputs)[0].inputs).map(([p,{bytesInOutput}])=>[p,bytesInOutput]).sort((a,b)=>b[1]-a[1]);
for (const [p,b] of ins) console.log(String(b).padStart(7), p);
