// Property tests draw from one fixed seed, so a run on CI is the run a developer repeats.
// `FC_SEED=random` (or a number) explores other samples locally; a failure prints its seed.
import fc from 'fast-check';

const chosen = process.env.FC_SEED;
if (chosen !== 'random') fc.configureGlobal({ seed: chosen === undefined ? 20261124 : Number(chosen) });
