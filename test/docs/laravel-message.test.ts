// The README's answer for a front end that shows Laravel's 422 `message`: its `laravelMessage`
// (as written in the README) in onError, over real HTTP on Express and Fastify.
import express from 'express';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiddlewareValidator, PluginValidator } from '../../adapters/index.js';
import '../../src/index.js';
import type { ValidationErrors } from '../../src/index.js';
import { type Running, listen, send } from '../adapters/http.js';
import { readmeFunction } from './readme-code.js';

const RULES = { name: 'required|string', email: 'required|email', password: 'required|min:8|regex:/[0-9]/' } as const;
const servers: Running[] = [];
let laravelMessage: (errors: ValidationErrors) => string;
beforeAll(async () => {
  laravelMessage = await readmeFunction("### Error formats", 'laravelMessage');
  const app = express();
  app.use(express.json());
  app.post('/default', new MiddlewareValidator().body(RULES), (_req, res) => void res.end());
  const laravel = new MiddlewareValidator({ onError: (errors, _req, res) => void res.status(422).json({ message: laravelMessage(errors), errors }) });
  app.post('/laravel', laravel.body(RULES), (_req, res) => void res.end());
  const plugin = fastify();
  await plugin.register(PluginValidator, { onError: (errors, _request, reply) => reply.code(422).send({ message: laravelMessage(errors), errors }) });
  plugin.post('/laravel', { preValidation: plugin.validate({ body: RULES }) }, async () => ({}));
  servers.push(await listen(app), { url: await plugin.listen({ port: 0, host: '127.0.0.1' }), close: () => plugin.close() });
});
afterAll(() => Promise.all(servers.map((server) => server.close())));

describe('README: Laravel’s 422 message', () => {
  it('is not valigate’s: its body says Validation failed', async () => {
    expect((await send(`${servers[0]!.url}/default`, { json: { email: 'a@b.io', password: 'longer12' } })).body).toEqual({ message: 'Validation failed', errors: { name: ['The name field is required.'] } });
  });

  it.each(['express', 'fastify'] as const)('comes from laravelMessage in onError on %s: the first error and how many messages more', async (stack) => {
    const url = `${servers[stack === 'express' ? 0 : 1]!.url}/laravel`;
    expect(await send(url, { json: { email: 'a@b.io', password: 'longer12' } })).toEqual({ status: 422, body: { message: 'The name field is required.', errors: { name: ['The name field is required.'] } } });
    expect((await send(url, { json: { email: 'nope', password: 'longer12' } })).body.message).toBe('The name field is required. (and 1 more error)');
    // Three messages, two of them one field's: Laravel counts messages.
    expect((await send(url, { json: { name: 'Ada', email: 'nope', password: 'short' } })).body).toEqual({
      message: 'The email must be a valid email address. (and 2 more errors)',
      errors: { email: ['The email must be a valid email address.'], password: ['The password must be at least 8 characters.', 'The password format is invalid.'] },
    });
  });
});
