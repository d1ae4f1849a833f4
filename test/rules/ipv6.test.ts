import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';

ruleTable('ipv6', {
  notations: ['ipv6', ['ipv6'], field().ipv6()],
  pass: [
    undefined,
    '::1',
    '::',
    '1::',
    '1:2:3:4:5:6:7:8',
    '1:2:3:4:5:6:7::',
    '::2:3:4:5:6:7:8',
    '2001:DB8::ff00:42:8329',
    '0000:0000:0000:0000:0000:0000:0000:0001',
    '::ffff:192.0.2.128',
    '::192.0.2.128',
    '1:2:3:4:5:6:1.2.3.4',
    '1:2:3:4:5::1.2.3.4',
  ],
  fail: [
    '127.0.0.1',
    ':',
    ':1',
    '1:',
    ':1::',
    '1:::2',
    '1::2::3',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7:8::',
    '::1:2:3:4:5:6:7:8',
    '12345::',
    'g::1',
    '1:2:3:4:5:6:7:1.2.3.4',
    '1:2:3:4:5:6::1.2.3.4',
    '::ffff:01.2.3.4',
    '::ffff:1.2.3',
    '1.2.3.4::',
    ':1.2.3.4',
    'fe80::1%eth0',
    '[::1]',
    ' ::1',
    '::1\n',
    null,
  ],
  message: 'The field must be a valid IPv6 address.',
});

describe('ipv6', () => {
  it('takes no parameter', () => {
    expect(() => new Validator({ addr: 'ipv6:x' })).toThrow(/field "addr", rule "ipv6"/);
  });
});
