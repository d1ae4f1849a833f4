import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../../src/index.js';
import '../../../src/files.js';
import { bmp, docx, fileTable, gif, html, jpeg, pdf, php, png, svg, text, upload, webp, zip } from './fixtures.js';

fileTable('mimes:jpg,png,pdf', {
  notations: ['mimes:jpg,png,pdf', ['mimes:jpg,png,pdf'], field().mimes(['jpg', 'png', 'pdf'])],
  pass: [
    ['a PNG', upload(png(4, 4), 'a.png', 'image/png')],
    ['a JPEG', upload(jpeg(10, 10), 'a.jpeg', 'image/jpeg')],
    ['a PDF', upload(pdf(), 'report.pdf', 'application/pdf')],
    ['a PNG named report.txt and claimed text/plain', upload(png(4, 4), 'report.txt', 'text/plain')],
    ['a PDF as a web File with no name', new File([pdf()], '')],
    ['a PNG as a Buffer', Buffer.from(png(1, 1))],
  ],
  fail: [
    ['a PHP script named photo.jpg', upload(php(), 'photo.jpg', 'image/jpeg')],
    ['an HTML page named photo.jpg', upload(html(), 'photo.jpg', 'image/jpeg')],
    ['an SVG named photo.png', upload(svg(), 'photo.png', 'image/png')],
    ['a GIF named a.png', upload(gif(1, 1), 'a.png', 'image/png')],
    ['a WebP', upload(webp(2, 2), 'a.webp')],
    ['a BMP', upload(bmp(2, 2), 'a.bmp')],
    ['a zip named a.pdf', upload(zip(), 'a.pdf', 'application/pdf')],
    ['text named a.pdf', upload(text.utf8(), 'a.pdf', 'application/pdf')],
    ['a PNG named x.php', upload(png(1, 1), 'x.php', 'image/png')],
    ['a PNG cut short by the upload limit', upload(png(4, 4), 'a.png', 'image/png', true)],
    ['an empty file', upload(new Uint8Array(0), 'a.png')],
    ['a file name', 'a.png'],
  ],
  message: 'The field must be a file of type: jpg, png, pdf.',
});

describe('mimes', () => {
  const passes = async (rule: string, value: unknown) => (await new Validator({ f: rule }).validate({ f: value })).valid;
  it('takes jpg and jpeg for each other, as Laravel', async () => {
    expect(await passes('mimes:jpeg', upload(jpeg(1, 1), 'a.jpg'))).toBe(true);
    expect(await passes('mimes:jpg', upload(jpeg(1, 1), 'a.jpeg'))).toBe(true);
  });
  it('knows each generated format by its content', async () => {
    const cases: [string, Uint8Array][] = [['gif', gif(1, 1)], ['webp', webp(1, 1)], ['bmp', bmp(1, 1)], ['zip', zip()], ['docx', docx()], ['svg', svg()], ['svg', svg('')], ['html', html()], ['php', php()], ['txt', text.ascii()], ['txt', text.utf8()], ['txt', text.utf16le()], ['txt', text.latin1()]];
    for (const [extension, content] of cases) {
      expect(await passes(`mimes:${extension}`, upload(content, `x.${extension}`)), extension).toBe(true);
      expect(await passes(`mimes:${extension === 'png' ? 'gif' : 'png'}`, upload(content, 'x.png')), extension).toBe(false);
    }
  });
  it('reads no more than the head of a large file', async () => {
    const asked: number[] = [];
    const content = png(1, 1);
    const { UploadedFile } = await import('../../../src/index.js');
    const big = new UploadedFile({
      fieldName: 'f',
      name: 'big.png',
      clientMimeType: 'image/png',
      size: 50 * 1024 * 1024,
      content: { head: async (length) => (asked.push(length), content.subarray(0, length)), bytes: async () => expect.unreachable('read whole') },
      raw: undefined,
    });
    expect(await passes('mimes:png|image|mimetypes:image/png', big)).toBe(true);
    expect(Math.max(...asked)).toBeLessThanOrEqual(4100);
  });
  it('needs at least one extension', () => {
    expect(() => new Validator({ f: 'mimes' })).toThrow(/field "f", rule "mimes"/);
  });
});
