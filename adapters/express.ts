/**
 * `valigate/express`: the Express middleware (Express 4 and 5). Its types need only express;
 * the adapters use only the kernel: import `valigate` (every rule) or the rule modules you use.
 */
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { type CheckRules, type InferRules, type RulesMap, type ValidationErrors, type ValidationResult, headOfPath, isThenable } from '../src/core.js';
import { DOCUMENTED, type DocumentedMiddleware } from './express-openapi.js';
import { multerUploads, refuseUnreadMultipart } from './multer.js';
import { type FieldGroup, type RequestSource, RouteValidation } from './route.js';
import { type CoreOptions, type FailureOptions, type MessageOptions, ADAPTER_OPTIONS, ROUTE_OPTIONS, failureSettings, routeCoreOptions } from './route-options.js';
import { type TopLevelField, type WithUploads, listUploadFields, shapeUploads } from './upload-fields.js';
import { refuseUnknownKeys } from '../src/nearest.js';
import './dns-lookups.js';

export * from './common.js';
export { type OpenAPIDocument, type OpenAPIOptions, toOpenAPI } from './express-openapi.js';

declare global {
  // Every route's request, whatever its rules; a route's handler gets the precise type through `handle()`.
  namespace Express {
    interface Request {
      /** The data a valigate middleware validated: declared fields only. */
      validatedData?: Record<string, unknown>;
    }
  }
}

/** Where the Express middleware reads fields from; uploaded files are named by `files` instead. */
export type MiddlewareSource = 'params' | 'body' | 'query' | 'headers';

/** Sends a failure response itself: `errors` is `{ field: [messages] }`; `result` has the failures' codes too (`formatErrors(result, 'coded')`). */
export type MiddlewareErrorHandler = (errors: ValidationErrors, req: Request, res: Response, result: ValidationResult) => unknown;

/** Options of `new MiddlewareValidator(options)`. */
export interface MiddlewareValidationOptions extends CoreOptions<Request>, FailureOptions<MiddlewareErrorHandler> {
  /** The sources `validate(rules)` reads (default `['params', 'body', 'query']`); a field in several is taken by precedence, params > body > query > headers. */
  readonly sources?: readonly MiddlewareSource[];
}

/** Options of one route: they win over the validator's (its messages and attributes key by key). */
export interface MiddlewareRouteOptions extends FailureOptions<MiddlewareErrorHandler>, MessageOptions<Request> {}

/** Options of a `validate(rules, options)` route: the route options, the sources to read and the upload fields. */
export interface MiddlewareSourcesOptions<F extends string = string> extends MiddlewareRouteOptions {
  /** The sources to read (default: the validator's `sources`); a field in several is taken by precedence, params > body > query > headers. */
  readonly sources?: readonly MiddlewareSource[];
  /**
   * The top-level fields the upload middleware supplies (multer's `req.file`, `req.files`): read
   * from its files only, never from another source, and typed `UploadedFile` (or a list of them).
   */
  readonly files?: readonly F[];
}

/** An Express request after a valigate middleware passed: `validatedData` typed from the route's rules. */
export type ValidatedRequest<T> = Omit<Request, 'validatedData'> & { validatedData: T };

/** A route handler that runs after validation and reads the typed `req.validatedData`. */
export type ValidatedHandler<T> = (req: ValidatedRequest<T>, res: Response, next: NextFunction) => unknown;

/** The middleware of one route, typed by the data its rules produce. */
export interface ValidationMiddleware<T> extends RequestHandler {
  /**
   * This middleware followed by `handlers`, which see `req.validatedData` typed from the rules:
   * `app.post('/users', validator.body(rules).handle((req, res) => ...))`. On a route with `files`,
   * a file over multer's size limit fails its field with Laravel's `uploaded` message, as any failure.
   */
  handle(...handlers: readonly ValidatedHandler<T>[]): RequestHandler[];
}

/** The validated data type of a route's middleware: `ValidatedData<typeof createUser>`. */
export type ValidatedData<M> = M extends ValidationMiddleware<infer T> ? T : never;

/** Hands a fault to Express's error handling; a falsy reason (or `'route'`) would read as "carry on". */
const fault = (next: NextFunction, error: unknown) => next(error instanceof Error ? error : new Error('valigate: the failure response failed', { cause: error }));

const DEFAULT_SOURCES: readonly MiddlewareSource[] = ['params', 'body', 'query'];

