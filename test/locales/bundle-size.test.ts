// Locales cost nothing until imported: `valigate/core` with one rule bundles no pack, and the kernel
// with locale support (choosing, fallback, per-locale options, failure codes) stays within a budget
// over the kernel before it. Sizes are bytes, not time: nothing here depends on the machine's speed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CORE_AND_ONE_RULE = `import { Validator } from 'valigate/core'; import 'valigate/rules/required'; export const v = new Validator({ a: 'required' });`;
/** `valigate/core` + `required`, minified and gzipped, on the commit before locale support (29653cd). */
const BEFORE_GZIP = 11_941;
/** What locale support may add to it: the lookup through locales and fallback, per-locale options, the failures' codes. */
const LOCALE_SUPPORT_BUDGET = 2_048;

async function bundle(source: string): Promise<{ code: string; modules: string[] }> {
  const result = await build({ stdin: { contents: source, resolveDir: root, loader: 'js' }, bundle: true, minify: true, write: false, format: 'esm', platform: 'browser', logLevel: 'silent', absWorkingDir: root, metafile: true });
  const modules = Object.entries(Object.values(result.metafile.outputs)[0]!.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([path]) => path);
  return { code: result.outputFiles[0]!.text, modules };
}

describe('bundle size without a locale', () => {
  beforeAll(() => {
    if (!existsSync(`${root}/dist/locales/en-laravel.js`)) execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  });

  it('bundles no pack for valigate/core and one rule, and one pack only when it is imported', async () => {
    const plain = await bundle(CORE_AND_ONE_RULE);
    expect(plain.modules.filter((path) => path.includes('locales/'))).toEqual([]);
    expect(plain.code).not.toContain('field must be a valid email address');
    const withPack = await bundle(`${CORE_AND_ONE_RULE} import 'valigate/locales/en-laravel';`);
    expect(withPack.modules.filter((path) => path.includes('locales/'))).toEqual(['dist/locales/en-laravel.js']);
    expect(withPack.code).toContain('field must be a valid email address');
  });

  it('keeps valigate/core and one rule within the locale support budget over the kernel before it', async () => {
    const { code } = await bundle(CORE_AND_ONE_RULE);
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(BEFORE_GZIP + LOCALE_SUPPORT_BUDGET);
  });
});
