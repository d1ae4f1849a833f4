import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../../src/index.js';
import '../../../src/files.js';
import { bmp, fileTable, gif, html, isoImage, jpeg, pdf, php, png, svg, text, upload, webp, zip } from './fixtures.js';

const images = [
  ['a PNG', upload(png(2, 2), 'a.png', 'image/png')],
  ['a JPEG', upload(jpeg(2, 2), 'a.jpg', 'image/jpeg')],
  ['a GIF', upload(gif(2, 2), 'a.gif', 'image/gif')],
  ['a WebP', upload(webp(2, 2), 'a.webp', 'image/webp')],
  ['a BMP', upload(bmp(2, 2), 'a.bmp', 'image/bmp')],
  ['an AVIF', upload(isoImage('avif'), 'a.avif', 'image/avif')],
  ['a HEIC', upload(isoImage('heic'), 'IMG_0001.HEIC', 'image/heic')],
  ['a PNG named notes.txt', upload(png(2, 2), 'notes.txt', 'text/plain')],
  ['a PNG as a web File', new File([png(2, 2)], 'a.png', { type: 'image/png' })],
] as const;
const notImages = [
  ['a PHP script named photo.jpg', upload(php(), 'photo.jpg', 'image/jpeg')],
  ['an HTML page named photo.jpg', upload(html(), 'photo.jpg', 'image/jpeg')],
  ['a PDF named a.png', upload(pdf(), 'a.png', 'image/png')],
  ['a zip named a.png', upload(zip(), 'a.png', 'image/png')],
  ['text named a.gif', upload(text.utf8(), 'a.gif', 'image/gif')],
  ['a PNG named x.php', upload(png(2, 2), 'x.php', 'image/png')],
  ['a PNG cut short', upload(png(2, 2), 'a.png', 'image/png', true)],
  ['a PNG signature alone', upload(png(2, 2).subarray(0, 8), 'a.png', 'image/png')],
  ['a name', 'a.png'],
] as const;

fileTable('image', {
  notations: ['image', ['image'], field().image()],
  pass: images,
  fail: [...notImages, ['an SVG', upload(svg(), 'a.svg', 'image/svg+xml')]],
  message: 'The field must be an image.',
});

fileTable('image:allow_svg', {
  notations: ['image:allow_svg', [['image', 'allow_svg']], field().image('allow_svg')],
  pass: [...images, ['an SVG', upload(svg(), 'a.svg', 'image/svg+xml')], ['an SVG without a prolog', upload(svg(''), 'a.svg')]],
  fail: notImages,
  message: 'The field must be an image.',
});

describe('image', () => {
  it('has one mode', () => {
    expect(() => new Validator({ f: 'image:allow_pdf' })).toThrow(/field "f", rule "image": has no mode "allow_pdf"/);
  });
});