/**
 * Where a field present in several sources is taken from, whatever order `sources` lists them in:
 * route parameters are chosen by the server's routes, so no body or query can override a route's `:id`;
 * the body over the query, as Laravel merges input; headers last.
 */
const PRECEDENCE: readonly MiddlewareSource[] = ['params', 'body', 'query', 'headers'];

const SOURCES: Readonly<Record<MiddlewareSource, RequestSource<Request>>> = {
  params: { name: 'params', read: (req) => req.params, routeKeys: true },
  body: { name: 'body', read: (req) => req.body },
  query: { name: 'query', read: (req) => req.query },
  headers: { name: 'headers', read: (req) => req.headers, lowerCaseKeys: true },
};

/** The sources named, checked, in precedence order. */
function resolveSources(names: readonly MiddlewareSource[]): RequestSource<Request>[] {
  if (!Array.isArray(names) || names.length === 0) throw new TypeError('valigate: sources must be a non-empty array of source names');
  for (const name of names as readonly string[]) {
    if (name === 'file') throw new TypeError("valigate: files are not a listed source: name the upload fields with validate(rules, { files: ['avatar'] })");
    if (!Object.hasOwn(SOURCES, name)) throw new TypeError(`valigate: unknown source "${name}" (use ${Object.keys(SOURCES).join(', ')})`);
  }
  return PRECEDENCE.filter((name) => names.includes(name)).map((name) => SOURCES[name]);
}

/** The route's field groups: the upload fields `files` names from the files alone, every other field from `sources`. */
function fieldGroups(rules: RulesMap, sources: readonly RequestSource<Request>[], files: readonly string[] | undefined): FieldGroup<Request>[] {
  if (files === undefined) return [{ rules, sources }];
  if (!Array.isArray(files) || files.some((name) => typeof name !== 'string')) throw new TypeError('valigate: files must be an array of field names');
  // Checked only once the rules are known to be an object; RouteValidation names the mistake otherwise.
  if (rules === null || typeof rules !== 'object') return [{ rules, sources }];
  const heads = new Set(Object.keys(rules).map(headOfPath));
  for (const name of files) {
    if (name === '*' || !heads.has(name)) throw new TypeError(`valigate: files names "${name}", which is not a top-level field of the rules`);
  }
  const split = (upload: boolean) => Object.fromEntries(Object.entries(rules).filter(([pattern]) => files.includes(headOfPath(pattern)) === upload));
  const uploads = split(true);
  const lists = listUploadFields(uploads);
  // The upload middleware's files, shaped by the rules, are the one source of the fields `files` names.
  const groups: FieldGroup<Request>[] = [{ rules: uploads, sources: [{ name: 'file', read: (req) => (refuseUnreadMultipart(req, files), shapeUploads(multerUploads(req), lists)), uploads: true }] }];
  const others = split(false);
  if (Object.keys(others).length > 0) groups.push({ rules: others, sources });
  return groups;
}

/**
 * Express middleware (Express 4 and 5): each method compiles a route's rules once and returns
 * a middleware that validates the request, sets `req.validatedData` and calls `next()`, or
 * answers the failure. A fault (a rule threw, the database failed) goes to `next(err)`.
 */
export class MiddlewareValidator {
  readonly #options: MiddlewareValidationOptions;

  /** Checks the options now, so a misspelt option, a bad `errorStatus` or source fails at app setup. */
  constructor(options: MiddlewareValidationOptions = {}) {
    refuseUnknownKeys(options, [...ADAPTER_OPTIONS, 'sources'], 'MiddlewareValidator option');
    failureSettings(options);
    if (options.sources !== undefined) resolveSources(options.sources);
    this.#options = options;
  }

  /** Validates `req.body`. */
  body<const R extends RulesMap & CheckRules<R>>(rules: R, options?: MiddlewareRouteOptions): ValidationMiddleware<InferRules<R>> {
    return this.#middleware(rules, ['body'], options);
  }

  /** Validates `req.query`. */
  query<const R extends RulesMap & CheckRules<R>>(rules: R, options?: MiddlewareRouteOptions): ValidationMiddleware<InferRules<R>> {
    return this.#middleware(rules, ['query'], options);
  }

  /** Validates `req.params`. */
  params<const R extends RulesMap & CheckRules<R>>(rules: R, options?: MiddlewareRouteOptions): ValidationMiddleware<InferRules<R>> {
    return this.#middleware(rules, ['params'], options);
  }

