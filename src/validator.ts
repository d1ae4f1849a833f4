import { type CompiledTemplate, compileTemplate, humanize, placeholderName, renderTemplate, showValue } from './messages.js';
import { definitionError, tokenize } from './parser.js';
import type { CheckRules, InferErrors, InferInput, InferRules } from './infer.js';
import { digits } from './patterns.js';
import { type ExtendOptions, extend, lookup, registry } from './registry.js';
import type { StandardSchemaV1 } from './standard-schema.js';
import { type StraightField, type StraightPart, type StraightRun, compileStraight } from './straight.js';
import type {
  PresenceVerifier,
  RuleContext,
  RuleDefinition,
  RulesMap,
  SizeKind,
  ValidateOptions,
  ValidationErrors,
  ValidationResult,
  ValidatorLimits,
  ValidatorOptions,
} from './types.js';
import { ValidationError } from './validation-error.js';
import { isBlankText, isThenable, sizeKind } from './values.js';

/** Path segments that are never followed in data nor accepted in a field name. */
const RESERVED_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);
const DEFAULT_LIMITS: Required<ValidatorLimits> = Object.freeze({ depth: 32, wildcardElements: 10_000, expandedValues: 100_000, errors: 1_000, ruleTimeout: 5_000 });
const FALLBACK_MESSAGE = 'The {field} is invalid.';
const SIZE_KINDS: readonly SizeKind[] = ['string', 'numeric', 'array', 'file'];
const WILDCARD_LIMIT_MESSAGE = compileTemplate('The {field} may not have more than {max} items to validate.');
const EXPANSION_LIMIT_MESSAGE = compileTemplate('The {field} expands to more than {max} values to validate.');
const UNDECLARED_MESSAGE = 'The {field} field is not allowed.';

/** A rule threw, rejected or did not settle: neither a pass nor a failure. `validate()` rejects with it. */
export class ValidationFault extends Error {
  /** The rule that faulted and the concrete field it was checking. */
  constructor(
    readonly rule: string,
    readonly field: string,
    cause: unknown,
    reason = 'threw',
  ) {
    super(`valigate: rule "${rule}" on field "${field}" ${reason}`, { cause });
    this.name = 'ValidationFault';
  }
}

type Template = CompiledTemplate | Readonly<Record<SizeKind, CompiledTemplate>>;

/** One rule of one field, resolved and parsed at construction. Every compiled rule has this one shape, so the hot loop reads it monomorphically. */
interface CompiledRule {
  readonly name: string;
  readonly definition: RuleDefinition;
  readonly validate: RuleDefinition['validate'];
  readonly validateMany: RuleDefinition['validateMany'];
  readonly params: unknown;
  readonly implicit: boolean;
  readonly deferred: boolean;
  /** The rule's function declares a third parameter (or takes `...args`): only then is a wildcard field's path joined for it. */
  readonly readsField: boolean;
  /** The rule may read fields other than its own (see `Validator.readsData`). */
  readonly readsData: boolean;
  /** Split on the rule's first failure, not at construction: most rules never fail, and a validator built per request pays nothing. */
  message: Template | undefined;
}

/** One declared field, compiled once. */
interface FieldPlan {
  /** Its place among the validator's fields: errors come in this order, as the rules are written. */
  index: number;
  readonly pattern: string;
  readonly segments: readonly string[];
  readonly wildcard: boolean;
  readonly checks: readonly CompiledRule[];
  /** The modifiers that may skip the field (optional, nullable, sometimes), with their names for a fault. */
  readonly skips: readonly { readonly name: string; readonly skip: NonNullable<NonNullable<RuleDefinition['modifier']>['skip']> }[];
  readonly bail: boolean;
  readonly numeric: boolean;
  readonly coerce: ((value: unknown) => unknown) | undefined;
  /** Every rule and modifier declares itself `pure` and none is deferred, batched or async: the straight-line code may run it. */
  readonly pure: boolean;
  /** Declared children exist: the validated data keeps only them, not the whole value. */
  container: boolean;
  /** `{field}` of a path without wildcards, worked out on its first failure. */
  label: string | undefined;
  /** Messages of a path without wildcards that never show the value, by template: rendered on their first failure. */
  rendered: Map<CompiledTemplate, string> | undefined;
}

