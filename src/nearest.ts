// "Did you mean": the known name a mistyped one most likely meant, for the construction errors of
// an unknown rule and an unknown option.

/** The edits between two names, a swap of neighbours counting as one (optimal string alignment). */
function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j]!, before[j - 2]! + 1);
    }
    [before, previous] = [previous, current];
  }
  return previous[b.length]!;
}

/** The name of `known` that `name` most likely meant (`emial` is `email`): one edit away, two for a name of five letters or more. */
export function nearestName(name: string, known: Iterable<string>): string | undefined {
  let nearest: string | undefined;
  let fewest = name.length >= 5 ? 3 : 2;
  for (const candidate of known) {
    if (Math.abs(candidate.length - name.length) >= fewest) continue;
    const edits = editDistance(name, candidate);
    if (edits < fewest) [nearest, fewest] = [candidate, edits];
  }
  return nearest;
}

/**
 * Throws a TypeError for the first key of `options` that is not one of `known`, naming `what` they
 * are options of and the key it most likely meant, or where it belongs when `elsewhere` takes it.
 */
export function refuseUnknownKeys(options: unknown, known: readonly string[], what: string, elsewhere?: { readonly names: readonly string[]; readonly owner: string }): void {
  // What is no object at all is the checks' of its type.
  if (options === null || typeof options !== 'object') return;
  for (const key of Object.keys(options)) {
    if (known.includes(key)) continue;
    if (elsewhere?.names.includes(key)) throw new TypeError(`valigate: "${key}" is an option of ${elsewhere.owner}, not a ${what} (${what}s: ${known.join(', ')})`);
    const meant = nearestName(key, known);
    throw new TypeError(`valigate: unknown ${what} "${key}"${meant === undefined ? '' : `; did you mean "${meant}"?`} (${what}s: ${known.join(', ')})`);
  }
}
