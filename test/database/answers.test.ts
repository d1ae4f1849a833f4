// What a verifier may answer. Counts as real drivers give them (numbers, bigints, pg's digit
// strings) decide the rules; anything else is a fault (`validate()` rejects with a
// ValidationFault), never a pass and never a plain failure.
import { describe, expect, it } from 'vitest';
import { postgresVerifier } from '../../adapters/index.js';
import { type PresenceVerifier, Validator, ValidationFault } from '../../src/index.js';

/** A verifier that answers `count` and `countMany` with the given values, synchronously or with a promise. */
const answering = (count: unknown, countMany: unknown, async: boolean): PresenceVerifier => {
  const answer = (value: unknown) => (async ? Promise.resolve(value) : value) as never;
  return { count: () => answer(count), countMany: () => answer(countMany) };
};

/** The outcome of a run: the failing fields, or the fault's rule and field. */
const outcome = (verifier: PresenceVerifier, rules: Record<string, string>, data: unknown) =>
  new Validator(rules, { database: verifier }).validate(data).then(
    (result) => ({ failing: Object.keys(result.errors) }),
    (error: unknown) => (error instanceof ValidationFault ? { fault: `${error.rule} ${error.field}` } : { other: error }),
  );

const ONE = { email: 'a@example.com' };
const TWO = { emails: ['a@example.com', 'b@example.com'] };

describe.each([false, true])('answered with a promise: %s', (async) => {
  it.each<[string, unknown, unknown, readonly string[]]>([
    ['numbers', 0, [0, 1], ['emails.1']],
    ['bigints', 3n, [2n, 0n], ['emails.0']],
    ["digit strings (pg's COUNT(*) as text)", '12', ['1', '0'], ['emails.0']],
    ['zeros as text', '0', ['00', '3'], ['emails.1']],
  ])('counts as %s decide: count by its value, countMany by position', async (_, count, counts, failing) => {
    const taken = count !== 0 && count !== '0';
    expect(await outcome(answering(count, counts, async), { email: 'unique:users' }, ONE)).toEqual({ failing: taken ? ['email'] : [] });
    expect(await outcome(answering(count, counts, async), { email: 'exists:users' }, ONE)).toEqual({ failing: taken ? [] : ['email'] });
    expect(await outcome(answering(count, counts, async), { 'emails.*': 'unique:users,email' }, TWO)).toEqual({ failing });
    expect(await outcome(answering(count, counts, async), { 'emails.*': 'exists:users,email' }, TWO)).toEqual({ failing: ['emails.0', 'emails.1'].filter((key) => !failing.includes(key)) });
    expect(await outcome(answering(count, counts, async), { emails: 'array|unique:users,email' }, TWO)).toEqual({ failing: failing.length > 0 ? ['emails'] : [] });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ["''", ''],
    ['[]', []],
    ['[1]', [1]],
    ['false', false],
    ['true', true],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-1', -1],
    ['-1n', -1n],
    ['1.5', 1.5],
    ["'1.5'", '1.5'],
    ["'-1'", '-1'],
    ["' 1'", ' 1'],
    ["'0x1'", '0x1'],
    ["'one'", 'one'],
    ['{}', {}],
    ['{ count: 1 }', { count: 1 }],
  ])('count answering %s is a fault for unique and exists', async (_, answer) => {
    for (const rule of ['unique', 'exists']) {
      expect(await outcome(answering(answer, [], async), { email: `${rule}:users` }, ONE), rule).toEqual({ fault: `${rule} email` });
    }
  });

  /** Asserts that each countMany answer is a fault for unique and exists, over a wildcard and an array value. */
  const faults = async (answers: Record<string, unknown>) => {
    for (const [label, answer] of Object.entries(answers)) {
      for (const rule of ['unique', 'exists']) {
        expect(await outcome(answering(0, answer, async), { 'emails.*': `${rule}:users,email` }, TWO), `${label} ${rule}`).toEqual({ fault: `${rule} emails.0` });
        expect(await outcome(answering(0, answer, async), { emails: `array|${rule}:users,email` }, TWO), `${label} ${rule}`).toEqual({ fault: `${rule} emails` });
      }
    }
  };
  it('countMany answering anything but an array is a fault', async () => {
    await faults({ null: null, undefined, number: 0, text: '00', 'array-like object': { 0: 0, 1: 0, length: 2 }, 'Set of found values': new Set(['a@example.com']), 'iterable of counts': new Set([0, 1]) });
  });
  it('countMany answering an array of another length than the values is a fault', async () => {
    await faults({ empty: [], 'one count for two values': [0], 'three counts for two values': [0, 0, 0] });
  });
  it('countMany answering an array with anything but a count in it is a fault', async () => {
    await faults({ null: [0, null], NaN: [0, Number.NaN], negative: [0, -1], fraction: [0, 0.5], "''": [0, ''], "'1.0'": [0, '1.0'], false: [0, false], '[]': [0, []], 'a found value': ['a@example.com', 0], undefined: [0, undefined] });
  });
});

describe('a synchronous garbage answer under validateSync', () => {
  it('throws the ValidationFault', () => {
    for (const [rules, data] of [
      [{ email: 'unique:users' }, ONE],
      [{ 'emails.*': 'unique:users,email' }, TWO],
    ] as const) {
      const validator = new Validator(rules, { database: answering(null, new Set(), false) });
      expect(() => validator.validateSync(data)).toThrow(ValidationFault);
    }
  });
});

describe('the shipped verifiers over a driver that answers no count', () => {
  // A pg-compatible queryable (a proxy, a wrapper) that returns rows without the count column.
  const empty = postgresVerifier({ query: async () => ({ rows: [] }) });
  const blank = postgresVerifier({ query: async () => ({ rows: [{}] }) });
  it.each([
    ['no row', empty],
    ['a row without the count', blank],
  ])('%s is a fault, never a pass', async (_, verifier) => {
    expect(await outcome(verifier, { email: 'unique:users' }, ONE)).toEqual({ fault: 'unique email' });
    expect(await outcome(verifier, { 'emails.*': 'unique:users,email' }, TWO)).toEqual({ fault: 'unique emails.0' });
    expect(await outcome(verifier, { 'emails.*': 'exists:users,email' }, TWO)).toEqual({ fault: 'exists emails.0' });
  });
});
