import { showValue } from '../../src/messages.js';
import { toNumeric } from '../../src/values.js';

/** The one number a rule takes (`min:3`, fluent `min(3)`); throws on a missing or malformed one. */
export function numberParameter(args: readonly unknown[]): number {
  return numberParameters(args, 1)[0]!;
}

/** Exactly `count` numbers (`between:1,5`); throws on a missing, extra or malformed one. */
export function numberParameters(args: readonly unknown[], count: number): number[] {
  if (args.length !== count) throw new Error(`expects ${count === 1 ? 'one number' : `${count} numbers`}, got ${args.length} parameters`);
  return args.map((arg) => {
    const number = toNumeric(arg);
    if (number === undefined) throw new Error(`expects a number, got "${String(arg)}"`);
    return number;
  });
}

/** Counts of something (`digits_between:1,5` counts digits): exactly `count` whole numbers, none negative, the smaller first; throws otherwise. */
export function countParameters(args: readonly unknown[], count: number, unit: string): number[] {
  const counts = numberParameters(args, count);
  for (const each of counts) if (!Number.isSafeInteger(each) || each < 0) throw new Error(`expects a whole number of ${unit}, got ${each}`);
  if (!isAscending(counts)) throw new Error(`expects the smaller number first, got ${counts.join(',')}`);
  return counts;
}

/** A parameter as the rule was written, for its message: `min:0.50` shows 0.50, as Laravel puts the parameter's text in. */
export const writtenParameter = (arg: unknown): string => String(arg);

/** True when each number is at most the next. */
export const isAscending = (numbers: readonly number[]): boolean => numbers.every((number, i) => i === 0 || numbers[i - 1]! <= number);

/** A rule's list of values as text (`in:a,b`, fluent `in(['a', 1])`); throws when it is empty. */
export function textListParameter(args: readonly unknown[]): string[] {
  const values = args.map((arg) => {
    const text = showValue(arg);
    if (text === undefined || Array.isArray(arg)) throw new Error(`expects text or numbers, got ${typeof arg}`);
    return text;
  });
  if (values.length === 0 || (values.length === 1 && values[0] === '')) throw new Error('expects at least one value');
  return values;
}

/** The parameters of a rule that takes none: any given is a mistake the constructor reports. */
export function noParameters(args: readonly unknown[]): undefined {
  if (args.length > 0) throw new Error(`takes no parameter, got "${args.map(String).join(',')}"`);
  return undefined;
}

/** The modes of a rule that has some (`boolean:strict`): each given must be one the rule implements. */
export function modeParameters<M extends string>(args: readonly unknown[], modes: readonly M[]): ReadonlySet<M> {
  for (const arg of args) {
    if (!modes.includes(arg as M)) throw new Error(`has no mode "${String(arg)}" (${modes.length ? `use ${modes.join(', ')}` : 'it takes no parameter'})`);
  }
  return new Set(args as M[]);
}
