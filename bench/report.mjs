// Turns one benchmark run into markdown: the validation table with valigate's ratios, the HTTP
// table, the bundle sizes, and valigate's targets, each met or missed.
import { cpus, platform, arch, totalmem } from 'node:os';
import { workloads } from './data.mjs';
import { NOTES } from './libraries.mjs';
import { summarize } from './micro.mjs';

const number = (value) => Math.round(value).toLocaleString('en-US');
const ratio = (value) => `${value >= 10 ? value.toFixed(0) : value.toFixed(2)}×`;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** The machine line: CPU model and count, memory, OS and Node version. */
export function machine() {
  const list = cpus();
  return `${list[0]?.model.trim() ?? 'unknown CPU'} × ${list.length}, ${Math.round(totalmem() / 2 ** 30)} GB, ${platform()} ${arch()}, Node ${process.version}`;
}

/** valigate's median over a peer's on one workload: above 1, valigate is faster. */
function versus(micro, workload, peer) {
  const ours = micro.results[workload]?.valigate?.median;
  const theirs = micro.results[workload]?.[peer]?.median;
  return ours && theirs ? ours / theirs : undefined;
}

/** valigate's targets, each with the measured value and whether it holds. */
export function targets({ micro, http, sizes }) {
  const list = [];
  const atLeast = (label, value, bound) => list.push({ label, value: value === undefined ? 'not measured' : ratio(value), met: value !== undefined && value >= bound });
  if (micro) {
    atLeast('(a) valid signup: at least as fast as valibot', versus(micro, 'signupValid', 'valibot'), 1);
    atLeast('(a) valid signup: at least as fast as zod', versus(micro, 'signupValid', 'zod'), 1);
    atLeast('(a) valid signup: at least 10× validatorjs', versus(micro, 'signupValid', 'validatorjs'), 10);
    atLeast('(a) valid signup: at least 5× VineJS', versus(micro, 'signupValid', 'vine'), 5);
    atLeast('(b) invalid signup: at least as fast as valibot', versus(micro, 'signupInvalid', 'valibot'), 1);
    const own = micro.results.signupInvalid?.valigate?.median / micro.results.signupValid?.valigate?.median;
    atLeast('(b) invalid signup: no more than 3× slower than valid (ratio invalid ÷ valid speed ≥ 0.33)', own, 1 / 3);
    atLeast('(c) order, 50 items: at least as fast as valibot', versus(micro, 'order', 'valibot'), 1);
    atLeast('(d) build + validate: at least as fast as validatorjs', versus(micro, 'build', 'validatorjs'), 1);
  }
  if (http) {
    // Judged on the validation stage each server times itself, in pairs of rounds: a request's
    // 1-3 µs of validation is far below the ±10-30 µs a round's throughput drifts on a shared
    // machine, which the throughput pairs (also shown) leave to chance.
    const signed = (micros) => `${micros > 0 ? '+' : ''}${micros.toFixed(1)} µs`;
    const below = (label, framework, peer) => {
      const ours = http.results[framework]?.valigate;
      const theirs = http.results[framework]?.[peer];
      if (!ours?.stages?.length || !theirs?.stages?.length) return list.push({ label, value: 'not measured', met: false });
      const stage = summarize(ours.stages.map((micros, round) => micros - theirs.stages[round])).median;
      const throughput = ours.rounds.map((rate, round) => 1e6 / rate - 1e6 / theirs.rounds[round]);
      const lower = (differences) => differences.filter((difference) => difference < 0).length;
      const value =
        `validation stage in the server: ${ours.stageOverheadMicros.toFixed(2)} µs vs ${theirs.stageOverheadMicros.toFixed(2)} µs over the baseline, ` +
        `valigate's minus the peer's per round ${signed(stage)}, lower in ${lower(ours.stages.map((micros, round) => micros - theirs.stages[round]))} of ${ours.stages.length} rounds; ` +
        `throughput: ${ours.overheadMicros.toFixed(0)} µs vs ${theirs.overheadMicros.toFixed(0)} µs per request, per round ${signed(summarize(throughput).median)}, lower in ${lower(throughput)} of ${throughput.length}`;
      list.push({ label, value, met: stage < 0 });
    };
    below('Express: overhead (the validation stage) below the zod middleware', 'express', 'zod');
    below('Fastify: overhead (the validation stage) below the built-in JSON schema', 'fastify', 'json-schema');
  }
  for (const { name, gzip, target } of sizes ?? []) {
    if (target) list.push({ label: `size: ${name} under ${kb(target)} gzip`, value: gzip ? kb(gzip) : 'not measured', met: gzip !== undefined && gzip < target });
  }
  return list;
}

/**
 * One table of validation speed: a row per library, a column per workload. Two tables rather
 * than one of ten columns, which no page shows whole; bench/readme.mjs reads the first.
 */
