// The plan: every notation compiled once into fields (path, rules resolved and parsed, modifiers,
// flags) and the tree of their paths, which every executor runs.
import { feature } from './feature.js';
import { RESERVED_SEGMENTS } from './input.js';
import { type CompiledTemplate, messageProblem } from './messages.js';
import { definitionError, tokenize } from './parser.js';
import { isIndexText, splitPath, unescapePath } from './path.js';
import { lookup, misspeltKey, nearestRule, registry } from './registry.js';
import type { FieldInfo, RuleContext, RuleDefinition, RuleGuard, RulesMap, ValidatorLimits } from './types.js';

/** One rule of one field, resolved and parsed at construction. Every compiled rule has this one shape, so the hot loop reads it monomorphically. */
export interface CompiledRule {
  readonly name: string;
  readonly definition: RuleDefinition;
  /** The rule's functions as registered, bound to the definition (`this` of the call): a plain call in either executor, never `Function.prototype.call`, which costs a builtin call wherever the optimiser does not inline it. */
  readonly validate: RuleDefinition['validate'];
  readonly validateMany: RuleDefinition['validateMany'];
  readonly params: unknown;
  /** The definition's `perRun`, bound to it: the parameters `validate` gets in one run, made at the rule's first value there (run.ts's paramsFor). */
  readonly perRun: ((params: unknown, data: unknown, context: RuleContext) => unknown) | undefined;
  readonly implicit: boolean;
  readonly deferred: boolean;
  /** The rule's function declares a third parameter (or takes `...args`): only then is a wildcard field's path joined for it. */
  readonly readsField: boolean;
  /** The rule may read fields other than its own (see `Validator.readsData`). */
  readonly readsData: boolean;
  /** The parameters as written, for the failure's code (`failed`: `{ min: ['1'] }`). */
  readonly args: readonly unknown[];
  /** The rule applies only while a condition holds (`Rule.when`, `Validator.sometimes`): `validate` passes otherwise. */
  readonly guarded: boolean;
  /** The other fields the rule reads (its `reads`, checked), wildcards kept. */
  readonly reads: readonly string[];
}

/** A rule's conversion of a field's value for the data: what it throws is that rule's fault. */
export interface Conversion {
  /** The converting rule's name, for a fault. */
  readonly name: string;
  /** Its `coerce`, bound to its definition, given `params`. */
  readonly convert: (value: unknown, params: unknown) => unknown;
  readonly params: unknown;
}

/** One declared field, compiled once. */
export interface FieldPlan {
  /** Its place among the validator's fields: errors come in this order, as the rules are written. */
  index: number;
  readonly pattern: string;
  /** The pattern as errors and messages name it: escaped dots unescaped (`settings\.theme` is `settings.theme`); without wildcards, the concrete path. */
  readonly path: string;
  /** The keys of the pattern (`settings\.theme` is one key, `settings.theme`). */
  readonly segments: readonly string[];
  readonly wildcard: boolean;
  readonly checks: readonly CompiledRule[];
  /** The modifiers that may skip the field (optional, nullable, sometimes), with their names for a fault. */
  readonly skips: readonly { readonly name: string; readonly definition: RuleDefinition; readonly skip: NonNullable<NonNullable<RuleDefinition['modifier']>['skip']>; readonly params: unknown; readonly readsField: boolean; readonly guarded: boolean }[];
  readonly bail: boolean;
  readonly numeric: boolean;
  /** The conversion the field's value takes in the data (`integer` makes `"36"` 36), if a rule converts. */
  readonly coerce: Conversion | undefined;
  /** The paths of other fields its rules read (`RuleDefinition.reads`), wildcards kept. */
  readonly reads: readonly string[];
  /** Declared children exist: the validated data keeps only them, not the whole value. */
  container: boolean;
  /** By depth along the path, whether the container the data makes there is an object whatever the input holds (`makesObject`). */
  objects: readonly boolean[];
  /**
   * Messages that never show the value, by template, rendered on their first failure: whole for a
   * path without wildcards, but for the field's name under one. Weakly: a template a locale
   * registered later replaced, or one made for a single path, goes with its book.
   */
  rendered: WeakMap<CompiledTemplate, string | CompiledTemplate> | undefined;
  /** Where another field's pattern can end at the same path (`tag` and `*`), its specificity among them (output.ts's `rankSharedEnds`): the higher one's value stays. */
  rank: number | undefined;
  /** The patterns of more specific fields with declared children that end where this one can (`obj` and `obj.a` beside `*`): an object there is theirs, kept with only their children. */
  yieldsTo: readonly (readonly string[])[] | undefined;
}

