import {
  type PresenceVerifier,
  type RulesMap,
  type UploadedFile,
  type ValidationResult,
  Validator,
  type ValidatorOptions,
  codedErrors,
  headOfPath,
  installFileRecognition,
  isThenable,
  isUploadedFile,
  preferredLocale,
  renderTemplate,
} from '../src/core.js';
import { UPLOAD_FAILED_MESSAGE } from '../rules/shared/upload-failed.js';
import { findLocale } from '../src/locale.js';
import { installLocales } from '../src/locale-book.js';
import { type MessageBook, messageBook } from '../src/message-book.js';
import { type CodedErrors, makeResult } from '../src/result.js';
import { type FailureBody, failureBody } from './errors.js';
import { uploadField } from '../src/form-names.js';
import type { CoreOptions, FailureSettings, LocaleChoice } from './route-options.js';
// The adapters offer `strict` and `values` as options: they bring the features, whichever kernel entry the app imports.
import '../src/features/strict.js';
import '../src/features/values.js';

// Every adapter shares this module, and uploads reach rules through it: size rules measure them in kilobytes.
installFileRecognition();

/** A request source: its name (for messages) and how to read it off a request. */
export interface RequestSource<Req> {
  readonly name: string;
  readonly read: (req: Req) => unknown;
  /** Keys are stored in lower case (HTTP headers), so a rule's name is lower-cased to find them. */
  readonly lowerCaseKeys?: boolean;
  /** The upload middleware's files (`UploadedFile` values): never searched for undeclared keys, and a file cut short fails its field. */
  readonly uploads?: boolean;
  /** The route's path parameters: their names are the route's own, which no client can leave out, so `strict` never reports one. */
  readonly routeKeys?: boolean;
}

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

const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isObjectLike = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';


/** `result` with the `failed` fields' failures in place of whatever their rules said, and those fields out of `data`. */
function withFailures(result: ValidationResult, failed: CodedErrors): ValidationResult {
  const kept = (path: string) => !Object.hasOwn(failed, path.split('.', 1)[0]!);
  // fromEntries defines own keys, so an error path such as `__proto__` (an undeclared key under `strict`) stays a key.
  const coded = Object.fromEntries([...Object.entries(failed), ...Object.entries(codedErrors(result)).filter(([path]) => kept(path))]);
  const errors = Object.fromEntries([...Object.entries(failed).map(([path, failures]) => [path, failures.map((failure) => failure.message)]), ...Object.entries(result.errors).filter(([path]) => kept(path))]);
  const data = Object.fromEntries(Object.entries(result.data).filter(([key]) => kept(key)));
  return makeResult(false, errors, data, coded);
}

/** A request's header, whatever the framework: both keep them lower-cased in `headers` (Node's is a getter on the prototype). */
function headerOf(req: unknown, name: string): unknown {
  try {
    const headers = isObjectLike(req) ? req.headers : undefined;
    return isObjectLike(headers) ? ownValue(headers, name) : undefined;
  } catch {
    return undefined;
  }
}

