import { definitionError } from './parser.js';
import type { FieldPlan } from './plan.js';
import type { RuleContext, RuleDefinition } from './types.js';
import { isBlankText, isThenable } from './values.js';

/**
 * True when a rule answered with a promise: the walk, which waits for it, then answers the whole
 * call. This one is dropped, its rejection caught so it never goes unhandled.
 */
function promised(answer: unknown): boolean {
  if (!isThenable(answer)) return false;
  answer.then(undefined, () => undefined);
  return true;
}

/**
 * The rule's expression for a value that passes at once, if it has one. An `inlinePass` that
 * throws, answers anything but text, or writes code that does not compile is a mistake in the
 * rule, reported at construction naming the field and the rule (where `new Function` is refused,
 * nothing is compiled and the expression is not needed).
 */
function inlinePass(definition: RuleDefinition, rule: string, field: string, params: string, parsed: unknown): string | undefined {
  if (definition.inlinePass === undefined) return undefined;
  let code: unknown;
  try {
    code = definition.inlinePass('v', params, parsed);
  } catch (error) {
    throw definitionError(field, rule, `inlinePass threw: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof code !== 'string') throw definitionError(field, rule, 'inlinePass must answer a JavaScript expression as text');
  try {
    new Function('v', params, `return (${code});`);
  } catch (error) {
    if (error instanceof SyntaxError) throw definitionError(field, rule, `inlinePass wrote code that does not compile: ${code}`);
  }
  return code;
}

/** One field as the straight-line code needs it: its last key, its modifiers' skips, its rules in order. */
export interface StraightField {
  /** The declared pattern, for a mistake found while writing the code. */
  readonly pattern: string;
  readonly key: string;
  /** Stop at the field's first failure (`bail`); else every rule runs, as every failure has a message. */
  readonly bail: boolean;
  readonly skips: readonly { readonly skip: NonNullable<NonNullable<RuleDefinition['modifier']>['skip']>; readonly params: unknown; readonly readsField: boolean }[];
  /** `readsField`: the rule's function declares the field parameter, so it is given the concrete path. */
  readonly checks: readonly { readonly name: string; readonly definition: RuleDefinition; readonly params: unknown; readonly implicit: boolean; readonly readsField: boolean }[];
  readonly coerce: ((value: unknown) => unknown) | undefined;
}

/**
 * A flat field (`name`); the fields of one object (`customer.name`, `customer.email`); or the
 * fields of one wildcard over an array (`items.*.sku`, `items.*.qty`), checked in one loop.
 * `at` is each field's index among the validator's fields.
 */
export type StraightPart =
  | { readonly field: StraightField; readonly at: number }
  | { readonly head: string; readonly wildcard: boolean; readonly fields: readonly StraightField[]; readonly at: readonly number[] };

/**
 * The data of the fields that passed, and the failures of the others in order as triples: the
 * field's index, the rule's index among the field's checks, the value (undefined when all passed).
 */
export interface StraightAnswer {
  readonly data: Record<string, unknown>;
  readonly failures: unknown[] | undefined;
}

/** Checks the fields of `data`, or answers undefined (data that is not an object, a wildcard field that failed, a rule that answered with a promise, something thrown): then the validator walks everything. */
export type StraightRun = (data: unknown, req: unknown, context: RuleContext) => StraightAnswer | undefined;

/**
 * Compiles fields whose rules are all `pure` into one function with a property read and a direct
 * rule call per line, so the engine sees one shape and one callee at each place. A flat or
 * one-level field runs its rules as the walk does (an implicit rule's failure or `bail` stops it,
 * else every failure is listed) and its failures go back to the validator, which builds their
 * messages; a failing wildcard field or anything thrown leaves everything to the walk. Returns
 * undefined where code cannot be generated (a Content-Security-Policy without 'unsafe-eval').
 */
export function compileStraight(parts: readonly StraightPart[], wildcardElements: number, blankToNull: boolean): StraightRun | undefined {
  const bound: unknown[] = [];
  /** A name in the generated code for a value of the compiler (a rule, its parameters, a skip). */
  const bind = (value: unknown): string => `$${bound.push(value) - 1}`;
  let label = 0;
  /** Where a field whose parent is missing or not an object is read from: it has no keys, so every field counts as absent. */
  const nothing = bind(Object.freeze({}));
  /**
   * The lines checking one field read from `node`; `path` is the code of its concrete path,
   * `at` the field's index when its failures are listed (undefined: a failure hands the whole
   * call to the walk), `place(stored)` how a passing value is written.
   */
  const check = (field: StraightField, node: string, path: string, at: number | undefined, place: (stored: string) => string): string[] => {
    // Keys are written as JSON string literals: the code never holds text it did not escape.
    const key = JSON.stringify(field.key);
    const block = `f${label++}`;
    const lines = [`${block}:{`, 'v=undefined;p=x=f=false;', `if(hasOwn(${node},${key})){v=${node}[${key}];p=v!==undefined}`];
    // As the walk: a blank string is null to every rule (Laravel's ConvertEmptyStringsToNull), or, kept, is seen only by implicit rules.
    if (blankToNull) lines.push('if(typeof v=="string"&&blank(v))v=null;');
    for (const { skip, params, readsField } of field.skips) {
      lines.push(`switch(${bind(skip)}(v,p,${bind(params)},${readsField ? path : '""'},data)){case"omit":case"exclude":break ${block};case"explicit":x=true}`);
    }
    lines.push(blankToNull ? 'b=!p;' : 'b=!p||typeof v=="string"&&blank(v);');
    field.checks.forEach(({ name, definition, params, implicit, readsField }, rule) => {
      const args = bind(params);
      // The rule's own expression settles the common pass without a call; `validate` answers every other value.
      const pass = inlinePass(definition, name, field.pattern, args, params);
      const quick = pass === undefined ? '' : `!(${pass})&&`;
      // As in the walk, a wildcard path is joined only for a rule that reads it.
      const call = `${quick}(r=${bind(definition)}.validate(v,${args},${readsField ? path : '""'},data,req,ctx))!==true`;
      // Listed, the field stays out of the data; as in the walk, an implicit rule's failure or `bail` ends the field.
      const list = `(failures??=[]).push(${at},${rule},v);f=true;${implicit || field.bail ? `break ${block}` : ''}`;
      const fail = at === undefined ? 'promised(r);return' : `if(promised(r))return;${list}`;
      lines.push(`if(${implicit ? '' : '!b&&!x&&'}${call}){${fail}}`);
    });
    lines.push(`if(p&&!f&&!b)${place(field.coerce ? `x?v:${bind(field.coerce)}(v)` : 'v')};`, '}');
    return lines;
  };
  const lines = ['if(data===null||typeof data!=="object")return;', 'const out={};', 'let v,p,x,b,f,r,failures,list,each,item,element;', 'try{'];
  for (const part of parts) {
    if ('field' in part) {
      const key = JSON.stringify(part.field.key);
      lines.push(...check(part.field, 'data', key, part.at, (stored) => `out[${key}]=${stored}`));
      continue;
    }
    const head = JSON.stringify(part.head);
    lines.push(`list=hasOwn(data,${head})?data[${head}]:undefined;`);
    if (!part.wildcard) {
      lines.push('item=undefined;', `element=list!==null&&typeof list=="object"?list:${nothing};`);
      part.fields.forEach((field, index) => {
        const key = JSON.stringify(field.key);
        const place = (stored: string) => `(item??=(out[${head}]=Array.isArray(list)?[]:{}))[${key}]=${stored}`;
        lines.push(...check(field, 'element', JSON.stringify(`${part.head}.${field.key}`), part.at[index]!, place));
      });
      continue;
    }
    // The walk expands a wildcard over an array element by element; over anything else it is not compiled.
    lines.push('each=undefined;', 'if(list!==null&&typeof list=="object"){', `if(!Array.isArray(list)||list.length>${wildcardElements})return;`);
    // As in the walk, every element keeps its place in the output, an array or an object as the input is there, so the list has no holes.
    lines.push('for(let i=0;i<list.length;i++){', 'element=hasOwn(list,i)?list[i]:undefined;', `item=(each??=(out[${head}]=[]))[i]=Array.isArray(element)?[]:{};`);
    const placeInItem = (key: string) => (stored: string) => `item[${key}]=${stored}`;
    for (const field of part.fields) {
      const path = `${head}+"."+i+"."+${JSON.stringify(field.key)}`;
      lines.push('if(element!==null&&typeof element=="object"){', ...check(field, 'element', path, undefined, placeInItem(JSON.stringify(field.key))), '}else{');
      // An element that is not an object has no fields: each counts as absent, as for a missing array.
      lines.push(...check(field, nothing, path, undefined, () => 'undefined'), '}');
    }
    // A wildcard over a missing list, or one that is not an object, matches nothing, as in the walk.
    lines.push('}', '}');
  }
  lines.push('}catch{return}', 'return{data:out,failures}');
  const names = bound.map((_, index) => `$${index}`);
  try {
    const factory = new Function('hasOwn', 'blank', 'promised', ...names, `return function straight(data, req, ctx) {\n${lines.join('\n')}\n};`);
    return factory(Object.hasOwn, isBlankText, promised, ...bound) as StraightRun;
  } catch {
    // new Function refused (a strict Content-Security-Policy): the walk does all the work.
    return undefined;
  }
}

/**
 * The fields as the straight-line code takes them, when it can: every rule pure, every field flat
 * (`name`), one level down (`customer.name`) or one wildcard over a flat key (`items.*.sku`); the
 * fields under one key declared together (so the data is built in the walk's order), and no field
 * with declared children.
 */
export function straightParts(fields: readonly FieldPlan[]): StraightPart[] | string {
  const parts: StraightPart[] = [];
  const heads = new Set<string>();
  let group: { readonly head: string; readonly wildcard: boolean; readonly fields: StraightField[]; readonly at: number[] } | undefined;
  for (let at = 0; at < fields.length; at++) {
    const plan = fields[at]!;
    const { segments, wildcard } = plan;
    if (!plan.pure) {
      const rule = plan.checks.find(({ definition }) => definition.pure !== true) ?? plan.checks.find(({ definition }) => definition.deferred || definition.validateMany);
      return `field "${plan.pattern}": rule "${rule?.name ?? '(modifier)'}" is not declared pure, or is async, deferred or batched (declare pure: true when asking it twice is safe)`;
    }
    if (plan.container) return `field "${plan.pattern}" has declared children`;
    const field: StraightField = { pattern: plan.pattern, key: segments.at(-1)!, bail: plan.bail, skips: plan.skips, checks: plan.checks, coerce: plan.coerce };
    if (segments.length === 1 && !wildcard) {
      parts.push({ field, at });
      group = undefined;
      continue;
    }
    const head = segments[0]!;
    const shaped = wildcard ? segments.length === 3 && segments[1] === '*' && head !== '*' && segments[2] !== '*' : segments.length === 2;
    if (!shaped) return `field "${plan.pattern}" is deeper than one level below a key or one wildcard`;
    if (group?.head === head && group.wildcard === wildcard) {
      group.fields.push(field);
      group.at.push(at);
    } else if (heads.has(head)) return `the fields under "${head}" are not declared together`;
    else {
      heads.add(head);
      parts.push((group = { head, wildcard, fields: [field], at: [at] }));
    }
  }
  return parts;
}
