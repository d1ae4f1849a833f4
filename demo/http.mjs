// The framework half of `npm run demo`: a real Express server and a real Fastify server, one
// valid and one invalid request to each; `unique` asks an in-memory SQLite database. Runs standalone too: `node demo/http.mjs` (after a build).
import { pathToFileURL } from 'node:url';
import express from 'express';
import fastify from 'fastify';
import { MiddlewareValidator, PluginValidator } from '../dist/adapters/index.js';
import '../dist/src/index.js';
import { createDemoDatabase } from './database.mjs';

const signup = { name: 'required|string|min:2', email: 'required|email|unique:users,email', age: 'required|integer|min:18' };
const valid = { name: 'Ada', email: 'ada@example.com', age: '36', admin: true };
const invalid = { name: 'A', email: 'taken@example.com', age: '17' };

/** Sends `body` as JSON and prints the status and the answer, one line each. */
async function post(label, url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  console.log(`  ${label} -> ${response.status}`);
  console.log(`    ${JSON.stringify(await response.json())}`);
}

/** Express 5 with `MiddlewareValidator`: the handler sees `req.validatedData` (declared fields, `age` as a number). */
async function expressDemo(database) {
  const app = express();
  app.use(express.json());
  const validator = new MiddlewareValidator({ database });
  app.post('/signup', validator.body(signup).handle((req, res) => res.status(201).json({ created: req.validatedData })));
  const server = await new Promise((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  const url = `http://127.0.0.1:${server.address().port}/signup`;
  console.log(`\nExpress: POST ${url}`);
  try {
    await post('valid', url, valid);
    await post('invalid', url, invalid);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Fastify 5 with `PluginValidator`: a `preValidation` hook per route, here with the `nested` error format. */
async function fastifyDemo(database) {
  const app = fastify();
  await app.register(PluginValidator, { errorFormat: 'nested', database });
  app.post('/signup', app.validate({ body: signup }).handle(async (request, reply) => reply.code(201).send({ created: request.validatedData })));
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/signup`;
  console.log(`\nFastify (errorFormat: 'nested'): POST ${url}`);
  try {
    await post('valid', url, valid);
    await post('invalid', url, invalid);
  } finally {
    await app.close();
  }
}

/** Starts both servers, sends the requests, prints what came back, and closes the servers. */
export async function runHttpDemo() {
  console.log('\nvaligate/node: the same signup rules behind Express and Fastify, over real HTTP;');
  console.log("  `unique:users,email` asks an in-memory SQLite database where taken@example.com is taken.");
  const { db, verifier } = createDemoDatabase();
  try {
    await expressDemo(verifier);
    await fastifyDemo(verifier);
  } finally {
    db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runHttpDemo();
