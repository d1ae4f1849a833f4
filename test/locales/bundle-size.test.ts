// Locales cost nothing until imported: `valigate/core` with one rule bundles no pack, and the kernel
// with locale support (choosing, fallback, per-locale options, failure codes) stays within a budget
// over the kernel before it. Sizes are bytes, not time: nothing here depends on the machine's speed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CORE_AND_ONE_RULE = `import { Validator } from 'valigate/core'; import 'valigate/rules/required'; export const v = new Validator({ a: 'required' });`;
/** The kernel's locale support (the lookup through locales and fallback, per-locale options, the failures' codes): its modules. */
const LOCALE_SUPPORT = /^dist\/src\/(?:locale|locale-book|locale-negotiation|result)\.js$/;
/** What those modules may add to `valigate/core` + one rule, minified: the rest of the kernel is measured by the bench. */
const LOCALE_SUPPORT_BUDGET = 6_144;

async function bundle(source: string): Promise<{ code: string; modules: string[]; bytes: Map<string, number> }> {
  const result = await build({ stdin: { contents: source, resolveDir: root, loader: 'js' }, bundle: true, minify: true, write: false, format: 'esm', platform: 'browser', logLevel: 'silent', absWorkingDir: root, metafile: true });
  const inputs = Object.entries(Object.values(result.metafile.outputs)[0]!.inputs).filter(([, input]) => input.bytesInOutput > 0);
  return { code: result.outputFiles[0]!.text, modules: inputs.map(([path]) => path), bytes: new Map(inputs.map(([path, input]) => [path, input.bytesInOutput])) };
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

  it('keeps the locale support in valigate/core and one rule within its budget', async () => {
    const { bytes } = await bundle(CORE_AND_ONE_RULE);
    const support = [...bytes].filter(([path]) => LOCALE_SUPPORT.test(path));
    // A guard: the modules are there, so the budget below measures something.
    expect(support.map(([path]) => path)).toContain('dist/src/locale-book.js');
    expect(support.reduce((sum, [, size]) => sum + size, 0)).toBeLessThanOrEqual(LOCALE_SUPPORT_BUDGET);
  });
});
