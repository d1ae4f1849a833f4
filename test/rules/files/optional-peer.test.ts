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
