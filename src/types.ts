import type { PresenceVerifier } from './presence-types.js';
import type { ValidationErrors } from './result-types.js';

export type * from './presence-types.js';
export type * from './result-types.js';

/** What a size rule measures: a number, an array's length, a file's kilobytes or a string's code points. */
export type SizeKind = 'numeric' | 'array' | 'file' | 'string';

/** A message template, or one template per size kind (min, max, size and the other size rules). */
export type MessageTemplate = string | Partial<Record<SizeKind, string>>;

/** What a field knows about itself when its rules' parameters are parsed at construction. */
export interface FieldInfo {
  /** The declared field path, wildcards kept (`items.*.qty`). */
  readonly field: string;
  /** True when one of the field's rules sets `numericSize` (numeric, integer): size rules compare numbers. */
  readonly numeric: boolean;
  /** True when a numeric rule of the field converts its value (integer, numeric): the data holds the number, not the text. */
  readonly converted?: boolean;
  /** True when one of the field's rules sets `arrayType` (array): `in` and `not_in` then check each element of the list. */
  readonly array: boolean;
  /** The validator's `timezone` option, `UTC` unless given. */
  readonly timezone: string;
  /** The field's rule tokens as written, for a rule whose meaning depends on another rule of the field (`after` reads with `date_format`'s format, as Laravel does). */
  readonly rules: readonly RuleToken[];
  /**
   * The rule tokens of another declared field, by its pattern (`items.*.type`); undefined when no
   * field is declared there. For a rule whose parameters read by another field's rules, as
   * `required_if:agree,true` compares booleans when `agree` has `boolean`. A plan that asked is
   * never shared with another validator.
   */
  readonly rulesOf?: (pattern: string) => readonly RuleToken[] | undefined;
}

/**
 * What every rule call of one `validate()` run shares: the request, the database, the options.
 * One object per run, never reused (work a rule shares between a run's values is its `perRun`).
 */
export interface RuleContext {
  /** The framework request in adapter use (the spec's fifth argument); undefined in plain use. */
  readonly req: unknown;
  /** The presence verifier for `unique`/`exists`, if one is configured. */
  readonly database: PresenceVerifier | undefined;
  /** The validator's limits, for a rule that expands a value itself as a wildcard would (`exists` on an array: no more elements than `wildcardElements`). */
  readonly limits: Required<ValidatorLimits>;
}

/** What a rule's `jsonSchema` hook is told about its field. */
export interface JsonSchemaContext {
  /** What the field's size rules measure: `numeric` (numeric, integer), `array` (array), `string` (a rule typed it a string), or undefined (any value). */
  readonly kind: SizeKind | undefined;
  /** `input`: what a client may send (`integer` takes `"36"`); `output`: the validated data (a number). */
  readonly io: 'input' | 'output';
}

/**
 * A rule's share of its field's JSON Schema: draft 2020-12 keywords (`{ type: 'string' }`,
 * `{ format: 'email' }`), which the export writes for every target, plus a few words of its own so
 * hooks stay small: `required: true` (the key must be present), `empty: false` / `true` (not empty,
 * or empty, as `required` sees empty), `nullable: true` (null skips the field's other rules but the
 * implicit ones), `omit: 'absent' | 'nullish' | 'always'` (the field's rules are all skipped then),
 * `size: [low, high, exclusiveLow?, exclusiveHigh?]` (a size rule's bounds, written per kind),
 * `numeric: 'number' | 'integer'` with `strict` (a number, or on input its text too), `textIn` /
 * `textNotIn` with `elements` (values compared as text), `affixes: { at, values, every?, none? }`
 * (prefixes, suffixes, substrings), `digits: [least, most]` and `requiredWhen: { others, filled | empty: 'any' | 'all' }`
 * (required when other fields are filled or empty: `if`/`then` on the object, for siblings). A `RegExp` under `pattern` is
 * written as its source when JSON Schema can carry it; otherwise the rule counts as unexpressed.
 */
export type JsonSchemaFragment = { readonly [keyword: string]: unknown };

/** A list a failure message shows joined by its own separator rather than the locale's (`{ list: names, separator: ' / ' }`); `:Values` capitalises each item. */
export interface JoinedList {
  readonly list: readonly string[];
  readonly separator: string;
}

