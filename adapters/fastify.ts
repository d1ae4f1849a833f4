/**
 * `valigate/fastify`: the Fastify plugin (Fastify 4 and 5). Its types need only fastify; the
 * adapters use only the kernel: import `valigate` (every rule) or the rule modules you use.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type CheckRules, type InferRules, type RulesMap, type ValidationErrors, type ValidationResult, isThenable } from '../src/core.js';
import { headOfPath } from '../src/path.js';
import { fastifyRouteParameter } from '../src/patterns.js';
import { type MultipartRequest, RECORDER, isMultipart, multipartFields, partsRecorder, settleUploads, uploadsOf } from './multipart.js';
import { type FieldGroup, type RequestSource, RouteValidation } from './route.js';
import { type CoreOptions, type FailureOptions, type MessageOptions, ADAPTER_OPTIONS, ROUTE_OPTIONS, failureSettings, routeCoreOptions } from './route-options.js';
import { type TopLevelField, type WithUploads, listUploadFields, shapeUploads } from './upload-fields.js';
import { refuseUnknownKeys } from '../src/nearest.js';
import type { JsonSchemaTarget } from '../src/json-schema/index.js';
import { type RouteSchemas, type SchemaPart, partSchema, withUploads } from './openapi.js';
import './dns-lookups.js';

export * from './common.js';

/** Sends a failure response itself: `errors` is `{ field: [messages] }`; `result` has the failures' codes too (`formatErrors(result, 'coded')`). */
export type PluginErrorHandler = (errors: ValidationErrors, request: FastifyRequest, reply: FastifyReply, result: ValidationResult) => unknown;

/** Options of `app.register(PluginValidator, options)`. */
export interface PluginValidationOptions extends CoreOptions<FastifyRequest>, FailureOptions<PluginErrorHandler> {
  /**
   * The dialect of the route schemas published for @fastify/swagger: `openapi-3.0` (default, for an
   * OpenAPI 3.0 document), `draft-2020-12` (for OpenAPI 3.1) or `draft-07`; `false` publishes none.
   */
  readonly schemaTarget?: JsonSchemaTarget | false;
}

/** Options of one route's `app.validate(spec, options)`: they win over the plugin's (its messages and attributes key by key). */
export interface PluginRouteOptions extends FailureOptions<PluginErrorHandler>, MessageOptions<FastifyRequest> {
  /** The dialect of this route's published schemas, or `false` for none (see the plugin's option). */
  readonly schemaTarget?: JsonSchemaTarget | false;
}

/** A route's rules per request source. */
export interface PluginValidationSpec {
  readonly body?: RulesMap;
  readonly params?: RulesMap;
  readonly querystring?: RulesMap;
  /** The same as `querystring`. */
  readonly query?: RulesMap;
  readonly headers?: RulesMap;
  /** Uploaded files, from @fastify/multipart only: one part gives the file, several a list (always a list when `field.*` is declared). */
  readonly file?: RulesMap;
}

type RulesAt<S, K extends keyof PluginValidationSpec> = S extends { readonly [key in K]: infer R extends RulesMap } ? R : {};

/** The validated data of a spec: the declared fields of every source in one object, the `file` ones typed `UploadedFile`. */
export type InferSpec<S extends PluginValidationSpec> = WithUploads<
  InferRules<RulesAt<S, 'body'> & RulesAt<S, 'params'> & RulesAt<S, 'querystring'> & RulesAt<S, 'query'> & RulesAt<S, 'headers'> & RulesAt<S, 'file'>>,
  TopLevelField<RulesAt<S, 'file'>>
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

/** The validated data type of a route's hook: `ValidatedData<typeof getUser>`. */
export type ValidatedData<H> = H extends ValidationHook<infer T> ? T : never;

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

/** The body as the route sees it: a multipart body's text fields as plain values, its files left to the `file` source. */
const readBody = (request: FastifyRequest): unknown => (isMultipart(request as MultipartRequest) ? multipartFields(request as MultipartRequest) : request.body);

const SOURCES: Readonly<Record<Exclude<keyof PluginValidationSpec, 'file'>, RequestSource<FastifyRequest>>> = {
  body: { name: 'body', read: readBody },
  params: { name: 'params', read: (request) => request.params, routeKeys: true },
  querystring: { name: 'querystring', read: (request) => request.query },
  query: { name: 'query', read: (request) => request.query },
  headers: { name: 'headers', read: (request) => request.headers, lowerCaseKeys: true },
};

const SOURCE_NAMES = [...Object.keys(SOURCES), 'file'];

/** The `file` source of a route: multipart's files by field name, shaped by the route's rules (`shapeUploads`). */
function uploadSource(rules: RulesMap): RequestSource<FastifyRequest> {
  const lists = listUploadFields(rules);
  const read = (request: FastifyRequest) => {
    const files = uploadsOf(request)?.files;
    return files === undefined ? undefined : shapeUploads(files, lists);
  };
  return { name: 'file', read, uploads: true };
}

