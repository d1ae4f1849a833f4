import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { optionalPeer } from '../../../rules/files/shared/optional-peer.js';

describe('optionalPeer', () => {
  it('loads the package once, however many rules ask', async () => {
    let loads = 0;
    const load = optionalPeer('some-package', async () => (loads++, { answer: 42 }));
    expect(await Promise.all([load('image'), load('mimes')])).toEqual([{ answer: 42 }, { answer: 42 }]);
    expect(loads).toBe(1);
  });
  it('turns a missing package into a fault naming the rule and what to install, and tries again next time', async () => {
    let installed = false;
    const load = optionalPeer('file-type', async () => {
      if (!installed) throw new Error("Cannot find package 'file-type'");
      return { ok: true };
    });
    await expect(load('image')).rejects.toThrow('valigate: the image rule reads files with file-type, an optional peer dependency: npm install file-type');
    installed = true;
    expect(await load('image')).toEqual({ ok: true });
  });
});

describe('an app without the optional peers', () => {
  const root = join(import.meta.dirname, '..', '..', '..');
  it('bundles valigate/files with esbuild, and its content rules fault at run time naming the package', async () => {
    // valigate installed in an app that lacks file-type and image-size: its own package.json and build, no node_modules beside them.
    const app = mkdtempSync(join(tmpdir(), 'valigate-no-peers-'));
    try {
      const installed = join(app, 'node_modules', 'valigate');
      mkdirSync(installed, { recursive: true });
      copyFileSync(join(root, 'package.json'), join(installed, 'package.json'));
      symlinkSync(join(root, 'dist'), join(installed, 'dist'), 'dir');
      const source = `import { Validator } from 'valigate'; import { file } from 'valigate/files';
        const doc = new File(['x'.repeat(2048)], 'notes.txt');
        console.log(JSON.stringify((await new Validator({ doc: file().max(1).extensions('txt') }).validate({ doc })).errors));
        await new Validator({ doc: 'mimes:txt' }).validate({ doc }).then(() => console.log('passed'), (fault) => console.log(fault.cause.message));`;
      const result = await build({ stdin: { contents: source, resolveDir: app, loader: 'js' }, bundle: true, write: false, format: 'esm', platform: 'browser', preserveSymlinks: true, logLevel: 'silent', absWorkingDir: app });
      expect(result.errors).toEqual([]);
      expect(result.warnings).toEqual([]);
      writeFileSync(join(app, 'bundle.mjs'), result.outputFiles[0]!.text);
      const printed = execFileSync(process.execPath, [join(app, 'bundle.mjs')], { cwd: app, encoding: 'utf8' }).trim().split('\n');
      expect(printed).toEqual(['{"doc":["The doc may not be greater than 1 kilobytes."]}', 'valigate: the mimes rule reads files with file-type, an optional peer dependency: npm install file-type']);
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });
});