/** A rule, built in or custom: the one shape `Validator.extend` accepts. */
export interface RuleDefinition<P = any> {
  /**
   * True when the value passes. May return a promise; a throw or rejection is a fault, never a pass.
   * `field` is the concrete path (`items.1.qty`) when the function declares it (a third parameter
   * without a default value, or only `...args`: a rest parameter after `value, params` counts for nothing in a
   * function's length, so it gets an empty `field`); otherwise it is left empty, so wildcard paths are not joined for nothing.
   */
  validate(value: unknown, params: P, field: string, data: unknown, req: unknown, context: RuleContext): boolean | PromiseLike<boolean>;
  /**
   * The failure message, `{field}` and the rule's placeholders inside; one per size kind for size
   * rules; or one per locale, `{ en: '…', fr: '…' }` (each a template or one per size kind). A
   * locale's pack (`Validator.addLocale`) wins over it; a message not written per locale is English.
   */
  message?: MessageTemplate | { readonly [locale: string]: MessageTemplate };
  /** Turns the notation's raw arguments into `params` once, at construction; throw to reject them. Keep it pure: validators built from the same pipe string share its result. */
  parse?(args: readonly unknown[], field: FieldInfo): P;
  /**
   * For the generated straight-line code: a JavaScript expression over the code's names for the
   * value and the parameters that is true only when `validate` answers true (`typeof v === "string"`).
   * The code tests it first and calls `validate` when it is false, so it may leave any value to
   * `validate` but must never pass one that `validate` fails. `parsed` is the parameters themselves,
   * for an expression that writes them as literals (`v.length >= 8`: no load from memory per call).
   * `others`, when the function declares it, names the values of the fields the rule `reads`, in
   * order, as the code reads them from the data (own properties only, `undefined` when absent,
   * blank text as sent): `same` passes `v === other` without a call. A path with a wildcard has no
   * name (`undefined`): write an expression without it (`false` passes nothing). A rule with `perRun`
   * finds the parameters of the run under the `params` name (made before the expression runs). Rule code, never built from data.
   */
  inlinePass?(value: string, params: string, parsed: P, others: readonly (string | undefined)[]): string;
  /**
   * The other fields the rule reads, from its parsed parameters: dotted paths from the root of the
   * data, `*` standing for the field's own wildcard keys in order (`items.*.type` for
   * `items.*.url`). The adapters collect their top-level keys from the request too, without
   * putting them in the validated data, and `strict` does not report them (`Validator.dependencies`).
   */
  reads?(params: P): readonly string[];
  /**
   * Placeholders worked out when the rule fails, for a message that names other fields or shows
   * their values: `name(path, pattern)` is a field's display name as `{field}` shows it (the custom
   * attribute of the concrete path or its pattern, else the path made readable). A list is joined
   * and null (no value) shown in the locale's way ("a, b", "empty"), a `JoinedList` by its own
   * separator (Laravel joins field names with " / "). Placeholders it leaves out come
   * from the parameters. A message it fills is never cached. `value(shown, path, pattern)` is a
   * value of the field at `path` as a message shows it: its display name from the `values` option
   * or the locale's `values`, else `true`/`false`, `array`, the text, null for none.
   */
  placeholders?(
    params: P,
    field: string,
    data: unknown,
    name: (path: string, pattern?: string) => string,
    value: (shown: unknown, path: string, pattern?: string) => string | null,
  ): Readonly<Record<string, string | readonly string[] | JoinedList | null>>;
  /**
   * The placeholders filled from the parameters that list values of the field itself (`['values']`
   * for `in`, `['date']` for `before:tomorrow`): each shows by its display name from the `values`
   * option or the locale's `values`, as Laravel's `getDisplayableValue`.
   */
  valuePlaceholders?: readonly string[];
  /**
   * The rule's JSON Schema, for `toJSONSchema` (`valigate/json-schema`): a fragment from the parsed
   * parameters and the field's kind, or undefined when JSON Schema cannot say it (a database
   * lookup, a date relative to now): the export then lists the rule in `x-valigate-unexpressed`.
   * Keep it a literal or two: the export, not the rule, turns fragments into schemas.
   */
  jsonSchema?(params: P, context: JsonSchemaContext): JsonSchemaFragment | undefined;
  /** Runs on absent and empty values too (required and its kin); its failure stops the field's other rules. */
  implicit?: boolean;
  /** The answer depends only on the arguments: a declaration for readers and tools. valigate asks a rule once per value, pure or not, and compiles it either way. */
  pure?: boolean;
  /** Declares that `validate` returns a promise, so `validateSync` refuses the validator up front; a function decides from the parsed parameters (`email:dns` is async, `email` is not). */
  async?: boolean | ((params: P) => boolean);
  /** Runs only when the field's other rules passed (database lookups). */
  deferred?: boolean;
  /**
   * The parameters of one run (one `validate()` call), made from the parsed ones the first time the
   * rule is asked in that run, and handed to `validate` (and `validateMany`) in their place for each of the run's values,
   * in either executor: what the rule reads from the whole data (`distinct`: every value its wildcard
   * matches, indexed) is read once per run, not once per value, and found again at no cost. What it
   * throws is the rule's fault. Outside a run (`validate` called directly) the rule gets the parsed parameters.
   */
  perRun?(params: P, data: unknown, context: RuleContext): P;
  /** Checks every value of the field in one call (all elements of a wildcard field: one database round trip; a plain field's one value); answers in order. */
  validateMany?(values: readonly unknown[], params: P, fields: readonly string[], data: unknown, req: unknown, context: RuleContext): readonly boolean[] | PromiseLike<readonly boolean[]>;
  /**
   * `true` makes the field's size rules compare numbers (numeric, integer); `'own'` measures a numeric
   * value as a number in this rule only, its message included, as Laravel 13's gt, gte, lt and lte (shouldBeNumeric, reset per rule).
   */
  numericSize?: boolean | 'own';
  /** Declares the field an array (`array`), as Laravel's `hasRule(attribute, 'Array')` asks: `in` then checks each element instead of failing a list. */
  arrayType?: boolean;
  /** Declares the field an uploaded file (the file rules): its size rules measure kilobytes, which JSON Schema cannot say. */
  fileType?: boolean;
  /** Converts a passing value for the validated data (`'42'` to `42` for integer). */
  coerce?(value: unknown, params: P): unknown;
  /** The value stays as sent in the data: no rule beside this one converts it (`string`: `string|numeric` keeps `'0612'`). */
  keepsValue?: boolean;
  /** A modifier shapes how the field's other rules run instead of checking the value itself. */
  modifier?: {
    /** Stop the field's rules at the first failure. */
    readonly bail?: boolean;
    /**
     * Decides, before any rule runs, whether the field is skipped: `omit` skips every rule and
     * leaves the field out of the data; `exclude` does so for the fields declared below it too
     * (`exclude_if` on `items` leaves out `items.*.id`); `explicit` skips the non-implicit rules and keeps the value.
     * A modifier that reads other fields (`exclude_if`) gets its parameters, the concrete path
     * (when it declares that parameter) and the whole data.
     */
    readonly skip?: (value: unknown, present: boolean, params: any, field: string, data: unknown) => 'omit' | 'exclude' | 'explicit' | undefined;
  };
  /** The method name(s) on the fluent builder; default: the rule name in camelCase. `false` for none. */
  fluent?: string | readonly string[] | false;
  /** The string notation passes the whole rest of the token as one argument, `|` and `,` included when delimited by slashes (regex). */
  rawParameter?: boolean;
  /** Lets array notation take a bare non-string element as this rule (a `RegExp` for regex). */
  accepts?(element: unknown): boolean;
}