function specGroups(spec: PluginValidationSpec): FieldGroup<FastifyRequest>[] {
  if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) {
    throw new TypeError('valigate: validate(spec) takes an object of source -> rules (body, params, querystring, headers, file)');
  }
  return Object.entries(spec).map(([name, rules]) => {
    if (name === 'file') return { rules: rules as RulesMap, sources: [uploadSource(rules as RulesMap)] };
    if (!Object.hasOwn(SOURCES, name)) throw new TypeError(`valigate: unknown source "${name}" in validate(spec) (use ${SOURCE_NAMES.join(', ')})`);
    return { rules: rules as RulesMap, sources: [SOURCES[name as keyof typeof SOURCES]] };
  });
}

/** The request schemas of a spec by Fastify's part names (`query` is `querystring`); with uploaded files, the body is a multipart form. */
function specSchemas(spec: PluginValidationSpec, target: JsonSchemaTarget, settings: CoreOptions): RouteSchemas {
  const schemas: RouteSchemas = {};
  for (const [name, rules] of Object.entries(spec)) {
    if (name === 'file' || rules === undefined) continue;
    const part: SchemaPart = name === 'query' ? 'querystring' : (name as SchemaPart);
    schemas[part] = partSchema(part, rules as RulesMap, target, settings);
  }
  // @fastify/swagger turns `patternProperties` into one `additionalProperties` (the first pattern's schema, over any name), so the names below a wildcard are let through and their rules named, as in OpenAPI 3.0.
  return spec.file === undefined ? schemas : withUploads(schemas, spec.file, target, settings, spec.body as RulesMap | undefined, false);
}

/** Marks the hooks of routes that read files with the upload fields they declare, so the route records its multipart parts from the start of the request. */
const READS_FILES = Symbol('valigate.readsFiles');

/** Marks the hooks of routes with what their request schemas are written from: the spec, the dialect and the options that shape schemas. */
const ROUTE_SCHEMAS = Symbol('valigate.routeSchemas');

/** What one hook publishes: `specSchemas`' arguments. */
interface Published {
  readonly spec: PluginValidationSpec;
  readonly target: JsonSchemaTarget;
  readonly settings: CoreOptions;
}

/** The request parts Fastify would validate itself from a route's schema. */
const REQUEST_PARTS: readonly SchemaPart[] = ['body', 'querystring', 'params', 'headers'];

/** Fastify's validator for the parts valigate validates: it passes everything, so nothing is checked twice. */
const passEverything = () => true;

/**
 * Publishes the request schemas of a route's valigate hooks in `route.schema`, where
 * @fastify/swagger reads them (it keeps this same options object, whichever plugin came first),
 * and has Fastify's own validator pass them, since valigate already checked the request. A route
 * that brings its own request schemas keeps them, and Fastify's validation, untouched.
 */
function publishSchemas(route: RouteOptions, hooks: readonly unknown[]): void {
  const published = hooks.flatMap((hook) => (typeof hook === 'function' && ROUTE_SCHEMAS in hook ? [(hook as unknown as Record<symbol, Published>)[ROUTE_SCHEMAS]!] : []));
  if (published.length === 0) return;
  const own = (route.schema ?? {}) as Record<string, unknown>;
  if (REQUEST_PARTS.some((part) => own[part] !== undefined)) return;
  // Several hooks document one request: their rules per source together (one's files and another's body make one form), in the first one's dialect.
  const spec: Record<string, RulesMap> = {};
  for (const hook of published) for (const [source, rules] of Object.entries(hook.spec)) if (rules !== undefined) spec[source] = { ...spec[source], ...(rules as RulesMap) };
  // The path's parameters the rules leave undeclared are still the route's: a document naming `{shelf}` without its parameter is invalid.
  if (spec.params !== undefined) spec.params = { ...Object.fromEntries(pathParameters(route.url).map((name) => [name, 'string'])), ...spec.params };
  const schemas = specSchemas(spec, published[0]!.target, published[0]!.settings);
  const ours = new Set<unknown>(Object.values(schemas));
  route.schema = { ...own, ...schemas };
  const theirs = route.validatorCompiler;
  route.validatorCompiler = (request) => (ours.has(request.schema) ? passEverything : theirs ? theirs(request) : passEverything);
}

/** The named parameters of a Fastify path (`/shelves/:shelf/books/:id(^\\d+$)`), as find-my-way reads them; `::` is a literal colon, and the wildcard `*` is left out. */
function pathParameters(url: string): string[] {
  return [...url.replaceAll('::', '').matchAll(fastifyRouteParameter)].map((match) => match[1]!);
}

/** The route options' other hook lists, where a hook that reads files would never see the parts. */
const MISPLACED = ['onRequest', 'preParsing', 'preHandler', 'preSerialization', 'onSend', 'onResponse'] as const;

/**
 * Prepares a route whose `preValidation` has valigate hooks: its schemas published, and its
 * multipart parts recorded when a hook reads files. A hook that reads files anywhere else in the
 * route's options is refused here, when the route is declared, not at its first request.
 */
