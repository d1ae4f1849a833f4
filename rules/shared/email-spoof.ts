/*
 * `email:spoof`: the check Laravel runs through ICU's Spoofchecker (single-script, i.e. the
 * "highly restrictive" restriction level of Unicode TS #39 §5.2): an address written in one script,
 * digits, punctuation and marks aside, or in Latin mixed with Han and Japanese kana, Han and
 * Bopomofo, or Han and Hangul. `admin@exаmple.com` with a Cyrillic `а` is refused.
 */
import { commonScript, scriptExtensions } from '../../src/patterns.js';

/** The scripts a character may belong to, with the writing systems that combine Han (TS #39's augmented script set); undefined for Common and Inherited characters, which fit any script. */
function augmentedScripts(character: string): Set<string> | undefined {
  if (commonScript.test(character)) return undefined;
  const groups = scriptExtensions.exec(character)?.groups ?? {};
  const scripts = new Set(Object.keys(groups).filter((name) => groups[name] !== undefined));
  // A character of a script newer than the list reads as one unknown script.
  if (scripts.size === 0) scripts.add('Unknown');
  if (scripts.has('Hani')) scripts.add('Hanb').add('Jpan').add('Kore');
  if (scripts.has('Hira') || scripts.has('Kana')) scripts.add('Jpan');
  if (scripts.has('Hang')) scripts.add('Kore');
  if (scripts.has('Bopo')) scripts.add('Hanb');
  return scripts;
}

/** The scripts every character of `text` shares (undefined: no constraint met yet), leaving out characters that may be `skip`. */
function resolvedScripts(text: string, skip?: string): Set<string> | undefined {
  let shared: Set<string> | undefined;
  for (const character of text) {
    const scripts = augmentedScripts(character);
    if (scripts === undefined || (skip !== undefined && scripts.has(skip))) continue;
    shared = shared === undefined ? scripts : new Set([...shared].filter((script) => scripts.has(script)));
  }
  return shared;
}

/** Whether `text` passes ICU's highly restrictive level: ASCII, one script, or Latin with Han and kana, Bopomofo or Hangul. */
export function isSingleScript(text: string): boolean {
  let ascii = true;
  for (let at = 0; at < text.length && ascii; at++) ascii = text.charCodeAt(at) < 0x80;
  if (ascii) return true;
  const all = resolvedScripts(text);
  if (all === undefined || all.size > 0) return true;
  const withoutLatin = resolvedScripts(text, 'Latn');
  return withoutLatin === undefined || withoutLatin.has('Jpan') || withoutLatin.has('Kore') || withoutLatin.has('Hanb');
}
