import { describe, expect, it } from 'vitest';
import { Validator, string } from '../../../src/index.js';
import { File, file, toKilobytes } from '../../../src/files.js';
import { pdf, png, upload } from './fixtures.js';

describe('sizes with units, as Laravel’s File rule reads them', () => {
  it.each([
    ['1kb', 1],
    ['10mb', 10_000],
    ['10MB', 10_000],
    [' 2 gb ', 2_000_000],
    ['1tb', 1_000_000_000],
    ['1.5mb', 1_500],
    ['0.4kb', 0],
  ] as const)('reads %j as %d kilobytes', (size, kilobytes) => {
    expect(toKilobytes(size)).toBe(kilobytes);
  });
  it('leaves numbers (kilobytes) and anything else as they are, for the rule to check', () => {
    for (const size of [10, '10', '10xb', 'mb', '1e3mb', '-1mb', '10 mb b']) expect(toKilobytes(size)).toBe(size);
  });
});

describe('file() and File', () => {
  it('write the rules Laravel’s File rule builds', () => {
    expect(String(file().max('10mb'))).toBe('file|max:10000');
    expect(String(file().required().between('1kb', '2mb'))).toBe('required|file|between:1,2000');
    expect(String(file().size(12))).toBe('file|size:12');
    expect(String(File.types(['jpg', 'png', 'image/webp']).min('1kb').max('10mb'))).toBe('file|mimetypes:image/webp|mimes:jpg,png|min:1|max:10000');
    expect(String(File.types('pdf'))).toBe('file|mimes:pdf');
    expect(String(File.image())).toBe('file|image');
    expect(File.image(true).dimensions({ maxWidth: 1000 }).toTokens()).toEqual([
      { name: 'file', args: [] },
      { name: 'image', args: ['allow_svg'] },
      { name: 'dimensions', args: [{ maxWidth: 1000 }] },
    ]);
    expect(String(File.default().extensions(['csv', 'txt']).encoding('utf-8'))).toBe('file|extensions:csv,txt|encoding:utf-8');
  });

  it('measure the file in kilobytes of 1,024 bytes against limits in Laravel’s units', async () => {
    const rules = { doc: File.types(['pdf']).max('1kb') };
    const sized = (bytes: number) => upload(Uint8Array.from([...pdf(), ...new Uint8Array(bytes - pdf().length)]), 'a.pdf');
    expect((await new Validator(rules).validate({ doc: sized(1024) })).valid).toBe(true);
    expect((await new Validator(rules).validate({ doc: sized(1025) })).errors).toEqual({ doc: ['The doc may not be greater than 1 kilobytes.'] });
    expect((await new Validator(rules).validate({ doc: upload(png(1, 1), 'a.pdf') })).errors).toEqual({ doc: ['The doc must be a file of type: pdf.'] });
  });

  it('read a list written as text, as Laravel\'s File::types(\'pdf,docx\') writes it into its mimes rule', async () => {
    expect(String(File.types('pdf,docx'))).toBe('file|mimes:pdf,docx');
    expect(String(File.types(['pdf, docx', 'image/png,image/webp']))).toBe('file|mimetypes:image/png,image/webp|mimes:pdf,docx');
    expect((await new Validator({ doc: File.types('pdf,docx') }).validate({ doc: upload(pdf(), 'a.pdf') })).errors).toEqual({});
  });

  it('report a size they cannot read at construction, naming field and rule', () => {
    expect(() => new Validator({ avatar: file().max('10xb' as '10mb') })).toThrow(/field "avatar", rule "max"/);
    // Units belong to files: a string field's max counts characters (a type error too; a JavaScript caller gets this).
    expect(() => new Validator({ name: string().max('10mb' as never) })).toThrow(/field "name", rule "max"/);
  });
});
