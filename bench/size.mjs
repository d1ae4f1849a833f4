// Bundle sizes: what an application ships when it bundles each library for a small form,
// minified by esbuild and gzipped. valigate is resolved through its own package exports.
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parseAst } from 'rollup/parseAst';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The programs bundled: valigate's two entries, and each peer's signup schema or its usual call. */
export const BUNDLES = [
  { name: 'valigate/core + required, string, min, email', target: 4096, source: `import { Validator } from 'valigate/core'; import 'valigate/rules/required'; import 'valigate/rules/string'; import 'valigate/rules/min'; import 'valigate/rules/email'; export const v = new Validator({ a: 'required|string|min:2', b: 'required|email' });` },
  { name: 'valigate/core + valigate/compile + the same rules', source: `import { Validator } from 'valigate/core'; import { installCompiler } from 'valigate/compile'; import 'valigate/rules/required'; import 'valigate/rules/string'; import 'valigate/rules/min'; import 'valigate/rules/email'; installCompiler(); export const v = new Validator({ a: 'required|string|min:2', b: 'required|email' });` },
  { name: 'valigate/core + the same four rules + valigate/json-schema', source: `import { Validator } from 'valigate/core'; import 'valigate/rules/required'; import 'valigate/rules/string'; import 'valigate/rules/min'; import 'valigate/rules/email'; import { toJSONSchema } from 'valigate/json-schema'; export const s = toJSONSchema(new Validator({ a: 'required|string|min:2', b: 'required|email' }));` },
  { name: 'valigate (every rule, builders)', target: 12288, source: `export * from 'valigate';` },
  { name: 'validatorjs', source: `import Validator from 'validatorjs'; export const ok = (d) => new Validator(d, { a: 'required|string|min:2', b: 'required|email' }).passes();` },
  { name: 'node-input-validator', source: `import { Validator } from 'node-input-validator'; export const ok = (d) => new Validator(d, { a: 'required|string|minLength:2', b: 'required|email' }).validate();` },
  { name: 'vine', source: `import vine from '@vinejs/vine'; export const v = vine.compile(vine.object({ a: vine.string().minLength(2), b: vine.string().email() }));` },
  { name: 'zod', source: `import { z } from 'zod'; export const s = z.object({ a: z.string().min(2), b: z.email() });` },
  { name: 'zod/mini', source: `import * as z from 'zod/mini'; export const s = z.object({ a: z.string().check(z.minLength(2)), b: z.email() });` },
  // zod/mini alone answers "Invalid input" for every failure: with its English messages, validated and keyed by field as valigate answers.
  { name: 'zod/mini + English messages, errors by field', source: `import * as z from 'zod/mini'; import { en } from 'zod/locales'; z.config(en()); const s = z.object({ a: z.string().check(z.minLength(2)), b: z.email() }); export const check = async (d) => { const r = await z.safeParseAsync(s, d); return r.success ? r.data : z.flattenError(r.error).fieldErrors; };` },
  { name: 'valibot', source: `import * as v from 'valibot'; export const s = v.object({ a: v.pipe(v.string(), v.minLength(2)), b: v.pipe(v.string(), v.email()) }); export const ok = (d) => v.safeParse(s, d).success;` },
  { name: 'ajv (+ ajv-formats)', source: `import Ajv from 'ajv'; import addFormats from 'ajv-formats'; export const v = addFormats(new Ajv()).compile({ type: 'object', properties: { a: { type: 'string', minLength: 2 }, b: { type: 'string', format: 'email' } } });` },
  { name: 'joi', source: `import Joi from 'joi'; export const s = Joi.object({ a: Joi.string().min(2).required(), b: Joi.string().email().required() });` },
  { name: 'yup', source: `import { object, string } from 'yup'; export const s = object({ a: string().required().min(2), b: string().required().email() });` },
];

/** valigate's own modules in a bundle by the minified bytes each adds, largest first (its rules together): what a size target is spent on. Paths are relative to the project root (absWorkingDir). */
function ownModules(metafile) {
  const bytes = new Map();
  for (const [path, { bytesInOutput }] of Object.entries(Object.values(metafile.outputs)[0].inputs)) {
    if (!path.startsWith('dist/') || bytesInOutput === 0) continue;
    const name = path.startsWith('dist/rules/') ? 'rules/*' : path.slice('dist/'.length);
    bytes.set(name, (bytes.get(name) ?? 0) + bytesInOutput);
  }
  return [...bytes].map(([name, minified]) => ({ name, minified })).sort((a, b) => b.minified - a.minified);
}

/**
 * The gzip size of `code` with the text of every string literal and template emptied: what its code
 * alone costs, without the messages and the construction errors' words, a floor no shortening of
 * text can go below.
 */
function gzipWithoutText(code) {
  const spans = [];
  (function visit(node) {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if ((node.type === 'Literal' && typeof node.value === 'string') || node.type === 'TemplateElement') spans.push([node.start, node.end, node.type === 'Literal']);
    for (const key in node) visit(node[key]);
  })(parseAst(code));
  let kept = '';
  let at = 0;
  for (const [start, end, quoted] of spans.sort((a, b) => a[0] - b[0])) {
    kept += code.slice(at, start) + (quoted ? '""' : '');
    at = end;
  }
  return gzipSync(kept + code.slice(at), { level: 9 }).length;
}

/** Bundles one program as an application would (minified, for the browser where it can be, else Node) and gzips it. */
async function measure(source) {
  for (const platform of ['browser', 'node']) {
    try {
      const result = await build({ stdin: { contents: source, resolveDir: root, loader: 'js' }, bundle: true, minify: true, write: false, format: 'esm', platform, logLevel: 'silent', metafile: true, absWorkingDir: root });
      const code = result.outputFiles[0].contents;
      const modules = ownModules(result.metafile);
      // What the code weighs without its words, for every library alike.
      const withoutText = gzipWithoutText(result.outputFiles[0].text);
      return { platform, minified: code.length, gzip: gzipSync(code, { level: 9 }).length, withoutText, modules };
    } catch (error) {
      if (platform === 'node') return { error: String(error.message ?? error).split('\n')[0] };
    }
  }
}

/** Sizes of every bundle in BUNDLES, in bytes. */
export async function runSizes() {
  const sizes = [];
  for (const bundle of BUNDLES) sizes.push({ ...bundle, ...(await measure(bundle.source)) });
  return sizes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { name, gzip, minified, platform, error, target, withoutText } of await runSizes()) {
    const floor = withoutText === undefined ? '' : `, ${(withoutText / 1024).toFixed(2)} KB gzip without its text`;
    console.log(`${name.padEnd(48)} ${error ?? `${(gzip / 1024).toFixed(2)} KB gzip, ${(minified / 1024).toFixed(1)} KB min (${platform})${floor}${target ? ` target ${target / 1024} KB` : ''}`}`);
  }
}
