/*
 * Whether a list of keys holds no two alike, answered for most lists without building a Set (which
 * costs a hash operation and its share of the table's growth for every key): a short fingerprint of
 * each text key (its length and a few of its characters) or number goes into a table kept from call
 * to call, and two keys meeting in a slot are compared. Keys the fingerprints do not spread (text
 * alike but for characters they do not read, or chosen to collide) use up the probe budget, and the
 * caller builds the Set: a list costs at most a little more than the Set alone.
 */

/** Lists longer than this are left to a Set: the table stays small enough to keep. */
const MAX_KEYS = 1 << 12;
/** A multiplier that spreads the bits of a fingerprint (2^32 / the golden ratio). */
const SPREAD = 0x9e3779b1;

/** The table, by slot: the call that filled the slot (a generation, so no call clears it), and the index of the key there. */
let filledBy = new Int32Array(64);
let keyAt = new Int32Array(64);
let generation = 0;

/**
 * Whether text opening with this character is plain: printable ASCII that no blank text opens with,
 * nor numeric text (a digit, a sign, a point), so PHP's loose comparison takes it as itself.
 */
export const opensPlainText = (code: number): boolean => code > 32 && code < 127 && !(code >= 48 && code <= 57) && code !== 43 && code !== 45 && code !== 46;

/**
 * A fingerprint of text (opening with `first`): its length, its first two and last three characters,
 * where lists of names, tags, codes and identifiers differ most (`tag-118`, `tag-119`; `ada@…`, `bob@…`).
 */
function textPrint(text: string, first: number): number {
  const length = text.length;
  // A character past either end reads as NaN, which `^` takes as 0.
  let print = Math.imul(length ^ (first << 16) ^ text.charCodeAt(1), SPREAD);
  print = Math.imul(print ^ text.charCodeAt(length - 1), SPREAD);
  print = Math.imul(print ^ (text.charCodeAt(length - 2) << 16) ^ text.charCodeAt(length - 3), SPREAD);
  return print ^ (print >>> 15);
}

/** A fingerprint of a number: its integer part and its first fractional bits, folded to 32 bits. */
function numberPrint(number: number): number {
  const print = Math.imul((number | 0) ^ Math.imul((number * 65_536) | 0, SPREAD), SPREAD);
  return print ^ (print >>> 15);
}

/**
 * True when no two keys are alike (`===`, as a Set compares text and numbers), false when two are,
 * undefined when the fingerprints could not tell at little cost (a key that is neither text nor a
 * number, NaN, a list past the cap, or fingerprints that collide too often): build the Set then.
 * With `plainOnly`, undefined too at the first key that is not plain text (`opensPlainText`).
 * Keys are primitives: nothing here runs code of the data's, so no call can begin inside another.
 */
export function allDistinct(keys: readonly unknown[], plainOnly = false): boolean | undefined {
  const count = keys.length;
  if (count > MAX_KEYS) return undefined;
  // A table four times the keys: few of them share a slot with another.
  let size = 64;
  while (size < count * 4) size *= 2;
  if (filledBy.length < size) [filledBy, keyAt] = [new Int32Array(size), new Int32Array(size)];
  if (++generation === 0x7fff_ffff) {
    filledBy.fill(0);
    generation = 1;
  }
  // Read into constants: each read of a module's `let` checks that it is initialised.
  const [filled, at, call, mask] = [filledBy, keyAt, generation, size - 1];
  let budget = (count >> 1) + 16;
  for (let i = 0; i < count; i++) {
    const key = keys[i];
    let slot: number;
    if (typeof key === 'string') {
      const first = key.charCodeAt(0);
      if (plainOnly && !opensPlainText(first)) return undefined;
      slot = textPrint(key, first) & mask;
    } else if (typeof key === 'number' && key === key && !plainOnly) slot = numberPrint(key) & mask;
    else return undefined;
    while (filled[slot] === call) {
      if (keys[at[slot]!] === key) return false;
      if (--budget < 0) return undefined;
      slot = (slot + 1) & mask;
    }
    filled[slot] = call;
    at[slot] = i;
  }
  return true;
}