/** The declared paths as a tree, each node with the field declared there: the walk reads each input node once for every field below it. */
export interface PlanNode {
  /** The key this node reads from its parent's value (`*` for every member). */
  readonly segment: string;
  /** Whether the key is a list index (`0`): a list has no other key (its `length` is no field), as a PHP list has none. */
  readonly indexKey: boolean;
  /** How many keys lead here from the root. */
  readonly depth: number;
  field: FieldPlan | undefined;
  /** The nodes of plain keys below, in the order the rules first name them. */
  readonly children: PlanNode[];
  wildcard: PlanNode | undefined;
  /** The nearest wildcard above, whose expansion counts against this one's cap. */
  readonly above: PlanNode | undefined;
  /** The first field declared at or below: it names a failure of the wildcard itself. */
  first: FieldPlan;
}

/**
 * Whether the data's container at `node` is an object whatever the input holds there: no rule is
 * declared at the node itself (its own rules, `list` say, decide its kind) and the rules name only
 * keys below it, not all of them list indices (`l.*.m` over `[['x']]` keeps `[{}]`).
 */
export const makesObject = (node: PlanNode): boolean => node.field === undefined && node.wildcard === undefined && node.children.some((child) => !isIndexText(child.segment));

/** The tree of the fields' paths. */
export function planTree(fields: readonly FieldPlan[]): PlanNode {
  const make = (segment: string, parent: PlanNode | undefined, first: FieldPlan): PlanNode => ({
    segment,
    indexKey: isIndexText(segment),
    depth: parent ? parent.depth + 1 : 0,
    field: undefined,
    children: [],
    wildcard: undefined,
    above: parent === undefined ? undefined : parent.segment === '*' && parent.depth > 0 ? parent : parent.above,
    first,
  });
  const root = make('', undefined, fields[0] ?? UNDECLARED);
  for (const field of fields) {
    let node = root;
    for (const segment of field.segments) {
      let next = segment === '*' ? node.wildcard : node.children.find((child) => child.segment === segment);
      if (!next) {
        next = make(segment, node, field);
        if (segment === '*') node.wildcard = next;
        else node.children.push(next);
      }
      node = next;
    }
    node.field = field;
  }
  for (const field of fields) {
    const objects = [false];
    let node = root;
    for (const segment of field.segments) {
      node = segment === '*' ? node.wildcard! : node.children.find((child) => child.segment === segment)!;
      objects.push(makesObject(node));
    }
    field.objects = objects;
  }
  return root;
}

// Marked as a wildcard plan so `{field}` names each concrete path rather than one cached label.
/** The plan of a field no rule declares, as `strict` reports it. */
export const UNDECLARED: FieldPlan = { index: Infinity, pattern: '', path: '', segments: [], wildcard: true, checks: [], skips: [], reads: [], bail: false, numeric: false, coerce: undefined, container: false, objects: [], rendered: undefined, rank: undefined, yieldsTo: undefined };

/** The `source` valigate's own rule modules register with. */
export const BUILT_IN_SOURCE = 'valigate';

/** A rule's function counts the parameter at `position` (1-based) in its length, or has length 0 (`...args`, `arguments`), so it may read that argument; a parameter with a default value, or after one, does not count. */
export function declaresParameter(fn: (...args: never[]) => unknown, position: number): boolean {
  return fn.length === 0 || fn.length >= position;
}

