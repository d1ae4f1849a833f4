import { describe, expect, it } from 'vitest';
import { UploadedFile, Validator, field } from '../../../src/index.js';
import '../../../src/files.js';
import { fileTable, png, text, upload } from './fixtures.js';

fileTable('encoding:utf-8', {
  notations: ['encoding:utf-8', ['encoding:utf-8'], field().encoding('utf-8')],
  pass: [
    ['UTF-8 text', upload(text.utf8(), 'a.txt', 'text/plain')],
    ['ASCII text', upload(text.ascii(), 'a.txt')],
    ['an empty file', upload(new Uint8Array(0), 'a.txt')],
    ['a string', 'Grüße ✓'],
    ['UTF-8 as a web File', new File([text.utf8()], 'a.txt')],
  ],
  fail: [
    ['ISO-8859-1 text', upload(text.latin1(), 'a.txt')],
    ['Shift_JIS text', upload(text.shiftJis(), 'a.txt')],
    ['UTF-8 cut inside a character', upload(text.utf8().slice(0, 3), 'a.txt')],
    ['a PNG', upload(png(2, 2), 'a.txt')],
    ['a string with a lone surrogate', 'a\ud800b'],
    ['UTF-8 cut short by the upload limit', upload(text.utf8(), 'a.txt', 'text/plain', true)],
    ['a number', 5],
  ],
  message: 'The field must be encoded in utf-8.',
});

fileTable('encoding:iso-8859-2 (Latin-2 in its WHATWG table)', {
  notations: ['encoding:iso-8859-2', ['encoding:iso-8859-2'], field().encoding('iso-8859-2')],
  pass: [['ISO-8859-1 bytes', upload(text.latin1(), 'a.txt')], ['ASCII', upload(text.ascii(), 'a.txt')]],
  fail: [['a number', 1]],
  message: 'The field must be encoded in iso-8859-2.',
});

describe('encoding', () => {
  const passes = async (rule: string, content: Uint8Array) => (await new Validator({ f: rule }).validate({ f: upload(content, 'a.txt') })).valid;
  it('reads text in several encodings', async () => {
    expect(await passes('encoding:shift_jis', text.shiftJis())).toBe(true);
    expect(await passes('encoding:utf-16le', text.utf16le())).toBe(true);
    expect(await passes('encoding:utf-16le', Uint8Array.of(0x41))).toBe(false);
    expect(await passes('encoding:ascii', text.ascii())).toBe(true);
    expect(await passes('encoding:ascii', text.latin1())).toBe(false);
    expect(await passes('encoding:ascii', text.utf8())).toBe(false);
  });

  it('reads a file a slice at a time, a character split across slices included', async () => {
    const unit = new TextEncoder().encode('✓é');
    const content = new Uint8Array(200_000).map((_, i) => unit[i % unit.length]!);
    const asked: number[] = [];
    const file = new UploadedFile({
      fieldName: 'f',
      name: 'a.txt',
      clientMimeType: 'text/plain',
      size: content.length,
      content: { head: async (length) => content.subarray(0, length), read: async (at, length) => (asked.push(length), content.subarray(at, at + length)), bytes: async () => expect.unreachable('read whole') },
      raw: undefined,
    });
    expect((await new Validator({ f: 'encoding:utf-8' }).validate({ f: file })).valid).toBe(true);
    expect(Math.max(...asked)).toBe(64 * 1024);
    content[150_001] = 0xff;
    expect((await new Validator({ f: 'encoding:utf-8' }).validate({ f: file })).valid).toBe(false);
  });

  it('knows the encodings of the Encoding Standard and ascii, and refuses others at construction', () => {
    for (const name of ['utf-8', 'UTF-8', 'latin1', 'windows-1251', 'gb18030', 'euc-kr', 'ascii', 'US-ASCII']) expect(() => new Validator({ f: `encoding:${name}` }), name).not.toThrow();
    for (const rule of ['encoding', 'encoding:klingon', 'encoding:utf-8,latin1']) expect(() => new Validator({ f: rule }), rule).toThrow(/field "f", rule "encoding"/);
  });
});
