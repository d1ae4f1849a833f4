import { describe, expect, it } from 'vitest';
import { Validator } from '../../../src/index.js';
import '../../../src/files.js';
import { HOSTILE } from '../../security/hostile.js';
import { upload } from './fixtures.js';

const RULES = ['file', 'image', 'image:allow_svg', 'mimes:jpg,png', 'mimetypes:image/*', 'extensions:png', 'dimensions:min_width=1,ratio=3/2', 'encoding:utf-8', 'uploaded'];
const trap = () => {
  throw new Error('trap');
};
/** Values that look like files, or break whoever looks: never a file, never a throw. */
const FILE_LIKE: readonly [string, () => unknown][] = [
  ['a forged Blob', () => Object.create(Blob.prototype)],
  ['a Blob with a throwing size', () => Object.defineProperty(new Blob(['x']), 'size', { get: trap })],
  ['a proxy whose every trap throws', () => new Proxy({}, { get: trap, has: trap, ownKeys: trap, getOwnPropertyDescriptor: trap, getPrototypeOf: trap })],
  ['a revoked proxy', () => { const { proxy, revoke } = Proxy.revocable({}, {}); revoke(); return proxy; }],
  ['an object with a buffer', () => ({ buffer: new Uint8Array(4), size: 4, originalname: 'a.png' })],
  ['a DataView', () => new DataView(new ArrayBuffer(4))],
];

describe('the file rules answer every hostile value with a result', () => {
  const validator = new Validator(Object.fromEntries(RULES.map((rule, i) => [`f${i}`, rule])));
  it.each([...HOSTILE, ...FILE_LIKE])('%s', async (_, make) => {
    const value = make();
    const result = await validator.validate(Object.fromEntries(RULES.map((_, i) => [`f${i}`, value])));
    expect(typeof result.valid).toBe('boolean');
    // Text PHP's trim empties (NUL) skips them all, as blank text does in Laravel, and stays out of the data.
    if (value === '\u0000') return expect(result).toEqual({ valid: true, errors: {}, data: {} });
    // Only the rules that leave non-files to others may pass one (uploaded, encoding on a string).
    for (const [i, rule] of RULES.entries()) if (!['uploaded', 'encoding:utf-8'].includes(rule) && value !== undefined && value !== null) expect(result.errors[`f${i}`], rule).toBeDefined();
  });

  it('takes a Uint8Array whose buffer was detached for an empty file', async () => {
    const bytes = new Uint8Array(8);
    structuredClone(bytes.buffer, { transfer: [bytes.buffer] });
    const result = await new Validator({ a: 'file|max:0', b: 'image', c: 'encoding:utf-8' }).validate({ a: bytes, b: bytes, c: bytes });
    expect(result.errors).toEqual({ b: ['The b must be an image.'] });
  });

  it('never changes the file or its bytes', async () => {
    const bytes = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    const file = upload(bytes, 'a.png');
    await validator.validate(Object.fromEntries(RULES.map((_, i) => [`f${i}`, file])));
    expect([...bytes]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(Object.isFrozen(file)).toBe(true);
  });
});
