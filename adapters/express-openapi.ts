// An OpenAPI document from an Express 4 or 5 app: its routes walked through nested routers and
// their mount paths, each valigate middleware's rules published as the route's parameters and body.
import type { RulesMap } from '../src/core.js';
import { escapedCharacter, optionalRouteParameter, regexSyntax, routeParameter, templateParameter } from '../src/patterns.js';
import type { JsonSchemaTarget } from '../src/json-schema/index.js';
import { type DocumentedFailure, type RouteSchemas, type SchemaPart, type SchemaSettings, operation, partSchema, withUploads } from './openapi.js';

/** What a valigate middleware tells the document: its rules per group of sources, its failure response and the options that shape schemas. */
export interface DocumentedMiddleware {
  readonly groups: readonly { readonly sources: readonly string[]; readonly rules: RulesMap }[];
  readonly failure: DocumentedFailure;
  readonly settings: SchemaSettings;
}

/** Where a valigate middleware keeps what it documents. */
export const DOCUMENTED = Symbol.for('valigate.express.documented');

/** Options of `toOpenAPI`. */
export interface OpenAPIOptions {
  /** The document's `info` (title and version at least). */
  readonly info: { readonly title: string; readonly version: string; readonly [key: string]: unknown };
  /** `3.1.0` (default, draft 2020-12 schemas) or `3.0.3` (OpenAPI 3.0 schemas). */
  readonly openapi?: '3.1.0' | '3.0.3';
}

/** An OpenAPI document: `openapi`, `info` and `paths`. */
export interface OpenAPIDocument {
  readonly openapi: '3.1.0' | '3.0.3';
  readonly info: OpenAPIOptions['info'];
  readonly paths: Record<string, Record<string, Record<string, unknown>>>;
}

