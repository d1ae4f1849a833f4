import { type CodedFailure, type ValidationErrors, type ValidationResult, codedErrors } from '../src/core.js';
import { splitPath } from '../src/path.js';

/** The shapes a failure response's `errors` can take. */
export type ErrorFormat = 'keyed_list' | 'flat' | 'grouped' | 'nested' | 'coded';

/** Every error format, in the order the docs list them. */
export const ERROR_FORMATS: readonly ErrorFormat[] = ['keyed_list', 'flat', 'grouped', 'nested', 'coded'];

/** A `nested` tree: one key per path segment, array indices as string keys, one message per leaf. */
export interface NestedErrors {
  [segment: string]: string | NestedErrors;
}

/** The `errors` member of each format. */
export interface FormattedErrors {
  /** `{ field: [messages] }`, the core's own shape. */
  keyed_list: ValidationErrors;
  /** Every message, no field names. */
  flat: string[];
  /** `{ field: firstMessage }`. */
  grouped: Record<string, string>;
  /** The messages placed along each field's path. */
  nested: NestedErrors;
  /** `{ field: [{ rule, params, message }] }`: each failure's rule and parameters beside its message, for a client that translates on its side. */
  coded: Record<string, CodedFailure[]>;
}

/** The JSON body of a failure response. */
export interface FailureBody<F extends ErrorFormat = ErrorFormat> {
  readonly message: 'Validation failed';
  readonly errors: FormattedErrors[F];
}

/** A list of messages, as JSON Schema (the 3.0 subset too). */
const MESSAGES = { type: 'array', items: { type: 'string' } };

/** The JSON Schema of each format's `errors`. */
const ERRORS_SCHEMAS: Readonly<Record<ErrorFormat, Record<string, unknown>>> = {
  keyed_list: { type: 'object', additionalProperties: MESSAGES },
  flat: MESSAGES,
  grouped: { type: 'object', additionalProperties: { type: 'string' } },
  // A tree of any depth: a message, or an object of more of them.
  nested: { type: 'object', additionalProperties: {} },
  coded: {
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'object', required: ['rule', 'params', 'message'], properties: { rule: { type: 'string' }, params: { type: 'array', items: {} }, message: { type: 'string' } } } },
  },
};

/** The JSON Schema of a failure body in `format`, for an API document's failure response. */
export function failureBodySchema(format: ErrorFormat): Record<string, unknown> {
  return { type: 'object', required: ['message', 'errors'], properties: { message: { type: 'string', enum: ['Validation failed'] }, errors: ERRORS_SCHEMAS[format] } };
}

/** The deepest `nested` tree built: a client's key full of dots (under `strict`, or a wildcard over an object) must not make a tree too deep to serialise. */
export const MAX_NESTED_DEPTH = 100;

/** A result (which knows its failures' codes) or its errors alone. */
/**
 * What `formatErrors` reads: a result, or its errors. A validator's result is typed by its rules (its
 * errors a `Partial` over the declared paths, `items.${string}.qty` for a wildcard), so any of them is taken.
 */
export type ErrorsSource = ValidationResult<unknown, unknown> | { readonly [path: string]: readonly string[] | undefined };

// Errors map paths to lists, so a boolean `valid` is a result's.
const isResult = (source: ErrorsSource): source is ValidationResult<unknown, unknown> => typeof source.valid === 'boolean';

/**
 * Reshapes a result's `{ field: [messages] }` into one of the response formats; `coded` needs the
 * result itself (its failures' rules), given its errors alone it names every rule `unknown`.
 * `fields`, the declared field patterns, keep a dot a pattern escapes (`settings\\.theme`) inside its key in `nested`.
 */
