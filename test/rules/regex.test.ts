import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';

ruleTable('regex with | and , inside the delimiters', {
  notations: ['regex:/^(a|b),c{1,2}$/', [/^(a|b),c{1,2}$/], field().regex(/^(a|b),c{1,2}$/)],
  pass: [undefined, 'a,c', 'b,cc'],
  fail: ['c,c', 'a,ccc', 'a,c\n', ['a,c']],
  message: 'The field format is invalid.',
});

describe('regex', () => {
  it('keeps a delimited pattern whole inside a pipe string, rules after it included', () => {
    const validator = new Validator({ code: 'required|regex:/^(x|y)$/i|max:1' });
    expect(validator.validateSync({ code: 'Y' }).valid).toBe(true);
    expect(validator.validateSync({ code: 'z' }).errors).toEqual({ code: ['The code format is invalid.'] });
    expect(validator.validateSync({}).errors).toEqual({ code: ['The code field is required.'] });
  });
  it('accepts a bare pattern, the array token form and the string fluent form', () => {
    expect(check('regex:^[0-9]+$', '123').valid).toBe(true);
    expect(check(['regex:/^(a|b)$/'], 'b').valid).toBe(true);
    expect(check(field().regex('/^A$/i'), 'a').valid).toBe(true);
    expect(check(['required', ['regex', /^\d+$/]], '12').valid).toBe(true);
  });
  it('tests numbers as text and keeps no state between calls (g flag dropped)', () => {
    const validator = new Validator({ n: [/^\d+$/g] });
    expect(validator.validateSync({ n: 12 }).valid).toBe(true);
    expect(validator.validateSync({ n: '12' }).valid).toBe(true);
    expect(validator.validateSync({ n: '12' }).valid).toBe(true);
  });
  it('refuses an invalid pattern at construction, naming field and rule', () => {
    expect(() => new Validator({ code: 'regex:/(/' })).toThrow(/field "code", rule "regex": Invalid regular expression/);
    expect(() => new Validator({ code: 'regex:' })).toThrow(TypeError);
  });
});