/** The declared paths as a tree, each node with the field declared there: the walk reads each input node once for every field below it. */
interface PlanNode {
  /** The key this node reads from its parent's value (`*` for every member). */
  readonly segment: string;
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

/** The tree of the fields' paths. */
function planTree(fields: readonly FieldPlan[]): PlanNode {
  const make = (segment: string, parent: PlanNode | undefined, first: FieldPlan): PlanNode => ({
    segment,
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
  return root;
}

/** The declared paths as a tree, for `strict`: which keys of each object a rule declares. */
interface Shape {
  readonly children: Map<string, Shape>;
  wildcard: Shape | undefined;
}

/** The plan of a field no rule declares, as `strict` reports it. */
// Marked as a wildcard plan so `{field}` names each concrete path rather than one cached label.
const UNDECLARED: FieldPlan = { index: Number.POSITIVE_INFINITY, pattern: '', segments: [], wildcard: true, checks: [], skips: [], bail: false, numeric: false, coerce: undefined, pure: false, container: false, label: undefined, rendered: undefined };

/** One concrete field in the data: `items.1.qty` for the plan `items.*.qty`. */
interface Entry {
  readonly plan: FieldPlan;
  /** The concrete path (`items.1.qty`); a wildcard plan's is joined from `keys` only when something reads it. */
  path: string | undefined;
  /** How many of `keys` make the path: the plan's depth, or the wildcard's for a field failed there. */
  readonly depth: number;
  readonly value: unknown;
  readonly present: boolean;
  /** The innermost wildcard's key, for `{index}` and `{position}`. */
  readonly index: string | number | undefined;
  readonly order: number;
  /** The keys and input nodes down to the field: the run's live stacks while the walk is on it, a copy once the entry waits. */
  keys: readonly (string | number)[];
  nodes: readonly unknown[];
  messages: string[] | undefined;
}

/** The entry's concrete path (`items.1.qty`), joined from its keys the first time it is needed. */
function pathOf(entry: Entry): string {
  return (entry.path ??= entry.keys.slice(0, entry.depth).join('.'));
}

/** A rule waiting to check many values in one call (`exists` over `items.*.sku`). */
interface Batch {
  readonly rule: CompiledRule;
  readonly waiting: { entry: Entry; at: number; failed: boolean; skipExplicit: boolean }[];
}

type Skip = 'omit' | 'explicit' | undefined;

/** A value that only implicit rules look at: a string that is empty after trimming. */
const isBlank = (value: unknown): boolean => typeof value === 'string' && isBlankText(value);
const isObjectLike = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';
const hasOwn = (record: object | undefined, key: string): boolean => record !== undefined && Object.hasOwn(record, key);
const ABSENT: readonly [boolean, unknown] = [false, undefined];

/** Whether `node` has `key` as its own property, and its value; a throwing getter or proxy trap (hostile input) counts as absent. */
function ownValue(node: object, key: string): readonly [boolean, unknown] {
  try {
    return Object.hasOwn(node, key) ? [true, (node as Record<string, unknown>)[key]] : ABSENT;
  } catch {
    return ABSENT;
  }
}

/** An array's length, read as safely as any other own property. */
const lengthOf = (list: readonly unknown[]): number => {
  // A proxy's length could be an object whose valueOf throws: only a number counts.
  const length = ownValue(list, 'length')[1];
  return typeof length === 'number' ? length : 0;
};

/** `Array.isArray`, which throws on a revoked proxy (hostile input): that counts as not an array. */
function isList(value: unknown): value is unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/** The own enumerable string keys of `node`; none when a proxy trap throws. */
function ownKeys(node: object): string[] {
  try {
    return Object.keys(node);
  } catch {
    return [];
  }
}

/**
 * Validates data against rules declared per field, in any of the three notations.
 * Construction compiles everything (and throws on any mistake in the rules);
 * `validate` only walks the data.
 */
export class Validator<const R extends RulesMap & CheckRules<R> = RulesMap> implements StandardSchemaV1<InferInput<R>, InferRules<R>> {
  /** Registers a rule for every validator: `Validator.extend('phone', { validate, message })`. */
  static extend(name: string, definition: RuleDefinition, options?: ExtendOptions): void {
    extend(name, definition, options);
  }

  /** Sets the process-wide presence verifier that `unique` and `exists` ask. */
  static useDatabase(verifier: PresenceVerifier | undefined): void {
    registry().database = verifier;
  }

  /** The rules as given, kept for type inference and introspection. */
  readonly rules: R;
  readonly #fields: readonly FieldPlan[];
  readonly #tree: PlanNode;
  readonly #options: ValidatorOptions;
  readonly #limits: Required<ValidatorLimits>;
  readonly #async: boolean;
  readonly #readsData: boolean;
  /** The declared paths and the message for any other field, when `strict`. */
  readonly #strict: { readonly shape: Shape; readonly message: CompiledTemplate } | undefined;
  #standard: StandardSchemaV1.Props<InferInput<R>, InferRules<R>> | undefined;
  /** Straight-line code checking the fields at once, when every rule is pure and every field of a shape it compiles. */
  readonly #straight: StraightRun | undefined;

  /** Compiles `rules`; throws a `TypeError` naming the field and the rule for any mistake in them. */
  constructor(rules: R, options: ValidatorOptions = {}) {
    if (rules === null || typeof rules !== 'object' || Array.isArray(rules)) {
      throw new TypeError('valigate: rules must be an object of field -> rules');
    }
    this.rules = rules;
    this.#options = options;
    checkOptions(options);
    this.#limits = resolveLimits(options.limits);
    const patterns = Object.keys(rules);
    // The date rules check the zone's name itself when they read their parameters.
    if (options.timezone !== undefined && (typeof options.timezone !== 'string' || options.timezone === '')) {
      throw new TypeError(`valigate: the timezone option must be a time zone name, got ${String(options.timezone)}`);
    }
    // With default messages, limits and time zone, a field compiled from the same pipe string is the same plan: validators built per request reuse it.
    const shared = options.messages === undefined && options.limits === undefined && options.timezone === undefined ? (registry().compiled ??= new Map()) : undefined;
    this.#fields = patterns.map((pattern, index) => {
      const spec = rules[pattern]!;
      // Keyed by the structure as JSON, never by joined text: no rule text can pose as another field's.
      const key = shared && typeof spec === 'string' ? JSON.stringify([pattern, spec]) : undefined;
      const known = key === undefined ? undefined : (shared!.get(key) as FieldPlan | undefined);
      const plan = known ? { ...known } : compileField(pattern, spec, this.#limits, options.timezone ?? 'UTC');
      if (key !== undefined && !known && shared!.size < 1_000) shared!.set(key, { ...plan });
      // Whether other declared fields sit below or above this one depends on the whole rules map, never cached.
      plan.container = patterns.some((other) => other.length > pattern.length && other[pattern.length] === '.' && other.startsWith(pattern));
      plan.index = index;
      return plan;
    });
    this.#tree = planTree(this.#fields);
    this.#async = this.#fields.some((plan) => plan.checks.some(({ definition, params }) => isAsyncCheck(definition, params)));
    this.#readsData = this.#fields.some((plan) => plan.checks.some((check) => check.readsData));
    if (options.strict) {
      const message = hasOwn(options.messages, 'strict') ? options.messages!.strict! : UNDECLARED_MESSAGE;
      this.#strict = { shape: shapeOf(this.#fields), message: compileTemplate(message) };
    }
    const parts = options.compile === false || options.strict ? undefined : straightParts(this.#fields);
    if (parts) {
      // Validators built per request from the same strings share one function: generating code costs more than validating.
      const blankToNull = options.convertEmptyStringsToNull !== false;
      const key = shared && patterns.every((pattern) => typeof rules[pattern] === 'string') ? JSON.stringify([blankToNull, ...patterns.map((pattern) => [pattern, rules[pattern]])]) : undefined;
      const cache = (registry().straight ??= new Map());
      this.#straight = key !== undefined && cache.has(key) ? cache.get(key) : compileStraight(parts, Math.min(this.#limits.wildcardElements, this.#limits.expandedValues), blankToNull);
      if (key !== undefined && cache.size < 1_000) cache.set(key, this.#straight);
    }
  }

  /**
   * True when a rule may read fields of the data other than its own: any rule not defined by
   * valigate (a function's declared parameters cannot be known for sure: defaults, `...rest`,
   * `arguments`), and the built-in rules whose function declares `data` (unique, exists). The
   * adapters then hand the validator the declared fields only, never a whole request body.
   */
  get readsData(): boolean {
    return this.#readsData;
  }

  /** True when a rule is declared async; such a validator offers `validate()` and `parseAsync()`, not their sync forms. */
  get async(): boolean {
    return this.#async;
  }

  /** Validates `data`; resolves with `{ valid, errors, data }`, rejects only with a `ValidationFault`. Without async rules the work is the synchronous walk, and only the returned promise is async. */
  validate(data: unknown, options?: ValidateOptions): Promise<ValidationResult<InferRules<R>, InferErrors<R>>> {
    try {
      const answer = this.check(data, options);
      return answer instanceof Promise ? answer : Promise.resolve(answer);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /**
   * Validates `data` and answers the result itself when every rule answered at once, else a
   * promise of it (a rule returned one): for callers that avoid a promise per call, as the
   * adapters do. A fault throws, or rejects once a rule answered with a promise.
   */
  check(data: unknown, options?: ValidateOptions): ValidationResult<InferRules<R>, InferErrors<R>> | Promise<ValidationResult<InferRules<R>, InferErrors<R>>> {
    const run = this.#start(data, options, false);
    if (!(run instanceof Run)) return run as ValidationResult<InferRules<R>, InferErrors<R>>;
    return (run.pending === undefined ? run.result() : run.settle()) as ValidationResult<InferRules<R>, InferErrors<R>> | Promise<ValidationResult<InferRules<R>, InferErrors<R>>>;
  }

  /** Validates synchronously; throws a `TypeError` when a rule is async. */
  validateSync(data: unknown, options?: ValidateOptions): ValidationResult<InferRules<R>, InferErrors<R>> {
    if (this.#async) throw new TypeError('valigate: this validator has an async rule; use validate()');
    const run = this.#start(data, options, true);
    return (run instanceof Run ? run.result() : run) as ValidationResult<InferRules<R>, InferErrors<R>>;
  }

  /**
   * Returns the validated data, or throws a `ValidationError` carrying `errors` and Standard Schema
   * `issues`: the parse a schema consumer such as tRPC looks for. Throws a `TypeError` when a rule
   * is async (use `parseAsync()`), and a `ValidationFault` when a rule faults.
   */
  parse(data: unknown, options?: ValidateOptions): InferRules<R> {
    if (this.#async) throw new TypeError('valigate: this validator has an async rule; use parseAsync()');
    return this.#parsed(this.#start(data, options, true));
  }

  /** Resolves with the validated data; rejects with a `ValidationError`, or a `ValidationFault` when a rule faults. */
  parseAsync(data: unknown, options?: ValidateOptions): Promise<InferRules<R>> {
    // The executor runs at once, and what it throws (a fault, the ValidationError) becomes the rejection.
    return new Promise<InferRules<R>>((resolve) => {
      const run = this.#start(data, options, false);
      resolve(run instanceof Run && run.pending !== undefined ? run.settle().then(() => this.#parsed(run)) : this.#parsed(run));
    });
  }

  /** The data of a finished run, or its failures thrown as one `ValidationError`. */
  #parsed(run: ValidationResult | Run): InferRules<R> {
    if (!(run instanceof Run)) return run.data as InferRules<R>;
    if (run.valid) return run.output as InferRules<R>;
    throw new ValidationError(run.result().errors, run.issues());
  }

  /**
   * Standard Schema v1, for tRPC, Hono, TanStack Form and the rest: `validate(value)` answers
   * `{ value }` or `{ issues }` with paths as key arrays (`['items', 1, 'qty']`), synchronously
   * unless a rule is async.
   */
  get '~standard'(): StandardSchemaV1.Props<InferInput<R>, InferRules<R>> {
    return (this.#standard ??= {
      version: 1,
      vendor: 'valigate',
      validate: (value) => {
        const run = this.#start(value, undefined, false);
        if (!(run instanceof Run)) return { value: run.data as InferRules<R> };
        const answer = (): StandardSchemaV1.Result<InferRules<R>> => (run.valid ? { value: run.output as InferRules<R> } : { issues: run.issues() });
        return run.pending === undefined ? answer() : run.settle().then(answer);
      },
    });
  }

  /** The result at once when the straight-line code answers valid data; its failures' messages, or the walk's run, else. */
  #start(data: unknown, options: ValidateOptions | undefined, sync: boolean): ValidationResult | Run {
    const context: RuleContext = {
      req: options?.req,
      database: options?.database ?? this.#options.database ?? registry().database,
    };
    const straight = this.#straight?.(data, context.req, context);
    if (straight === undefined) return this.#run(data, context, sync);
    const { failures } = straight;
    if (failures === undefined) return { valid: true, errors: {}, data: straight.data };
    // Past the error cap the walk stops at the field that reached it, leaving later fields out of the data too.
    if (failures.length > 3 * this.#limits.errors) return this.#run(data, context, sync);
    // The rules have answered; what is left is the messages of the failures, in the walk's order.
    const run = new Run(data, context, this.#options, this.#limits, sync, straight.data);
    for (let i = 0; i < failures.length && !run.stopped; i += 3) {
      run.failAt(this.#fields[failures[i] as number]!, failures[i + 1] as number, failures[i + 2]);
    }
    return run;
  }

  /** Walks the data for every field. */
  #run(data: unknown, context: RuleContext, sync: boolean): Run {
    const run = new Run(data, context, this.#options, this.#limits, sync);
    const fields = this.#fields;
    try {
      run.visit(this.#tree, data, true, false);
      if (this.#strict) run.undeclared(this.#strict.shape, this.#strict.message, data, '');
      run.flushBatches();
    } catch (fault) {
      // Rules already waiting must not outlive the run: no timer left, no rejection unhandled.
      run.abort();
      throw fault;
    }
    return run;
  }
}

/** The state of one `validate()` call. */
class Run {
  /** Promises of rules that answered asynchronously; undefined while every rule answered at once. */
  pending: Promise<void>[] | undefined;
  #failed: Entry[] | undefined;
  #timers: Set<ReturnType<typeof setTimeout>> | undefined;
  /** Batched rules waiting for the end of the walk; null once flushed. */
  #batches: Map<CompiledRule, Batch> | null | undefined;
  /** The key and the input node at each depth of the path being walked, reused for every field. */
  readonly #keys: (string | number)[] = [];
  readonly #nodes: unknown[] = [];
  #index: string | number | undefined;
  #messages = 0;
  #order = 0;
  #aborted = false;
  #cleanPrototypes: boolean | undefined;
  /** Laravel's ConvertEmptyStringsToNull: a blank string is validated, and kept, as null. */
  readonly #blankToNull: boolean;
  /** What each wildcard has expanded so far in this run; -1 once it passed the cap, so it expands no more. */
  #expanded: Map<PlanNode, number> | undefined;
  /** The containers of the validated data along the walk's current path: `#outs[k]` at `k` keys deep, undefined until made. */
  readonly #outs: (Record<PropertyKey, unknown> | undefined)[];
  /** The objects and arrays of the validated data that this run made: any other object there is the input's own, never written. */
  readonly #created = new WeakSet<object>();
  stopped = false;

  constructor(
    readonly data: unknown,
    readonly context: RuleContext,
    readonly options: ValidatorOptions,
    readonly limits: Required<ValidatorLimits>,
    readonly sync: boolean,
    /** The validated data, begun by the straight-line code when it handed over some fields. */
    readonly output: Record<string, unknown> = {},
  ) {
    this.#blankToNull = options.convertEmptyStringsToNull !== false;
    this.#outs = [output];
  }

  /** The walk's containers for an entry still on the walk's path; none for one placed after the walk moved on. */
  #live(entry: Entry): (Record<PropertyKey, unknown> | undefined)[] | undefined {
    return entry.keys === this.#keys ? this.#outs : undefined;
  }

  /**
   * Checks the field declared at `node`, then goes on into `value` for the fields below it: each
   * input node is read once for every field under it. `present` says whether the key was there.
   */
  visit(node: PlanNode, value: unknown, present: boolean, inList: boolean): void {
    const { depth, field } = node;
    this.#nodes[depth] = value;
    if (field) {
      let checked = value;
      let there = present && value !== undefined;
      // A list cannot leave an element out without a hole its type does not have: a missing or
      // blank element is validated as null, even when blank strings are kept.
      if (inList && (checked === undefined || isBlank(checked))) {
        checked = null;
        there = true;
      } else if (there && this.#blankToNull && isBlank(checked)) checked = null;
      this.#check(this.#entry(field, checked, there, depth));
    }
    if (node.children.length === 0 && node.wildcard === undefined) return;
    // A missing parent makes its children absent; a wildcard over nothing matches nothing, as in Laravel (require the list with `items: 'required|array'`).
    const object = present && isObjectLike(value) ? value : undefined;
    for (const child of node.children) {
      if (this.stopped) return;
      let found = false;
      let childValue: unknown;
      if (object !== undefined) {
        // Inlined rather than ownValue(): no tuple allocated per key on the hot path.
        try {
          if (Object.hasOwn(object, child.segment)) {
            childValue = object[child.segment];
            found = true;
          }
        } catch {
          // A getter or proxy trap that throws is hostile input: the field counts as absent.
        }
      }
      this.#keys[depth] = child.segment;
      this.#outs[depth + 1] = undefined;
      this.visit(child, childValue, found, false);
    }
    if (node.wildcard !== undefined && object !== undefined && !this.stopped) this.#expand(node.wildcard, object);
  }

  /** Visits every element of the object or array met at a wildcard, within the caps on how many. */
  #expand(node: PlanNode, list: Record<string, unknown>): void {
    const depth = node.depth - 1;
    // Past the cap the field fails before anything is expanded, so a million-element array costs nothing.
    const members = isList(list) ? undefined : ownKeys(list).filter((key) => !RESERVED_SEGMENTS.has(key));
    const count = members ? members.length : lengthOf(list as unknown as unknown[]);
    const spent = (this.#expanded ??= new Map()).get(node) ?? 0;
    if (spent < 0) return;
    // The values a wildcard expands to are capped as a whole too, its outer wildcards' included, so nested wildcards cannot multiply past the cap.
    const total = spent + count + this.#spentAbove(node);
    const overCap = count > this.limits.wildcardElements;
    if (overCap || total > this.limits.expandedValues) {
      const entry = this.#entry(node.first, list, true, depth);
      // The list's own path names the failure; a wildcard at the root has none, so the declared field does.
      if (depth === 0) entry.path = node.first.pattern;
      if (overCap) this.#fail(entry, WILDCARD_LIMIT_MESSAGE, { max: this.limits.wildcardElements });
      else {
        this.#fail(entry, EXPANSION_LIMIT_MESSAGE, { max: this.limits.expandedValues });
        this.#expanded.set(node, -1);
      }
      return;
    }
    this.#expanded.set(node, spent + count);
    const outer = this.#index;
    // An object's members are its own keys. Array.prototype holds no indices unless something polluted it
    // (checked once per run), so a defined element is then an own one; `Object.hasOwn` is slow on a hot loop.
    let ownIfDefined = members !== undefined;
    try {
      ownIfDefined ||= Object.getPrototypeOf(list) === Array.prototype && this.#arraysInheritNothing();
    } catch {
      // A proxy whose getPrototypeOf trap throws: every element is checked with Object.hasOwn.
    }
    // Each element of a list keeps its place in the validated data, even when none of its fields is kept, so the list has no holes;
    // an element declared as a field of its own (`g.*: 'array'`) that is not an object has the place its own rules give it.
    const dense = members === undefined && (node.children.length > 0 || node.wildcard !== undefined);
    for (let i = 0; i < count && !this.stopped; i++) {
      const key = members ? members[i]! : i;
      let value: unknown;
      let found = false;
      try {
        value = list[key];
        found = (value !== undefined && ownIfDefined) || Object.hasOwn(list, key);
        if (!found) value = undefined;
      } catch {
        // A getter or proxy trap that throws is hostile input: the element counts as absent.
      }
      this.#keys[depth] = this.#index = key;
      this.#outs[depth + 1] = undefined;
      if (dense && (node.field === undefined || isObjectLike(value))) {
        this.#nodes[depth + 1] = value;
        place(this.output, this.#created, this.#keys, this.#nodes, depth + 1, undefined, true, this.#outs);
      }
      this.visit(node, value, found, members === undefined);
    }
    this.#index = outer;
  }

  /** What the wildcards above `node` have expanded so far in this run. */
  #spentAbove(node: PlanNode): number {
    let spent = 0;
    for (let above = node.above; above !== undefined; above = above.above) spent += Math.max(0, this.#expanded?.get(above) ?? 0);
    return spent;
  }

  /** True unless Array.prototype or Object.prototype has an enumerable property (an index put there by pollution). */
  #arraysInheritNothing(): boolean {
    if (this.#cleanPrototypes === undefined) {
      this.#cleanPrototypes = true;
      // for-in walks the whole chain; built-in methods are not enumerable, so normally this loop never runs.
      for (const _ in Array.prototype) {
        this.#cleanPrototypes = false;
        break;
      }
    }
    return this.#cleanPrototypes;
  }

  /** The concrete field the walk is on; its path is the pattern itself when the plan has no wildcard. */
  #entry(plan: FieldPlan, value: unknown, present: boolean, depth = plan.segments.length): Entry {
    const path = plan.wildcard ? undefined : plan.pattern;
    return { plan, path, depth, value, present, index: this.#index, order: this.#order++, keys: this.#keys, nodes: this.#nodes, messages: undefined };
  }

  /**
   * Gives a waiting entry its own copy of the path stacks, which the walk goes on reusing. A path
   * without wildcards has its pattern's keys. A failed entry is never placed, so it keeps only keys.
   */
  #detach(entry: Entry, keysOnly = false): void {
    if (entry.keys !== this.#keys) return;
    const { plan } = entry;
    entry.keys = plan.wildcard ? this.#keys.slice(0, entry.depth) : plan.segments;
    if (!keysOnly) entry.nodes = this.#nodes.slice(0, entry.depth + 1);
  }

  /** Reports, under `strict`, every own key of the data that no declared path reaches; a declared leaf's value is taken whole. */
  undeclared(shape: Shape, message: CompiledTemplate, node: unknown, path: string, keys: readonly (string | number)[] = []): void {
    if (!isObjectLike(node) || (shape.children.size === 0 && !shape.wildcard)) return;
    // The walk already failed a wildcard over too many elements; do not list them again.
    if (shape.wildcard && isList(node) && lengthOf(node) > this.limits.wildcardElements) return;
    for (const key of ownKeys(node)) {
      if (this.stopped) return;
      const child = shape.children.get(key) ?? (RESERVED_SEGMENTS.has(key) ? undefined : shape.wildcard);
      const at = path === '' ? key : `${path}.${key}`;
      const atKeys = [...keys, isList(node) ? Number(key) : key];
      if (!child) {
        // Its own keys, so the walk's shared key stack never stands for this path.
        this.#fail({ ...this.#entry(UNDECLARED, undefined, true, atKeys.length), path: at, keys: atKeys }, message, undefined);
        continue;
      }
      const [found, value] = ownValue(node, key);
      if (found) this.undeclared(child, message, value, at, atKeys);
    }
  }

  /** Lists the failure of rule `at` of a field without wildcards, whose rules another pass has run on `value`; a field's failures come together. */
  failAt(plan: FieldPlan, at: number, value: unknown): void {
    const last = this.#failed?.at(-1);
    this.#failRule(plan.checks[at]!, last?.plan === plan ? last : this.#entry(plan, value, value !== undefined));
  }

  /** Runs a concrete field's rules, from the guards to the last check. */
  #check(entry: Entry): void {
    const { skips } = entry.plan;
    let skipExplicit = false;
    for (let i = 0; i < skips.length; i++) {
      let outcome: Skip;
      try {
        outcome = skips[i]!.skip(entry.value, entry.present);
      } catch (cause) {
        throw new ValidationFault(skips[i]!.name, pathOf(entry), cause);
      }
      if (outcome === 'omit') return;
      if (outcome === 'explicit') skipExplicit = true;
    }
    this.#wait(this.#runChecks(entry, 0, false, skipExplicit), entry);
  }

  #wait(outcome: void | Promise<void>, entry: Entry): void {
    if (!outcome) return;
    if (this.sync) {
      outcome.then(undefined, () => undefined);
      throw new TypeError(`valigate: a rule on field "${pathOf(entry)}" returned a promise; use validate()`);
    }
    this.#detach(entry);
    (this.pending ??= []).push(outcome);
  }

  /** Checks from rule `from` on; returns a promise only when a rule answered with one. */
  #runChecks(entry: Entry, from: number, failed: boolean, skipExplicit: boolean): void | Promise<void> {
    const { checks, bail } = entry.plan;
    const { value } = entry;
    if (this.#aborted) return;
    const blank = !entry.present || isBlank(value);
    for (let at = from; at < checks.length; at++) {
      const rule = checks[at]!;
      if (!rule.implicit && (blank || skipExplicit)) continue;
      if (rule.deferred && failed) continue;
      if (rule.validateMany !== undefined && this.#batches !== null) {
        this.#queue(rule, entry, at, failed, skipExplicit);
        return;
      }
      let passed: unknown;
      try {
        passed = rule.validate.call(rule.definition, value, rule.params, rule.readsField ? pathOf(entry) : '', this.data, this.context.req, this.context);
      } catch (cause) {
        throw new ValidationFault(rule.name, pathOf(entry), cause);
      }
      if (passed === true) continue;
      if (this.#thenable(passed, rule, entry)) {
        return this.#settle(rule, entry, passed).then((ok) => this.#resume(entry, at, ok === true, failed, skipExplicit));
      }
      // Fail closed: only `true` passes; `undefined` (a forgotten return), 'ok' or 1 is a failure.
      failed = true;
      this.#failRule(rule, entry);
      if (bail || rule.implicit) break;
    }
    this.#finish(entry, failed, skipExplicit);
  }

  /** Continues a field's rules after an async or batched answer for rule `at`. */
  #resume(entry: Entry, at: number, passed: boolean, failed: boolean, skipExplicit: boolean): void | Promise<void> {
    const rule = entry.plan.checks[at]!;
    if (!passed) {
      this.#failRule(rule, entry);
      if (entry.plan.bail || rule.implicit) return this.#finish(entry, true, skipExplicit);
      failed = true;
    }
    return this.#runChecks(entry, at + 1, failed, skipExplicit);
  }

  #queue(rule: CompiledRule, entry: Entry, at: number, failed: boolean, skipExplicit: boolean): void {
    this.#detach(entry);
    this.#batches ??= new Map();
    let batch = this.#batches.get(rule);
    if (!batch) this.#batches.set(rule, (batch = { rule, waiting: [] }));
    // The field's earlier failure is kept, so a failed field never lands in the validated data.
    batch.waiting.push({ entry, at, failed, skipExplicit });
  }

  /** Asks every batched rule once for all its values, then continues each field. */
  flushBatches(): void {
    const batches = this.#batches;
    // After the flush, a batched rule met later (after an async rule) checks its value alone.
    this.#batches = null;
    if (!batches) return;
    for (const { rule, waiting } of batches.values()) {
      const first = waiting[0]!.entry;
      let answers: readonly boolean[] | PromiseLike<readonly boolean[]>;
      try {
        answers = rule.validateMany!.call(
          rule.definition,
          waiting.map(({ entry }) => entry.value),
          rule.params,
          waiting.map(({ entry }) => pathOf(entry)),
          this.data,
          this.context.req,
          this.context,
        );
      } catch (cause) {
        throw new ValidationFault(rule.name, pathOf(first), cause);
      }
      const resumeAll = (results: readonly boolean[]) => {
        // One answer per value or the rule is broken: a fault, never a pass or a failure.
        if (!isList(results) || lengthOf(results) !== waiting.length) {
          throw new ValidationFault(rule.name, pathOf(first), new TypeError(`validateMany must answer a list of ${waiting.length} booleans`), 'answered garbage');
        }
        const outcomes = waiting.map(({ entry, at, failed, skipExplicit }, i) => this.#resume(entry, at, results[i] === true, failed, skipExplicit));
        const later = outcomes.filter((outcome): outcome is Promise<void> => outcome !== undefined);
        return later.length ? Promise.all(later).then(() => undefined) : undefined;
      };
      if (this.#thenable(answers, rule, first)) this.#wait(this.#settle(rule, first, answers).then(resumeAll), first);
      else this.#wait(resumeAll(answers), first);
    }
  }

  /** Whether a rule answered with a promise or thenable; a `then` getter that throws (hostile or broken) is a fault. */
  #thenable(answer: unknown, rule: CompiledRule, entry: Entry): answer is PromiseLike<unknown> {
    try {
      return isThenable(answer);
    } catch (cause) {
      throw new ValidationFault(rule.name, pathOf(entry), cause);
    }
  }

  /**
   * Waits for a rule's promise with the timeout; a rejection or a timeout is a fault. The timer
   * covers the whole settlement: a thenable that resolves to another thenable is followed to the
   * end (`Promise.resolve` adopts it), and a `then` that throws rejects. The timer exists only for
   * a rule that did answer with a promise.
   */
  #settle<T>(rule: CompiledRule, entry: Entry, answer: PromiseLike<T>): Promise<T> {
    const limit = this.limits.ruleTimeout;
    const timers = (this.#timers ??= new Set());
    return new Promise<T>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      // validateSync refuses a promise at once, so it never needs a timer.
      if (!this.sync && limit !== Number.POSITIVE_INFINITY) {
        timer = setTimeout(() => reject(new ValidationFault(rule.name, pathOf(entry), undefined, `did not settle within ${limit} ms`)), limit);
        (timer as { unref?: () => void }).unref?.();
        timers.add(timer);
      }
      const done = () => {
        if (timer !== undefined) {
          clearTimeout(timer);
          timers.delete(timer);
        }
      };
      Promise.resolve(answer).then(
        (value) => (done(), resolve(value)),
        (cause: unknown) => (done(), reject(cause instanceof ValidationFault ? cause : new ValidationFault(rule.name, pathOf(entry), cause, 'rejected'))),
      );
    });
  }

  /** The rule's template for this value, split on the rule's first failure and kept. */
  #template(rule: CompiledRule, entry: Entry): CompiledTemplate {
    const message = (rule.message ??= compileMessage(entry.plan.pattern, rule.name, rule.definition, this.options.messages));
    return Array.isArray(message) ? (message as CompiledTemplate) : (message as Record<SizeKind, CompiledTemplate>)[sizeKind(entry.value, entry.plan.numeric)];
  }

  /** Adds the rule's message for the entry. Describing a hostile value (a revoked proxy's size or `{input}`) can throw: a fault, like a throwing rule. */
  #failRule(rule: CompiledRule, entry: Entry): void {
    try {
      this.#fail(entry, this.#template(rule, entry), rule.params);
    } catch (cause) {
      throw new ValidationFault(rule.name, pathOf(entry), cause);
    }
  }

  /** Adds a message for the entry: the template filled with the entry's placeholders and `params`. */
  #fail(entry: Entry, template: CompiledTemplate, params: unknown): void {
    if (this.stopped) return;
    if (this.#messages >= this.limits.errors) {
      this.stopped = true;
      return;
    }
    this.#messages++;
    const message = this.#render(entry, template, params);
    if (!entry.messages) {
      entry.messages = [];
      // The issue paths of ~standard read the keys after the walk has moved on.
      this.#detach(entry, true);
      (this.#failed ??= []).push(entry);
    }
    entry.messages.push(message);
  }

  /** The message of a failure. A field without wildcards whose template never shows the value reads the same every time: it is rendered once. */
  #render(entry: Entry, template: CompiledTemplate, params: unknown): string {
    const { plan } = entry;
    const known = plan.rendered?.get(template);
    if (known !== undefined) return known;
    const message = renderTemplate(template, (name) => this.#placeholder(name, entry, params));
    if (!plan.wildcard && showsOnlyConstants(template)) (plan.rendered ??= new Map()).set(template, message);
    return message;
  }

  #placeholder(name: string, entry: Entry, params: unknown): string | undefined {
    switch (name) {
      case 'field': {
        const { plan } = entry;
        if (plan.wildcard) return this.#label(pathOf(entry), plan.pattern);
        return (plan.label ??= this.#label(plan.pattern, plan.pattern));
      }
      case 'index':
      case 'position': {
        const { index } = entry;
        if (index === undefined) return undefined;
        return name === 'index' || typeof index !== 'number' ? String(index) : String(index + 1);
      }
      case 'input':
        return showValue(entry.value);
    }
    if (Array.isArray(params)) return digits.test(name) ? showValue(params[Number(name)]) : undefined;
    return isObjectLike(params) && Object.hasOwn(params, name) ? showValue(params[name]) : undefined;
  }

  /** `{field}`: the custom attribute name of the concrete path or of its pattern, else the path made readable. */
  #label(path: string, pattern: string): string {
    const { attributes } = this.options;
    if (hasOwn(attributes, path)) return attributes![path]!;
    if (hasOwn(attributes, pattern)) return attributes![pattern]!;
    return humanize(path);
  }

  /** Puts a passing, present field into the validated data, converted when its type rules ran on it. */
  #finish(entry: Entry, failed: boolean, skipExplicit: boolean): void {
    if (failed || !entry.present) return;
    const { plan, value } = entry;
    const depth = plan.segments.length;
    if (plan.container) {
      if (isObjectLike(value)) place(this.output, this.#created, entry.keys, entry.nodes, depth, undefined, true, this.#live(entry));
      // A null that a modifier keeps as it is (`nullable`) is kept, as Laravel keeps it; its declared children are absent.
      else if (value === null && skipExplicit) place(this.output, this.#created, entry.keys, entry.nodes, depth, null, false, this.#live(entry));
      // An element of a list that passed with no object to keep still holds its place, with no children.
      else if (plan.segments[depth - 1] === '*' && isList(entry.nodes[depth - 1])) place(this.output, this.#created, entry.keys, entry.nodes, depth, undefined, true, this.#live(entry));
      return;
    }
    // Only when blank strings are kept as text: a blank value skipped the field's type rules, so it has none of their types.
    if (isBlank(value)) return;
    let stored = value;
    if (plan.coerce && !skipExplicit) {
      try {
        stored = plan.coerce(value);
      } catch (cause) {
        // A custom rule's coerce that throws is a fault like its validate; the name is looked up only here.
        throw new ValidationFault(plan.checks.find(({ definition }) => definition.coerce === plan.coerce)?.name ?? 'coerce', pathOf(entry), cause);
      }
    }
    place(this.output, this.#created, entry.keys, entry.nodes, depth, stored, false, this.#live(entry));
  }

  /** The failed fields in the order of the walk. */
  #failures(): readonly Entry[] {
    const failed = this.#failed ?? [];
    // The walk goes through the data node by node and async answers arrive in any order: the
    // errors come as the rules are written, field by field, each field's values in the data's order.
    if (failed.length > 1) failed.sort((a, b) => a.plan.index - b.plan.index || a.order - b.order);
    return failed;
  }

  get #stopMessage(): string {
    return `Validation stopped after ${this.limits.errors} errors.`;
  }

  /** True when no rule failed, once every rule has answered. */
  get valid(): boolean {
    return this.#failed === undefined && !this.stopped;
  }

  /** The result once every rule has answered. */
  result(): ValidationResult {
    const errors: ValidationErrors = {};
    for (const entry of this.#failures()) {
      const path = pathOf(entry);
      const messages = entry.messages;
      // Defined, not assigned, where assigning would call the prototype's setter: an undeclared `__proto__` key reported by `strict` stays an ordinary key.
      // Two declared patterns can reach one path (`tag` and `*`): each keeps its messages.
      const all = Object.hasOwn(errors, path) ? [...errors[path]!, ...messages!] : messages!;
      if (path === '__proto__') Object.defineProperty(errors, path, { value: all, enumerable: true, writable: true, configurable: true });
      else errors[path] = all;
    }
    if (this.stopped) errors['*'] = [this.#stopMessage];
    return { valid: this.valid, errors, data: this.output } as ValidationResult;
  }

  /** The failures as Standard Schema issues: one per message, the path as keys (numbers for array indices). */
  issues(): StandardSchemaV1.Issue[] {
    const issues: StandardSchemaV1.Issue[] = [];
    for (const entry of this.#failures()) for (const message of entry.messages!) issues.push({ message, path: entry.keys });
    if (this.stopped) issues.push({ message: this.#stopMessage });
    return issues;
  }

  /** Waits for every async rule; on a fault, clears the timers left and rejects with it. */
  settle(): Promise<ValidationResult> {
    return Promise.all(this.pending!).then(
      () => this.result(),
      (fault: unknown) => {
        this.abort();
        throw fault;
      },
    );
  }

  /** After a fault: no rule starts any more, no timer is left, and rules still running cannot reject unhandled. */
  abort(): void {
    this.#aborted = true;
    for (const outcome of this.pending ?? []) outcome.then(undefined, () => undefined);
    for (const timer of this.#timers ?? []) clearTimeout(timer);
    this.#timers?.clear();
  }
}

/**
 * Writes a field into the validated data at its first `depth` keys, making each missing level
 * an array or an object as the input node there is. A container field writes only its levels.
 * `outs` holds the containers already made along the walk's current path (`outs[k]` at `k`
 * keys deep), so a value is placed from its parent, not from the root; a field placed after
 * the walk moved on (an async or batched answer) passes none.
 */
function place(output: Record<PropertyKey, unknown>, created: WeakSet<object>, keys: readonly (string | number)[], nodes: readonly unknown[], depth: number, value: unknown, container: boolean, outs?: (Record<PropertyKey, unknown> | undefined)[]): void {
  const levels = container ? depth : depth - 1;
  let target = output;
  let level = 0;
  if (outs) {
    for (let known = levels; known > 0; known--) {
      const out = outs[known];
      if (out !== undefined) {
        target = out;
        level = known;
        break;
      }
    }
  }
  for (; level < levels; level++) {
    const key = keys[level]!;
    const existing = target[key];
    let next: Record<PropertyKey, unknown>;
    if (existing === undefined || existing === null || typeof existing !== 'object') {
      next = (isList(nodes[level + 1]) ? [] : {}) as Record<PropertyKey, unknown>;
      created.add(next);
      target[key] = next;
    } else if (!created.has(existing)) {
      // Another field placed the input's own object here whole (`settings: 'object'` beside `'*.n'`): write into a copy, never into the input.
      next = ownCopy(existing);
      created.add(next);
      target[key] = next;
    } else next = existing as Record<PropertyKey, unknown>;
    if (outs) outs[level + 1] = next;
    target = next;
  }
  if (container) return;
  const key = keys[levels]!;
  const existing = target[key];
  // A whole object placed where fields below it were placed already (`'*'` beside `a.b`) keeps
  // their checked, converted values: it only adds the keys they did not set.
  if (isObjectLike(value) && isObjectLike(existing) && created.has(existing)) {
    for (const member of ownKeys(value)) {
      const [found, memberValue] = ownValue(value, member);
      if (found && !Object.hasOwn(existing, member)) Object.defineProperty(existing, member, { value: memberValue, enumerable: true, writable: true, configurable: true });
    }
  } else {
    target[key] = value;
    // What the walk knew of this place is gone.
    if (outs) outs[levels + 1] = undefined;
  }
}

/** A shallow copy of an input object or array, read as safely as the walk reads it; `__proto__` stays an own key. */
function ownCopy(source: object): Record<PropertyKey, unknown> {
  const copy = (isList(source) ? [] : {}) as Record<PropertyKey, unknown>;
  for (const key of ownKeys(source)) {
    const [found, value] = ownValue(source, key);
    if (found) Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

/** Placeholders that change with the value or the element, unlike `{field}` of a plain path and the rule's parameters. */
const VARYING_PLACEHOLDERS = new Set(['input', 'index', 'position']);

/** True when a template's placeholders are all fixed for one rule of one field without wildcards. */
function showsOnlyConstants(template: CompiledTemplate): boolean {
  for (let i = 1; i < template.length; i += 2) if (VARYING_PLACEHOLDERS.has(placeholderName(template[i]!))) return false;
  return true;
}

/** The `source` valigate's own rule modules register with. */
const BUILT_IN_SOURCE = 'valigate';

/** A rule's function counts the parameter at `position` (1-based) in its length, or has length 0 (`...args`, `arguments`), so it may read that argument; a parameter with a default value, or after one, does not count. */
function declaresParameter(fn: (...args: never[]) => unknown, position: number): boolean {
  return fn.length === 0 || fn.length >= position;
}

/** Whether a rule answers with a promise given these parameters: its `async` flag, or the function deciding it, or an async `validate`. */
function isAsyncCheck(definition: RuleDefinition, params: unknown): boolean {
  const { async } = definition;
  return (typeof async === 'function' ? async.call(definition, params) === true : async === true) || definition.validate.constructor?.name === 'AsyncFunction';
}

/** The largest delay `setTimeout` honours; a longer one would fire at once. */
const MAX_TIMEOUT = 2 ** 31 - 1;

/** The options' types, checked at construction: a wrong one would otherwise surface on a request (a 500 for every failure, "[object Object]" in a message). */
function checkOptions(options: ValidatorOptions): void {
  if (options === null || typeof options !== 'object') throw new TypeError('valigate: options must be an object');
  for (const name of ['messages', 'attributes'] as const) {
    const map = options[name];
    if (map === undefined) continue;
    if (map === null || typeof map !== 'object' || Array.isArray(map)) throw new TypeError(`valigate: options.${name} must be an object of text, got ${map === null ? 'null' : typeof map}`);
    for (const [key, text] of Object.entries(map)) {
      if (typeof text !== 'string') throw new TypeError(`valigate: options.${name}["${key}"] must be text, got ${text === null ? 'null' : typeof text}`);
    }
  }
  if (options.limits !== undefined && (options.limits === null || typeof options.limits !== 'object')) {
    throw new TypeError(`valigate: options.limits must be an object of limits (depth, wildcardElements, expandedValues, errors, ruleTimeout), got ${options.limits === null ? 'null' : typeof options.limits}`);
  }
  for (const name of ['strict', 'compile', 'convertEmptyStringsToNull'] as const) {
    if (options[name] !== undefined && typeof options[name] !== 'boolean') throw new TypeError(`valigate: options.${name} must be true or false`);
  }
  const { database } = options;
  if (database !== undefined && (database === null || typeof database.count !== 'function' || typeof database.countMany !== 'function')) {
    throw new TypeError('valigate: options.database must be a presence verifier with count and countMany');
  }
}

/** The defaults with the given limits over them; a limit that is unknown or not a positive count throws, so a typo cannot turn a cap off. */
function resolveLimits(limits: ValidatorLimits | undefined): Required<ValidatorLimits> {
  if (limits === undefined) return DEFAULT_LIMITS;
  const resolved: Record<string, number> = { ...DEFAULT_LIMITS };
  for (const [name, value] of Object.entries(limits)) {
    if (!Object.hasOwn(DEFAULT_LIMITS, name)) throw new TypeError(`valigate: unknown limit "${name}" (use ${Object.keys(DEFAULT_LIMITS).join(', ')})`);
    if (value === undefined) continue;
    const valid = name === 'ruleTimeout' ? typeof value === 'number' && value > 0 && (value <= MAX_TIMEOUT || value === Number.POSITIVE_INFINITY) : Number.isSafeInteger(value) && value > 0;
    if (!valid) {
      const expected = name === 'ruleTimeout' ? `milliseconds from 1 to ${MAX_TIMEOUT}, or Infinity for none` : 'a positive integer';
      throw new TypeError(`valigate: limits.${name} must be ${expected}, got ${String(value)}`);
    }
    resolved[name] = value;
  }
  return resolved as Required<ValidatorLimits>;
}

/** The tree of declared paths; `*` matches any key but a reserved one. */
function shapeOf(fields: readonly FieldPlan[]): Shape {
  const root: Shape = { children: new Map(), wildcard: undefined };
  for (const { segments } of fields) {
    let node = root;
    for (const segment of segments) {
      const make = (): Shape => ({ children: new Map(), wildcard: undefined });
      if (segment === '*') node = node.wildcard ??= make();
      else {
        let child = node.children.get(segment);
        if (!child) node.children.set(segment, (child = make()));
        node = child;
      }
    }
  }
  return root;
}

/**
 * The fields as the straight-line code takes them, when it can: every rule pure, every field flat
 * (`name`), one level down (`customer.name`) or one wildcard over a flat key (`items.*.sku`); the
 * fields under one key declared together (so the data is built in the walk's order), and no field
 * with declared children.
 */
function straightParts(fields: readonly FieldPlan[]): StraightPart[] | undefined {
  const parts: StraightPart[] = [];
  const heads = new Set<string>();
  let group: { readonly head: string; readonly wildcard: boolean; readonly fields: StraightField[]; readonly at: number[] } | undefined;
  for (let at = 0; at < fields.length; at++) {
    const plan = fields[at]!;
    const { segments, wildcard } = plan;
    if (!plan.pure || plan.container) return undefined;
    const field: StraightField = { key: segments.at(-1)!, bail: plan.bail, skips: plan.skips.map(({ skip }) => skip), checks: plan.checks, coerce: plan.coerce };
    if (segments.length === 1 && !wildcard) {
      parts.push({ field, at });
      group = undefined;
      continue;
    }
    const head = segments[0]!;
    const shaped = wildcard ? segments.length === 3 && segments[1] === '*' && head !== '*' && segments[2] !== '*' : segments.length === 2;
    if (!shaped) return undefined;
    if (group?.head === head && group.wildcard === wildcard) {
      group.fields.push(field);
      group.at.push(at);
    } else if (heads.has(head)) return undefined;
    else {
      heads.add(head);
      parts.push((group = { head, wildcard, fields: [field], at: [at] }));
    }
  }
  return parts;
}

/** Resolves, parses and orders one field's rules: every definition mistake surfaces here. */
function compileField(pattern: string, spec: RulesMap[string], limits: Required<ValidatorLimits>, timezone: string): FieldPlan {
  const segments = pattern.split('.');
  if (segments.length > limits.depth) throw definitionError(pattern, '(path)', `the path is deeper than ${limits.depth} segments`);
  for (const segment of segments) {
    if (segment === '' || RESERVED_SEGMENTS.has(segment)) throw definitionError(pattern, '(path)', `"${segment}" is not a usable path segment`);
  }
  const resolved = tokenize(spec, pattern).map((token) => {
    const definition = token.inline ?? lookup(token.name);
    if (!definition) {
      throw definitionError(pattern, token.name, `unknown rule (the built-in rules are registered by importing 'valigate', or one by one with 'valigate/rules/${token.name}'; register your own with Validator.extend)`);
    }
    return { token, definition };
  });
  const numeric = resolved.some(({ definition }) => definition.numericSize === true);
  const info = { field: pattern, numeric, array: resolved.some(({ definition }) => definition.arrayType === true), timezone, rules: resolved.map(({ token }) => token) };
  const checks: CompiledRule[] = [];
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
    if (definition.modifier) {
      bail ||= definition.modifier.bail === true;
      if (definition.modifier.skip) skips.push({ name, skip: definition.modifier.skip });
      continue;
    }
    checks.push({
      name,
      definition,
      validate: definition.validate,
      validateMany: definition.validateMany,
      params,
      implicit: definition.implicit === true,
      deferred: definition.deferred === true,
      readsField: declaresParameter(definition.validate, 3),
      // Only valigate's own rules are trusted to show in their length whether they read the data (unique and exists do).
      readsData: token.inline !== undefined || registry().sources.get(name) !== BUILT_IN_SOURCE || declaresParameter(definition.validate, 4),
      message: undefined,
    });
  }
  // Implicit rules (required and its kin) go first in every notation, so `string().required()` on null
  // answers only that it is required; deferred rules (database lookups) go last, so they only run
  // for values that passed the rest. The sort is stable: the other rules keep their written order.
  const rank = (check: CompiledRule) => (check.implicit ? 0 : check.deferred ? 2 : 1);
  checks.sort((a, b) => rank(a) - rank(b));
  return {
    pattern,
    segments,
    wildcard: segments.includes('*'),
    checks,
    skips,
    bail,
    numeric,
    coerce: resolved.find(({ definition }) => definition.coerce)?.definition.coerce,
    pure: !checks.some(({ definition, params }) => isAsyncCheck(definition, params)) && resolved.every(({ definition }) => definition.pure === true && !definition.deferred && !definition.validateMany),
    index: 0,
    container: false,
    label: undefined,
    rendered: undefined,
  };
}

/** Laravel's lookup order: `field.rule`, `rule`, `field`, then the rule's own message; size kinds as `rule.kind`. */
function compileMessage(pattern: string, rule: string, definition: RuleDefinition, custom: Readonly<Record<string, string>> | undefined): Template {
  const own = (key: string) => (hasOwn(custom, key) ? custom![key] : undefined);
  const pick = (kind?: SizeKind) => {
    const suffix = kind ? `.${kind}` : '';
    const builtIn = definition.message;
    return (
      (kind && own(`${pattern}.${rule}${suffix}`)) ||
      own(`${pattern}.${rule}`) ||
      (kind && own(`${rule}${suffix}`)) ||
      own(rule) ||
      own(pattern) ||
      (typeof builtIn === 'string' ? builtIn : (kind && builtIn?.[kind]) || builtIn?.string) ||
      FALLBACK_MESSAGE
    );
  };
  const sized = typeof definition.message === 'object' || SIZE_KINDS.some((kind) => own(`${rule}.${kind}`) || own(`${pattern}.${rule}.${kind}`));
  if (!sized) return compileTemplate(pick());
  const byKind = {} as Record<SizeKind, CompiledTemplate>;
  for (const kind of SIZE_KINDS) byKind[kind] = compileTemplate(pick(kind));
  return byKind;
}
