// Kernel features a plain form does not use (`strict`, `Validator.sometimes`, batched rules, `values`) stay
// out of `valigate/core` bundles: each is a registry slot its module in src/features/ fills (the
// `valigate` entry loads them all; `presenceRule` installs batching itself), and the kernel asks
// for one where a validator uses it, refusing at construction, naming the import, when it is missing.
import type { Batches } from './batch.js';
import { registry } from './registry.js';
import type { addSometimes, withSometimes } from './sometimes.js';
import type { holdsUndeclared, reportUndeclared, shapeOf } from './strict.js';
import type { valueNames } from './value-names.js';

/** The features by name, as their modules install them. */
export interface Features {
  /** `strict`: the shape of the declared paths, whether data may hold a key outside it, and the report of every such key (strict.ts). */
  readonly strict: { readonly shapeOf: typeof shapeOf; readonly reportUndeclared: typeof reportUndeclared; readonly holdsUndeclared: typeof holdsUndeclared };
  /** Batched rules (`validateMany`, as `unique` and `exists`): a run's queues (batch.ts). */
  readonly batch: typeof Batches;
  /** `Validator.sometimes`: the rules it adds, checked (`add`), and the rules map with them under their conditions (`apply`) (sometimes.ts). */
  readonly sometimes: { readonly add: typeof addSometimes; readonly apply: typeof withSometimes };
  /** The `values` option: its display names of values, checked and read into a table (value-names.ts). */
  readonly values: typeof valueNames;
  /** The `timezone` option checked at construction, once the date rules brought the zones in (rules/shared/time-zone.ts). */
  readonly timezone: (name: string) => unknown;
  /** A `Date` written in a PHP date format, in UTC, once the date rules brought the writer in (rules/shared/date-rule.ts): what `Rule.date()` writes a `Date` comparison with. */
  readonly formatDate: (format: string, date: Date) => string | undefined;
}

/**
 * The features this copy of the kernel (its ESM or its CJS build) installed. A feature's code makes
 * this build's objects (`ValidationFault`, the plan of an undeclared key), so a kernel asks its own
 * build's first, and the other build's, through the shared registry, only when it has none.
 */
const own: { [N in keyof Features]?: Features[N] } = {};

/** Installs a feature for every validator built from now on. */
export function installFeature<N extends keyof Features>(name: N, feature: Features[N]): void {
  own[name] = feature;
  (registry().features ??= {})[name] = feature;
}

/** The installed feature `name`, if any. */
export const installed = <N extends keyof Features>(name: N): Features[N] | undefined => own[name] ?? (registry().features?.[name] as Features[N] | undefined);

/** The installed feature `name`; else throws what `refuse` makes of the words saying which import brings it. */
export function feature<N extends keyof Features>(name: N, refuse: (needs: string) => Error): Features[N] {
  const found = installed(name);
  if (found === undefined) throw refuse(`needs valigate/features/${name}: add \`import 'valigate/features/${name}'\` to your app (the valigate entry loads it)`);
  return found;
}
