import {
  type PresenceVerifier,
  type RulesMap,
  type UploadedFile,
  type ValidationErrors,
  type ValidationResult,
  Validator,
  type ValidatorOptions,
  compileTemplate,
  headOfPath,
  humanize,
  isThenable,
  isUploadedFile,
  renderTemplate,
} from '../src/core.js';
import { UPLOAD_FAILED_MESSAGE } from '../rules/shared/upload-failed.js';
import { ERROR_FORMATS, type ErrorFormat, type FailureBody, failureBody } from './errors.js';

/** Options both adapters pass to the core validator of every route. */
export interface CoreOptions {
  /** Custom messages, as `new Validator(rules, { messages })`. */
  readonly messages?: ValidatorOptions['messages'];
  /** Display names for `{field}`, as `new Validator(rules, { attributes })`. */
  readonly attributes?: ValidatorOptions['attributes'];
  /** The presence verifier `unique` and `exists` ask (else `Validator.useDatabase`). */
  readonly database?: PresenceVerifier;
  /** Caps on hostile input, as `new Validator(rules, { limits })`. */
  readonly limits?: ValidatorOptions['limits'];
  /** Blank strings validated and kept as null (default `true`), as `new Validator(rules, { convertEmptyStringsToNull })`. */
  readonly convertEmptyStringsToNull?: boolean;
  /** The time zone of the date rules (default UTC), as `new Validator(rules, { timezone })`. */
  readonly timezone?: ValidatorOptions['timezone'];
  /** Report body, query and params keys that no rule declares as errors (headers always carry more than a route declares). */
  readonly strict?: boolean;
}

/** How a failed validation is answered; set on the adapter, overridable per route. */
export interface FailureOptions<OnError> {
  /** HTTP status of a validation failure (default 422). */
  readonly errorStatus?: number;
  /** Shape of `errors` in the response body (default `keyed_list`). */
  readonly errorFormat?: ErrorFormat;
  /** Sends the failure response itself, instead of the default body; receives `keyed_list` errors. */
  readonly onError?: OnError;
}

/** The checked failure options of one route. */
export interface FailureSettings<OnError> {
  readonly status: number;
  readonly format: ErrorFormat;
  readonly onError: OnError | undefined;
}

/** A request source: its name (for messages) and how to read it off a request. */
export interface RequestSource<Req> {
  readonly name: string;
  readonly read: (req: Req) => unknown;
  /** Keys are stored in lower case (HTTP headers), so a rule's name is lower-cased to find them. */
  readonly lowerCaseKeys?: boolean;
  /** The upload middleware's files (`UploadedFile` values): never searched for undeclared keys, and a file cut short fails its field. */
  readonly uploads?: boolean;
}

/** A declared upload field's value in `validatedData`: the file, or its list when the rules make it one (never null: the upload middleware gives none). */
export type UploadValue<V> = [Exclude<V, null | undefined>] extends [readonly unknown[]] ? UploadedFile[] : UploadedFile;

/** The top-level field names of a rules map (`'items'` for `'items.*.qty'`). */
export type TopLevelField<R> = Head<keyof R & string>;
type Head<K> = K extends `${infer H}.${string}` ? H : K;

/** The validated data `T` with its upload fields `F` typed as files. */
export type WithUploads<T, F extends string> = [F] extends [never] ? T : { [K in keyof T]: K extends F ? UploadValue<T[K]> : T[K] };

/** Fields declared together and the sources they are read from, first listed first. */
export interface FieldGroup<Req> {
  readonly rules: RulesMap;
  readonly sources: readonly RequestSource<Req>[];
}

/** One top-level key of the data and the name it has in each source of its group. */
interface RootField {
  readonly key: string;
  readonly lookups: readonly string[];
}

