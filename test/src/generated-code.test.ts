// Its own file: it changes the process-wide default, which vitest keeps per test file.
import { describe, expect, it } from 'vitest';
import { type InlineRule, Validator } from '../../src/index.js';

describe('Validator.useGeneratedCode', () => {
  it('turns generated code off for validators built afterwards, unless their own compile option says otherwise', () => {
    let calls = 0;
    // A pure rule whose quick expression passes without a call only in generated code.
    const counted: InlineRule = { name: 'counted', pure: true, inlinePass: (value) => `typeof ${value}=="string"`, validate: (value) => (calls++, typeof value === 'string') };
    try {
      Validator.useGeneratedCode(false);
      new Validator({ a: [counted] }).validateSync({ a: 'x' });
      expect(calls).toBe(1);
      new Validator({ a: [counted] }, { compile: true }).validateSync({ a: 'x' });
      expect(calls).toBe(1);
      Validator.useGeneratedCode(true);
      new Validator({ a: [counted] }).validateSync({ a: 'x' });
      expect(calls).toBe(1);
    } finally {
      Validator.useGeneratedCode(true);
    }
    expect(() => Validator.useGeneratedCode('no' as never)).toThrow(/takes true or false/);
  });
});
