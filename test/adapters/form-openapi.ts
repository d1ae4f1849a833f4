// What the multipart OpenAPI tests share: the same rules behind a real Express+multer route
// (toOpenAPI) and a real Fastify+@fastify/multipart route (the plugin's schemas, through
// @fastify/swagger), each document's form schema, and ajv for reading a form against it.
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import { Validator as OpenApiValidator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import express from 'express';
import fastify from 'fastify';
import multer from 'multer';
import { expect } from 'vitest';
import { MiddlewareValidator, PluginValidator, toOpenAPI } from '../../adapters/index.js';
import type { RulesMap } from '../../src/index.js';
import '../../src/files.js';
import '../../src/index.js';
import { type Reply, listen, send } from './http.js';

/** The OpenAPI versions both adapters write. */
export type Version = '3.0.3' | '3.1.0';

/** A form schema as the tests read it. */
export type Form = Record<string, any>;

/** A route validating `body` and the upload fields (`avatar` unless told) on a running server: its document's form, and a way to post a form to it. */
export interface FormRoute {
  readonly form: Form;
  post(body: FormData): Promise<Reply>;
  close(): Promise<void>;
}

const info = { title: 'Shop', version: '1.0.0' };

/** The form schema of the one route of a document, after checking the document is valid OpenAPI. */
async function formOf(document: Record<string, any>): Promise<Form> {
  expect((await new OpenApiValidator().validate(document)).errors).toBeUndefined();
  return document.paths['/orders'].post.requestBody.content['multipart/form-data'].schema;
}

/** The upload fields every form has unless a test gives its own. */
const AVATAR: RulesMap = { avatar: 'required|file' };

/** `POST /orders` on Express and multer, documented by toOpenAPI; `strict` refuses undeclared fields. */
export async function expressRoute(body: RulesMap, openapi: Version, strict = false, files = AVATAR): Promise<FormRoute> {
  const app = express();
  const validated = new MiddlewareValidator({ strict }).validate({ ...body, ...files }, { files: [...new Set(Object.keys(files).map((pattern) => pattern.split('.')[0]!))] });
  app.post('/orders', multer({ storage: multer.memoryStorage() }).any(), ...validated.handle((req, res) => void res.json({ ...req.validatedData, ...Object.fromEntries(Object.keys(files).map((name) => [name, undefined])) })));
  const form = await formOf(toOpenAPI(app, { info, openapi }) as unknown as Record<string, any>);
  const server = await listen(app);
  return { form, post: (sent) => send(`${server.url}/orders`, { method: 'POST', body: sent }), close: () => server.close() };
}

/** `POST /orders` on Fastify and @fastify/multipart, documented by @fastify/swagger from the plugin's schemas; `strict` refuses undeclared fields. */
export async function fastifyRoute(body: RulesMap, openapi: Version, strict = false, files = AVATAR): Promise<FormRoute> {
  const app = fastify();
  await app.register(multipart);
  await app.register(swagger, { openapi: { openapi, info } });
  await app.register(PluginValidator, { schemaTarget: openapi === '3.1.0' ? 'draft-2020-12' : 'openapi-3.0', strict });
  app.post('/orders', app.validate({ body, file: files }).handle(async (request) => ({ ...(request.validatedData as object), ...Object.fromEntries(Object.keys(files).map((name) => [name, undefined])) })));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const form = await formOf((app as unknown as { swagger(): Record<string, any> }).swagger());
  const { port } = app.server.address() as { port: number };
  return { form, post: (sent) => send(`http://127.0.0.1:${port}/orders`, { method: 'POST', body: sent }), close: () => app.close() };
}

/** Each adapter and version, as `it.each` reads them. */
export const ROUTES = [
  ['Express', '3.1.0', expressRoute],
  ['Express', '3.0.3', expressRoute],
  ['Fastify', '3.1.0', fastifyRoute],
  ['Fastify', '3.0.3', fastifyRoute],
] as const;

/** A form of the given parts (a list is one part per value) and a file for each of `files` (the avatar unless told). */
export function formData(parts: Record<string, string | readonly string[]>, files: readonly string[] = ['avatar']): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) for (const one of ([] as string[]).concat(value)) body.append(name, one);
  for (const name of files) body.append(name, new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
  return body;
}

/** Whether a form schema names a part: a property, or a name one of its patterns matches. */
export const names = (form: Form, name: string): boolean => Object.hasOwn(form.properties ?? {}, name) || Object.keys(form.patternProperties ?? {}).some((pattern) => new RegExp(pattern, 'u').test(name));

/** ajv for an OpenAPI 3.1 form schema: draft 2020-12, binary strings, valigate's annotations. */
const ajv = new Ajv2020({ strictTypes: false, allowUnionTypes: true, allowMatchingProperties: true });
ajv.addFormat('binary', true);
ajv.addKeyword({ keyword: 'x-valigate-unexpressed', schemaType: 'array' });
ajv.addKeyword({ keyword: 'x-valigate-unexpressed-fields', schemaType: 'object' });

/** Whether a form's parts (names to values, a list for `tags[]`), with the avatar unless `avatar` is false, meet an OpenAPI 3.1 form schema. */
export function formMeets(form: Form, parts: Record<string, unknown>, avatar = true): boolean {
  return ajv.validate(form, avatar ? { ...parts, avatar: 'hello' } : parts);
}

/** The parts a form's conditions read and require, in either shape the export writes one (if/then, or 3.0's `anyOf: [{ not: if }, then]`). */
export function conditionsOf(form: Form): { readonly when: string[]; readonly then: string[] }[] {
  const required = (schema: unknown): string[] => (schema === null || typeof schema !== 'object' ? [] : Object.entries(schema).flatMap(([keyword, value]) => (keyword === 'required' ? (value as string[]) : keyword === 'properties' ? [] : required(value))));
  return ((form.allOf ?? []) as Form[]).map((entry) => ('if' in entry ? { when: required(entry.if), then: required(entry.then) } : { when: required(entry.anyOf[0].not), then: required(entry.anyOf[1]) }));
}

/** Whether a form schema lets a part through: it names it, or takes any other name. */
export const letsThrough = (form: Form, name: string): boolean => names(form, name) || form.additionalProperties !== false;
