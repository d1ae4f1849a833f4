// The result of a validation: `valid`, `errors` and `data` as own keys, and each failure's code
// (its rule and parameters) worked out only when someone reads it.
import { setOwn } from './store.js';
import type { CodedFailure, FailedRules, ValidationErrors, ValidationResult } from './types.js';

/** Each failing path's failures with their codes, in the order of `errors`. */
export type CodedErrors = Record<string, CodedFailure[]>;

/** What works the codes out: the run's report, asked only when someone reads them. */
interface CodeSource {
  coded(): CodedErrors;
}

/** A result whose codes come from the run that made it. */
class Outcome {
  #coded: CodedErrors | CodeSource | undefined;

  constructor(
    readonly valid: boolean,
    readonly errors: ValidationErrors,
    readonly data: Record<string, unknown>,
    coded: CodedErrors | CodeSource | undefined,
  ) {
    this.#coded = coded;
  }

  /** Laravel's `failed()`: each failing path's rules and their parameters. */
  get failed(): FailedRules {
    const failed: FailedRules = {};
    for (const [path, failures] of Object.entries(Outcome.coded(this))) {
      const rules: Record<string, string[]> = {};
      for (const { rule, params } of failures) setOwn(rules, rule, [...params]);
      setOwn(failed, path, rules);
    }
    return failed;
  }

  /** The outcome's codes, worked out on the first read. */
  static coded(outcome: Outcome): CodedErrors {
    const coded = outcome.#coded;
    return coded !== undefined && typeof coded.coded === 'function' ? (outcome.#coded = (coded as CodeSource).coded()) : ((coded as CodedErrors | undefined) ?? {});
  }
}

/** A result of `valid`, `errors` and `data`, and the codes of its failures (or the report that works them out). */
export function makeResult(valid: boolean, errors: ValidationErrors, data: Record<string, unknown>, coded?: CodedErrors | CodeSource): ValidationResult {
  return new Outcome(valid, errors, data, coded) as unknown as ValidationResult;
}

/**
 * Each failure of a result with its rule, parameters and message: what the adapters' `coded` error
 * format sends. A result not made by valigate has no codes: its messages come with the rule `unknown`.
 */
export function codedErrors(result: ValidationResult<unknown, unknown>): CodedErrors {
  if (result instanceof Outcome) return Outcome.coded(result);
  const coded: CodedErrors = {};
  for (const [path, messages] of Object.entries(result.errors as ValidationErrors)) setOwn(coded, path, messages.map((message) => ({ rule: 'unknown', params: [], message })));
  return coded;
}

/** A rule's parameters as text, as Laravel's `failed()` lists them: lists spread, values that are not text or numbers left out. */
export function paramsText(args: unknown): string[] {
  if (!Array.isArray(args)) return [];
  const text: string[] = [];
  for (const arg of args.flat()) {
    if (typeof arg === 'string') text.push(arg);
    else if (typeof arg === 'number' || typeof arg === 'boolean' || typeof arg === 'bigint' || arg instanceof RegExp) text.push(String(arg));
  }
  return text;
}
