import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../../src/index.js';
import '../../../src/files.js';
import { fileTable, png, upload } from './fixtures.js';

fileTable('uploaded', {
  notations: ['uploaded', ['uploaded'], field().uploaded()],
  pass: [
    ['a whole upload', upload(png(2, 2), 'a.png')],
    ['a web File', new File([png(1, 1)], 'a.png')],
    ['text (left to the other rules)', 'a'],
  ],
  fail: [['an upload cut short by the size limit', upload(png(20, 20), 'a.png', 'image/png', true)]],
  message: 'The field failed to upload.',
});

describe('uploaded', () => {
  it('takes no parameter', () => {
    expect(() => new Validator({ f: 'uploaded:1' })).toThrow(/field "f", rule "uploaded"/);
  });
});
