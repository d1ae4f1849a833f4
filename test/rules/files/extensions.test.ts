import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../../src/index.js';
import '../../../src/files.js';
import { fileTable, html, php, png, upload } from './fixtures.js';

fileTable('extensions:jpg,png', {
  notations: ['extensions:jpg,png', ['extensions:jpg,png'], field().extensions('jpg', 'png')],
  pass: [
    ['a PNG named a.png', upload(png(1, 1), 'a.png')],
    ['an upper-case extension', upload(png(1, 1), 'HOLIDAY.JPG')],
    // The client's name only: what the content is, mimes says.
    ['an HTML page named photo.jpg', upload(html(), 'photo.jpg', 'image/jpeg')],
    ['a web File named b.png', new File([png(1, 1)], 'b.png')],
  ],
  fail: [
    ['a PNG named a.gif', upload(png(1, 1), 'a.gif')],
    ['no extension', upload(png(1, 1), 'png')],
    ['a double extension ending in php', upload(php(), 'photo.jpg.php')],
    ['bytes without a name', png(1, 1)],
    ['a name, not a file', 'a.png'],
  ],
  message: 'The field must have one of the following extensions: jpg, png.',
});

describe('extensions', () => {
  it('blocks PHP scripts unless php is listed, as Laravel', async () => {
    for (const name of ['x.php', 'x.PHTML', 'x.phar', 'x.php8']) {
      expect((await new Validator({ f: 'extensions:php,phtml,phar,php8' }).validate({ f: upload(php(), name) })).valid).toBe(true);
      expect((await new Validator({ f: 'extensions:phtml,phar,php8,txt' }).validate({ f: upload(php(), name) })).valid).toBe(false);
    }
  });
  it('needs at least one extension', () => {
    expect(() => new Validator({ f: 'extensions' })).toThrow(/field "f", rule "extensions"/);
    expect(() => new Validator({ f: ['extensions:jpg,'] })).toThrow(/none empty/);
  });
});
