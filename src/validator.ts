import { checkOptions, resolveLimits } from './options.js';
import type { CheckRules, InferErrors, InferInput, InferRules } from './infer.js';
import { hasOwn } from './input.js';
import { type CompiledTemplate, compileTemplate } from './messages.js';
import { type FieldPlan, type PlanNode, type Shape, compileField, isAsyncCheck, patternsOverlap, planTree, shapeOf } from './plan.js';
import { type ExtendOptions, extend, registry } from './registry.js';
import { Run } from './run.js';
import type { StandardJSONSchemaProps, StandardSchemaV1 } from './standard-schema.js';
import { type StraightRun, compileStraight, straightParts } from './straight.js';
import { tokenize } from './parser.js';
import type { PresenceVerifier, RuleContext, RuleDefinition, RuleToken, RulesMap, ValidateOptions, ValidationResult, ValidatorLimits, ValidatorOptions } from './types.js';
import { ValidationError } from './validation-error.js';

/** The tokens of the field declared at `pattern`, for `FieldInfo.rulesOf`; undefined when none is, or its rules do not parse (its own compilation reports them). */
function rulesOfField(rules: RulesMap, pattern: string): readonly RuleToken[] | undefined {
  if (!Object.hasOwn(rules, pattern)) return undefined;
  try {
    return tokenize(rules[pattern]!, pattern);
  } catch {
    return undefined;
  }
}

/** The validator's JSON Schema through the export `valigate/json-schema` registered, for Standard JSON Schema; a clear error when it is not loaded. */
function exportedSchema(validator: unknown, io: 'input' | 'output', options: { readonly target?: string } | undefined): Record<string, unknown> {
  const toJSONSchema = registry().jsonSchema;
  if (!toJSONSchema) throw new TypeError("valigate: the JSON Schema export is not loaded: add `import 'valigate/json-schema'` (the full 'valigate' entry loads it)");
  return toJSONSchema(validator, { target: options?.target, io });
}

