// The HTTP benchmark: each server variant in its own process on loopback, loaded by
// autocannon with a bounded number of connections, valid signup bodies. Reports requests per
// second and the time each request adds over the same framework without validation.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { signupInvalid, signupValid } from './data.mjs';
import { summarize } from './micro.mjs';

const SERVER = fileURLToPath(new URL('./http-server.mjs', import.meta.url));

/** The variants, in report order; `none` first, as each framework's baseline. */
export const VARIANTS = {
  express: ['none', 'valigate', 'express-validator', 'celebrate', 'zod'],
  fastify: ['none', 'valigate', 'json-schema', 'zod'],
};

function startServer(framework, variant) {
  const child = fork(SERVER, [framework, variant], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', ({ port }) => resolve({ port, child, stop: () => child.kill() }));
    child.once('exit', (code) => reject(new Error(`${framework}/${variant} server exited with ${code}`)));
  });
}

/** The server's median validation stage (µs) over the requests since the last ask; asking also starts a new window. */
const stageOf = (child) =>
  new Promise((resolve) => {
    child.once('message', ({ stageMicros }) => resolve(stageMicros));
    child.send('stage');
  });

const load = (url, seconds, body) =>
  autocannon({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), connections: 10, pipelining: 1, duration: seconds });

/** Status of one request, to check a variant answers as the others do before it is loaded. */
async function statusOf(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Runs every variant. A framework's servers all start first and idle while another is loaded;
 * the rounds visit them in a rotated order. Each variant reports its median round, and its
 * overhead as the median over rounds of the time per request it added over the baseline
 * loaded in the same round: the machine drifts by more than validation costs, and a pair of
 * neighbouring loads shares the drift. Each server also times every request's validation stage
 * itself (from the parsed body to the handler): its median per round, and the median over rounds
 * of what it adds over the baseline's. Returns per framework, per variant:
 * { requestsPerSecond, overheadMicros, stageMicros, stageOverheadMicros, rounds, stages, errors, statuses }.
 */
export async function runHttp({ quick, log = console.log }) {
  const settings = quick ? { seconds: 1, warmup: 0.5, rounds: 3 } : { seconds: 2, warmup: 2, rounds: 15 };
  const results = {};
  for (const [framework, variants] of Object.entries(VARIANTS)) {
    results[framework] = {};
    const servers = [];
    try {
      for (const variant of variants) servers.push({ variant, ...(await startServer(framework, variant)) });
      for (const { variant, port } of servers) {
        const url = `http://127.0.0.1:${port}/signup`;
        const statuses = [await statusOf(url, signupValid), await statusOf(url, signupInvalid)];
        const rejects = framework === 'fastify' && (variant === 'json-schema' || variant === 'zod') ? 400 : 422;
        const expected = [200, variant === 'none' ? 200 : rejects];
        if (statuses.join() !== expected.join()) log(`  ${framework}/${variant}: answered ${statuses.join(', ')} to a valid and an invalid body, expected ${expected.join(', ')}`);
        results[framework][variant] = { statuses, rounds: [], stages: [], errors: 0 };
        await load(url, settings.warmup, signupValid);
      }
      for (let round = 0; round < settings.rounds; round++) {
        for (let i = 0; i < servers.length; i++) {
          const { variant, port, child } = servers[(i + round) % servers.length];
          await stageOf(child);
          const result = await load(`http://127.0.0.1:${port}/signup`, settings.seconds, signupValid);
          results[framework][variant].rounds.push(result.requests.average);
          results[framework][variant].stages.push(await stageOf(child));
          results[framework][variant].errors += result.errors + result.non2xx;
        }
      }
    } finally {
      for (const server of servers) server.stop();
    }
    for (const [variant, entry] of Object.entries(results[framework])) {
      entry.requestsPerSecond = summarize(entry.rounds).median;
      log(`  ${framework}/${variant}: ${Math.round(entry.requestsPerSecond)} requests/s`);
    }
    const { rounds: base, stages: baseStages } = results[framework].none;
    for (const entry of Object.values(results[framework])) {
      entry.overheadMicros = summarize(entry.rounds.map((rate, round) => 1e6 / rate - 1e6 / base[round])).median;
      entry.stageMicros = summarize(entry.stages).median;
      entry.stageOverheadMicros = summarize(entry.stages.map((stage, round) => stage - baseStages[round])).median;
    }
  }
  return { ...settings, connections: 10, results };
}