/** One field's rules in any notation: a pipe string, an array of tokens, or a fluent chain. */
export type RuleSpec = string | readonly RuleElement[] | RuleObject;

/** A rule object (a fluent chain, `Rule.when(...)`, `Password.min(8)`): its tokens, given the field it is declared on for its errors. */
export interface RuleObject {
  toTokens(field?: string): readonly RuleToken[];
  /** How a chain's `toString()` shows it (`Rule.unique(...)`); without one, `(rule object)`. */
  toString?(): string;
}

/** One element of array notation: a token string, `[name, ...args]`, a bare value a rule accepts, or an inline definition. */
export type RuleElement = string | RegExp | readonly [string, ...unknown[]] | InlineRule | RuleObject;

/** An anonymous rule written in place inside array notation. */
export interface InlineRule extends RuleDefinition {
  /** The name used for message lookup (`field.name`); default `custom`. */
  readonly name?: string;
}

/** A parsed rule token: the rule name and its raw arguments. */
export interface RuleToken {
  readonly name: string;
  readonly args: readonly unknown[];
  /** Set when the token came from an inline definition instead of the registry. */
  readonly inline?: RuleDefinition;
  /**
   * The rule applies only when this answers true for the data and the field's concrete path
   * (`Rule.when`, `Validator.sometimes`): otherwise it passes, and a modifier decides nothing.
   */
  readonly when?: RuleGuard;
}

/** A condition of a rule token: the data given to `validate()` and the field's concrete path. */
export type RuleGuard = (data: unknown, field: string) => boolean;

/** A map of field path to rules. */
export type RulesMap = Readonly<Record<string, RuleSpec>>;

