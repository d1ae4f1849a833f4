// Pieces of code the generator writes from the plan: a concrete path from its keys, and a rule's
// own expression for a value that passes at once.
import { definitionError } from '../parser.js';
import type { CompiledRule } from '../plan.js';
import { isIndexText, splitPath } from '../path.js';
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

/** Whether a rule's expression is written over the values of the fields it reads: its `inlinePass` declares a fourth parameter. */
export const readsOthers = (rule: CompiledRule): boolean => rule.definition.inlinePass !== undefined && !rule.guarded && rule.definition.inlinePass.length >= 4 && rule.reads.length > 0;

/**
 * Reads the value at `path` from the root of the data into `target`, as a rule reads another field
 * (input.ts's ownValueOr, through rules/shared/other-field.ts): own properties only, asked of each
 * object (a proxy's trap answers), a list's indices only, a throwing getter or proxy trap as absent
 * (undefined); blank text is left as it is. Each key is a literal, so each read is one the engine caches.
 */
export function readOther(target: Code, path: string): Code {
  const steps = splitPath(path).map((segment) => {
    const own = isIndexText(segment) ? _`${N.hasOwn}(${target}, ${segment})` : _`!${N.isList}(${target}) && ${N.hasOwn}(${target}, ${segment})`;
    return _`${target} = typeof ${target} === "object" && ${target} !== null && ${own} ? ${target}[${segment}] : undefined;`;
  });
  return _`try { ${target} = ${N.data}; ${join(steps, ' ')} } catch { ${target} = undefined; }`;
}

/**
 * The rule's expression for a value that passes at once, if it has one, given the code's names for
 * the values of the fields it reads (those without a wildcard; `undefined` for the others) when it
 * asks for them. An `inlinePass` that throws, answers anything but text, or writes code that does
 * not compile is a mistake in the rule, reported at construction naming the field and the rule.
 */
export function inlinePass(rule: CompiledRule, field: string, params: Code, others: readonly (Code | undefined)[] = []): Code | undefined {
  const { definition, name } = rule;
  // A rule under a condition (Rule.when, sometimes) asks its condition first, as the walk does: no expression may settle it.
  if (definition.inlinePass === undefined || rule.guarded) return undefined;
  let code: unknown;
  try {
    code = definition.inlinePass(N.value.text, params.text, rule.params, others.map((other) => other?.text));
  } catch (error) {
    throw definitionError(field, name, `inlinePass threw: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof code !== 'string') throw definitionError(field, name, 'inlinePass must answer a JavaScript expression as text');
  // Where new Function is refused (a Content-Security-Policy) nothing is generated at all, so nothing is checked either.
  // Inside parentheses and inside brackets: an expression that closes its own wrapper early and
  // opens another (`true) || (false`) compiles in one of them, never in both.
  try {
    const names = [N.value.text, params.text, ...others.flatMap((other) => (other === undefined ? [] : [other.text]))];
    compileFunction(names, `return (${code});`);
    compileFunction(names, `return [${code}];`);
  } catch {
    throw definitionError(field, name, `inlinePass wrote code that does not compile: ${code}`);
  }
  return ruleExpression(code);
}
