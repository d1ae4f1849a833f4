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
