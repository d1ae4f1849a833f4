import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';

ruleTable('ulid', {
  notations: ['ulid', ['ulid'], field().ulid()],
  // Laravel's cases (testValidateWithValidUlid / testValidateWithInvalidUlid), then Crockford's alphabet and the 128-bit limit.
  pass: [undefined, '01gd6r360bp37zj17nxb55yv40', '01GD6R360BP37ZJ17NXB55YV40', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ', '00000000000000000000000000'],
  fail: [
    '01gd6r36-bp37z-17nx-55yv40',
    '8ZZZZZZZZZZZZZZZZZZZZZZZZZ',
    '01GD6R360BP37ZJ17NXB55YV4',
    '01GD6R360BP37ZJ17NXB55YV400',
    '01GD6R360BP37ZJ17NXB55YV4I',
    '01GD6R360BP37ZJ17NXB55YV4L',
    '01GD6R360BP37ZJ17NXB55YV4O',
    '01GD6R360BP37ZJ17NXB55YV4U',
    ' 01GD6R360BP37ZJ17NXB55YV4',
    '01GD6R360BP37ZJ17NXB55YV40\n',
    12345678901234567890123456,
    null,
  ],
  message: 'The field must be a valid ULID.',
});

describe('ulid', () => {
  it('takes no parameter', () => {
    expect(() => new Validator({ id: 'ulid:x' })).toThrow(/field "id", rule "ulid"/);
  });
});