/** The parts of an Express layer that the walk reads (Express 4's `layer.regexp`/`keys`, Express 5's `matchers` path). */
interface Layer {
  readonly name?: string;
  readonly handle?: { readonly stack?: readonly Layer[] } & Record<PropertyKey, unknown>;
  readonly route?: { readonly path: unknown; readonly stack: readonly Layer[] };
  readonly method?: string;
  readonly regexp?: RegExp & { fast_slash?: boolean };
  readonly keys?: readonly { readonly name: string | number }[];
  readonly rawPath?: unknown;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
/** Methods whose request usually has no body: a field `validate(rules)` reads from several sources is documented as a query parameter there. */
const NO_BODY = new Set(['get', 'head', 'delete', 'options', 'trace']);

/** How path-to-regexp 0.1 ends a mount path's regex: an optional slash, then a slash or the end. */
const MOUNT_END = '\\/?(?=\\/|$)';

/** The end of the group that opens at `start` in a regex source, escapes and classes skipped. */
function groupEnd(source: string, start: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = start; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  return source.length;
}

/** Express 4's mount path, read back from the regex path-to-regexp 0.1 made of it (`^\/users(?:\/([^/]+?))\/?(?=\/|$)` is `/users/:org`); undefined for a regex route. */
function express4MountPath(layer: Layer): string | undefined {
  const { regexp, keys = [] } = layer;
  if (!regexp) return undefined;
  if (regexp.fast_slash) return '';
  let source = regexp.source.startsWith('^') ? regexp.source.slice(1) : regexp.source;
  if (source.endsWith(MOUNT_END)) source = source.slice(0, -MOUNT_END.length);
  // Each parameter is a group `(?:\/(pattern))`, optional with a `?` after it, in the order of the keys.
  let from = 0;
  for (const key of keys) {
    const at = source.indexOf('(?:\\/(', from);
    if (at < 0) return undefined;
    let end = groupEnd(source, at);
    if (source[end] === '?') end++;
    const name = `/:${key.name}`;
    source = `${source.slice(0, at)}${name}${source.slice(end)}`;
    from = at + name.length;
  }
  const path = source.replace(escapedCharacter, '$1');
  return regexSyntax.test(path) ? undefined : path;
}

/** The path a router layer is mounted at: Express 5 keeps it, Express 4 only as a regex. */
function mountPath(layer: Layer): string | undefined {
  if (typeof layer.rawPath === 'string') return layer.rawPath.endsWith('/') ? layer.rawPath.slice(0, -1) : layer.rawPath;
  return express4MountPath(layer);
}

/** The most paths one route's optional parts are spelled out as. */
const MAX_VARIANTS = 16;

/** Where the optional part that opens first in `path` opens and closes (`\{` is a brace itself); -1 where none does. */
function optionalPart(path: string): readonly [number, number] {
  let open = -1;
  let depth = 0;
  for (let i = 0; i < path.length; i++) {
    if (path[i] === '\\') i++;
    else if (path[i] === '{' && depth++ === 0) open = i;
    else if (path[i] === '}' && depth > 0 && --depth === 0) return [open, i];
  }
  return [-1, -1];
}

/** A path with its optional parts (Express 5's `{/:slug}`, nested too) spelled out: each with and without them. */
function withOptionalParts(path: string): string[] {
  const [open, close] = optionalPart(path);
  if (open < 0) return [path];
  const [before, inside, after] = [path.slice(0, open), path.slice(open + 1, close), path.slice(close + 1)];
  return withOptionalParts(after)
    .flatMap((rest) => [before + rest, ...withOptionalParts(inside).map((part) => before + part + rest)])
    .slice(0, MAX_VARIANTS);
}

/** An Express path as OpenAPI paths (`/users/:id` is `/users/{id}`), each with its parameters' names: one per spelling of its optional parts (`/posts{/:slug}`, Express 4's `/posts/:slug?`), without them first. */
function openApiPaths(path: string): { readonly path: string; readonly parameters: string[] }[] {
  const shapes = new Set<string>();
  return withOptionalParts(path.replace(optionalRouteParameter, '{/:$1$2}')).flatMap((variant) => {
    const parameters: string[] = [];
    const converted = variant
      .replace(routeParameter, (_, name: string) => {
        parameters.push(name);
        return `{${name}}`;
      })
      .replace(escapedCharacter, '$1');
    // Two parts in a row (`/q{/:a}{/:b}`): one value fills the first, so `/q/{b}` is no path of its own, nor a path OpenAPI allows beside `/q/{a}`.
    const shape = converted.replace(templateParameter, '{}');
    if (shapes.has(shape)) return [];
    shapes.add(shape);
    return [{ path: converted || '/', parameters }];
  });
}

/** The request part a group's field is documented under, for the method and the route's path parameters. */
function partOf(sources: readonly string[], field: string, method: string, pathParameters: readonly string[]): SchemaPart | undefined {
  if (sources.includes('params') && pathParameters.includes(field)) return 'params';
  if (sources.includes('body') && (!NO_BODY.has(method) || !sources.includes('query'))) return 'body';
  if (sources.includes('query')) return 'querystring';
  // A route parameter the path does not have is no parameter of the document.
  return sources.includes('headers') ? 'headers' : undefined;
}

/** The schemas of one route's valigate middlewares, by request part; with uploads, the body is a multipart form. */
function routeSchemas(documented: readonly DocumentedMiddleware[], method: string, pathParameters: readonly string[], target: JsonSchemaTarget): RouteSchemas {
  const byPart: Partial<Record<SchemaPart | 'file', Record<string, RulesMap[string]>>> = {};
  let settings: SchemaSettings = {};
  for (const middleware of documented) {
    settings = { ...settings, ...middleware.settings };
    for (const { sources, rules } of middleware.groups) {
      for (const [pattern, spec] of Object.entries(rules)) {
        const part = sources.includes('file') ? 'file' : partOf(sources, pattern.split('.', 1)[0]!, method, pathParameters);
        if (part) (byPart[part] ??= {})[pattern] = spec;
      }
    }
  }
  const { file: uploads, ...parts } = byPart;
  const schemas: RouteSchemas = {};
  for (const [part, rules] of Object.entries(parts) as [SchemaPart, RulesMap][]) schemas[part] = partSchema(part, rules, target, settings);
  return uploads === undefined ? schemas : withUploads(schemas, uploads, target, settings, parts.body);
}

/** The valigate middlewares among a route's handlers for one method. */
function documentedOf(route: NonNullable<Layer['route']>, method: string): DocumentedMiddleware[] {
  return route.stack.flatMap((layer) => {
    const documented = layer.handle?.[DOCUMENTED] as DocumentedMiddleware | undefined;
    return documented && (layer.method === undefined || layer.method === method) ? [documented] : [];
  });
}

/**
 * An OpenAPI document (3.1 by default, 3.0 on request) of an Express 4 or 5 app or router: every
 * route, nested routers and their mount paths included (`/users/:id` becomes `/users/{id}`), with
 * the parameters and body (JSON, or a multipart form with uploads) of its valigate middlewares, from the rules they validate with.
 */
export function toOpenAPI(appOrRouter: unknown, options: OpenAPIOptions): OpenAPIDocument {
  const version = options?.openapi ?? '3.1.0';
  if (version !== '3.1.0' && version !== '3.0.3') throw new TypeError(`valigate: toOpenAPI writes OpenAPI 3.1.0 or 3.0.3, got ${String(version)}`);
  if (!options?.info || typeof options.info.title !== 'string' || typeof options.info.version !== 'string') throw new TypeError('valigate: toOpenAPI needs info: { title, version }');
  const target: JsonSchemaTarget = version === '3.0.3' ? 'openapi-3.0' : 'draft-2020-12';
  const app = appOrRouter as { _router?: { stack?: Layer[] }; router?: { stack?: Layer[] }; stack?: Layer[] };
  // Express 4 keeps the app's router in `_router` (its `router` getter throws); Express 5 in `router`; a Router is its own.
  const stack = app?.stack ?? app?._router?.stack ?? (Object.getOwnPropertyDescriptor(Object.getPrototypeOf(app) ?? {}, 'router') || Object.hasOwn(app ?? {}, 'router') ? app.router?.stack : undefined);
  if (!Array.isArray(stack)) throw new TypeError('valigate: toOpenAPI takes an Express app or Router');
  const paths: OpenAPIDocument['paths'] = {};
  const walk = (layers: readonly Layer[], prefix: string) => {
    for (const layer of layers) {
      if (layer.route) {
        if (typeof layer.route.path !== 'string') continue;
        // A router's own root (`router.post('/')` mounted at `/users`) is the mount path itself.
        const methods = new Set(layer.route.stack.map((handler) => handler.method).filter((method): method is string => method !== undefined && METHODS.has(method)));
        for (const { path, parameters } of openApiPaths(prefix !== '' && layer.route.path === '/' ? prefix : prefix + layer.route.path)) {
          for (const method of methods) {
            const documented = documentedOf(layer.route, method);
            (paths[path] ??= {})[method] = operation(routeSchemas(documented, method, parameters, target), parameters, documented[0]?.failure);
          }
        }
      } else if (Array.isArray(layer.handle?.stack)) {
        const mounted = mountPath(layer);
        if (mounted !== undefined) walk(layer.handle.stack as Layer[], prefix + mounted);
      }
    }
  };
  walk(stack, '');
  return { openapi: version, info: options.info, paths };
}
