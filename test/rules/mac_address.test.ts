import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('mac_address', {
  notations: ['mac_address', ['mac_address'], field().macAddress()],
  // Laravel's cases (ValidationValidatorTest::testValidateMacAddress) and filter_var's three forms.
  pass: [undefined, '01-23-45-67-89-ab', '01-23-45-67-89-AB', '01-23-45-67-89-aB', '01:23:45:67:89:ab', '01:23:45:67:89:AB', '01:23:45:67:89:aB', '0123.4567.89ab', 'FFFF.FFFF.FFFF'],
  fail: [
    'foo',
    '01:23:45-67:89:aB',
    'xx:23:45:67:89:aB',
    '01:23:45:67:89',
    '01:23:45:67:89:ab:cd',
    '0123:4567:89ab',
    '0123-4567-89ab',
    '01.23.45.67.89.ab',
    '012345.6789ab',
    '0123456789ab',
    '1:23:45:67:89:ab',
    ' 01:23:45:67:89:ab',
    '01:23:45:67:89:ab\n',
    '0123.4567.89ag',
    123,
    null,
  ],
  message: 'The field must be a valid MAC address.',
});

describe('mac_address', () => {
  it('takes no parameter', () => {
    expect(() => new Validator({ mac: 'mac_address:-' })).toThrow(/field "mac", rule "mac_address"/);
  });
});

laravelFacts('mac_address', onFoo([
  ['mac_address', 'foo', false], ['mac_address', '01-23-45-67-89-ab', true], ['mac_address', '01-23-45-67-89-AB', true], ['mac_address', '01-23-45-67-89-aB', true],
  ['mac_address', '01:23:45:67:89:ab', true], ['mac_address', '01:23:45:67:89:AB', true], ['mac_address', '01:23:45:67:89:aB', true],
  ['mac_address', '01:23:45-67:89:aB', false], ['mac_address', 'xx:23:45:67:89:aB', false], ['mac_address', '0123.4567.89ab', true],
]));
