import { describe, expect, it } from 'vitest';
import { Validator, type RuleDefinition } from '../../src/index.js';
import { DEFAULT_LIMITS } from '../../src/options.js';

declare module '../../src/index.js' {
  interface RuleTypes {
    async_params_lookup: unknown;
    async_params_counted: unknown;
  }
}

// A rule may be async for some parameters only (email:dns is, email is not): `async` as a function of the parsed parameters.
const lookup: RuleDefinition<{ remote: boolean }> = {
  pure: true,
  async: (params) => params.remote,
  parse: (args) => ({ remote: args[0] === 'remote' }),
  validate: (value, params) => (params.remote ? Promise.resolve(value === 'ok') : value === 'ok'),
};
Validator.extend('async_params_lookup', lookup);

describe('async decided by the parameters', () => {
  it('makes only the validators using the async form async', async () => {
    const local = new Validator({ a: 'async_params_lookup:local' });
    const remote = new Validator({ a: 'async_params_lookup:remote' });
    expect(local.async).toBe(false);
    expect(local.validateSync({ a: 'ok' }).valid).toBe(true);
    expect(remote.async).toBe(true);
    expect(() => remote.validateSync({ a: 'ok' })).toThrow(/async rule; use validate\(\)/);
    expect((await remote.validate({ a: 'ok' })).valid).toBe(true);
    expect((await remote.validate({ a: 'no' })).valid).toBe(false);
  });
  it('keeps the async form off the generated code, which only runs rules that answer at once', async () => {
    let calls = 0;
    Validator.extend('async_params_counted', { ...lookup, validate: (value, params) => (calls++, lookup.validate(value, params, '', undefined, undefined, { req: undefined, database: undefined, limits: DEFAULT_LIMITS })) });
    await new Validator({ a: 'async_params_counted:remote' }).validate({ a: 'ok' });
    // The generated code would call the rule, drop its promise and hand over to the walk, which calls it again.
    expect(calls).toBe(1);
  });
});
