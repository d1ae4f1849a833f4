// Pieces of code the generator writes from the plan: a concrete path from its keys, and a rule's
// own expression for a value that passes at once.
import { definitionError } from '../parser.js';
import type { CompiledRule } from '../plan.js';
import { type Code, _, compileFunction, join, ruleExpression } from './code.js';
import { names as N } from './names.js';

/** The expression of a concrete path: `"items." + key3 + ".sku"`. */
export function pathOf(keys: readonly (string | Code)[]): Code {
  const parts: (string | Code)[] = [];
  const push = (part: string | Code) => {
    const last = parts.at(-1);
    if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
    else parts.push(part);
  };
  keys.forEach((key, i) => {
    if (i) push('.');
    push(key);
  });
  // A lone wildcard key may be a number: the path is text.
  if (parts.length === 1 && typeof parts[0] !== 'string') return _`String(${parts[0]!})`;
  return join(parts.length ? parts : [''], ' + ');
}

/**
 * The rule's expression for a value that passes at once, if it has one. An `inlinePass` that
 * throws, answers anything but text, or writes code that does not compile is a mistake in the
 * rule, reported at construction naming the field and the rule.
 */
export function inlinePass(rule: CompiledRule, field: string, params: Code): Code | undefined {
  const { definition, name } = rule;
  // A rule under a condition (Rule.when, sometimes) asks its condition first, as the walk does: no expression may settle it.
  if (definition.inlinePass === undefined || rule.guarded) return undefined;
  let code: unknown;
  try {
    code = definition.inlinePass(N.value.text, params.text, rule.params);
  } catch (error) {
    throw definitionError(field, name, `inlinePass threw: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof code !== 'string') throw definitionError(field, name, 'inlinePass must answer a JavaScript expression as text');
  // Where new Function is refused (a Content-Security-Policy) nothing is generated at all, so nothing is checked either.
  // Inside parentheses and inside brackets: an expression that closes its own wrapper early and
  // opens another (`true) || (false`) compiles in one of them, never in both.
  try {
    compileFunction([N.value.text, params.text], `return (${code});`);
    compileFunction([N.value.text, params.text], `return [${code}];`);
  } catch {
    throw definitionError(field, name, `inlinePass wrote code that does not compile: ${code}`);
  }
  return ruleExpression(code);
}
