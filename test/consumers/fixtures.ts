// What every consumer test feeds its real consumer: the same rules, inputs and expected answers,
// and spies on the real validator's entry points to see which one the consumer picked.
import { type Mock, vi } from 'vitest';
import { Validator } from '../../src/index.js';

declare module '../../src/index.js' {
  interface RuleTypes {
    consumer_test_free: string;
  }
}

/** An async rule, as an app's database lookup would be: a name is free unless it is `admin`. */
Validator.extend('consumer_test_free', { async: true, validate: async (value) => value !== 'admin', message: 'The {field} is already taken.' });

/** The rules every consumer gets: a required name, an integer given as text, a list with a wildcard field. */
export const signupRules = {
  name: 'required|string|min:2',
  age: 'integer',
  items: 'array',
  'items.*.qty': 'integer|min:1',
} as const;

/** The same with an async rule on the name. */
export const asyncSignupRules = { ...signupRules, name: 'required|string|min:2|consumer_test_free' } as const;

/** Valid input as a client sends it: the age as text, an undeclared key, an item with an undeclared key. */
export const validInput = { name: 'Ada', age: '42', admin: true, items: [{ qty: '2', sku: 'x' }] };

/** What the handler must receive for `validInput`: converted, undeclared keys dropped. */
export const validData = { name: 'Ada', age: 42, items: [{ qty: 2 }] };

/** Invalid input: a name too short, an age that is no integer, the second item's qty below 1. */
export const invalidInput = { name: 'A', age: 'old', items: [{ qty: 1 }, { qty: 0 }] };

/** The messages by path for `invalidInput`. */
export const invalidErrors = {
  name: ['The name must be at least 2 characters.'],
  age: ['The age must be an integer.'],
  'items.1.qty': ['The items.1.qty must be at least 1.'],
};

/** The Standard Schema issues for `invalidInput`. */
export const invalidIssues = [
  { message: 'The name must be at least 2 characters.', path: ['name'], rule: 'min', params: ['2'] },
  { message: 'The age must be an integer.', path: ['age'], rule: 'integer', params: [] },
  { message: 'The items.1.qty must be at least 1.', path: ['items', 1, 'qty'], rule: 'min', params: ['1'] },
];

/** The validator's entry points a consumer may call, each spied on. */
export interface EntryPoints {
  readonly parse: Mock;
  readonly parseAsync: Mock;
  readonly validateSync: Mock;
  readonly validate: Mock;
  readonly standard: Mock;
}

/** Spies on the real validator's methods (they still run): install before handing it to the consumer, which may bind them then. */
export function spyOnEntryPoints(validator: Validator<any>): EntryPoints {
  return {
    parse: vi.spyOn(validator, 'parse'),
    parseAsync: vi.spyOn(validator, 'parseAsync'),
    validateSync: vi.spyOn(validator, 'validateSync'),
    validate: vi.spyOn(validator, 'validate'),
    standard: vi.spyOn(validator['~standard'], 'validate'),
  } as EntryPoints;
}

/** How many times each entry point was called, for one readable assertion. */
export function calls(spies: EntryPoints): Record<keyof EntryPoints, number> {
  return {
    parse: spies.parse.mock.calls.length,
    parseAsync: spies.parseAsync.mock.calls.length,
    validateSync: spies.validateSync.mock.calls.length,
    validate: spies.validate.mock.calls.length,
    standard: spies.standard.mock.calls.length,
  };
}
