import { instancesOf } from './brand.js';
import { describe } from './messages.js';
import { flagLetter } from './patterns.js';
import { lookup, registeredName, registry } from './registry.js';
import type { RuleElement, RuleObject, RuleSpec, RuleToken } from './types.js';

/** A mistake in a rule definition, found at construction: names the field and the rule. */
export function definitionError(field: string, rule: string, problem: string): TypeError {
  // The parts stay readable, so a rule that compiles rules of its own (any_of) can say which of them is wrong.
  // A problem another part of valigate worded (a table name it refuses) is not prefixed twice.
  const own = problem.startsWith('valigate: ') ? problem.slice('valigate: '.length) : problem;
  const error = new TypeError(`valigate: field "${field}", rule "${rule}": ${own}`);
  return Object.defineProperties(error, { rule: { value: rule }, problem: { value: own } });
}

/** Any notation to one list of rule tokens: the single front door of the compiler. Each rule is named as registered (`notIn` is `not_in`). */
export function tokenize(spec: RuleSpec, field: string): RuleToken[] {
  return tokensOf(spec, field).map((token: unknown) => {
    if ((token as RuleToken | null)?.inline) return token as RuleToken;
    // A rule object of the project's own may answer anything: said here, not as a property read of undefined later.
    if (!isToken(token)) throw definitionError(field, OBJECT, `toTokens must answer rule tokens ({ name, args }), got ${describe(token)}`);
    const name = registeredName(token.name);
    return name === token.name ? token : { ...token, name };
  });
}

function tokensOf(spec: RuleSpec, field: string): RuleToken[] {
  if (typeof spec === 'string') {
    const parsed = (registry().parsed ??= new Map());
    let tokens = parsed.get(spec);
    if (!tokens) {
      tokens = splitPipes(spec, field);
      // A bound, so rule strings made from data (which they should never be) cannot grow it without end.
      if (parsed.size < 1_000) parsed.set(spec, tokens);
    }
    return [...tokens];
  }
  if (Array.isArray(spec)) return spec.flatMap((element: RuleElement) => fromElement(element, field));
  if (spec !== null && typeof spec === 'object' && typeof (spec as { toTokens?: unknown }).toTokens === 'function') return objectTokens(spec as RuleObject, field);
  throw new TypeError(`valigate: field "${field}": rules must be a pipe string, an array or a fluent chain${misplaced(spec, field)}`);
}

/** What a field's rules that are none most likely meant: a shape nested as zod and vine write it, a validator, an inline rule outside its array. */
function misplaced(spec: unknown, field: string): string {
  if (spec === null || typeof spec !== 'object') return `, got ${spec === null ? 'null' : typeof spec}`;
  if (instancesOf('Validator').has(spec)) {
    const [inner = 'name'] = Object.keys((spec as { rules?: object }).rules ?? {});
    return `, not a Validator: declare its fields under this one as dot paths ("${field}.${inner}")`;
  }
  if (typeof (spec as { validate?: unknown }).validate === 'function') return `; an inline rule goes inside the field's array: [{ name, validate, message }]`;
  const [first] = Object.keys(spec);
  return first === undefined ? ', got an object' : `, got an object: nested fields are declared as dot paths ("${field}.${first}")`;
}

/** What a rule object's errors name as the rule: its tokens are not known. */
const OBJECT = '(rule object)';

/** Whether a rule object answered a token: a name and a list of arguments. */
const isToken = (token: unknown): token is RuleToken =>
  token !== null && typeof token === 'object' && typeof (token as RuleToken).name === 'string' && Array.isArray((token as RuleToken).args);

