import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, RouteHandlerMethod, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type CheckRules, type InferRules, type RulesMap, type ValidationErrors, type ValidationResult, isThenable } from '../src/core.js';
import { type CoreOptions, type FailureOptions, type FieldGroup, type RequestSource, RouteValidation, failureSettings } from './route.js';

/** Sends a failure response itself: `errors` is `{ field: [messages] }`. */
export type PluginErrorHandler = (errors: ValidationErrors, request: FastifyRequest, reply: FastifyReply) => unknown;

/** Options of `app.register(PluginValidator, options)`. */
export interface PluginValidationOptions extends CoreOptions, FailureOptions<PluginErrorHandler> {}

/** Options of one route's `app.validate(spec, options)`: they win over the plugin's. */
export type PluginRouteOptions = FailureOptions<PluginErrorHandler>;

/** A route's rules per request source. */
export interface PluginValidationSpec {
  readonly body?: RulesMap;
  readonly params?: RulesMap;
  readonly querystring?: RulesMap;
  /** The same as `querystring`. */
  readonly query?: RulesMap;
  readonly headers?: RulesMap;
}

type RulesAt<S, K extends keyof PluginValidationSpec> = S extends { readonly [key in K]: infer R extends RulesMap } ? R : {};

/** The validated data of a spec: the declared fields of every source in one object. */
export type InferSpec<S extends PluginValidationSpec> = InferRules<
  RulesAt<S, 'body'> & RulesAt<S, 'params'> & RulesAt<S, 'querystring'> & RulesAt<S, 'query'> & RulesAt<S, 'headers'>
>;

/** The spec itself when its sources are known and every literal rule name too; otherwise the faulty part typed `never` or as an error message. */
export type CheckSpec<S> = { [K in keyof S]: K extends keyof PluginValidationSpec ? CheckRules<S[K]> : never };

/** A Fastify request after a valigate hook passed: `validatedData` typed from the route's spec. */
export type ValidatedFastifyRequest<T> = Omit<FastifyRequest, 'validatedData'> & { validatedData: T };

/** A route handler that runs after validation and reads the typed `request.validatedData`. */
export type ValidatedRouteHandler<T> = (this: FastifyInstance, request: ValidatedFastifyRequest<T>, reply: FastifyReply) => unknown;

/** The `preValidation` hook of one route, typed by the data its spec produces. */
export interface ValidationHook<T> extends preValidationHookHandler {
  /**
   * Route options that run this hook, then `handler` with `request.validatedData` typed:
   * `app.post('/users', app.validate(spec).handle(async (request) => ...))`.
   */
  handle(handler: ValidatedRouteHandler<T>): { preValidation: ValidationHook<T>; handler: RouteHandlerMethod };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A route's `preValidation` hook validating the sources of `spec`. */
    validate<const S extends PluginValidationSpec & CheckSpec<S>>(spec: S, options?: PluginRouteOptions): ValidationHook<InferSpec<S>>;
  }
  interface FastifyRequest {
    /** The data the route's valigate hook validated (null before it ran); typed per route through `handle()`. */
    validatedData: Record<string, unknown> | null;
  }
}

const SOURCES: Readonly<Record<keyof PluginValidationSpec, RequestSource<FastifyRequest>>> = {
  body: { name: 'body', read: (request) => request.body },
  params: { name: 'params', read: (request) => request.params },
  querystring: { name: 'querystring', read: (request) => request.query },
  query: { name: 'query', read: (request) => request.query },
  headers: { name: 'headers', read: (request) => request.headers, lowerCaseKeys: true },
};

function specGroups(spec: PluginValidationSpec): FieldGroup<FastifyRequest>[] {
  if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) {
    throw new TypeError('valigate: validate(spec) takes an object of source -> rules (body, params, querystring, headers)');
  }
  return Object.entries(spec).map(([name, rules]) => {
    if (!Object.hasOwn(SOURCES, name)) {
      throw new TypeError(`valigate: unknown source "${name}" in validate(spec) (use ${Object.keys(SOURCES).join(', ')})`);
    }
    return { rules: rules as RulesMap, sources: [SOURCES[name as keyof PluginValidationSpec]] };
  });
}

const valigate: FastifyPluginAsync<PluginValidationOptions> = async (app, options) => {
  const defaults = { ...options };
  failureSettings(defaults);
  app.decorateRequest('validatedData', null);
  app.decorate('validate', function validate(spec: PluginValidationSpec, routeOptions?: PluginRouteOptions) {
    const route = new RouteValidation<FastifyRequest, PluginErrorHandler>(specGroups(spec), defaults, failureSettings(defaults, routeOptions));
    const { status, onError } = route.failure;

    /** Sets the data of a valid request, or answers a failure (a promise Fastify waits on; the returned reply ends the lifecycle once). */
    const answer = (result: ValidationResult, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> | undefined => {
      if (result.valid) {
        request.validatedData = result.data;
        return undefined;
      }
      return (async () => {
        if (onError) await onError(result.errors, request, reply);
        else reply.code(status).send(route.body(result.errors));
        return reply;
      })();
    };

    // Callback style while every rule is synchronous, so a valid request costs no promise; Fastify
    // waits on a returned promise instead of `done`, and a fault, thrown or rejected, goes to its error handling.
    const hook = function valigatePreValidation(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
      const outcome = route.check(request);
      if (isThenable(outcome)) return outcome.then((result) => answer(result, request, reply));
      const failure = answer(outcome, request, reply);
      if (failure === undefined) done();
      return failure;
    } as unknown as ValidationHook<Record<string, unknown>>;
    hook.handle = (handler) => ({ preValidation: hook, handler: handler as unknown as RouteHandlerMethod });
    return hook;
  });
};

/** The Fastify plugin (Fastify 4 and 5): `app.register(PluginValidator, options)`, then `preValidation: app.validate(spec)`. */
export const PluginValidator = fp(valigate, { name: 'valigate', fastify: '4.x || 5.x' });
