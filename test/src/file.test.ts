import { describe, expect, it } from 'vitest';
import { type FileContentReader, UploadedFile, Validator, isUploadedFile, sizeKind } from '../../src/index.js';
import { uploadedFile } from '../helpers.js';

const BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 5, 6, 7, 8]);
const init = { fieldName: 'avatar', name: 'Holiday.Photo.JPG', clientMimeType: 'image/jpeg', size: BYTES.length, content: BYTES, raw: { fieldname: 'avatar' } };

describe('UploadedFile', () => {
  it('describes the upload the same way whatever the middleware: field, client name, extension, media type, bytes', () => {
    const file = new UploadedFile(init);
    expect([file.fieldName, file.name, file.extension, file.clientMimeType, file.size, file.truncated]).toEqual(['avatar', 'Holiday.Photo.JPG', 'jpg', 'image/jpeg', 8, false]);
    expect(file.raw).toBe(init.raw);
    expect(file.toJSON()).toEqual({ fieldName: 'avatar', name: 'Holiday.Photo.JPG', extension: 'jpg', clientMimeType: 'image/jpeg', size: 8 });
    expect(JSON.parse(JSON.stringify({ file }))).toEqual({ file: file.toJSON() });
  });

  it.each([
    ['photo', ''],
    ['archive.tar.GZ', 'gz'],
    ['C:\\Users\\ada\\report.PDF', 'pdf'],
    ['dir.d/readme', ''],
    ['.env', 'env'],
  ])('takes the extension of %s as %j', (name, extension) => {
    expect(new UploadedFile({ ...init, name }).extension).toBe(extension);
  });

  it('reads its head and its bytes from memory', async () => {
    const file = new UploadedFile(init);
    expect([...(await file.head(4))]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect([...(await file.head(100))]).toEqual([...BYTES]);
    expect([...(await file.bytes())]).toEqual([...BYTES]);
  });

  it('reads through the reader an adapter gives, never asking more than the file holds', async () => {
    const asked: number[] = [];
    const content: FileContentReader = { head: async (length) => (asked.push(length), BYTES.subarray(0, length)), bytes: async () => BYTES };
    const file = new UploadedFile({ ...init, content });
    expect([...(await file.head(2))]).toEqual([0x89, 0x50]);
    expect((await file.head(2 ** 40)).length).toBe(8);
    expect(asked).toEqual([2, 8]);
    expect((await file.bytes()).length).toBe(8);
  });

  it('rejects a head length that is not a byte count', async () => {
    const file = new UploadedFile(init);
    for (const length of [-1, 1.5, Number.NaN, Infinity]) await expect(file.head(length)).rejects.toThrow(RangeError);
  });

  it('is frozen, and refuses a size that is not a byte count', () => {
    const file = new UploadedFile(init);
    expect(Object.isFrozen(file)).toBe(true);
    expect(() => ((file as { size: number }).size = 0)).toThrow(TypeError);
    for (const size of [-1, 1.5, Number.NaN, '8']) expect(() => new UploadedFile({ ...init, size: size as number })).toThrow(TypeError);
  });

  it('marks a file cut short', () => {
    expect(new UploadedFile({ ...init, truncated: true }).truncated).toBe(true);
  });
});

describe('isUploadedFile', () => {
  it('recognises only the files the adapters create: no copy, look-alike, prototype trick or proxy', () => {
    const file = new UploadedFile(init);
    expect(isUploadedFile(file)).toBe(true);
    const forgeries = [
      { ...file },
      { fieldname: 'avatar', originalname: 'a.png', mimetype: 'image/png', size: 1 },
      { fieldName: 'avatar', name: 'a.png', extension: 'png', clientMimeType: 'image/png', size: 1, truncated: false, raw: null },
      Object.create(UploadedFile.prototype),
      Object.assign(Object.create(UploadedFile.prototype), file.toJSON()),
      new Proxy(file, {}),
      structuredClone(file.toJSON()),
      JSON.parse(JSON.stringify(file)),
      null,
      'avatar.png',
    ];
    for (const forged of forgeries) {
      expect(isUploadedFile(forged)).toBe(false);
      expect(forged instanceof UploadedFile).toBe(false);
    }
    expect(file instanceof UploadedFile).toBe(true);
  });

  it('makes size rules measure kilobytes for files only', () => {
    expect(sizeKind(uploadedFile(2048), false)).toBe('file');
    expect(sizeKind({ size: 2048, mimetype: 'image/png' }, false)).toBe('array');
    const validator = new Validator({ avatar: 'required|max:1' });
    expect(validator.validateSync({ avatar: uploadedFile(1024) }).valid).toBe(true);
    expect(validator.validateSync({ avatar: uploadedFile(1025) }).errors).toEqual({ avatar: ['The avatar may not be greater than 1 kilobytes.'] });
    expect(validator.validateSync({ avatar: { size: 1, mimetype: 'image/png' } }).valid).toBe(false);
  });
});