/** A rule object's tokens; one that throws is a mistake in the rules, named by its field (valigate's own objects name field and rule already). */
function objectTokens(object: RuleObject, field: string): RuleToken[] {
  let tokens: unknown;
  try {
    tokens = object.toTokens(field);
  } catch (error) {
    if (error instanceof TypeError && error.message.startsWith('valigate: ')) throw error;
    throw definitionError(field, OBJECT, `toTokens threw: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(tokens)) throw definitionError(field, OBJECT, `toTokens must answer rule tokens ({ name, args }), got ${describe(tokens)}`);
  return [...(tokens as RuleToken[])];
}

function fromElement(element: RuleElement, field: string): RuleToken[] {
  if (typeof element === 'string') return splitPipes(element, field, true);
  if (Array.isArray(element)) {
    const [name, ...args] = element as readonly [string, ...unknown[]];
    if (typeof name !== 'string') throw new TypeError(`valigate: field "${field}": a tuple rule starts with the rule name`);
    return [{ name, args }];
  }
  // A rule object (a fluent chain, `Password`, `Rule.when`) inside an array brings its rules along.
  if (element !== null && typeof element === 'object' && typeof (element as { toTokens?: unknown }).toTokens === 'function') return objectTokens(element as RuleObject, field);
  if (element !== null && typeof element === 'object' && typeof (element as { validate?: unknown }).validate === 'function') {
    const inline = element as { name?: string } & RuleToken['inline'] & object;
    return [{ name: inline.name ?? 'custom', args: [], inline: inline as NonNullable<RuleToken['inline']> }];
  }
  for (const [name, definition] of registry().rules) {
    if (definition.accepts?.(element)) return [{ name, args: [element] }];
  }
  // A rule's parameters go in a tuple of their own: `['required', ['enum', Status]]`, not `['enum', Status]`.
  const shown = element !== null && typeof element === 'object' ? 'object' : String(element as unknown);
  throw new TypeError(`valigate: field "${field}": no rule accepts the array element ${shown} (a rule with parameters is a tuple inside the field's array: ['required', ['enum', values]])`);
}

/**
 * Splits `required|min:3|regex:/^(a|b)$/` into tokens. A rule whose definition takes a raw
 * parameter (regex) keeps `|` and `,` inside a slash-delimited pattern; an array element is
 * one token, so there a raw parameter is simply the rest of the text.
 */
function splitPipes(source: string, field: string, single = false): RuleToken[] {
  const tokens: RuleToken[] = [];
  let at = 0;
  while (at <= source.length) {
    const colon = source.indexOf(':', at);
    let pipe = single ? -1 : source.indexOf('|', at);
    if (pipe === -1) pipe = source.length;
    if (colon === -1 || colon > pipe) {
      const name = source.slice(at, pipe).trim();
      if (name) tokens.push({ name, args: [] });
      at = pipe + 1;
      continue;
    }
    const name = source.slice(at, colon).trim();
    if (lookup(name)?.rawParameter) {
      const end = single ? source.length : rawParameterEnd(source, colon + 1);
      tokens.push({ name, args: [source.slice(colon + 1, end)] });
      at = end + 1;
    } else {
      tokens.push({ name, args: splitList(source.slice(colon + 1, pipe), field, name) });
      at = pipe + 1;
    }
  }
  return tokens;
}

/** Where a raw parameter ends: after the closing slash and flags of `/.../flags`, else at the next pipe. */
function rawParameterEnd(source: string, start: number): number {
  if (source[start] === '/') {
    let inClass = false;
    for (let i = start + 1; i < source.length; i++) {
      const char = source[i];
      if (char === '\\') i++;
      else if (char === '[' && !inClass) {
        inClass = true;
        // A `]` first in a class (after any `^`) is the character itself, as PCRE reads it.
        if (source[i + 1] === '^') i++;
        if (source[i + 1] === ']') i++;
      } else if (char === '[' && source[i + 1] === ':') {
        // A POSIX class (`[:alpha:]`) inside a class ends at its own `:]`.
        const close = source.indexOf(':]', i + 2);
        if (close !== -1) i = close + 1;
      }
      else if (char === ']') inClass = false;
      else if (char === '/' && !inClass) {
        let end = i + 1;
        while (end < source.length && flagLetter.test(source[end]!)) end++;
        if (end === source.length || source[end] === '|') return end;
      }
    }
  }
  const pipe = source.indexOf('|', start);
  return pipe === -1 ? source.length : pipe;
}

/** A parameter as `splitList` reads it back whole: in double quotes when it holds a comma, starts with a quote or has space around it. */
export function quoteParameter(text: string): string {
  const plain = !text.includes(',') && !text.startsWith('"') && text.trim() === text;
  return plain ? text : `"${text.replaceAll('"', '""')}"`;
}

/** Comma-separated parameters; double quotes keep a comma inside a value, `""` is a quote. */
export function splitList(text: string, field: string, rule: string): string[] {
  const values: string[] = [];
  let current = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        current += '"';
        i++;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"' && current.trim() === '') {
      quoted = wasQuoted = true;
      current = '';
    } else if (char === ',') {
      values.push(wasQuoted ? current : current.trim());
      current = '';
      wasQuoted = false;
    } else current += char;
  }
  if (quoted) throw definitionError(field, rule, `unclosed quote in "${text}"`);
  values.push(wasQuoted ? current : current.trim());
  return values;
}
