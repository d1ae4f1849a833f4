import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('ascii', {
  notations: ['ascii', ['ascii'], field().ascii()],
  // Laravel: 'Dusseldorf' passes and 'Düsseldorf' fails; tabs and line breaks are text, other control characters are not, but \x10 and \x13, which voku's is_ascii lists.
  pass: [undefined, 'Dusseldorf', 'a b\tc\nd\r\n', '~!@#$%^&*()_+{}|:"<>?`-=[]\\;\',./', '0123', 'abc\u0010', 'a\u0013b'],
  fail: ['Düsseldorf', 'naïve', '\u00a0', 'a\u0000b', 'a\u007fb', 'a\u001bb', 'a\u000bb', 'a\u0011b', '\u2028', '日本', '😀', 123, ['a'], null],
  message: 'The field must only contain single-byte alphanumeric characters and symbols.',
});

describe('ascii', () => {
  it('takes no parameter', () => {
    expect(() => new Validator({ name: 'ascii:strict' })).toThrow(/field "name", rule "ascii"/);
  });
});

laravelFacts('ascii on a list', onFoo([['ascii', ['array'], false]]));

// Laravel's Str::isAscii (voku's ASCII::is_ascii) refuses `[^\x09\x10\x13\x0A\x0D\x20-\x7E]`: printable ASCII, tab, line feed and
// carriage return pass, other control characters fail. Differs: that pattern also lets DLE (0x10) and DC3 (0x13) through
// (hex written where 10 and 13 were meant); valigate's ascii refuses them.
laravelFacts('ascii and control characters', onFoo([
  ['ascii', 'Dusseldorf', true], ['ascii', 'Düsseldorf', false], ['ascii', '\x01', false], ['ascii', '\x7f', false],
  ['ascii', 'a\tb\r\n', true], ['ascii', 'a\x0bb', false], ['ascii', 'a\x0cb', false], ['ascii', 'a\x11b', false], ['ascii', 'a\x12b', false],
]));