interface CompiledGroup<Req> {
  readonly sources: readonly RequestSource<Req>[];
  readonly roots: readonly RootField[];
  /** The top-level keys its rules read without declaring them (`password_confirmation` for `confirmed`): collected for the rules, never validated data. */
  readonly reads: readonly RootField[];
  /** The group's one source is the upload middleware's files. */
  readonly uploads: boolean;
  /** A field pattern starts with `*`: every own key of the sources is data. */
  readonly everything: boolean;
}

const DEFAULT_STATUS = 422;
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isObjectLike = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';


/** An application's own string option (a message, an attribute name), never an inherited one. */
const ownText = (options: Readonly<Record<string, string>>, key: string): string | undefined => (Object.hasOwn(options, key) ? options[key] : undefined);

/** `result` with the `failed` fields' messages in place of whatever their rules said, and those fields out of `data`. */
function withFailures(result: ValidationResult, failed: ValidationErrors): ValidationResult {
  const kept = (path: string) => !Object.hasOwn(failed, path.split('.', 1)[0]!);
  // fromEntries defines own keys, so an error path such as `__proto__` (an undeclared key under `strict`) stays a key.
  const errors = Object.fromEntries([...Object.entries(failed), ...Object.entries(result.errors).filter(([path]) => kept(path))]);
  const data = Object.fromEntries(Object.entries(result.data).filter(([key]) => kept(key)));
  return { valid: false, errors, data };
}

/** What `ownValue` answers for a key the source does not have (no tuple per read: this runs for every field of every request). */
const ABSENT = Symbol('absent');

/** The value of `source`'s own property `key`, or ABSENT; a throwing getter or proxy trap counts as absent, as in the core's walk. */
function ownValue(source: Record<string, unknown>, key: string): unknown {
  try {
    return Object.hasOwn(source, key) ? source[key] : ABSENT;
  } catch {
    return ABSENT;
  }
}

/** The own enumerable keys of a source; none when a proxy trap throws. */
function ownKeys(source: Record<string, unknown>): string[] {
  try {
    return Object.keys(source);
  } catch {
    return [];
  }
}

/** Copies each of `fields` into `data` from the first of the sources' `values` that has it as an own key; `missingOnly` keeps a key `data` already has. */
function take(data: Record<string, unknown>, fields: readonly RootField[], values: readonly unknown[], missingOnly = false): void {
  for (const { key, lookups } of fields) {
    if (missingOnly && Object.hasOwn(data, key)) continue;
    for (let at = 0; at < values.length; at++) {
      const value = values[at];
      if (!isObjectLike(value)) continue;
      const child = ownValue(value, lookups[at]!);
      if (child !== ABSENT) {
        data[key] = child;
        break;
      }
    }
  }
}

/** Merges route-level failure options over the adapter's and checks them, at app setup. */
export function failureSettings<OnError>(base: FailureOptions<OnError>, route?: FailureOptions<OnError>): FailureSettings<OnError> {
  const status = route?.errorStatus ?? base.errorStatus ?? DEFAULT_STATUS;
  const format = route?.errorFormat ?? base.errorFormat ?? 'keyed_list';
  const onError = route?.onError ?? base.onError;
  if (!Number.isInteger(status) || status < 400 || status > 599) {
    throw new TypeError(`valigate: errorStatus must be an HTTP error status (400-599), got ${String(status)}`);
  }
  if (!ERROR_FORMATS.includes(format)) {
    throw new TypeError(`valigate: errorFormat must be one of ${ERROR_FORMATS.join(', ')}, got ${String(format)}`);
  }
  if (onError !== undefined && typeof onError !== 'function') throw new TypeError('valigate: onError must be a function');
  return { status, format, onError };
}

/**
 * One route's validation, built once when the route is declared: the compiled validator
 * (so rule mistakes throw at app setup), where each field comes from, and how failures
 * are answered. Both adapters run requests through it.
 */
