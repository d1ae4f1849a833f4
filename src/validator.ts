import { instancesOf, isInstance } from './brand.js';
import { checkOptions, resolveLimits } from './options.js';
import type { CheckRules, InferErrors, InferInput, InferRules, WithSometimes } from './infer.js';
import type { LocaleMessages, LocaleOptions } from './locale.js';
import { DEFAULT_LOCALE, RunOptionsByLocale } from './message-book.js';
import { type FieldPlan, compileField } from './plan.js';
import { type ExtendOptions, exportedSchema, extend, registry } from './registry.js';
import { Run, parsed, resultOf } from './run.js';
import { KERNEL_MESSAGES, type RunOptions } from './report.js';
import { Walk } from './walk.js';
import type { StandardJSONSchemaProps, StandardSchemaV1 } from './standard-schema.js';
import { type Executor, executorFor, ruleContext } from './executor.js';
import { type Features, feature } from './feature.js';
import { definitionError } from './parser.js';
import type { SometimesRules } from './sometimes.js';
import type { PresenceVerifier, RuleContext, RuleDefinition, RuleSpec, RulesMap, ValidateOptions, ValidationResult, ValidatorLimits, ValidatorOptions } from './types.js';
import { type ValidatorPlan, planRules } from './validator-plan.js';

/** The key of the method that answers a validator's compiled fields: global, so the export of one loaded copy of valigate reads a validator of the other (ESM and CJS). */
const FIELDS = Symbol.for('valigate.fields.v1');

/** A validator of the rules `R`, once they are known to be a rules map of known rule names. */
type ValidatorOf<R> = R extends RulesMap & CheckRules<R> ? Validator<R> : never;
/** A validator's compiled fields, those `sometimes` added included: what the JSON Schema export describes. */
export const fieldsOf = (validator: Validator<any>): readonly FieldPlan[] => validator[FIELDS]();

/**
 * Validates data against rules declared per field, in any of the three notations.
 * Construction compiles everything (and throws on any mistake in the rules);
 * `validate` only walks the data.
 */
export class Validator<const R extends RulesMap & CheckRules<R> = RulesMap> implements StandardSchemaV1<InferInput<R>, InferRules<R>> {
  /**
   * Registers a rule for every validator: `Validator.extend('phone', { validate, message })`.
   * `message` is a template (`'The {field} must be a phone number.'`, Laravel's `:attribute` too),
   * one per size kind, or one per locale (`{ en: 'The {field} must be a phone number.', fr: 'Le
   * champ {field} doit être un numéro de téléphone.' }`); a locale's pack may carry it instead
   * (`Validator.addLocale('fr', { phone: '…' })`), and wins over the definition's.
   */
  static extend(name: string, definition: RuleDefinition, options?: ExtendOptions): void {
    extend(name, definition, options);
  }

  /**
   * Registers the messages of a locale, or adds to them: the structure of Laravel's
   * `lang/<code>/validation.php` as JSON (size rules per kind, `custom`, `attributes`, `values`), templates in
   * `{field}` or `:attribute` form. `options.humanize` shows a path without a display name in that
   * language. Codes as Laravel names them (`pt_BR`) or in BCP 47 (`pt-BR`). The `valigate` entry
   * and every pack install the locale support; with `valigate/core` alone, import a pack first
   * (`import 'valigate/locales/en'`).
   */
  static addLocale(code: string, messages: LocaleMessages, options?: LocaleOptions): void {
    const localizer = registry().localizer;
    if (!localizer) throw new TypeError("valigate: locales are not installed: import 'valigate/locales/en' (or any pack, or 'valigate') before Validator.addLocale");
    localizer.add(code, messages, options);
  }

  /** The codes of the registered locales, `en` (the rules' own messages) first. */
  static get locales(): readonly string[] {
    return registry().localizer?.codes() ?? [DEFAULT_LOCALE];
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

  /** True for a validator built by any loaded copy of valigate (its ESM or CJS build). */
  static [Symbol.hasInstance](value: unknown): boolean {
    return isInstance(Validator, 'Validator', this, value);
  }

  /** @internal The compiled fields, read by `fieldsOf` (a method, not a static block: bundlers then see no side effect). */
  [FIELDS](): readonly FieldPlan[] {
    return this.#plan.fields;
  }

  /** The rules as given, kept for type inference and introspection. */
  readonly rules: R;
  readonly #options: ValidatorOptions;
  readonly #limits: Required<ValidatorLimits>;
  /** The rules compiled (recompiled when `sometimes` adds some). */
  #plan!: ValidatorPlan;
  /** The generated code running the plan, or why the walk runs it. */
  #executor!: Executor;
  /** The generated code when valid data it answers needs nothing after it (no async rule, `after` hook or `strict` shape). */
  #direct: Executor['generated'];
  /** The options of a run per locale, with that locale's messages. */
  #runOptions!: RunOptionsByLocale;
  #standard: (StandardSchemaV1.Props<InferInput<R>, InferRules<R>> & StandardJSONSchemaProps) | undefined;
  /** Rules added by `sometimes`, by field, and the feature that checks them and adds them to the rules. */
  #sometimes: ({ readonly added: SometimesRules[] } & Features['sometimes']) | undefined;

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
    this.#compile(rules);
    instancesOf('Validator').add(this);
  }

