// Locales cost nothing until imported: `valigate/core` with one rule bundles none of the locale
// modules (the packs, the lookup through them, Accept-Language negotiation) and is no larger than
// the same bundle with those modules stubbed out; importing one pack brings them in. Sizes are
// bytes, not time: nothing here depends on the machine's speed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Plugin, build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CORE_AND_ONE_RULE = `import { Validator } from 'valigate/core'; import 'valigate/rules/required'; export const v = new Validator({ a: 'required' });`;
/** The locale mechanism's modules and the packs: what `valigate/core` must not carry until a pack is imported. */
const LOCALE_MODULE = /^dist\/(?:src\/locale(?:-book|-negotiation)?|locales\/[^/]+)\.js$/;

/** Every locale module of the kernel replaced by one exporting the same names, all undefined: the bundle the core would be with no locale code at all. */
const stubLocales: Plugin = {
  name: 'stub-locales',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]dist[\\/]src[\\/]locale(?:-book|-negotiation)?\.js$/ }, async ({ path }) => {
      // The kernel's locale modules have no side effect on import (the registry is made on first use).
      const names = Object.keys((await import(path)) as object);
      return { contents: names.map((name) => `export const ${name} = undefined;`).join('\n'), loader: 'js' };
    });
  },
};

async function bundle(source: string, plugins: Plugin[] = []): Promise<{ code: string; modules: string[] }> {
  const result = await build({ stdin: { contents: source, resolveDir: root, loader: 'js' }, bundle: true, minify: true, write: false, format: 'esm', platform: 'browser', logLevel: 'silent', absWorkingDir: root, metafile: true, plugins });
  const inputs = Object.entries(Object.values(result.metafile.outputs)[0]!.inputs).filter(([, input]) => input.bytesInOutput > 0);
  return { code: result.outputFiles[0]!.text, modules: inputs.map(([path]) => path) };
}

describe('bundle size without a locale', () => {
  beforeAll(() => {
    if (!existsSync(`${root}/dist/locales/en-laravel.js`)) execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  });

  it('bundles none of the locale modules for valigate/core and one rule', async () => {
    const plain = await bundle(CORE_AND_ONE_RULE);
    // A guard: the kernel is there, so an empty list below means something.
    expect(plain.modules).toContain('dist/src/validator.js');
    expect(plain.modules.filter((path) => LOCALE_MODULE.test(path))).toEqual([]);
    expect(plain.code).not.toContain('is not a registered locale');
  });

  it('is no larger than the same bundle with the locale modules stubbed out', async () => {
    const [plain, stubbed] = await Promise.all([bundle(CORE_AND_ONE_RULE), bundle(CORE_AND_ONE_RULE, [stubLocales])]);
    expect(plain.code.length).toBeLessThanOrEqual(stubbed.code.length);
  });

  it('brings the locale mechanism and that pack alone in when one pack is imported', async () => {
    const withPack = await bundle(`${CORE_AND_ONE_RULE} import 'valigate/locales/en-laravel';`);
    expect(withPack.modules.filter((path) => LOCALE_MODULE.test(path)).sort()).toEqual(['dist/locales/en-laravel.js', 'dist/src/locale-book.js', 'dist/src/locale.js']);
    expect(withPack.code).toContain('field must be a valid email address');
    expect(withPack.code).toContain('is not a registered locale');
  });
});
