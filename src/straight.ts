import type { RuleContext, RuleDefinition } from './types.js';
import { isBlankText } from './values.js';

/** One flat field as the straight-line code needs it: its key, its modifiers' skips, its rules in order. */
export interface StraightField {
  readonly key: string;
  readonly skips: readonly NonNullable<NonNullable<RuleDefinition['modifier']>['skip']>[];
  readonly checks: readonly { readonly definition: RuleDefinition; readonly params: unknown; readonly implicit: boolean }[];
  readonly coerce: ((value: unknown) => unknown) | undefined;
}

/** The data of the fields that passed, and the indices of those that did not (undefined when all passed). */
export interface StraightAnswer {
  readonly data: Record<string, unknown>;
  readonly failed: number[] | undefined;
}

/** Checks the fields of `data`, or answers undefined (data that is not an object, something thrown): then the validator walks everything. */
export type StraightRun = (data: unknown, req: unknown, context: RuleContext) => StraightAnswer | undefined;

/**
 * Compiles flat fields whose rules are all `pure` into one function with a property read and a
 * direct rule call per line, so the engine sees one shape and one callee at each place. A field
 * whose rule does not answer `true` is left to the validator's walk, which runs its pure rules
 * again to build the messages; anything thrown leaves everything to the walk. Returns undefined
 * where code cannot be generated (a Content-Security-Policy without 'unsafe-eval').
 */
export function compileStraight(fields: readonly StraightField[]): StraightRun | undefined {
  const bound: unknown[] = [];
  /** A name in the generated code for a value of the compiler (a rule, its parameters, a skip). */
  const bind = (value: unknown): string => `$${bound.push(value) - 1}`;
  const lines = ['if (data === null || typeof data !== "object") return;', 'const out = {};', 'let v, p, x, b, failed;', 'try {'];
  fields.forEach((field, at) => {
    // Keys are written as JSON string literals: the code never holds text it did not escape.
    const key = JSON.stringify(field.key);
    lines.push(`f${at}: {`, `v = undefined; p = false; x = false;`, `if (hasOwn(data, ${key})) { v = data[${key}]; p = v !== undefined; }`);
    for (const skip of field.skips) lines.push(`switch (${bind(skip)}(v, p)) { case "omit": break f${at}; case "explicit": x = true; }`);
    lines.push('b = !p || (typeof v === "string" && blank(v));');
    for (const { definition, params, implicit } of field.checks) {
      const call = `${bind(definition)}.validate(v, ${bind(params)}, ${key}, data, req, ctx) !== true`;
      lines.push(`if (${implicit ? '' : '!b && !x && '}${call}) { (failed ??= []).push(${at}); break f${at}; }`);
    }
    const stored = field.coerce ? `x || b ? v : ${bind(field.coerce)}(v)` : 'v';
    lines.push(`if (p) out[${key}] = ${stored};`, '}');
  });
  lines.push('} catch { return; }', 'return { data: out, failed };');
  const names = bound.map((_, index) => `$${index}`);
  try {
    const factory = new Function('hasOwn', 'blank', ...names, `return function straight(data, req, ctx) {\n${lines.join('\n')}\n};`);
    return factory(Object.hasOwn, isBlankText, ...bound) as StraightRun;
  } catch {
    // new Function refused (a strict Content-Security-Policy): the walk does all the work.
    return undefined;
  }
}