  /**
   * Laravel's `sometimes`: adds `rules` (any notation) to each field of `fields`, declared or not,
   * applying only when `condition(data, item)` is truthy at validation. `item` is the field's
   * parent object (`items.3` for `items.3.qty`), the value itself for a field ending in `*` or a
   * top-level one, as Laravel's. Recompiles the validator and returns it, typed with the added
   * rules as `Rule.when` with a function types them (a `nullable` added lets null into the data).
   */
  sometimes<const P extends string | readonly string[], const S extends RuleSpec, Added = WithSometimes<R, P, S>>(fields: P, rules: S, condition: (data: Record<string, any>, item: any) => unknown): ValidatorOf<Added> {
    // Without its feature (valigate/core alone), any call is refused, naming the import and the first field.
    const sometimes = (this.#sometimes ??= { added: [], ...feature('sometimes', (needs) => definitionError(String(typeof fields === 'string' ? fields : fields[0]), 'sometimes', needs)) });
    sometimes.add(sometimes.added, fields, rules, condition, (pattern) => compileField(pattern, rules, this.#limits, this.#options.timezone ?? 'UTC'));
    this.#compile(this.rules);
    // The same validator, typed with the rules it now runs. They are the method's type parameter `Added`, not written in
    // its return type: the checker then measures how `Validator<R>` varies in `R` without working them out, which cost
    // every project that infers a few thousand instantiations.
    return this as unknown as ValidatorOf<Added>;
  }

  /** Compiles the rules (and those `sometimes` added) into the plan and its executors. */
  #compile(rules: RulesMap): void {
    const sometimes = this.#sometimes;
    this.#plan = planRules(sometimes ? sometimes.apply(rules, sometimes.added) : rules, this.#options, this.#limits);
    // An unknown locale is a mistake in the code: it throws now, never answers in English later.
    this.#runOptions = new RunOptionsByLocale(this.#options);
    const { tree, fields, shared } = this.#plan;
    this.#executor = executorFor(tree, fields, this.#options, this.#limits, shared, () => this.#runOptions.get(undefined));
    this.#direct = this.#plan.async || this.#plan.strict !== undefined || this.#options.after !== undefined ? undefined : this.#executor.generated;
  }

  /**
   * How this validator runs: `generated` when its plan runs as generated code (a field that fails,
   * waits or is batched is handed to the run, which the walk uses too), else `walk`, with the
   * reason in words.
   */
  get executor(): { readonly mode: 'generated' | 'walk'; readonly reason?: string } {
    const { reason } = this.#executor;
    return reason === undefined ? { mode: 'generated' } : { mode: 'walk', reason };
  }

  /** The generated code of this validator, as a reviewer reads it; undefined when it walks (see `executor`). */
  get code(): string | undefined {
    return this.#executor.source;
  }

  /**
   * True when a rule may read fields of the data other than its own: any rule not defined by
   * valigate (a function's declared parameters cannot be known for sure: defaults, `...rest`,
   * `arguments`), and the built-in rules whose function declares `data` (unique, exists). The
   * adapters then hand the validator the declared fields only, never a whole request body.
   */
  get readsData(): boolean {
    return this.#plan.readsData;
  }

  /**
   * The top-level keys of the other fields the rules read (`RuleDefinition.reads`):
   * `['password_confirmation']` for `{ password: 'confirmed' }`. The adapters collect them from the
   * request beside the declared fields; they never reach the validated data unless declared.
   */
  get dependencies(): readonly string[] {
    return this.#plan.dependencies;
  }

  /** True when a rule is declared async; such a validator offers `validate()` and `parseAsync()`, not their sync forms. */
  get async(): boolean {
    return this.#plan.async;
  }

  /** Validates `data`; resolves with `{ valid, errors, data }`, rejects only with a `ValidationFault`. Without async rules the work is the synchronous walk, and only the returned promise is async. */
  validate(data: unknown, options?: ValidateOptions): Promise<ValidationResult<InferRules<R>, InferErrors<R>>> {
    try {
      return Promise.resolve(this.check(data, options));
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
    return this.#run(data, options, false, resultOf) as ValidationResult<InferRules<R>, InferErrors<R>>;
  }

  /** Validates synchronously; throws a `TypeError` when a rule is async. */
  validateSync(data: unknown, options?: ValidateOptions): ValidationResult<InferRules<R>, InferErrors<R>> {
    return this.#run(data, options, 'validate()', resultOf) as ValidationResult<InferRules<R>, InferErrors<R>>;
  }

  /**
   * Returns the validated data, or throws a `ValidationError` carrying `errors` and Standard Schema
   * `issues`: the parse a schema consumer such as tRPC looks for. Throws a `TypeError` when a rule
   * is async (use `parseAsync()`), and a `ValidationFault` when a rule faults.
   */
  parse(data: unknown, options?: ValidateOptions): InferRules<R> {
    return this.#run(data, options, 'parseAsync()', parsed) as InferRules<R>;
  }

  /** Resolves with the validated data; rejects with a `ValidationError`, or a `ValidationFault` when a rule faults. */
  parseAsync(data: unknown, options?: ValidateOptions): Promise<InferRules<R>> {
    // The executor runs at once, and what it throws (a fault, the ValidationError) becomes the rejection.
    return new Promise<InferRules<R>>((resolve) => resolve(this.#run(data, options, false, parsed) as InferRules<R>));
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
      validate: (value) => this.#run(value, undefined, false, (done) => (!(done instanceof Run) ? { value: done } : done.valid ? { value: done.output } : { issues: done.issues() })) as StandardSchemaV1.Result<InferRules<R>>,
    });
  }

  /**
   * Runs `data` and hands `finish` the validated data the generated code settled at once, else the run once every rule
   * answered: a promise only when one answered with a promise. `sync` names the call to use instead when a rule is async.
   */
  #run<T>(data: unknown, options: ValidateOptions | undefined, sync: string | false, finish: (done: Record<string, unknown> | Run) => T): T | Promise<T> {
    // Most calls' whole way: no locale of the call's own, and valid data needs nothing after the generated code.
    const direct = this.#direct;
    if (direct !== undefined && options?.locale === undefined) {
      const answer = direct(data, sync !== false, undefined, options?.req, options?.database ?? this.#options.database) as Record<string, unknown> | Run;
      if (!(answer instanceof Run)) return finish(answer);
      return this.#complete(this.#finish(data, answer, answer.context, undefined, sync !== false), finish);
    }
    if (sync && this.#plan.async) throw new TypeError(`valigate: this validator has an async rule; use ${sync}`);
    const run = this.#start(data, options, sync !== false);
    return run instanceof Run ? this.#complete(run, finish) : finish(run);
  }

  /** A run's answer through `finish` once every rule answered: a promise only when one answered with a promise. */
  #complete<T>(run: Run, finish: (done: Run) => T): T | Promise<T> {
    const waiting = run.complete();
    return waiting === undefined ? finish(run) : waiting.then(() => finish(run));
  }

  /** The validated data at once when the generated code answers it and nothing follows; else the run, walked or handed fields by the generated code. */
  #start(data: unknown, options: ValidateOptions | undefined, sync: boolean): Record<string, unknown> | Run {
    // A call's unknown locale throws even when the data is valid.
    const runOptions = options?.locale === undefined ? undefined : this.#runOptions.get(options.locale);
    const req = options?.req;
    // The verifier configured for every validator is looked up only when a rule context is made (ruleContext).
    const database = options?.database ?? this.#options.database;
    const { generated } = this.#executor;
    if (generated === undefined) return this.#finish(data, undefined, ruleContext(req, database, this.#limits), runOptions, sync);
    // The code makes the rule context when it first calls a rule: valid data read and placed allocates none.
    const answer = generated(data, sync, runOptions, req, database);
    if (answer instanceof Run) return this.#finish(data, answer, answer.context, runOptions, sync);
    // Valid data: at once, unless an `after` hook or an undeclared key has more to say.
    if (this.#options.after === undefined) {
      const { strict } = this.#plan;
      if (strict === undefined || !strict.holds(strict.shape, data, this.#limits.wildcardElements)) return answer as Record<string, unknown>;
    }
    return this.#finish(data, answer as Record<string, unknown>, ruleContext(req, database, this.#limits), runOptions, sync);
  }

  /**
   * The run of a call past what the generated code settles at once: walked (`done` undefined), the
   * run the code handed fields to, or made around the valid data the code answered; then the
   * undeclared keys and the batches.
   */
  #finish(data: unknown, done: Run | Record<string, unknown> | undefined, context: RuleContext, runOptions: RunOptions | undefined, sync: boolean): Run {
    const { strict } = this.#plan;
    let run: Run | undefined = done instanceof Run ? done : undefined;
    try {
      if (done === undefined) {
        const walk = new Walk(data, context, runOptions ?? this.#runOptions.get(undefined), this.#limits, sync, {});
        run = walk;
        walk.visit(this.#plan.tree, data, true, false);
      } else run ??= new Run(data, context, runOptions ?? this.#runOptions.get(undefined), this.#limits, sync, done as Record<string, unknown>);
      if (strict) strict.report(run, strict.shape, run.options.book.text('strict', KERNEL_MESSAGES.strict), data);
      run.flushBatches();
    } catch (fault) {
      // Rules already waiting must not outlive the run: no timer left, no rejection unhandled.
      run?.abort();
      throw fault;
    }
    return run;
  }
}
