import { showValue } from './messages.js';
import { toNumeric } from './values.js';

/** The one number a rule takes (`min:3`, fluent `min(3)`); throws on a missing or malformed one. */
export function numberParameter(args: readonly unknown[]): number {
  if (args.length !== 1) throw new Error(`expects one number, got ${args.length} parameters`);
  const number = toNumeric(args[0]);
  if (number === undefined) throw new Error(`expects a number, got "${String(args[0])}"`);
  return number;
}

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
