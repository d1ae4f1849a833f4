import { describe, expect, it } from 'vitest';
import { Validator, field, string } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('string', {
  notations: ['string', ['string'], string()],
  pass: [undefined, 'a', '😀', '\u0000', '123'],
  // A blank string is null to the rules (Laravel's ConvertEmptyStringsToNull), which `string` fails.
  fail: [null, '', ' ', 0, 1, true, ['a'], { a: 'b' }],
  message: 'The field must be a string.',
});

ruleTable('string, required', {
  notations: ['required|string', ['required', 'string'], field().required().string()],
  pass: ['a', 'ß'],
  fail: [42, ['a']],
  message: 'The field must be a string.',
});

laravelFacts('string', onFoo([
  ['string', 'aslsdlks', true],
  ['string', { blah: 'test' }, false],
]));

describe('string beside a converting rule', () => {
  it('keeps the text: string|numeric checks a number and hands on the digits as sent', () => {
    for (const rules of ['required|string|numeric', 'required|numeric|string', ['required', 'numeric', 'string'], field().required().string().integer()] as const) {
      const result = new Validator({ phone: rules }).validateSync({ phone: '0612' });
      // integer refuses a leading zero, as PHP's filter_var; numeric takes it.
      if (Array.isArray(rules) || typeof rules === 'string') expect(result.data).toEqual({ phone: '0612' });
      else expect(result.errors).toEqual({ phone: ['The phone must be an integer.'] });
    }
    expect(new Validator({ n: 'string|integer|min:3' }).validateSync({ n: '12' }).data).toEqual({ n: '12' });
    expect(new Validator({ on: 'string|boolean' }).validateSync({ on: '1' }).data).toEqual({ on: '1' });
    // The text must still be a string and a number.
    expect(new Validator({ phone: 'string|numeric' }).validateSync({ phone: 612 }).valid).toBe(false);
    expect(new Validator({ phone: 'string|numeric' }).validateSync({ phone: '06x' }).valid).toBe(false);
  });
});
