// The HTTP benchmark: each server variant in its own process on loopback, loaded by
// autocannon with a bounded number of connections, valid signup bodies. Reports requests per
// second and the time each request adds over the same framework without validation.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { signupInvalid, signupValid } from './data.mjs';

const SERVER = fileURLToPath(new URL('./http-server.mjs', import.meta.url));

/** The variants, in report order; `none` first, as each framework's baseline. */
export const VARIANTS = {
  express: ['none', 'valigate', 'express-validator', 'celebrate', 'zod'],
  fastify: ['none', 'valigate', 'json-schema', 'zod'],
};

function startServer(framework, variant) {
  const child = fork(SERVER, [framework, variant], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', ({ port }) => resolve({ port, stop: () => child.kill() }));
    child.once('exit', (code) => reject(new Error(`${framework}/${variant} server exited with ${code}`)));
  });
}

const load = (url, seconds, body) =>
  autocannon({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), connections: 10, pipelining: 1, duration: seconds });

/** Status of one request, to check a variant answers as the others do before it is loaded. */
async function statusOf(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  return response.status;
}

/** Runs every variant; returns per framework, per variant: { requestsPerSecond, overheadMicros, errors }. */
export async function runHttp({ quick, log = console.log }) {
  const seconds = quick ? 2 : 10;
  const warmup = quick ? 1 : 3;
  const results = {};
  for (const [framework, variants] of Object.entries(VARIANTS)) {
    results[framework] = {};
    for (const variant of variants) {
      const server = await startServer(framework, variant);
      try {
        const url = `http://127.0.0.1:${server.port}/signup`;
        const statuses = [await statusOf(url, signupValid), await statusOf(url, signupInvalid)];
        const expected = variant === 'none' ? [200, 200] : [200, variant === 'json-schema' || variant === 'zod' && framework === 'fastify' ? 400 : 422];
        if (statuses.join() !== expected.join()) log(`  ${framework}/${variant}: answered ${statuses.join(', ')} to a valid and an invalid body, expected ${expected.join(', ')}`);
        await load(url, warmup, signupValid);
        const result = await load(url, seconds, signupValid);
        results[framework][variant] = { requestsPerSecond: result.requests.average, errors: result.errors + result.non2xx, statuses };
        log(`  ${framework}/${variant}: ${Math.round(result.requests.average)} requests/s`);
      } finally {
        server.stop();
      }
    }
    const base = results[framework].none.requestsPerSecond;
    for (const entry of Object.values(results[framework])) entry.overheadMicros = 1e6 / entry.requestsPerSecond - 1e6 / base;
  }
  return { seconds, connections: 10, results };
}
