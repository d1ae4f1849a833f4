import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('ip', {
  notations: ['ip', ['ip'], field().ip()],
  // Laravel's own cases first (ValidationValidatorTest::testValidateIp), then filter_var's edges.
  pass: [undefined, '127.0.0.1', '::1', '0.0.0.0', '255.255.255.255', '2001:db8::ff00:42:8329', '::ffff:192.0.2.128', 'FE80::1'],
  fail: ['aslsdlks', '127.0.0.01', '256.1.1.1', '1.2.3', '1.2.3.4.5', ' 127.0.0.1', '127.0.0.1\n', 'fe80::1%eth0', '[::1]', '1:2:3:4:5:6:7:8:9', ':::', 127, null, ['127.0.0.1']],
  message: 'The field must be a valid IP address.',
});

describe('ip', () => {
  it('takes no parameter', () => {
    expect(() => new Validator({ addr: 'ip:4' })).toThrow(/field "addr", rule "ip": takes no parameter/);
  });
  it('answers an IPv4 address with dots and an IPv6 one with colons, as Laravel', () => {
    expect(check('ip', '10.0.0.1').valid).toBe(true);
    expect(check('ip', '::ffff:10.0.0.1').valid).toBe(true);
    expect(check('ip', '10.0.0.1:80').valid).toBe(false);
  });
});

laravelFacts('ip', onFoo([
  ['ip', 'aslsdlks', false], ['ip', '127.0.0.1', true], ['ipv4', '127.0.0.1', true], ['ipv6', '::1', true], ['ipv6', '127.0.0.1', false], ['ipv4', '::1', false],
]));
