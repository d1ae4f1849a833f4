import { describe, expect, it } from 'vitest';
import { Validator, array, numeric, string } from '../../src/index.js';
import { ruleTable, uploadedFile } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('max on strings', {
  notations: ['string|max:3', ['string', 'max:3'], string().max(3)],
  pass: [undefined, 'abc', '😀😀😀', 'a', 'ab😀', '😀😀a'],
  fail: ['abcd', '😀😀😀😀', '😀😀😀a', 'abc😀'],
  message: 'The field may not be greater than 3 characters.',
});

ruleTable('max on numeric fields', {
  notations: ['numeric|max:10', ['numeric', 'max:10'], numeric().max(10)],
  pass: [10, '9.5', -100],
  fail: [10.01, '11'],
  message: 'The field may not be greater than 10.',
});

ruleTable('max on arrays', {
  notations: ['array|max:1', ['array', 'max:1'], array().max(1)],
  pass: [[], [1]],
  fail: [[1, 2]],
  message: 'The field may not have more than 1 items.',
});

describe('max', () => {
  it('measures files in kilobytes', () => {
    const validator = new Validator({ avatar: 'max:1' });
    expect(validator.validateSync({ avatar: uploadedFile(2048) }).errors).toEqual({ avatar: ['The avatar may not be greater than 1 kilobytes.'] });
    expect(validator.validateSync({ avatar: uploadedFile(1024) }).valid).toBe(true);
  });
  it('measures an object shaped like a file as no file: it counts its members, never reads its size', () => {
    const validator = new Validator({ avatar: 'max:1' });
    expect(validator.validateSync({ avatar: { size: 1, mimetype: 'image/png' } }).errors).toEqual({ avatar: ['The avatar may not have more than 1 items.'] });
    expect(new Validator({ avatar: 'max:1' }).validateSync({ avatar: { size: 5000 } }).valid).toBe(true);
  });
});

laravelFacts('max', onFoo([
  ['max:3', 'aslksd', false], ['max:3', 'anc', true], ['numeric|max:100', '211', false], ['numeric|max:3', '3', true],
  ['numeric|max:3', '2.001', true], ['max:3', '2.001', false], ['decimal:0|max:100', '211', false], ['decimal:0|max:3', '3', true],
  ['decimal:0,3|max:3', '2.001', true], ['numeric|max:33', '22', true], ['array|max:4', [1, 2, 3], true], ['array|max:2', [1, 2, 3], false],
  ['numeric|max:2', '2.00000000000000000001', false],
]));

// Laravel's message shows the parameter as written (ReplacesAttributes puts the parameter text in), not the number it reads.
laravelFacts('max shows its parameter as written', [[{ foo: 'numeric|max:1e3' }, { foo: 2000 }, false, { foo: ['The foo may not be greater than 1e3.'] }], [{ foo: 'numeric|max:9.90' }, { foo: 10 }, false, { foo: ['The foo may not be greater than 9.90.'] }]]);

// A JSON object is a PHP array to Laravel: its size is its number of members, as a list's is its length.
laravelFacts('max on an object', onFoo([['max:1', { a: 1, b: 2 }, false], ['max:2', { a: 1, b: 2 }, true], ['object|max:0', {}, true], ['max:2', { size: 1, mimetype: 'image/png' }, true]]));
