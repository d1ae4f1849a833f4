/**
 * `valigate/node`: the Express middleware and the Fastify plugin together (their types need both
 * frameworks; `valigate/express` and `valigate/fastify` need only theirs). The adapters use only
 * the kernel; import `valigate` (every rule) or the rule modules you use alongside.
 */
export {
  MiddlewareValidator,
  type MiddlewareErrorHandler,
  type MiddlewareRouteOptions,
  type MiddlewareSource,
  type MiddlewareSourcesOptions,
  type MiddlewareValidationOptions,
  type ValidatedHandler,
  type ValidatedRequest,
  type ValidationMiddleware,
  type OpenAPIDocument,
  type OpenAPIOptions,
  toOpenAPI,
} from './express.js';
export {
  PluginValidator,
  type CheckSpec,
  type InferSpec,
  type PluginErrorHandler,
  type PluginRouteOptions,
  type PluginValidationOptions,
  type PluginValidationSpec,
  type ValidatedFastifyRequest,
  type ValidatedRouteHandler,
  type ValidationHook,
} from './fastify.js';
export * from './common.js';

import type { ValidationHook } from './fastify.js';
import type { ValidationMiddleware } from './express.js';

/** The validated data type of a route's middleware or hook: `ValidatedData<typeof createUser>`. */
export type ValidatedData<M> = M extends ValidationMiddleware<infer T> ? T : M extends ValidationHook<infer T> ? T : never;
export { type EmailDnsOptions, useDns, useEmailDns } from './email-dns.js';
import './dns-lookups.js';
