import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';

ruleTable('ipv4', {
  notations: ['ipv4', ['ipv4'], field().ipv4()],
  pass: [undefined, '127.0.0.1', '0.0.0.0', '255.255.255.255', '10.20.30.40', '1.0.0.0'],
  // filter_var refuses leading zeros (octal to some readers), short and long forms, and anything around the address.
  fail: ['::1', '127.0.0.01', '01.2.3.4', '00.0.0.0', '0x7f.0.0.1', '2130706433', '256.0.0.0', '1.2.3.256', '1.2.3', '1.2.3.', '.1.2.3', '1..2.3', '1.2.3.4.5', '1.2.3.4 ', '１.2.3.4', '1.2.3.4\n', '1234.1.1.1', 1.2, null],
  message: 'The field must be a valid IPv4 address.',
});

describe('ipv4', () => {
  it('takes no parameter', () => {
    expect(() => new Validator({ addr: 'ipv4:x' })).toThrow(/field "addr", rule "ipv4"/);
  });
});