/** How a route finds a request's locale, when it depends on the request; throws for a choice that is neither a code nor a function. */
function localeOfRequest<Req>(choice: LocaleChoice<Req> | undefined): ((req: Req) => string | undefined) | undefined {
  if (choice === undefined || (typeof choice === 'string' && choice !== 'accept-language')) return undefined;
  if (choice === 'accept-language') return (req) => preferredLocale(headerOf(req, 'accept-language'));
  if (typeof choice !== 'function') throw new TypeError(`valigate: locale must be a locale code, 'accept-language' or a function of the request, got ${choice === null ? 'null' : typeof choice}`);
  // What a request names is hostile: a code no pack answers gets the fallback locale.
  return (req) => findLocale(choice(req))?.code;
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

/**
 * One route's validation, built once when the route is declared: the compiled validator
 * (so rule mistakes throw at app setup), where each field comes from, and how failures
 * are answered. Both adapters run requests through it.
 */
export class RouteValidation<Req, OnError> {
  readonly #validator: Validator;
  /** The declared field patterns, which say where an error's path has a dot inside a key. */
  readonly #fields: readonly string[];
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
  /** The validator's options, for the messages of an upload cut short. */
  readonly #core: ValidatorOptions;
  /** The request's locale, when the route's choice depends on the request. */
  readonly #localeOf: ((req: Req) => string | undefined) | undefined;
  readonly #uploadBooks = new Map<string | undefined, MessageBook>();
  /** The status, format and `onError` that answer this route's failures. */
  readonly failure: FailureSettings<OnError>;

  /** Compiles the groups' rules into one validator; throws a `TypeError` for any mistake. */
  constructor(groups: readonly FieldGroup<Req>[], core: CoreOptions<Req>, failure: FailureSettings<OnError>) {
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
    // A locale option needs the packs looked in, whichever entry the application imported.
    if (core.locale !== undefined || core.fallbackLocale !== undefined) installLocales();
    // fromEntries defines own keys, so a `__proto__` field reaches the compiler, which refuses it by name.
    this.#localeOf = localeOfRequest(core.locale);
    const locale = this.#localeOf === undefined ? (core.locale as string | undefined) : undefined;
    this.#core = { messages: core.messages, attributes: core.attributes, values: core.values, locale, fallbackLocale: core.fallbackLocale };
    this.#fields = entries.map(([pattern]) => pattern);
    this.#validator = new Validator(Object.fromEntries(entries), { ...this.#core, limits: core.limits, strict: core.strict, convertEmptyStringsToNull: core.convertEmptyStringsToNull, timezone: core.timezone });
    // A key a group's rules read comes from that group's sources, unless some group declares it: then it is that field's value.
    const readsOf = (rules: RulesMap) => (groups.length === 1 ? this.#validator : new Validator(rules, { timezone: core.timezone })).dependencies;
    this.#groups = declared.map((group, at) => ({
      ...group,
      reads: readsOf(groups[at]!.rules)
        .filter((key) => !owners.has(key))
        .map((key) => ({ key, lookups: group.sources.map((source) => (source.lowerCaseKeys ? key.toLowerCase() : key)) })),
    }));
    this.#database = core.database;
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
          if (source.lowerCaseKeys || source.uploads || source.routeKeys || !isObjectLike(value)) return;
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
    const locale = this.#localeOf?.(req);
    const outcome = this.#validator.check(data, { req, database: this.#database, locale });
    const failed = this.#uploadKeys.length === 0 ? undefined : this.#failedUploads(data, locale);
    if (failed === undefined) return outcome;
    return isThenable(outcome) ? outcome.then((result) => withFailures(result, failed)) : withFailures(outcome, failed);
  }

  /** The upload fields holding a file cut short by a size limit: not the whole file, so the field fails (Laravel's `uploaded`), whatever its rules say. */
  #failedUploads(data: unknown, locale: string | undefined): CodedErrors | undefined {
    let failed: CodedErrors | undefined;
    for (const key of this.#uploadKeys) {
      const value = isObjectLike(data) ? ownValue(data, key) : ABSENT;
      const files = Array.isArray(value) ? value : [value];
      if (files.some((file) => isUploadedFile(file) && file.truncated)) (failed ??= {})[key] = [this.#uploaded(key, locale)];
    }
    return failed;
  }

  /** Laravel's `uploaded` failure of a declared upload field whose upload the middleware refused (multer's size limit), in the request's locale; undefined for any other field. */
  uploadFailure(field: unknown, req: Req): ValidationResult | undefined {
    // The part's name as sent: `photos[]` and `photos[0]` are files of `photos`.
    const key = typeof field === 'string' ? uploadField(field) : undefined;
    if (key === undefined || !this.#uploadKeys.includes(key)) return undefined;
    return withFailures(makeResult(true, {}, {}), { [key]: [this.#uploaded(key, this.#localeOf?.(req))] });
  }

  /** The `uploaded` failure of a field, in the route's messages and names and in `locale`. */
  #uploaded(key: string, locale: string | undefined): CodedErrors[string][number] {
    let book = this.#uploadBooks.get(locale);
    if (book === undefined) this.#uploadBooks.set(locale, (book = messageBook(this.#core, locale)));
    const label = book.label(key, key);
    const message = renderTemplate(book.text('uploaded', UPLOAD_FAILED_MESSAGE, key), (name) => (name === 'field' ? label : undefined));
    return { rule: 'uploaded', params: [], message };
  }

  /** The default failure response body, in the route's format. */
  body(result: ValidationResult): FailureBody {
    return failureBody(result, this.failure.format, this.#fields);
  }
}
