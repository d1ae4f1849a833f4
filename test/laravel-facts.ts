import { describe, expect, it } from 'vitest';
import type { RuleSpec } from '../src/index.js';
import { checkData, label } from './helpers.js';

/**
 * One fact of Laravel's own tests: these rules on this data pass or fail (and, when given, with
 * these errors, or errors on just these paths, and this validated data).
 */
export type LaravelFact = readonly [
  rules: Record<string, RuleSpec>,
  data: unknown,
  passes: boolean,
  errors?: Readonly<Record<string, readonly string[]>> | readonly string[],
  validated?: unknown,
];

/**
 * Replays facts ported from Laravel's tests (tests/Validation/*Test.php). Laravel's tests build
 * validators without the ConvertEmptyStringsToNull middleware, so blank strings stay strings here
 * too (`convertEmptyStringsToNull: false`) unless `options` say otherwise.
 */
export function laravelFacts(title: string, facts: readonly LaravelFact[], options: Parameters<typeof checkData>[2] = {}): void {
  describe(`${title} (Laravel's tests)`, () => {
    it.each(facts.map((fact) => [`${label(fact[0])} on ${label(fact[1])}`, fact] as const))('%s', (_, [rules, data, passes, errors, validated]) => {
      const result = checkData(rules, data, { convertEmptyStringsToNull: false, ...options });
      expect(result.valid, `errors: ${JSON.stringify(result.errors)}`).toBe(passes);
      if (Array.isArray(errors)) expect(Object.keys(result.errors).sort()).toEqual([...errors].sort());
      else if (errors) expect(result.errors).toEqual(errors);
      if (validated !== undefined) expect(result.data).toEqual(validated);
    });
  });
}

/** Facts about one field `foo` (an `undefined` value leaves it absent): `[rules, value, passes]`. */
export const onFoo = (facts: readonly (readonly [rules: RuleSpec, value: unknown, passes: boolean])[]): LaravelFact[] =>
  facts.map(([rules, value, passes]) => [{ foo: rules }, value === undefined ? {} : { foo: value }, passes]);