export class RouteValidation<Req, OnError> {
  readonly #validator: Validator;
  readonly #groups: readonly CompiledGroup<Req>[];
  readonly #database: PresenceVerifier | undefined;
  /** Every declared top-level key, when `strict` must also collect the others. */
  readonly #declared: ReadonlySet<string> | undefined;
  /**
   * The route's one source, when the validator may be given its object whole: every rule is
   * valigate's own and none reads the data (`Validator.readsData`), so only the declared fields
   * are read, as from `collect`, without the copy.
   */
  readonly #whole: RequestSource<Req> | undefined;
  /** The top-level fields read from the upload middleware's files. */
  readonly #uploadKeys: readonly string[];
  readonly #messages: CoreOptions['messages'];
  readonly #attributes: CoreOptions['attributes'];
  /** The status, format and `onError` that answer this route's failures. */
  readonly failure: FailureSettings<OnError>;

  /** Compiles the groups' rules into one validator; throws a `TypeError` for any mistake. */
  constructor(groups: readonly FieldGroup<Req>[], core: CoreOptions, failure: FailureSettings<OnError>) {
    const owners = new Map<string, string>();
    const entries: [string, RulesMap[string]][] = [];
    const declared = groups.map(({ rules, sources }) => {
      const owner = sources.map((source) => source.name).join(', ');
      if (rules === null || typeof rules !== 'object' || Array.isArray(rules)) {
        throw new TypeError(`valigate: the rules for ${owner} must be an object of field -> rules`);
      }
      const roots = new Map<string, RootField>();
      let everything = false;
      for (const [pattern, spec] of Object.entries(rules)) {
        entries.push([pattern, spec]);
        const key = headOfPath(pattern);
        if (key === '*') everything = true;
        else if (!roots.has(key)) roots.set(key, { key, lookups: sources.map((source) => (source.lowerCaseKeys ? key.toLowerCase() : key)) });
      }
      // Each group has its own sources, so a top-level field declared by two groups would be ambiguous.
      for (const key of everything ? ['*', ...roots.keys()] : roots.keys()) {
        const previous = owners.get(key);
        if (previous !== undefined) throw new TypeError(`valigate: field "${key}" is declared for both ${previous} and ${owner}; a field comes from one source`);
        owners.set(key, owner);
      }
      return { sources, roots: [...roots.values()], everything, uploads: sources.some((source) => source.uploads) };
    });
    // fromEntries defines own keys, so a `__proto__` field reaches the compiler, which refuses it by name.
    this.#validator = new Validator(Object.fromEntries(entries), { messages: core.messages, attributes: core.attributes, limits: core.limits, strict: core.strict, convertEmptyStringsToNull: core.convertEmptyStringsToNull, timezone: core.timezone });
    // A key a group's rules read comes from that group's sources, unless some group declares it: then it is that field's value.
    const readsOf = (rules: RulesMap) => (groups.length === 1 ? this.#validator : new Validator(rules, { timezone: core.timezone })).dependencies;
    this.#groups = declared.map((group, at) => ({
      ...group,
      reads: readsOf(groups[at]!.rules)
        .filter((key) => !owners.has(key))
        .map((key) => ({ key, lookups: group.sources.map((source) => (source.lowerCaseKeys ? key.toLowerCase() : key)) })),
    }));
    this.#database = core.database;
    this.#messages = core.messages;
    this.#attributes = core.attributes;
    this.#uploadKeys = this.#groups.flatMap((group) => (group.uploads ? group.roots.map((root) => root.key) : []));
    if (core.strict) this.#declared = new Set(owners.keys());
    const [only] = this.#groups;
    // Headers are looked up in lower case and `*` or `strict` take undeclared keys: those need the copy.
    const plain = this.#groups.length === 1 && only!.sources.length === 1 && !only!.everything && !core.strict && !only!.sources[0]!.lowerCaseKeys;
    this.#whole = plain && !this.#validator.readsData && this.#validator.dependencies.length === 0 ? only!.sources[0] : undefined;
    this.failure = failure;
  }

  /**
   * The data to validate: each declared top-level field from the first listed source that
   * has it as an own key, and each key the rules read (`Validator.dependencies`) from their group's sources. Each source is read once per request (Express 5 re-parses
   * `req.query` on every read) and never written to.
   */
  collect(req: Req): Record<string, unknown> {
    const data: Record<string, unknown> = {};
    const read = this.#groups.map((group) => group.sources.map((source) => source.read(req)));
    // Declared fields first, then the keys rules read, then whatever `*` or `strict` takes: a key
    // that some rule reads comes from its rule's group, never from another group's undeclared keys.
    this.#groups.forEach((group, at) => take(data, group.roots, read[at]!));
    this.#groups.forEach((group, at) => take(data, group.reads, read[at]!, true));
    this.#groups.forEach((group, at) => {
      const values = read[at]!;
      if (group.everything) {
        for (const value of values) {
          if (!isObjectLike(value)) continue;
          for (const key of ownKeys(value)) {
            if (RESERVED_KEYS.has(key) || Object.hasOwn(data, key)) continue;
            const child = ownValue(value, key);
            if (child !== ABSENT) data[key] = child;
          }
        }
      } else if (this.#declared) {
        // Strict: the validator reports what no rule declares, so it must see those keys too; a key
        // declared for another source is left out rather than validated as that source's field.
        group.sources.forEach((source, at) => {
          const value = values[at];
          if (source.lowerCaseKeys || source.uploads || !isObjectLike(value)) return;
          for (const key of ownKeys(value)) {
            if (this.#declared!.has(key) || Object.hasOwn(data, key)) continue;
            const child = ownValue(value, key);
            // Defined, not assigned, so an own `__proto__` key stays an ordinary key to report.
            if (child !== ABSENT) Object.defineProperty(data, key, { value: child, enumerable: true, writable: true, configurable: true });
          }
        });
      }
    });
    return data;
  }

  /**
   * Validates the request's data: the result itself when every rule answered at once (no
   * promise, no microtask per request), else a promise of it. Throws or rejects only with a
   * fault (a rule threw or rejected, the database failed).
   */
  check(req: Req): ValidationResult | Promise<ValidationResult> {
    const data = this.#whole ? this.#whole.read(req) : this.collect(req);
    const outcome = this.#validator.check(data, { req, database: this.#database });
    const failed = this.#uploadKeys.length === 0 ? undefined : this.#failedUploads(data);
    if (failed === undefined) return outcome;
    return isThenable(outcome) ? outcome.then((result) => withFailures(result, failed)) : withFailures(outcome, failed);
  }

  /** The upload fields holding a file cut short by a size limit: not the whole file, so the field fails, whatever its rules say. */
  #failedUploads(data: unknown): ValidationErrors | undefined {
    let failed: ValidationErrors | undefined;
    for (const key of this.#uploadKeys) {
      const value = isObjectLike(data) ? ownValue(data, key) : ABSENT;
      const files = Array.isArray(value) ? value : [value];
      if (files.some((file) => isUploadedFile(file) && file.truncated)) (failed ??= {})[key] = [this.#uploadFailedMessage(key)];
    }
    return failed;
  }

  /** Laravel's `uploaded` failure of a declared upload field whose upload the middleware refused (multer's size limit); undefined for any other field. */
  uploadFailure(field: unknown): ValidationErrors | undefined {
    if (typeof field !== 'string' || !this.#uploadKeys.includes(field)) return undefined;
    return { [field]: [this.#uploadFailedMessage(field)] };
  }

  /** The `uploaded` message of a field, in the route's messages and names. */
  #uploadFailedMessage(key: string): string {
    const messages = this.#messages;
    const template = (messages && (ownText(messages, `${key}.uploaded`) ?? ownText(messages, 'uploaded'))) ?? UPLOAD_FAILED_MESSAGE;
    const label = (this.#attributes && ownText(this.#attributes, key)) ?? humanize(key);
    return renderTemplate(compileTemplate(template), (name) => (name === 'field' ? label : undefined));
  }

  /** The default failure response body, in the route's format. */
  body(errors: ValidationErrors): FailureBody {
    return failureBody(errors, this.failure.format);
  }
}
