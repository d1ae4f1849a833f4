// Picks the registered locale a client asks for in an Accept-Language header (RFC 9110 §12.5.4).
import { findLocale, registeredLocales } from './locale.js';
import { qualityValue } from './patterns.js';

/** The longest header read, and the most language ranges: a hostile header costs no more. */
const MAX_HEADER = 4_096;
const MAX_RANGES = 32;

/** A range's weight: `q=` from 0 to 1 with at most three decimals; anything else drops the range. */
function quality(parameters: readonly string[]): number {
  for (const parameter of parameters) {
    const equals = parameter.indexOf('=');
    if (equals === -1 || parameter.slice(0, equals).trim().toLowerCase() !== 'q') continue;
    const text = parameter.slice(equals + 1).trim();
    return qualityValue.test(text) ? Number(text) : -1;
  }
  return 1;
}

/** The registered locale whose language is `language`, a region of it if the language itself is not registered. */
function sameLanguage(language: string): string | undefined {
  const exact = findLocale(language);
  if (exact) return exact.code;
  return registeredLocales().find((code) => code.replaceAll('-', '_').split('_', 1)[0]!.toLowerCase() === language);
}

/**
 * The registered locale an `Accept-Language` header prefers: ranges by quality (`q=0` refuses),
 * each tried as written (`pt-BR` selects `pt_BR`), then by its language (`fr-CA` selects `fr`, `pt`
 * selects `pt_BR` when only that is registered); undefined when none matches, so the caller's
 * fallback answers. Never throws, whatever the header holds.
 */
export function preferredLocale(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const ranges: { tag: string; q: number }[] = [];
  for (const range of header.slice(0, MAX_HEADER).split(',', MAX_RANGES)) {
    const [tag = '', ...parameters] = range.split(';');
    const name = tag.trim();
    const q = quality(parameters);
    if (name === '' || name === '*' || name.length > 35 || q <= 0) continue;
    ranges.push({ tag: name, q });
  }
  // Stable: ranges of equal quality keep the client's order.
  ranges.sort((a, b) => b.q - a.q);
  for (const { tag } of ranges) {
    const found = findLocale(tag)?.code ?? sameLanguage(tag.replaceAll('-', '_').split('_', 1)[0]!.toLowerCase());
    if (found !== undefined) return found;
  }
  return undefined;
}
