import { describe, expect, it, vi } from 'vitest';
import { Batches } from '../../src/batch.js';
import { feature, installFeature } from '../../src/feature.js';
import '../../src/index.js';
import { registry } from '../../src/registry.js';
import { holdsUndeclared, reportUndeclared, shapeOf } from '../../src/strict.js';

const refuse = (needs: string) => new RangeError(needs);

/** A second copy of the kernel's feature module, with no feature of its own: as the other build (ESM or CJS) is. */
async function otherBuild(): Promise<typeof import('../../src/feature.js')> {
  vi.resetModules();
  return import('../../src/feature.js');
}

describe('kernel features', () => {
  it('answers an installed feature, the very functions its module installed', () => {
    expect(feature('strict', refuse)).toEqual({ reportUndeclared, shapeOf, holdsUndeclared });
    expect(feature('batch', refuse)).toBe(Batches);
  });
  it("prefers this build's own feature to one the other build installed later, whose objects are not this kernel's", async () => {
    const other = await otherBuild();
    const foreign = class extends Batches {};
    other.installFeature('batch', foreign);
    try {
      expect(feature('batch', refuse)).toBe(Batches);
      expect(other.feature('batch', refuse)).toBe(foreign);
    } finally {
      installFeature('batch', Batches);
    }
  });
  it("falls back to the other build's feature, and refuses, naming the import, when neither build installed it", async () => {
    const other = await otherBuild();
    expect(other.feature('strict', refuse).shapeOf).toBe(shapeOf);
    const shared = registry().features!;
    const installed = shared.strict;
    delete shared.strict;
    try {
      expect(() => other.feature('strict', refuse)).toThrow(new RangeError("needs valigate/features/strict: add `import 'valigate/features/strict'` to your app (the valigate entry loads it)"));
    } finally {
      shared.strict = installed;
    }
  });
});