function speedTable(micro, list) {
  const libraries = [...new Set(list.flatMap(({ id }) => Object.keys(micro.results[id] ?? {})))];
  const lines = [`| library | ${list.map(({ title }) => title).join(' | ')} |`, `|---|${list.map(() => '---:').join('|')}|`];
  for (const library of libraries) {
    const cells = list.map(({ id, valid }) => {
      const entry = micro.results[id]?.[library];
      if (!entry) return '—';
      if (entry.median === undefined) {
        return entry.verdict === valid ? 'output not converted: not timed' : `verdict differs (${entry.verdict ? 'valid' : 'invalid'}): not timed`;
      }
      const against = library === 'valigate' ? '' : ` (${ratio(versus(micro, id, library))})`;
      return `${number(entry.median)} ±${(entry.spread * 100).toFixed(0)}%${against}`;
    });
    lines.push(`| ${library === 'valigate' ? '**valigate**' : library} | ${cells.join(' | ')} |`);
  }
  return lines;
}

/** The whole report in markdown. */
export function toMarkdown(run) {
  const { micro, http, sizes, date, command } = run;
  const lines = [`Run ${date} on ${machine()}, with \`${command}\`.`, ''];
  if (micro) {
    const { rounds, roundMs, warmupMs } = micro.settings;
    lines.push(`**Validation**: validations per second, median of ${rounds} interleaved rounds of ${roundMs} ms after ${warmupMs} ms of warm-up, ± half the range; each library and workload in its own process. In brackets: valigate's speed ÷ the library's (above 1×: valigate is faster).`, '');
    lines.push(...speedTable(micro, workloads.filter(({ table }) => table === 'headline')), '');
    lines.push('**Forms and APIs**: the shapes real forms and APIs have, measured the same way.', '');
    lines.push(...speedTable(micro, workloads.filter(({ table }) => table === 'shapes')), '');
    lines.push(...NOTES.map((note) => `- ${note}`), '');
  }
  if (http) {
    lines.push(`**HTTP**: POST /signup with a valid JSON body, autocannon with ${http.connections} connections, ${http.rounds} interleaved rounds of ${http.seconds} s per server after a warm-up, each server in its own process; requests/s is the median round; overhead is the median over rounds of the time per request added over the same framework without validation, loaded in the same round. Validation stage: each server times every request itself from the parsed body (a first middleware, or an instance \`preValidation\` hook on Fastify) to the handler (the baseline's stage is the framework's own dispatch between the two marks); the median request of each round, then the median over rounds, and what it adds over the same framework without validation in the same round.`, '');
    lines.push('| framework | validation | requests/s | overhead per request | validation stage | stage over baseline |', '|---|---|---:|---:|---:|---:|');
    for (const [framework, variants] of Object.entries(http.results)) {
      for (const [variant, { requestsPerSecond, overheadMicros, stageMicros, stageOverheadMicros, errors }] of Object.entries(variants)) {
        const label = variant === 'valigate' ? '**valigate**' : variant;
        const stage = stageMicros === undefined ? '—' : `${stageMicros.toFixed(2)} µs`;
        const base = variant === 'none' ? '—' : stageOverheadMicros === undefined ? '—' : `${stageOverheadMicros.toFixed(2)} µs`;
        lines.push(`| ${framework} 5 | ${label} | ${number(requestsPerSecond)}${errors ? ` (${errors} errors)` : ''} | ${variant === 'none' ? '—' : `${overheadMicros.toFixed(1)} µs`} | ${stage} | ${base} |`);
      }
    }
    lines.push('', 'Express variants answer an invalid body with 422; Fastify\'s JSON schema and zod type provider with 400 (Fastify\'s validation error), valigate with 422.', '');
  }
  if (sizes) {
    lines.push('**Bundle size**: esbuild, minified, ESM, browser platform where the library allows (else Node); gzip level 9. Peers bundle a two-field schema of the same rules.', '');
    lines.push('| bundle | minified | gzip | gzip, every string emptied |', '|---|---:|---:|---:|');
    for (const { name, minified, gzip, error, withoutText } of sizes) lines.push(`| ${name} | ${error ? error : kb(minified)} | ${error ? '' : kb(gzip)} | ${withoutText === undefined ? '' : kb(withoutText)} |`);
    lines.push('');
    // Where a missed size target goes: the bundle's own modules, as esbuild's metafile counts them.
    for (const { name, gzip, target, modules } of sizes) {
      if (!target || !modules?.length || gzip < target) continue;
      lines.push(`Minified bytes of ${name} by module: ${modules.map((module) => `${module.name} ${kb(module.minified)}`).join(', ')}.`, '');
    }
  }
  const list = targets(run);
  if (list.length) {
    lines.push('**Targets** (from this run):', '');
    for (const { label, value, met } of list) lines.push(`- ${met ? 'met' : '**missed**'}: ${label} (${value})`);
    lines.push('');
  }
  return lines.join('\n');
}