/** Caps that keep hostile input linear; past a cap the field fails with a clear message. */
export interface ValidatorLimits {
  /** Longest declared field path, in segments (32). */
  readonly depth?: number;
  /** Elements one wildcard expands at most (10,000). */
  readonly wildcardElements?: number;
  /** Values one field expands to at most, across all its wildcards (100,000): `a.*.b.*` over two aliased 3,000-element lists would be 9 million. */
  readonly expandedValues?: number;
  /** Messages collected before one summary error ends the run (1,000). */
  readonly errors?: number;
  /** Milliseconds an async rule may take before it is a fault (5,000); `Infinity` waits forever. */
  readonly ruleTimeout?: number;
}

/** Options of `new Validator(rules, options)`. */
export interface ValidatorOptions {
  /**
   * Custom messages: `field.rule`, `rule`, wildcard keys (`items.*.qty.min`), size kinds (`min.string`);
   * and per locale, `{ fr: { 'email.required': '…' } }`, whose keys win over the same keys given for
   * every locale when that locale is active.
   */
  readonly messages?: LocalizedTexts;
  /** Display names for `{field}`, by field path or wildcard pattern; per locale too, as `messages`. */
  readonly attributes?: LocalizedTexts;
  /** Display names of values in messages (`{value}`, `{values}`, `{input}`, `{date}`), by field path or wildcard pattern then value: `{ payment_type: { cc: 'credit card' } }`. */
  readonly values?: ValueNames;
  /** The locale of the messages (a registered code, `pt_BR` or `pt-BR`); default: `fallbackLocale`. An unknown code throws. */
  readonly locale?: string;
  /** The locale that answers a message the active locale lacks (default `en`, the rules' own messages). */
  readonly fallbackLocale?: string;
  /** The presence verifier for `unique`/`exists` of this validator (else `Validator.useDatabase`). */
  readonly database?: PresenceVerifier;
  /** Report fields that no rule declares as errors instead of silently dropping them. */
  readonly strict?: boolean;
  /** Limits on hostile input. */
  readonly limits?: ValidatorLimits;
  /** `false` never generates code: every call walks the rules (the same answers; for comparing both, or a Content-Security-Policy that reports eval). */
  readonly compile?: boolean;
  /**
   * As Laravel's ConvertEmptyStringsToNull middleware (default `true`): a string that is empty after
   * trimming is validated, and kept, as `null`, so `?page=` fails `integer` unless `nullable`. With
   * `false`, a blank value skips the field's rules but the implicit ones and is left out of `data`;
   * a blank element of a list is still null then, since leaving it out would leave a hole.
   */
  readonly convertEmptyStringsToNull?: boolean;
  /**
   * Laravel's `stopOnFirstFailure`: only the first failing field, in the order the rules are
   * written, is reported (with every message of that field), and a field after it that has not run
   * yet is not validated (nor asked of a batched rule). The data is walked parent before children,
   * so a field written later but nested in an earlier one may have run already, as may an async rule.
   */
  readonly stopOnFirstFailure?: boolean;
  /**
   * Laravel's `after` hook: runs once every rule has answered, async ones included, and may add
   * failures of its own with `fail(path, message)`. A throw or a rejection is a fault.
   */
  readonly after?: (run: AfterHookInput) => void | PromiseLike<void>;
  /**
   * The time zone of the date rules (default `UTC`): a date or time written without a zone is read
   * in it, and `today` or `tomorrow` start at its midnight. `UTC`, an offset (`+02:00`) or an IANA
   * name (`Europe/Berlin`).
   */
  readonly timezone?: string;
}

/** What an `after` hook sees: the input, the validated data so far, the failures so far, and a way to add one. */
export interface AfterHookInput {
  /** The data given to `validate()`, as it came. */
  readonly input: unknown;
  /** The validated data: the declared fields that passed. */
  readonly data: Record<string, unknown>;
  /** The failures of the rules, by path. */
  readonly errors: ValidationErrors;
  /** Adds a failure message under `path` (`'items.1.qty'`, or a name of your own). */
  fail(path: string, message: string): void;
}

/** Display names of values by field path or wildcard pattern, then by the value as text (`true`, `false`, `5`). */
export type ValueNames = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Text by key, and per locale code a table of text that wins when that locale is active. */
export type LocalizedTexts = Readonly<Record<string, string | Readonly<Record<string, string>>>>;

/** Options of one `validate()` call, as the adapters pass them. */
export interface ValidateOptions {
  /** The locale of this call's messages, winning over the validator's; an unknown code is a TypeError. */
  readonly locale?: string;
  /** The request, handed to rules as their fifth argument. */
  readonly req?: unknown;
  /** A presence verifier for this call, winning over the validator's. */
  readonly database?: PresenceVerifier;
}