/** Whether a rule answers with a promise given these parameters: its `async` flag, or the function deciding it, or an async `validate`. */
export function isAsyncCheck(definition: RuleDefinition, params: unknown): boolean {
  const { async } = definition;
  return (typeof async === 'function' ? async.call(definition, params) === true : async === true) || definition.validate.constructor?.name === 'AsyncFunction';
}

/** The paths a rule reads, checked: each a dotted path of usable segments, with no more wildcards than the field has to fill them. */
function readPaths(definition: RuleDefinition, params: unknown, pattern: string, name: string, segments: readonly string[]): readonly string[] {
  let paths: unknown;
  try {
    paths = definition.reads!(params);
  } catch (error) {
    throw definitionError(pattern, name, error instanceof Error ? error.message : String(error));
  }
  if (!Array.isArray(paths)) throw definitionError(pattern, name, 'reads must answer a list of field paths');
  const wildcards = segments.filter((segment) => segment === '*').length;
  for (const path of paths) {
    const parts = typeof path === 'string' ? splitPath(path) : [''];
    if (parts.some((part) => part === '' || RESERVED_SEGMENTS.has(part))) throw definitionError(pattern, name, `${JSON.stringify(path)} is not a field path`);
    if (parts[0] === '*' && segments[0] !== '*') throw definitionError(pattern, name, `"${path}" starts with a wildcard that the field's own does not fill`);
    if (parts.filter((part) => part === '*').length > wildcards) throw definitionError(pattern, name, `"${path}" has more wildcards than the field fills`);
  }
  return paths as string[];
}

