// Accept-Language: the registered locale a header prefers, by quality, region to language, and
// nothing (the caller's fallback) for what no pack answers; hostile headers never throw.
import { describe, expect, it } from 'vitest';
import { Validator, preferredLocale } from '../../src/index.js';

Validator.addLocale('fr', { required: 'Le champ :attribute est obligatoire.' });
Validator.addLocale('de', { required: 'Das Feld :attribute ist erforderlich.' });
Validator.addLocale('pt_BR', { required: 'O campo :attribute é obrigatório.' });
Validator.addLocale('zh_CN', { required: ':attribute 不能为空。' });

describe('preferredLocale', () => {
  it.each([
    ['fr', 'fr'],
    ['de-DE,de;q=0.9', 'de'],
    ['fr-CA', 'fr'],
    ['en-US,en;q=0.9,fr;q=0.8', 'en'],
    ['pt-BR', 'pt_BR'],
    ['pt_br', 'pt_BR'],
    ['pt', 'pt_BR'],
    ['zh-CN,zh;q=0.9', 'zh_CN'],
    ['zh-Hans-CN', 'zh_CN'],
    ['DE', 'de'],
  ])('%s selects %s', (header, locale) => {
    expect(preferredLocale(header)).toBe(locale);
  });

  it('respects quality values, whatever the order they are listed in, keeping the order of equal ones', () => {
    expect(preferredLocale('fr;q=0.5, de;q=0.8')).toBe('de');
    expect(preferredLocale('it, fr;q=0.4, de;q=0.6')).toBe('de');
    expect(preferredLocale('de;q=0.7, fr;q=0.7')).toBe('de');
    expect(preferredLocale('fr;q=1.0,de')).toBe('fr');
  });

  it('passes over refused (q=0), malformed and unknown ranges', () => {
    expect(preferredLocale('fr;q=0, de;q=0.1')).toBe('de');
    expect(preferredLocale('fr;q=2, de;q=0.1')).toBe('de');
    expect(preferredLocale('fr;q=abc, de;q=0.1')).toBe('de');
    expect(preferredLocale('fr;q=, de;q=0.1')).toBe('de');
    // Only RFC 9110's form, 0 or 1 with at most three decimals: not what Number() reads besides.
    for (const q of ['0x1', '0b1', '+1', '1e0', '.5', '0.5000001', '1.001', ' 1 1']) expect(preferredLocale(`fr;q=${q}, de;q=0.1`), q).toBe('de');
    expect(preferredLocale('fr;q=0.125, de;q=0.1')).toBe('fr');
    expect(preferredLocale('tlh, *;q=0.5')).toBeUndefined();
    expect(preferredLocale('ko-KR, it')).toBeUndefined();
  });

  it('answers nothing, never throws, for a missing or hostile header', () => {
    for (const header of [undefined, null, 42, ['fr'], '', ',,,;;;', ';q=1', '*', 'x'.repeat(100_000), `${'a,'.repeat(50_000)}fr`]) expect(() => preferredLocale(header)).not.toThrow();
    expect(preferredLocale(undefined)).toBeUndefined();
    expect(preferredLocale(['fr'])).toBeUndefined();
    // Only the first ranges of a long header are read.
    expect(preferredLocale(`${'xx,'.repeat(100)}fr`)).toBeUndefined();
  });
});