export function formatErrors<F extends ErrorFormat>(source: ErrorsSource, format: F, fields?: Iterable<string>): FormattedErrors[F];
export function formatErrors(source: ErrorsSource, format: ErrorFormat, fields: Iterable<string> = []): FormattedErrors[ErrorFormat] {
  const result = isResult(source) ? source : undefined;
  const errors = (result ? result.errors : source) as ValidationErrors;
  switch (format) {
    case 'coded':
      return codedErrors(result ?? { valid: false, errors, data: {}, failed: {} });
    case 'keyed_list':
      return errors;
    case 'flat':
      return Object.values(errors).flat();
    case 'grouped':
      // fromEntries defines own properties, so no key can reach a setter such as `__proto__`.
      return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? '']));
    case 'nested':
      return nest(errors, escapedPatterns(fields));
  }
  // Plain JavaScript can pass any text (or none): an unknown format is a mistake, never an undefined body.
  throw new TypeError(`valigate: formatErrors takes a format of ${ERROR_FORMATS.join(', ')}, got ${JSON.stringify(format)}`);
}

/** The failure response body for a result (or its errors) in `format`; `fields` as for `formatErrors`. */
export function failureBody<F extends ErrorFormat>(source: ErrorsSource, format: F, fields?: Iterable<string>): FailureBody<F> {
  return { message: 'Validation failed', errors: formatErrors(source, format, fields) };
}

/** The keys of the patterns that escape a dot (`settings\\.theme.*`): the only ones a path cannot simply be split by. */
function escapedPatterns(fields: Iterable<string>): string[][] {
  return [...fields].filter((field) => field.includes('\\.')).map(splitPath);
}

/** The keys of an error's path: as an escaping pattern matching it has them (`*` standing for one key), else split at every dot. */
function keysOf(path: string, patterns: readonly (readonly string[])[]): string[] {
  for (const pattern of patterns) {
    const keys: string[] = [];
    let at = 0;
    for (const segment of pattern) {
      if (at > path.length) break;
      const dot = path.indexOf('.', at);
      const end = segment !== '*' ? at + segment.length : dot === -1 ? path.length : dot;
      const key = path.slice(at, end);
      if ((segment !== '*' && key !== segment) || (end < path.length && path[end] !== '.')) break;
      keys.push(key);
      at = end + 1;
    }
    if (keys.length === pattern.length && at === path.length + 1) return keys;
  }
  return path.split('.');
}

/** Sets an own key, so a client's `__proto__` or `constructor` segment stays an ordinary key and reaches no prototype. */
function setOwn(node: NestedErrors, key: string, value: string | NestedErrors): void {
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Places each field's first message along its path, so that every failure appears. A field that
 * failed beside its own children (`customer` and `customer.name`) keeps its message under the key
 * `''`, which no path segment can be: `{ customer: { '': 'The customer must be...', name: '...' } }`.
 */
function nest(errors: ValidationErrors, patterns: readonly (readonly string[])[]): NestedErrors {
  const tree: NestedErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const split = patterns.length === 0 ? field.split('.') : keysOf(field, patterns);
    // Past the cap, the rest of the path stays joined in the deepest key.
    const segments = split.length > MAX_NESTED_DEPTH ? [...split.slice(0, MAX_NESTED_DEPTH - 1), split.slice(MAX_NESTED_DEPTH - 1).join('.')] : split;
    const message = messages[0] ?? '';
    let node = tree;
    for (let depth = 0; depth < segments.length - 1; depth++) {
      const segment = segments[depth]!;
      const existing = Object.hasOwn(node, segment) ? node[segment] : undefined;
      let child: NestedErrors;
      if (existing === undefined || typeof existing === 'string') {
        child = {};
        if (typeof existing === 'string') setOwn(child, '', existing);
        setOwn(node, segment, child);
      } else child = existing;
      node = child;
    }
    const last = segments.at(-1)!;
    const existing = Object.hasOwn(node, last) ? node[last] : undefined;
    if (existing === undefined) setOwn(node, last, message);
    else if (typeof existing !== 'string' && !Object.hasOwn(existing, '')) setOwn(existing, '', message);
  }
  return tree;
}