/** Resolves, parses and orders one field's rules: every definition mistake surfaces here. */
export function compileField(pattern: string, spec: RulesMap[string], limits: Required<ValidatorLimits>, timezone: string, rulesOf?: FieldInfo['rulesOf']): FieldPlan {
  const segments = splitPath(pattern);
  if (segments.length > limits.depth) throw definitionError(pattern, '(path)', `the path is deeper than ${limits.depth} segments`);
  for (const segment of segments) {
    if (segment === '' || RESERVED_SEGMENTS.has(segment)) throw definitionError(pattern, '(path)', `"${segment}" is not a usable path segment`);
  }
  const resolved = tokenize(spec, pattern).map((token) => {
    const definition = token.inline ?? lookup(token.name);
    if (!definition) {
      // A near name may be a typo, or another rule beside one not imported yet: the hint stays either way.
      const meant = nearestRule(token.name);
      const hint = `the built-in rules are registered by importing 'valigate' (or each by its module, 'valigate/rules/<name>'), the file rules by importing 'valigate/files'; register your own with Validator.extend`;
      throw definitionError(pattern, token.name, meant === undefined ? `unknown rule (${hint})` : `unknown rule; did you mean "${meant}"? (${hint})`);
    }
    // Checked again here: a definition is the application's object, and may have changed since it was registered (or be written inline).
    if (typeof definition.validate !== 'function') throw definitionError(pattern, token.name, 'the definition has no validate function');
    const problem = messageProblem(definition.message) ?? (token.inline && misspeltKey(token.inline));
    if (problem !== undefined) throw definitionError(pattern, token.name, problem);
    return { token, definition };
  });
  const numeric = resolved.some(({ definition }) => definition.numericSize === true);
  // As `coercion` decides below: a rule under a condition neither converts the value nor keeps it as sent.
  const unguarded = resolved.filter(({ token }) => token.when === undefined);
  const kept = unguarded.some(({ definition }) => definition.keepsValue === true);
  const converted = !kept && unguarded.some(({ definition }) => definition.numericSize === true && definition.coerce !== undefined);
  const info: FieldInfo = { field: pattern, numeric, converted, array: resolved.some(({ definition }) => definition.arrayType === true), timezone, rules: resolved.map(({ token }) => token), rulesOf };
  const checks: CompiledRule[] = [];
  const reads: string[] = [];
  const skips: FieldPlan['skips'][number][] = [];
  let bail = false;
  for (const { token, definition } of resolved) {
    const { name } = token;
    let params: unknown = token.args;
    if (definition.parse) {
      try {
        params = definition.parse(token.args, info);
      } catch (error) {
        throw definitionError(pattern, name, error instanceof Error ? error.message : String(error));
      }
    }
    for (const hook of ['reads', 'placeholders'] as const) {
      if (definition[hook] !== undefined && typeof definition[hook] !== 'function') throw definitionError(pattern, name, `${hook} must be a function`);
    }
    const ruleReads = definition.reads ? readPaths(definition, params, pattern, name, segments) : [];
    reads.push(...ruleReads);
    const guard = token.when;
    if (definition.modifier) {
      if (guard && definition.modifier.bail) throw definitionError(pattern, name, 'bail cannot apply under a condition; write it outside Rule.when or sometimes');
      bail ||= definition.modifier.bail === true;
      const { skip } = definition.modifier;
      if (skip && guard) skips.push({ name, definition, skip: (value, present, params, field, data) => (guard(data, field) ? skip(value, present, params, field, data) : undefined), params, readsField: true, guarded: true });
      else if (skip) skips.push({ name, definition, skip, params, readsField: declaresParameter(skip, 4), guarded: false });
      continue;
    }
    // Asked now, so a batched rule without its feature is refused here, never at a request.
    if (definition.validateMany && !guard) feature('batch', (needs) => definitionError(pattern, name, `a batched rule (validateMany) ${needs}`));
    const check: CompiledRule = {
      name,
      definition,
      validate: guard ? guardedValidate(definition, guard) : definition.validate.bind(definition),
      // A guarded rule answers value by value: the guard may differ between the values of a wildcard.
      validateMany: guard ? undefined : definition.validateMany?.bind(definition),
      params,
      perRun: definition.perRun?.bind(definition),
      implicit: definition.implicit === true,
      deferred: definition.deferred === true,
      readsField: guard !== undefined || declaresParameter(definition.validate, 3),
      // Only valigate's own rules are trusted to show in their length whether they read the data (unique and exists do); a run's parameters are made from it.
      readsData: guard !== undefined || token.inline !== undefined || registry().sources.get(name) !== BUILT_IN_SOURCE || definition.perRun !== undefined || declaresParameter(definition.validate, 4),
      args: token.args,
      guarded: guard !== undefined,
      reads: ruleReads,
    };
    checks.push(check);
  }
  // Rules run as written, as Laravel runs them (`string|required` on null fails both); deferred rules
  // (database lookups) go last, so they only run for values that passed the rest. The sort is stable.
  checks.sort((a, b) => Number(a.deferred) - Number(b.deferred));
  return {
    pattern,
    path: unescapePath(pattern),
    segments,
    wildcard: segments.includes('*'),
    checks,
    skips,
    reads,
    bail,
    numeric,
    // Rules under a condition never convert the value: the condition may not hold.
    coerce: coercion(checks.filter((check) => !check.guarded)),
    index: 0,
    container: false,
    objects: [],
    rendered: undefined,
    rank: undefined,
    yieldsTo: undefined,
  };
}

/** A rule's `validate` that passes while its condition does not hold. */
function guardedValidate(definition: RuleDefinition, guard: RuleGuard): RuleDefinition['validate'] {
  const validate = definition.validate.bind(definition);
  return (value, params, field, data, req, context) => (guard(data, field) ? validate(value, params, field, data, req, context) : true);
}

/** The conversion of a field's value for the data: the first rule's that has one, unless a rule keeps the value as written. */
function coercion(checks: readonly CompiledRule[]): Conversion | undefined {
  const rule = checks.find(({ definition }) => definition.coerce !== undefined);
  if (!rule || checks.some(({ definition }) => definition.keepsValue === true)) return undefined;
  return { name: rule.name, convert: rule.definition.coerce!.bind(rule.definition), params: rule.params };
}
