import type { RuleContext, RuleDefinition, ValidationResult } from './types.js';
import { isBlankText } from './values.js';

/** One flat field as the straight-line code needs it: its key, its modifiers' skips, its rules in order. */
export interface StraightField {
  readonly key: string;
  readonly skips: readonly NonNullable<NonNullable<RuleDefinition['modifier']>['skip']>[];
  readonly checks: readonly { readonly definition: RuleDefinition; readonly params: unknown; readonly implicit: boolean }[];
  readonly coerce: ((value: unknown) => unknown) | undefined;
}

/** Validates data that passes, or answers undefined: then the validator walks the data as usual. */
export type StraightRun = (data: unknown, req: unknown, context: RuleContext) => ValidationResult | undefined;

/**
 * Compiles flat fields whose rules are all `pure` into one function with a property read and a
 * direct rule call per line, so the engine sees one shape and one callee at each place. It answers
 * only the valid case: at the first rule that does not answer `true` (or anything thrown) it gives
 * up, and the validator's walk runs the pure rules again to build the messages. Returns undefined
 * where code cannot be generated (a Content-Security-Policy without 'unsafe-eval').
 */
export function compileStraight(fields: readonly StraightField[]): StraightRun | undefined {
  const bound: unknown[] = [];
  /** A name in the generated code for a value of the compiler (a rule, its parameters, a skip). */
  const bind = (value: unknown): string => `$${bound.push(value) - 1}`;
  const lines = ['if (data === null || typeof data !== "object") return;', 'const out = {};', 'let v, p, x, b;', 'try {'];
  fields.forEach((field, at) => {
    // Keys are written as JSON string literals: the code never holds text it did not escape.
    const key = JSON.stringify(field.key);
    lines.push(`f${at}: {`, `v = undefined; p = false; x = false;`, `if (hasOwn(data, ${key})) { v = data[${key}]; p = v !== undefined; }`);
    for (const skip of field.skips) lines.push(`switch (${bind(skip)}(v, p)) { case "omit": break f${at}; case "explicit": x = true; }`);
    lines.push('b = !p || (typeof v === "string" && blank(v));');
    for (const { definition, params, implicit } of field.checks) {
      const call = `${bind(definition)}.validate(v, ${bind(params)}, ${key}, data, req, ctx) !== true`;
      lines.push(implicit ? `if (${call}) return;` : `if (!b && !x && ${call}) return;`);
    }
    const stored = field.coerce ? `x || b ? v : ${bind(field.coerce)}(v)` : 'v';
    lines.push(`if (p) out[${key}] = ${stored};`, '}');
  });
  lines.push('} catch { return; }', 'return { valid: true, errors: {}, data: out };');
  const names = bound.map((_, index) => `$${index}`);
  try {
    const factory = new Function('hasOwn', 'blank', ...names, `return function straight(data, req, ctx) {\n${lines.join('\n')}\n};`);
    return factory(Object.hasOwn, isBlankText, ...bound) as StraightRun;
  } catch {
    // new Function refused (a strict Content-Security-Policy): the walk does all the work.
    return undefined;
  }
}
