import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('ascii', {
  notations: ['ascii', ['ascii'], field().ascii()],
  // Laravel: 'Dusseldorf' passes and 'Düsseldorf' fails; tabs and line breaks are text, other control characters are not.
  pass: [undefined, 'Dusseldorf', 'a b\tc\nd\r\n', '~!@#$%^&*()_+{}|:"<>?`-=[]\\;\',./', '0123'],
  fail: ['Düsseldorf', 'naïve', '\u00a0', 'a\u0000b', 'a\u007fb', 'a\u001bb', '\u2028', '日本', '😀', 123, ['a'], null],
  message: 'The field must only contain single-byte alphanumeric characters and symbols.',
});

describe('ascii', () => {
  it('takes no parameter', () => {
    expect(() => new Validator({ name: 'ascii:strict' })).toThrow(/field "name", rule "ascii"/);
  });
});

laravelFacts('ascii on a list', onFoo([['ascii', ['array'], false]]));

// Differs: Laravel's Str::isAscii takes every byte below 0x80, control characters included; valigate's ascii is
// printable ASCII, tabs and line breaks (README, rule table).
laravelFacts('ascii and control characters', onFoo([['ascii', 'Dusseldorf', true], ['ascii', 'Düsseldorf', false], ['ascii', '\x01', false], ['ascii', '\x7f', false]]));