function prepareRoute(route: RouteOptions): void {
  for (const name of MISPLACED) {
    if (([route[name] ?? []].flat() as unknown[]).some((hook) => typeof hook === 'function' && READS_FILES in hook)) {
      throw new Error(`valigate: route ${String(route.method)} ${route.url} has a hook that reads files in ${name}; put it in preValidation (or use .handle()), where it sees the multipart parts`);
    }
  }
  const preValidation = [route.preValidation ?? []].flat() as unknown[];
  publishSchemas(route, preValidation);
  // Every hook's upload fields: one hook's files are read for all of them.
  const declared = new Set(preValidation.flatMap((hook) => (typeof hook === 'function' && READS_FILES in hook ? [...(hook as unknown as Record<symbol, ReadonlySet<string>>)[READS_FILES]!] : [])));
  if (declared.size === 0) return;
  const onRequest = [route.onRequest ?? []].flat() as onRequestHookHandler[];
  if (!onRequest.some((hook) => RECORDER in hook)) route.onRequest = [...onRequest, partsRecorder(declared) as unknown as onRequestHookHandler];
}

/** Where a context keeps the options it registered the plugin with, which its children's registrations start from. */
const CONTEXT_OPTIONS = Symbol('valigate.pluginOptions');

const valigate: FastifyPluginAsync<PluginValidationOptions> = async (app, options) => {
  // A child context's registration changes only what it sets: a locale of its own keeps the parent's database and error format.
  const inherited = (app as unknown as Record<symbol, PluginValidationOptions | undefined>)[CONTEXT_OPTIONS];
  // Fastify's own register options (and avvio's `name`) ride along with the plugin's.
  refuseUnknownKeys(options, [...ADAPTER_OPTIONS, 'schemaTarget', 'prefix', 'logLevel', 'logSerializers', 'name'], 'PluginValidator option');
  const defaults = { ...inherited, ...options };
  failureSettings(defaults);
  // A child context registering the plugin again with its own options shares the request decorator.
  if (!app.hasRequestDecorator('validatedData')) app.decorateRequest('validatedData', null);
  app.addHook('onRoute', prepareRoute);
  // Decorated on this context: its routes, and its children's unless they register their own, use these options.
  app.decorate('validate', function validate(spec: PluginValidationSpec, routeOptions?: PluginRouteOptions) {
    // A route takes its messages and failure options; `strict` or `limits` belong to the plugin's registration.
    refuseUnknownKeys(routeOptions, [...ROUTE_OPTIONS, 'schemaTarget'], 'route option', { names: ADAPTER_OPTIONS, owner: "the PluginValidator's registration" });
    const route = new RouteValidation<FastifyRequest, PluginErrorHandler>(specGroups(spec), routeCoreOptions(defaults, routeOptions), failureSettings(defaults, routeOptions));
    const { status, onError } = route.failure;
    const readsFiles = spec.file !== undefined;

    /** Sets the data of a valid request, or answers a failure (a promise Fastify waits on; the returned reply ends the lifecycle once). */
    const answer = (result: ValidationResult, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> | undefined => {
      if (result.valid) {
        request.validatedData = result.data;
        return undefined;
      }
      return (async () => {
        if (!onError) reply.code(status).send(route.body(result));
        else {
          // As in Express: the failure status set first, the previous one back when the handler fails.
          const previous = reply.statusCode;
          try {
            await onError(result.errors, request, reply.code(status), result);
          } catch (error) {
            if (!reply.sent) reply.code(previous);
            throw error;
          }
        }
        return reply;
      })();
    };

    /** Validates the request once its sources are all readable: undefined when it passed at once, else a promise Fastify waits on. */
    const run = (request: FastifyRequest, reply: FastifyReply): Promise<unknown> | undefined => {
      const outcome = route.check(request);
      return isThenable(outcome) ? outcome.then((result) => answer(result, request, reply)) : answer(outcome, request, reply);
    };

    // Callback style while every rule is synchronous, so a valid request costs no promise; Fastify
    // waits on a returned promise instead of `done`, and a fault, thrown or rejected, goes to its error handling.
    const hook = function valigatePreValidation(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
      // A multipart request's files are read (or gathered from what multipart read) before anything is validated.
      if (readsFiles && isMultipart(request as MultipartRequest)) return settleUploads(request as MultipartRequest).then(() => run(request, reply));
      const pending = run(request, reply);
      if (pending === undefined) done();
      return pending;
    } as unknown as ValidationHook<Record<string, unknown>>;
    if (readsFiles) Object.defineProperty(hook, READS_FILES, { value: new Set(Object.keys(spec.file!).map(headOfPath)) });
    const target = routeOptions?.schemaTarget ?? defaults.schemaTarget ?? 'openapi-3.0';
    if (target !== false) Object.defineProperty(hook, ROUTE_SCHEMAS, { value: { spec, target, settings: defaults } satisfies Published });
    hook.handle = (handler) => ({ preValidation: hook, handler: handler as unknown as RouteHandlerMethod });
    return hook;
  });
  app.decorate(CONTEXT_OPTIONS, defaults);
};

/**
 * The Fastify plugin (Fastify 4 and 5): `app.register(PluginValidator, options)`, then
 * `preValidation: app.validate(spec)`. A child context may register it again with its own options.
 */
export const PluginValidator = fp(valigate, { name: 'valigate', fastify: '4.x || 5.x' });
