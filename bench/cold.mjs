// `node bench/cold.mjs [rounds]` (after `npm run build`): the valid signup validated as a server
// validates it, once per freshly parsed body with caches cooled by other work in between, for
// valigate and ajv (Fastify's JSON schema options). A loop over one object keeps the rules,
// parameters and code in the CPU's caches; a request finds them cold, which is what this shows.
// Each library runs in its own process per round; prints the median µs per validation.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { signupRules, signupValid } from './data.mjs';
import { jsonSchemaSignup } from './schemas.mjs';

const LIBRARIES = ['valigate', 'ajv'];
/** Memory written between two validations: more than the per-core caches hold. */
const COOLING_BYTES = 4 << 20;
const WARM_UP = 2_000;
const SAMPLES = 12_000;

/** The validation of a library: true for the valid signup. */
async function validatorOf(library) {
  if (library === 'valigate') {
    const { Validator } = await import('valigate');
    const validator = new Validator(signupRules);
    return (data) => validator.check(data).valid;
  }
  const { default: Ajv } = await import('ajv');
  const { default: addFormats } = await import('ajv-formats');
  const check = addFormats(new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: false })).compile(jsonSchemaSignup());
  return (data) => check(data);
}

/** The median µs of one validation on a fresh body after cooling, in this process. */
async function measure(library) {
  const validate = await validatorOf(library);
  const text = JSON.stringify(signupValid);
  const cooling = new Int32Array(COOLING_BYTES / 4);
  const samples = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    // One write per 64-byte line: the caches end up holding this array, not the validator.
    for (let at = 0; at < cooling.length; at += 16) cooling[at]++;
    const body = JSON.parse(text);
    const started = performance.now();
    if (validate(body) !== true) throw new Error(`${library} rejected the valid signup`);
    if (i >= WARM_UP) samples.push((performance.now() - started) * 1000);
  }
  return median(samples);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

if (process.argv[2] === '--child') {
  process.send(await measure(process.argv[3]));
} else {
  const rounds = Number(process.argv[2] ?? 5);
  const results = Object.fromEntries(LIBRARIES.map((library) => [library, []]));
  for (let round = 0; round < rounds; round++) {
    // Alternating the order each round, so neither library always runs on the machine's state the other left.
    for (const library of round % 2 ? [...LIBRARIES].reverse() : LIBRARIES) {
      const child = fork(fileURLToPath(import.meta.url), ['--child', library]);
      const answer = new Promise((resolve, reject) => {
        child.once('message', resolve).once('error', reject);
        child.once('exit', (code) => reject(new Error(`${library} exited with code ${code} before answering`)));
      });
      results[library].push(await answer);
    }
  }
  for (const [library, values] of Object.entries(results)) {
    console.log(`${library.padEnd(9)} ${median(values).toFixed(2)} µs per cold validation (rounds: ${values.map((value) => value.toFixed(2)).join(', ')})`);
  }
}
