import { build } from 'esbuild';
import { parseAst } from 'rollup/parseAst';
import { gzipSync } from 'node:zlib';
const src = `import { Validator } from 'valigate/core'; import 'valigate/rules/required'; import 'valigate/rules/string'; import 'valigate/rules/min'; import 'valigate/rules/email'; export const v = new Validator({ a: 'required|string|min:2', b: 'required|email' });`;
const r = await build({ stdin: { contents: src, resolveDir: '/work/main', loader: 'js' }, bundle: true, minify: true, write: false, format: 'esm', platform: 'browser', logLevel: 'silent' });
const code = r.outputFiles[0].text;
const ast = parseAst(code);
let bytes = 0; const spans = [];
(function walk(n) { if (!n || typeof n !== 'object') return; if (Array.isArray(n)) return n.forEach(walk);
  if ((n.type === 'Literal' && typeof n.value === 'string') || n.type === 'TemplateElement') { bytes += n.end - n.start; spans.push([n.start, n.end]); }
  for (const k in n) if (k !== 'parent') walk(n[k]); })(ast);
let stripped = ''; let last = 0; for (const [s,e] of spans.sort((a,b)=>a[0]-b[0])) { stripped += code.slice(last, s) + (code[s]==='"'||code[s]==="'" ? '""' : ''); last = e; } stripped += code.slice(last);
console.log('total', code.length, 'strings', bytes, 'gzip', gzipSync(code).length, 'gzip w/o strings', gzipSync(stripped).length);
const big = spans.map(([s,e])=>code.slice(s,e)).filter(s=>s.length>40).sort((a,b)=>b.length-a.length);
console.log(big.length, big.slice(0,40).join('\n'));
