import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../../src/index.js';
import '../../../src/files.js';
import { bmp, fileTable, gif, html, jpeg, pdf, php, png, svg, text, upload, webp, zip } from './fixtures.js';

fileTable('mimetypes:image/*,application/pdf', {
  notations: ['mimetypes:image/*,application/pdf', ['mimetypes:image/*,application/pdf'], field().mimetypes('image/*', 'application/pdf')],
  pass: [
    ['a PNG', upload(png(2, 2), 'a.png', 'image/png')],
    ['a JPEG', upload(jpeg(2, 2), 'a.jpg', 'image/jpeg')],
    ['a GIF', upload(gif(2, 2), 'a.gif')],
    ['a WebP', upload(webp(2, 2), 'a.webp')],
    ['a BMP', upload(bmp(2, 2), 'a.bmp')],
    ['an SVG (image/svg+xml)', upload(svg(), 'a.svg')],
    ['a PDF named a.txt', upload(pdf(), 'a.txt', 'text/plain')],
  ],
  fail: [
    ['a PHP script claimed image/jpeg', upload(php(), 'photo.jpg', 'image/jpeg')],
    ['an HTML page claimed image/png', upload(html(), 'photo.png', 'image/png')],
    ['a zip', upload(zip(), 'a.zip', 'image/png')],
    ['text', upload(text.utf8(), 'a.txt', 'image/png')],
    ['a PNG named x.phtml', upload(png(1, 1), 'x.phtml', 'image/png')],
    ['a number', 5],
  ],
  message: 'The field must be a file of type: image/*, application/pdf.',
});

describe('mimetypes', () => {
  it('compares exact types', async () => {
    const validator = new Validator({ f: 'mimetypes:image/png' });
    expect((await validator.validate({ f: upload(png(1, 1), 'a') })).valid).toBe(true);
    expect((await validator.validate({ f: upload(jpeg(1, 1), 'a', 'image/png') })).valid).toBe(false);
    expect((await new Validator({ f: 'mimetypes:text/plain' }).validate({ f: upload(text.latin1(), 'a.csv') })).valid).toBe(true);
  });
  it('takes media types only', () => {
    expect(() => new Validator({ f: 'mimetypes:png' })).toThrow(/field "f", rule "mimetypes".*image\/png/);
  });
});