  /** Validates `req.headers`; header names match in lower case, whatever case the rule uses. */
  headers<const R extends RulesMap & CheckRules<R>>(rules: R, options?: MiddlewareRouteOptions): ValidationMiddleware<InferRules<R>> {
    return this.#middleware(rules, ['headers'], options);
  }

  /**
   * Validates fields from several sources in one pass; a field in several is taken by precedence
   * (params > body > query > headers). The fields `files` names come from the upload middleware only.
   */
  validate<const R extends RulesMap & CheckRules<R>, const F extends TopLevelField<R> = never>(
    rules: R,
    options?: MiddlewareSourcesOptions<F>,
  ): ValidationMiddleware<WithUploads<InferRules<R>, F>> {
    return this.#middleware(rules, options?.sources ?? this.#options.sources ?? DEFAULT_SOURCES, options, options?.files, [...ROUTE_OPTIONS, 'sources', 'files']);
  }

  #middleware<T>(rules: RulesMap, sources: readonly MiddlewareSource[], options: MiddlewareRouteOptions | undefined, files?: readonly string[], known = ROUTE_OPTIONS): ValidationMiddleware<T> {
    // A route takes its messages and failure options; `strict` or `limits` belong to the MiddlewareValidator.
    refuseUnknownKeys(options, known, 'route option', { names: ADAPTER_OPTIONS, owner: 'the MiddlewareValidator' });
    const groups = fieldGroups(rules, resolveSources(sources), files);
    const route = new RouteValidation<Request, MiddlewareErrorHandler>(groups, routeCoreOptions(this.#options, options), failureSettings(this.#options, options));
    const { status, onError } = route.failure;

    const answer = (result: ValidationResult, req: Request, res: Response, next: NextFunction) => {
      if (result.valid) {
        req.validatedData = result.data;
        next();
      } else if (onError) {
        // The failure status is set first, so a handler that sends only a body answers the status the API document lists;
        // a handler that fails gets the status back, so its fault is not answered as a validation failure.
        const previous = res.statusCode;
        const failed = (error: unknown) => {
          if (!res.headersSent) res.status(previous);
          fault(next, error);
        };
        try {
          const sent = onError(result.errors, req, res.status(status), result);
          // An async onError that rejects is a fault like any other.
          if (isThenable(sent)) sent.then(undefined, failed);
        } catch (error) {
          failed(error);
        }
      } else {
        // A throw here (the response could not be written) would otherwise escape to the caller or go unhandled.
        try {
          res.status(status).json(route.body(result));
        } catch (error) {
          fault(next, error);
        }
      }
    };

    const middleware = ((req, res, next) => {
      let outcome: ValidationResult | Promise<ValidationResult>;
      try {
        outcome = route.check(req);
      } catch (error) {
        fault(next, error);
        return;
      }
      if (isThenable(outcome)) outcome.then((result) => answer(result, req, res, next), (error: unknown) => fault(next, error));
      else answer(outcome, req, res, next);
    }) as ValidationMiddleware<T>;
    // multer answers a file over its size limit with an error naming the field; Express hands that error
    // to the route's next error handler, this one: a declared upload field fails as Laravel's `uploaded`.
    const uploadFailure: ErrorRequestHandler = (error, req, res, next) => {
      const limited = error instanceof Error && error.name === 'MulterError' && (error as { code?: unknown }).code === 'LIMIT_FILE_SIZE';
      const failure = limited ? route.uploadFailure((error as { field?: unknown }).field, req as never) : undefined;
      if (failure === undefined) next(error);
      else answer(failure, req, res, next);
    };
    // The handlers are ordinary Express handlers; only their type knows what the middleware set.
    middleware.handle = (...handlers) => [middleware, ...(files === undefined ? [] : [uploadFailure as unknown as RequestHandler]), ...(handlers as unknown as RequestHandler[])];
    // What `toOpenAPI` documents: the rules by their sources (`file` for the uploads), the failure response, the options that shape schemas.
    const { strict, convertEmptyStringsToNull, timezone } = this.#options;
    const documented: DocumentedMiddleware = {
      groups: groups.map((group) => ({ sources: group.sources.map((source) => source.name), rules: group.rules })),
      failure: { status, format: onError === undefined ? route.failure.format : undefined },
      settings: { strict, convertEmptyStringsToNull, timezone },
    };
    Object.defineProperty(middleware, DOCUMENTED, { value: documented });
    return middleware;
  }
}
