// Every shipped pack (each module in locales/, named by its code) answers every registered rule:
// a message for each rule, one per size kind where the rule's own has them, and only placeholders
// the rule fills; and the kernel's own messages (a key `strict` refuses, the caps on hostile input).
// Packs added to locales/ are checked without touching this file.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/index.js';
// The file rules too: a pack answers for every rule valigate ships.
import '../../src/files.js';
import { compileTemplate, placeholderName } from '../../src/messages.js';
import { findLocale } from '../../src/locale.js';
import { registry } from '../../src/registry.js';
import { KERNEL_MESSAGES } from '../../src/report.js';
import type { MessageTemplate } from '../../src/types.js';

const LOCALES = new URL('../../locales/', import.meta.url);
const codes = readdirSync(LOCALES)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length));
for (const code of codes) await import(new URL(`${code}.ts`, LOCALES).href);

const SIZE_KINDS = ['numeric', 'string', 'array', 'file'] as const;
/** Placeholders every message may use, whatever its rule. */
const ALWAYS = new Set(['attribute', 'Attribute', 'ATTRIBUTE', 'field', 'Field', 'FIELD', 'input', 'index', 'position', 'ordinal-position']);
const ORDINAL = /^(first|second|third|fourth|fifth)-(index|position)$/;

/** The rules with a message (modifiers have none), by name. */
const rules = [...registry().rules].filter(([, definition]) => definition.modifier === undefined);

const texts = (message: MessageTemplate): string[] => (typeof message === 'string' ? [message] : Object.values(message).filter((text): text is string => typeof text === 'string'));
const placeholdersOf = (message: MessageTemplate | undefined): Set<string> => {
  const names = new Set<string>();
  for (const text of message === undefined ? [] : texts(message)) {
    const parts = compileTemplate(text);
    for (let at = 1; at < parts.length; at += 2) names.add(placeholderName(parts[at]!));
  }
  return names;
};
/** What a pack says for a rule; `en`, the default, is the rules' own messages. */
const messageOf = (code: string, rule: string, own: MessageTemplate | undefined): MessageTemplate | undefined => findLocale(code)!.rules.get(rule) ?? (code === 'en' ? own : undefined);

it('finds the packs, en among them, each registered under its file name', () => {
  expect(codes).toContain('en');
  expect(codes).toContain('en-laravel');
  for (const code of codes) expect(findLocale(code)?.code, code).toBeDefined();
  expect(rules.length).toBeGreaterThan(90);
});

describe.each(codes)('locales/%s', (code) => {
  it.each(rules.map(([name, definition]) => [name, definition.message as MessageTemplate | undefined] as const))('has a message for %s, per size kind where the rule has them', (name, own) => {
    const message = messageOf(code, name, own);
    expect(message, `${code} has no message for ${name}`).toBeDefined();
    for (const text of texts(message!)) expect(text.trim(), `${code}: ${name}`).not.toBe('');
    if (typeof own === 'object') {
      expect(typeof message, `${code}: ${name} needs a message per size kind`).toBe('object');
      for (const kind of SIZE_KINDS) expect((message as Record<string, string>)[kind], `${code}: ${name}.${kind}`).toBeTruthy();
    }
  });

  it.each(Object.entries(KERNEL_MESSAGES))('has the kernel message %s, with only the placeholders it offers', (key, english) => {
    // `en` is the kernel's own English.
    const message = findLocale(code)!.rules.get(key) ?? (code === 'en' ? english : undefined);
    expect(typeof message, `${code} has no message for ${key}`).toBe('string');
    expect((message as string).trim(), `${code}: ${key}`).not.toBe('');
    const offered = placeholdersOf(english);
    for (const placeholder of placeholdersOf(message)) expect(ALWAYS.has(placeholder) || offered.has(placeholder), `${code}: ${key} uses {${placeholder}}, which it does not fill`).toBe(true);
  });

  it.each(rules.map(([name, definition]) => [name, definition.message as MessageTemplate | undefined] as const))('fills only the placeholders %s offers', (name, own) => {
    // A rule offers its own message's placeholders, and Laravel's names for them where they differ (en-laravel's).
    const offered = new Set([...placeholdersOf(own), ...placeholdersOf(messageOf('en-laravel', name, undefined))]);
    for (const placeholder of placeholdersOf(messageOf(code, name, own))) {
      expect(ALWAYS.has(placeholder) || ORDINAL.test(placeholder) || offered.has(placeholder), `${code}: ${name} uses {${placeholder}}, which it does not fill`).toBe(true);
    }
  });
});
