// The validation benchmark: every library in its own child process, warmed up, then timed in
// interleaved rounds (each round visits the libraries in a rotated order) so that a noisy
// moment of the machine spreads over all of them instead of hitting one.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { workloads } from './data.mjs';
import { LIBRARIES } from './libraries.mjs';

const WORKER = fileURLToPath(new URL('./worker.mjs', import.meta.url));

/** One library's process, answering one request at a time. */
function startWorker(library) {
  const child = fork(WORKER, [library], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] });
  const ask = (message) =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`${library}: worker exited with ${code}`));
      child.once('exit', onExit);
      child.once('message', (reply) => {
        child.off('exit', onExit);
        if (reply.ok) resolve(reply);
        else reject(new Error(`${library}: ${reply.error}`));
      });
      child.send(message);
    });
  return { library, ask, stop: () => child.kill() };
}

/** Median and spread (half the range, relative to the median) of a list of rates. */
export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, spread: (sorted.at(-1) - sorted[0]) / 2 / median, samples: sorted.length };
}

/**
 * Runs the validation benchmark. Each workload gets fresh processes, one per library, so that
 * what one workload teaches the JIT (building schemas per call, say) never slows another.
 * Returns per workload, per library: { median, spread } in validations per second, or
 * { verdict, converted } when the library disagreed on the data or, converting it, handed back
 * other values than the workload expects (then it is not timed).
 */
export async function runMicro({ quick, log = console.log, workloadLetters, libraries }) {
  const settings = quick ? { warmupMs: 150, rounds: 3, roundMs: 120 } : { warmupMs: 2000, rounds: 10, roundMs: 500 };
  const results = {};
  // A workload's letter is the one in its title: `(e) order, items required`.
  const chosen = workloads.filter(({ title }) => !workloadLetters || workloadLetters.includes(title.slice(1, title.indexOf(')'))));
  for (const { id, title, valid } of chosen) {
    results[id] = {};
    const workers = Object.keys(LIBRARIES).filter((library) => !libraries || libraries.includes(library)).map(startWorker);
    try {
      const timed = [];
      for (const worker of workers) {
        const { verdict, converted } = await worker.ask({ cmd: 'setup', workload: id });
        if (verdict === valid && converted !== false) timed.push(worker);
        else {
          results[id][worker.library] = { verdict, converted };
          const why = verdict === valid ? 'hands back other values than expected' : `says ${verdict ? 'valid' : 'invalid'}, expected ${valid ? 'valid' : 'invalid'}`;
          log(`  ${worker.library} ${why} on ${id}: not timed`);
        }
      }
      for (const worker of timed) await worker.ask({ cmd: 'time', ms: settings.warmupMs });
      const samples = new Map(timed.map((worker) => [worker, []]));
      for (let round = 0; round < settings.rounds; round++) {
        for (let i = 0; i < timed.length; i++) {
          const worker = timed[(i + round) % timed.length];
          samples.get(worker).push((await worker.ask({ cmd: 'time', ms: settings.roundMs })).opsPerSecond);
        }
      }
      for (const [worker, list] of samples) results[id][worker.library] = summarize(list);
      log(`  ${title}: ${timed.length} libraries, ${settings.rounds} rounds`);
    } finally {
      for (const worker of workers) worker.stop();
    }
  }
  return { settings, results };
}
