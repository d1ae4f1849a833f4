// A rule whose thenable resolves to one that never settles: through real Express and Fastify
// servers the request is answered (the rule timeout makes it a fault, so a 500), never left hanging.
import express5 from 'express';
import express4 from 'express4';
import fastify5 from 'fastify';
import fastify4 from 'fastify4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiddlewareValidator, PluginValidator } from '../../adapters/index.js';
import type { InlineRule } from '../../src/index.js';
import '../../src/index.js';
import { type Running, listen, noUnhandledRejections, send } from './http.js';

noUnhandledRejections();

const never: PromiseLike<boolean> = { then: () => never as never };
const hung: InlineRule = { name: 'hung', validate: () => ({ then: (resolve: (value: unknown) => void) => resolve(never) }) as unknown as boolean };
const RULES = { name: ['required', hung] };
const LIMITS = { ruleTimeout: 50 };

const servers: readonly (readonly [string, () => Promise<Running>])[] = [
  ...([['Express 5', express5], ['Express 4', express4 as unknown as typeof express5]] as const).map(
    ([name, express]) =>
      [
        name,
        () => {
          const app = express();
          app.use(express.json());
          app.post('/', new MiddlewareValidator({ limits: LIMITS }).body(RULES), (_req, res) => void res.json({ ok: true }));
          return listen(app);
        },
      ] as const,
  ),
  ...([['Fastify 5', fastify5], ['Fastify 4', fastify4 as unknown as typeof fastify5]] as const).map(
    ([name, fastify]) =>
      [
        name,
        async () => {
          const app = fastify();
          await app.register(PluginValidator, { limits: LIMITS });
          app.post('/', { preValidation: app.validate({ body: RULES }) }, async () => ({ ok: true }));
          await app.listen({ port: 0, host: '127.0.0.1' });
          const { port } = app.server.address() as { port: number };
          return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
        },
      ] as const,
  ),
];

describe.each(servers)('%s', (_, start) => {
  let server: Running;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server.close());

  it('answers 500 once the rule timeout passes', async () => {
    const reply = await send(server.url, { json: { name: 'Ada' } });
    expect(reply.status).toBe(500);
    expect(JSON.stringify(reply.body)).not.toContain('"ok"');
  });
});
