import { describe, expect, it } from 'vitest';
import { UploadedFile, Validator, field } from '../../../src/index.js';
import { File as FileRule } from '../../../src/files.js';
import { bmp, fileTable, gif, jpeg, pdf, png, svg, text, upload, webp } from './fixtures.js';

const RULE = 'dimensions:min_width=100,max_width=400,min_height=50,max_height=300';

fileTable(RULE, {
  notations: [RULE, [RULE], field().dimensions({ minWidth: 100, maxWidth: 400, minHeight: 50, max_height: 300 })],
  pass: [
    ['a PNG of 100 x 50', upload(png(100, 50), 'a.png')],
    ['a JPEG of 400 x 300', upload(jpeg(400, 300), 'a.jpg')],
    ['a JPEG of 200 x 100 after 70 KB of EXIF', upload(jpeg(200, 100, 70_000), 'a.jpg')],
    ['a GIF of 200 x 200', upload(gif(200, 200), 'a.gif')],
    ['a WebP of 300 x 60', upload(webp(300, 60), 'a.webp')],
    ['a BMP of 101 x 51', upload(bmp(101, 51), 'a.bmp')],
    // As Laravel: an SVG has no pixel size and passes.
    ['an SVG', upload(svg(), 'a.svg')],
    ['a web File of a PNG', new File([png(150, 80)], 'a.png')],
  ],
  fail: [
    ['a PNG of 99 x 50', upload(png(99, 50), 'a.png')],
    ['a PNG of 401 x 50', upload(png(401, 50), 'a.png')],
    ['a JPEG of 100 x 49', upload(jpeg(100, 49), 'a.jpg')],
    ['a GIF of 100 x 301', upload(gif(100, 301), 'a.gif')],
    ['a PNG header cut after 20 bytes', upload(png(200, 100).subarray(0, 20), 'a.png')],
    ['a JPEG whose frame header is missing', upload(jpeg(200, 100).subarray(0, 22), 'a.jpg')],
    ['a JPEG cut inside its EXIF', upload(jpeg(200, 100, 70_000).subarray(0, 30_000), 'a.jpg')],
    ['a GIF signature alone', upload(gif(200, 100).subarray(0, 6), 'a.gif')],
    ['corrupt bytes named a.png', upload(Uint8Array.from({ length: 600 }, (_, i) => (i * 31) % 256), 'a.png')],
    ['a PDF', upload(pdf(), 'a.png')],
    ['text', upload(text.utf8(), 'a.png')],
    ['an empty file', upload(new Uint8Array(0), 'a.png')],
    ['a PNG cut short by the upload limit', upload(png(200, 100), 'a.png', 'image/png', true)],
    ['a number', 200],
  ],
  message: 'The field has invalid image dimensions.',
});

describe('dimensions', () => {
  const passes = async (rule: string, width: number, height: number) => (await new Validator({ f: rule }).validate({ f: upload(png(width, height), 'a.png') })).valid;

  it('compares width and height exactly', async () => {
    expect(await passes('dimensions:width=30,height=20', 30, 20)).toBe(true);
    expect(await passes('dimensions:width=30', 31, 20)).toBe(false);
    expect(await passes('dimensions:height=20', 30, 21)).toBe(false);
  });

  it('compares ratios within Laravel’s precision (its own test cases)', async () => {
    expect(await passes('dimensions:ratio=3/2', 30, 20)).toBe(true);
    expect(await passes('dimensions:ratio=1.5', 30, 20)).toBe(true);
    expect(await passes('dimensions:ratio=1', 30, 20)).toBe(false);
    expect(await passes('dimensions:ratio=2/3', 20, 30)).toBe(true);
    // Within one pixel's worth only: 1/(max((w + h) / 2, h) + 1).
    expect(await passes('dimensions:ratio=16/9', 175, 100)).toBe(false);
    expect(await passes('dimensions:ratio=16/9', 1920, 1080)).toBe(true);
    expect(await passes('dimensions:ratio=16/9', 1919, 1080)).toBe(false);
    expect(await passes('dimensions:ratio=16/9', 1900, 1080)).toBe(false);
  });

  it('compares min_ratio and max_ratio', async () => {
    expect(await passes('dimensions:min_ratio=1/1', 30, 20)).toBe(true);
    expect(await passes('dimensions:min_ratio=2/1', 30, 20)).toBe(false);
    expect(await passes('dimensions:max_ratio=2/1', 30, 20)).toBe(true);
    expect(await passes('dimensions:max_ratio=1/1', 30, 20)).toBe(false);
    expect(await passes('dimensions:min_ratio=1/2,max_ratio=2/1', 20, 30)).toBe(true);
  });

  it('reads only as much of a file as its header needs, never the whole', async () => {
    const content = jpeg(640, 480, 70_000);
    const asked: number[] = [];
    const big = new UploadedFile({
      fieldName: 'f',
      name: 'big.jpg',
      clientMimeType: 'image/jpeg',
      size: 80 * 1024 * 1024,
      content: { head: async (length) => (asked.push(length), content.subarray(0, length)), bytes: async () => expect.unreachable('read whole') },
      raw: undefined,
    });
    expect((await new Validator({ f: 'dimensions:width=640' }).validate({ f: big })).valid).toBe(true);
    expect(Math.max(...asked)).toBeLessThanOrEqual(512 * 1024);
    asked.length = 0;
    expect((await new Validator({ f: 'dimensions:width=640' }).validate({ f: upload(png(640, 480), 'a.png') })).valid).toBe(true);
  });

  it('reads a Buffer view as its own bytes only, never the memory after it', async () => {
    // A PNG cut after "IHDR", viewed in a larger buffer whose next bytes read as 10 x 20.
    const backing = Buffer.alloc(64);
    Buffer.from(png(10, 20).subarray(0, 16)).copy(backing);
    backing.writeUInt32BE(10, 16);
    backing.writeUInt32BE(20, 20);
    const validator = new Validator({ f: 'dimensions:width=10,height=20' });
    expect((await validator.validate({ f: backing.subarray(0, 16) })).valid).toBe(false);
    expect((await validator.validate({ f: backing })).valid).toBe(true);
  });

  it('never throws on any prefix of a real image', async () => {
    const validator = new Validator({ f: 'dimensions:min_width=1' });
    for (const content of [png(20, 10), jpeg(20, 10), gif(20, 10), webp(20, 10), bmp(20, 10)]) {
      for (let length = 0; length < content.length; length += 3) {
        const result = await validator.validate({ f: upload(content.subarray(0, length), 'x') });
        expect(typeof result.valid).toBe('boolean');
      }
    }
  });

  it('takes the File builder’s constraints', async () => {
    const rules = { f: FileRule.image().dimensions({ maxWidth: 1000, ratio: '3/2' }) };
    expect((await new Validator(rules).validate({ f: upload(png(300, 200), 'a.png') })).valid).toBe(true);
    expect((await new Validator(rules).validate({ f: upload(png(1200, 800), 'a.png') })).errors).toEqual({ f: ['The f has invalid image dimensions.'] });
  });

  it('refuses constraints it does not know or cannot read, naming field and rule', () => {
    for (const rule of ['dimensions', 'dimensions:min_width', 'dimensions:depth=3', 'dimensions:min_width=wide', 'dimensions:ratio=3/0', 'dimensions:ratio=a/b', 'dimensions:width=-1']) {
      expect(() => new Validator({ f: rule }), rule).toThrow(/field "f", rule "dimensions"/);
    }
  });
});
