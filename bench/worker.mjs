// One library and one workload in their own process: the parent (micro.mjs) asks it for its
// verdict on the data, then to time the workload, one request at a time, so that libraries
// never share a core.
import { workloads } from './data.mjs';
import { workloadOf } from './libraries.mjs';

const library = process.argv[2];
let run;
let data;
/** Keeps the results alive so the JIT cannot drop the calls. */
let sink = 0;

/** Flat objects with the same keys and strictly equal values (`1` is not `'1'`). */
function sameValues(actual, expected) {
  if (typeof actual !== 'object' || actual === null) return false;
  const keys = Object.keys(expected);
  return Object.keys(actual).length === keys.length && keys.every((key) => Object.is(actual[key], expected[key]));
}

/** Calls ÷ wall time (GC included) over `ms`, in doubling batches so the clock is read rarely. */
async function time(fn, data, ms) {
  const budget = BigInt(Math.round(ms * 1e6));
  const start = process.hrtime.bigint();
  let calls = 0;
  let batch = 1;
  let elapsed = 0n;
  for (;;) {
    const first = fn(data);
    if (first instanceof Promise) {
      sink += (await first) ? 1 : 0;
      for (let i = 1; i < batch; i++) sink += (await fn(data)) ? 1 : 0;
    } else {
      sink += first ? 1 : 0;
      for (let i = 1; i < batch; i++) sink += fn(data) ? 1 : 0;
    }
    calls += batch;
    elapsed = process.hrtime.bigint() - start;
    if (elapsed >= budget) break;
    if (elapsed * 20n < budget) batch *= 2;
  }
  return { calls, seconds: Number(elapsed) / 1e9 };
}

process.on('message', async (message) => {
  try {
    if (message.cmd === 'setup') {
      const workload = workloads.find(({ id }) => id === message.workload);
      const { run: check, output } = await workloadOf(library, workload.id);
      ({ data } = workload);
      run = workload.fresh ? (input) => check({ ...input }) : check;
      // Where the workload says what converted values look like and the library converts,
      // its output must be those values; a library that does not convert answers `null`.
      const converted = workload.output && output ? sameValues(await output({ ...data }), workload.output) : null;
      process.send({ ok: true, verdict: await run(data), converted });
    } else if (message.cmd === 'time') {
      // A short untimed run first: a process woken from idle runs slow for a few milliseconds.
      await time(run, data, Math.min(25, message.ms / 4));
      const { calls, seconds } = await time(run, data, message.ms);
      process.send({ ok: true, opsPerSecond: calls / seconds, sink: sink & 1 });
    } else if (message.cmd === 'exit') {
      process.exit(0);
    }
  } catch (error) {
    process.send({ ok: false, error: String(error?.stack ?? error) });
  }
});