/** A key no rule declares, under `strict`. */
const UNDECLARED_MESSAGE = 'The {field} field is not allowed.';

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

  /**
   * Lets validators built from now on generate code (the default), or makes them walk the rules
   * only: for a Content-Security-Policy that reports `eval`, and to run a test suite on the walk
   * alone. A validator's own `compile` option wins.
   */
  static useGeneratedCode(enabled: boolean): void {
    if (typeof enabled !== 'boolean') throw new TypeError('valigate: useGeneratedCode takes true or false');
    registry().generatedCode = enabled;
  }

  /** Sets the process-wide presence verifier that `unique` and `exists` ask. */
  static useDatabase(verifier: PresenceVerifier | undefined): void {
    registry().database = verifier;
  }

  /** The rules as given, kept for type inference and introspection. */
  readonly rules: R;
  readonly #fields: readonly FieldPlan[];
  readonly #tree: PlanNode;
  /** Two patterns may reach one path, so a path's messages may come from two fields. */
  readonly #overlapping: boolean;
  readonly #options: ValidatorOptions;
  readonly #limits: Required<ValidatorLimits>;
  readonly #async: boolean;
  readonly #readsData: boolean;
  readonly #dependencies: readonly string[];
  /** The declared paths and the message for any other field, when `strict`. */
  readonly #strict: { readonly shape: Shape; readonly message: CompiledTemplate } | undefined;
  #standard: (StandardSchemaV1.Props<InferInput<R>, InferRules<R>> & StandardJSONSchemaProps) | undefined;
  /** Straight-line code checking the fields at once, when every rule is pure and every field of a shape it compiles. */
  readonly #straight: StraightRun | undefined;
  /** Why the walk runs every call instead of generated code, when it does. */
  #walkReason: string | undefined;

  /** The options as given, for introspection (the JSON Schema export reads `strict` and `convertEmptyStringsToNull`). */
  get options(): ValidatorOptions {
    return this.#options;
  }

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
      // A rule that read another field's rules makes a plan of this rules map only: it is not shared.
      let asked = false;
      const rulesOf = (other: string) => {
        asked = true;
        return rulesOfField(rules, other);
      };
      const plan = known ? { ...known } : compileField(pattern, spec, this.#limits, options.timezone ?? 'UTC', rulesOf);
      if (key !== undefined && !known && !asked && shared!.size < 1_000) shared!.set(key, { ...plan });
      // Whether other declared fields sit below or above this one depends on the whole rules map, never cached.
      plan.container = patterns.some((other) => other.length > pattern.length && other[pattern.length] === '.' && other.startsWith(pattern));
      plan.index = index;
      return plan;
    });
    this.#tree = planTree(this.#fields);
    this.#overlapping = patternsOverlap(this.#fields);
    this.#async = this.#fields.some((plan) => plan.checks.some(({ definition, params }) => isAsyncCheck(definition, params)));
    this.#readsData = this.#fields.some((plan) => plan.checks.some((check) => check.readsData));
    this.#dependencies = [...new Set(this.#fields.flatMap((plan) => plan.reads.map((path) => path.split('.', 1)[0]!)))];
    if (options.strict) {
      const message = hasOwn(options.messages, 'strict') ? options.messages!.strict! : UNDECLARED_MESSAGE;
      // A field a rule reads (`password_confirmation` for `confirmed`) is expected in the data, not reported.
      const read = this.#fields.flatMap((plan) => plan.reads.map((path) => ({ segments: path.split('.') })));
      this.#strict = { shape: shapeOf([...this.#fields, ...read]), message: compileTemplate(message) };
    }
    const compile = options.compile ?? registry().generatedCode ?? true;
    const parts = !compile ? (options.compile === false ? 'the compile option is false' : 'Validator.useGeneratedCode(false)') : options.strict ? 'strict reports undeclared keys' : straightParts(this.#fields);
    if (typeof parts === 'string') this.#walkReason = parts;
    else {
      // Validators built per request from the same strings share one function: generating code costs more than validating.
      const blankToNull = options.convertEmptyStringsToNull !== false;
      const key = shared && patterns.every((pattern) => typeof rules[pattern] === 'string') ? JSON.stringify([blankToNull, ...patterns.map((pattern) => [pattern, rules[pattern]])]) : undefined;
      const cache = (registry().straight ??= new Map());
      this.#straight = key !== undefined && cache.has(key) ? cache.get(key) : compileStraight(parts, Math.min(this.#limits.wildcardElements, this.#limits.expandedValues), blankToNull);
      if (key !== undefined && cache.size < 1_000) cache.set(key, this.#straight);
      if (this.#straight === undefined) this.#walkReason = 'new Function is refused here (a Content-Security-Policy)';
    }
  }

  /**
   * How this validator runs: `generated` when its rules run as generated straight-line code (its
   * failures still get their messages from the walk), else `walk`, with the reason in words.
   */
  get executor(): { readonly mode: 'generated' | 'walk'; readonly reason?: string } {
    return this.#walkReason === undefined ? { mode: 'generated' } : { mode: 'walk', reason: this.#walkReason };
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

  /**
   * The top-level keys of the other fields the rules read (`RuleDefinition.reads`):
   * `['password_confirmation']` for `{ password: 'confirmed' }`. The adapters collect them from the
   * request beside the declared fields; they never reach the validated data unless declared.
   */
  get dependencies(): readonly string[] {
    return this.#dependencies;
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
    const done = run.complete();
    return (done === undefined ? run.result() : done.then(() => run.result())) as ValidationResult<InferRules<R>, InferErrors<R>> | Promise<ValidationResult<InferRules<R>, InferErrors<R>>>;
  }

  /** Validates synchronously; throws a `TypeError` when a rule is async. */
  validateSync(data: unknown, options?: ValidateOptions): ValidationResult<InferRules<R>, InferErrors<R>> {
    if (this.#async) throw new TypeError('valigate: this validator has an async rule; use validate()');
    const run = this.#start(data, options, true);
    if (!(run instanceof Run)) return run as ValidationResult<InferRules<R>, InferErrors<R>>;
    run.complete();
    return run.result() as ValidationResult<InferRules<R>, InferErrors<R>>;
  }

  /**
   * Returns the validated data, or throws a `ValidationError` carrying `errors` and Standard Schema
   * `issues`: the parse a schema consumer such as tRPC looks for. Throws a `TypeError` when a rule
   * is async (use `parseAsync()`), and a `ValidationFault` when a rule faults.
   */
  parse(data: unknown, options?: ValidateOptions): InferRules<R> {
    if (this.#async) throw new TypeError('valigate: this validator has an async rule; use parseAsync()');
    const run = this.#start(data, options, true);
    if (run instanceof Run) run.complete();
    return this.#parsed(run);
  }

  /** Resolves with the validated data; rejects with a `ValidationError`, or a `ValidationFault` when a rule faults. */
  parseAsync(data: unknown, options?: ValidateOptions): Promise<InferRules<R>> {
    // The executor runs at once, and what it throws (a fault, the ValidationError) becomes the rejection.
    return new Promise<InferRules<R>>((resolve) => {
      const run = this.#start(data, options, false);
      const done = run instanceof Run ? run.complete() : undefined;
      resolve(done === undefined ? this.#parsed(run) : done.then(() => this.#parsed(run)));
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
  get '~standard'(): StandardSchemaV1.Props<InferInput<R>, InferRules<R>> & StandardJSONSchemaProps {
    return (this.#standard ??= {
      version: 1,
      vendor: 'valigate',
      // Standard JSON Schema: the export itself is loaded by `valigate/json-schema`, not by the kernel.
      jsonSchema: {
        input: (options) => exportedSchema(this, 'input', options),
        output: (options) => exportedSchema(this, 'output', options),
      },
      validate: (value) => {
        const run = this.#start(value, undefined, false);
        if (!(run instanceof Run)) return { value: run.data as InferRules<R> };
        const answer = (): StandardSchemaV1.Result<InferRules<R>> => (run.valid ? { value: run.output as InferRules<R> } : { issues: run.issues() });
        const done = run.complete();
        return done === undefined ? answer() : done.then(answer);
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
    // An `after` hook still runs on valid data: it gets a run to add its failures to.
    if (failures === undefined && this.#options.after === undefined) return { valid: true, errors: {}, data: straight.data };
    // Past the error cap the walk stops at the field that reached it, leaving later fields out of the data too.
    if (failures !== undefined && failures.length > 3 * this.#limits.errors) return this.#run(data, context, sync);
    // The rules have answered; what is left is the messages of the failures, in the walk's order.
    const run = new Run(data, context, this.#options, this.#limits, sync, straight.data, this.#overlapping);
    for (let i = 0; failures !== undefined && i < failures.length && !run.stopped; i += 3) {
      run.failAt(this.#fields[failures[i] as number]!, failures[i + 1] as number, failures[i + 2]);
    }
    return run;
  }

  /** Walks the data through the tree of the declared paths. */
  #run(data: unknown, context: RuleContext, sync: boolean): Run {
    const run = new Run(data, context, this.#options, this.#limits, sync, {}, this.#overlapping);
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
