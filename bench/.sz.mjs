import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const src = process.argv[2] ?? `import { Validator } from 'valigate/core'; import 'valigate/rules/required'; import 'valigate/rules/string'; import 'valigate/rules/min'; import 'valigate/rules/email'; export const v = new Validator({ a: 'required|string|min:2', b: 'required|email' });`;
const r = await build({ stdin: { contents: src, resolveDir: process.cwd(), loader: 'js' }, bundle: true, minify: true, write: false, format: 'esm', platform: 'browser', metafile: true, logLevel:'silent' });
const code = r.outputFiles[0].contents;
console.log('min', code.length, 'gz', gzipSync(code,{level:9}).length);
const ins = Object.values(r.metafile.outputs)[0].inputs;
for (const [p,{bytesInOutput}] of Object.entries(ins).sort((a,b)=>b[1].bytesInOutput-a[1].bytesInOutput)) if (bytesInOutput) console.log(String(bytesInOutput).padStart(7), p);
