// Size rules on numeric text: compared as written (Laravel's BigNumber), and the double the data
// will hold must fit too, so validated data never breaks the rule it passed.
import { describe, expect, it } from 'vitest';
import { Validator } from '../../../src/index.js';

describe('size rules on numeric text', () => {
  it.each([
    ['numeric|gt:0', '1e-400'],
    ['numeric|lt:1', '0.99999999999999999999'],
    ['numeric|gt:0.1', '0.10000000000000000001'],
    ['numeric|max:2', '2.00000000000000000001'],
    ['numeric|min:2', '1.99999999999999999999'],
    ['integer|lt:9007199254740992', '9007199254740991'],
  ])('%s refuses %j: as written or as the number handed on, it does not fit', (rules, text) => {
    const [, limit] = /:(.+)$/.exec(rules)!;
    const result = new Validator({ amount: rules }).validateSync({ amount: text });
    // The last case passes: its number is exact and below the limit.
    if (rules.startsWith('integer')) {
      expect(result.valid).toBe(true);
      expect(result.data.amount).toBeLessThan(Number(limit));
      return;
    }
    expect(result.valid).toBe(false);
  });

  it('lets text through whose number, as the data holds it, fits as the text does', () => {
    for (const [rules, text, number] of [['numeric|max:2', '1.99999999999999999999', 2], ['numeric|min:2', '2.00000000000000000001', 2], ['numeric|gt:0', '1e-300', 1e-300]] as const) {
      const result = new Validator({ amount: rules }).validateSync({ amount: text });
      expect(result.valid, rules).toBe(true);
      expect(result.data.amount).toBe(number);
    }
  });
});
