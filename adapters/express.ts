import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type CheckRules, type InferRules, type RulesMap, type ValidationErrors, type ValidationResult, isThenable } from '../src/core.js';
import { type CoreOptions, type FailureOptions, type RequestSource, RouteValidation, failureSettings } from './route.js';

declare global {
  // Every route's request, whatever its rules; a route's handler gets the precise type through `handle()`.
  namespace Express {
    interface Request {
      /** The data a valigate middleware validated: declared fields only. */
      validatedData?: Record<string, unknown>;
    }
  }
}

/** Where the Express middleware reads fields from. */
export type MiddlewareSource = 'body' | 'query' | 'params' | 'headers' | 'file';

/** Sends a failure response itself: `errors` is `{ field: [messages] }`. */
export type MiddlewareErrorHandler = (errors: ValidationErrors, req: Request, res: Response) => unknown;

/** Options of `new MiddlewareValidator(options)`. */
export interface MiddlewareValidationOptions extends CoreOptions, FailureOptions<MiddlewareErrorHandler> {
  /** The sources `validate(rules)` reads, first listed first (default `['body', 'query', 'params']`). */
  readonly sources?: readonly MiddlewareSource[];
}

/** Options of one route: they win over the validator's. */
export type MiddlewareRouteOptions = FailureOptions<MiddlewareErrorHandler>;

/** Options of a `validate(rules, options)` route: the route options and the sources to read. */
export interface MiddlewareSourcesOptions extends MiddlewareRouteOptions {
  /** The sources to read, first listed first (default: the validator's `sources`). */
  readonly sources?: readonly MiddlewareSource[];
}

/** An Express request after a valigate middleware passed: `validatedData` typed from the route's rules. */
export type ValidatedRequest<T> = Omit<Request, 'validatedData'> & { validatedData: T };

/** A route handler that runs after validation and reads the typed `req.validatedData`. */
export type ValidatedHandler<T> = (req: ValidatedRequest<T>, res: Response, next: NextFunction) => unknown;

/** The middleware of one route, typed by the data its rules produce. */
export interface ValidationMiddleware<T> extends RequestHandler {
  /**
   * This middleware followed by `handlers`, which see `req.validatedData` typed from the rules:
   * `app.post('/users', validator.body(rules).handle((req, res) => ...))`.
   */
  handle(...handlers: readonly ValidatedHandler<T>[]): RequestHandler[];
}

/** Hands a fault to Express's error handling; a falsy reason (or `'route'`) would read as "carry on". */
const fault = (next: NextFunction, error: unknown) => next(error instanceof Error ? error : new Error('valigate: the failure response failed', { cause: error }));

const DEFAULT_SOURCES: readonly MiddlewareSource[] = ['body', 'query', 'params'];

/** Multer's uploads by field name: `req.file` as itself, `req.files` as a list per field. */
function uploadedFiles(req: Request): Record<string, unknown> | undefined {
  const { file, files } = req as Request & { file?: { fieldname: string }; files?: unknown };
  if (file === undefined && (files === undefined || files === null)) return undefined;
  // Field names come from the client: a null-prototype map keeps `__proto__` an ordinary key.
  const byField: Record<string, unknown> = Object.create(null);
  if (Array.isArray(files)) {
    for (const upload of files as { fieldname: string }[]) ((byField[upload.fieldname] ??= []) as unknown[]).push(upload);
  } else if (files !== null && typeof files === 'object') {
    for (const field of Object.keys(files)) byField[field] = (files as Record<string, unknown>)[field];
  }
  if (file !== undefined) byField[file.fieldname] = file;
  return byField;
}

const SOURCES: Readonly<Record<MiddlewareSource, RequestSource<Request>>> = {
  body: { name: 'body', read: (req) => req.body },
  query: { name: 'query', read: (req) => req.query },
  params: { name: 'params', read: (req) => req.params },
  headers: { name: 'headers', read: (req) => req.headers, lowerCaseKeys: true },
  file: { name: 'file', read: uploadedFiles },
};

function resolveSources(names: readonly MiddlewareSource[]): RequestSource<Request>[] {
  if (!Array.isArray(names) || names.length === 0) throw new TypeError('valigate: sources must be a non-empty array of source names');
  return names.map((name: string) => {
    if (!Object.hasOwn(SOURCES, name)) throw new TypeError(`valigate: unknown source "${name}" (use ${Object.keys(SOURCES).join(', ')})`);
    return SOURCES[name as MiddlewareSource];
  });
}

/**
 * Express middleware (Express 4 and 5): each method compiles a route's rules once and returns
 * a middleware that validates the request, sets `req.validatedData` and calls `next()`, or
 * answers the failure. A fault (a rule threw, the database failed) goes to `next(err)`.
 */
export class MiddlewareValidator {
  readonly #options: MiddlewareValidationOptions;

  /** Checks the options now, so a bad `errorStatus` or source fails at app setup. */
  constructor(options: MiddlewareValidationOptions = {}) {
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

  /** Validates fields from several sources in one pass; a field comes from the first listed source that has it. */
  validate<const R extends RulesMap & CheckRules<R>>(rules: R, options?: MiddlewareSourcesOptions): ValidationMiddleware<InferRules<R>> {
    return this.#middleware(rules, options?.sources ?? this.#options.sources ?? DEFAULT_SOURCES, options);
  }

  #middleware<T>(rules: RulesMap, sources: readonly MiddlewareSource[], options: MiddlewareRouteOptions | undefined): ValidationMiddleware<T> {
    const route = new RouteValidation<Request, MiddlewareErrorHandler>([{ rules, sources: resolveSources(sources) }], this.#options, failureSettings(this.#options, options));
    const { status, onError } = route.failure;

    const answer = (result: ValidationResult, req: Request, res: Response, next: NextFunction) => {
      if (result.valid) {
        req.validatedData = result.data;
        next();
      } else if (onError) {
        try {
          const sent = onError(result.errors, req, res);
          // An async onError that rejects is a fault like any other.
          if (isThenable(sent)) sent.then(undefined, (error: unknown) => fault(next, error));
        } catch (error) {
          fault(next, error);
        }
      } else {
        // A throw here (the response could not be written) would otherwise escape to the caller or go unhandled.
        try {
          res.status(status).json(route.body(result.errors));
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
    // The handlers are ordinary Express handlers; only their type knows what the middleware set.
    middleware.handle = (...handlers) => [middleware, ...(handlers as unknown as RequestHandler[])];
    return middleware;
  }
}
