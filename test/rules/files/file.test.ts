import { describe, expect, it } from 'vitest';
import { UploadedFile, Validator, field } from '../../../src/index.js';
import { file } from '../../../src/files.js';
import { fileTable, pdf, png, upload } from './fixtures.js';

fileTable('file', {
  notations: ['file', ['file'], file()],
  pass: [
    ['an upload', upload(png(2, 2), 'a.png', 'image/png')],
    ['an empty upload', upload(new Uint8Array(0), 'empty.txt')],
    ['a web File', new File([pdf()], 'report.pdf', { type: 'application/pdf' })],
    ['a Blob', new Blob([png(1, 1)])],
    ['a Buffer', Buffer.from(pdf())],
    ['a Uint8Array', png(1, 1)],
  ],
  fail: [
    ['a file cut short by the upload limit', upload(png(2, 2), 'a.png', 'image/png', true)],
    ['a file name', 'photo.png'],
    ['a look-alike object', { fieldName: 'field', name: 'a.png', size: 3, clientMimeType: 'image/png' }],
    ['multer’s shape', { fieldname: 'field', originalname: 'a.png', mimetype: 'image/png', size: 3, buffer: 'x' }],
    ['a forged Blob', Object.create(Blob.prototype)],
    ['an ArrayBuffer', new ArrayBuffer(4)],
    ['a Uint16Array', new Uint16Array(2)],
    ['a number', 42],
    ['a list of files', [upload(png(1, 1), 'a.png')]],
  ],
  message: 'The field must be a file.',
});

describe('file values in the validated data', () => {
  it('turns a web File, a Blob or bytes into one UploadedFile, the same for every rule of the field and every run', async () => {
    const blob = new File([png(3, 2)], 'Shot.PNG', { type: 'image/png' });
    const validator = new Validator({ avatar: 'required|file|max:1', bytes: field().file() });
    const first = await validator.validate({ avatar: blob, bytes: Buffer.from('abc') });
    expect(first.valid).toBe(true);
    const avatar = first.data.avatar as UploadedFile;
    expect(avatar).toBeInstanceOf(UploadedFile);
    expect(avatar.toJSON()).toEqual({ fieldName: '', name: 'Shot.PNG', extension: 'png', clientMimeType: 'image/png', size: blob.size });
    expect(avatar.raw).toBe(blob);
    expect([...(await avatar.head(4))]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((first.data.bytes as UploadedFile).size).toBe(3);
    expect((await validator.validate({ avatar: blob, bytes: Buffer.from('abc') })).data.avatar).toBe(avatar);
  });

  it('reads a Blob a slice at a time: chunks never hold more than asked', async () => {
    const content = png(40, 40);
    const file = (await new Validator({ f: 'file' }).validate({ f: new Blob([content]) })).data.f as UploadedFile;
    const sizes: number[] = [];
    const seen: number[] = [];
    for await (const chunk of file.chunks(100)) sizes.push(chunk.length), seen.push(...chunk);
    expect(Math.max(...sizes)).toBe(100);
    expect(seen).toEqual([...content]);
  });

  it('measures a Blob, a Buffer and bytes in kilobytes with the size rules, never as text', () => {
    const validator = new Validator({ f: 'max:1' });
    expect(validator.validateSync({ f: Buffer.alloc(1024) }).valid).toBe(true);
    expect(validator.validateSync({ f: new Uint8Array(1025) }).errors).toEqual({ f: ['The f may not be greater than 1 kilobytes.'] });
    expect(validator.validateSync({ f: new Blob([new Uint8Array(2048)]) }).errors).toEqual({ f: ['The f may not be greater than 1 kilobytes.'] });
  });

  it('takes no parameter', () => {
    expect(() => new Validator({ f: 'file:x' })).toThrow(/field "f", rule "file"/);
  });
});
