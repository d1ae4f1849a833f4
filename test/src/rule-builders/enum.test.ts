// src/rule-builders/enum.ts: Laravel's Rule::enum() with only() and except(), the `enum` rule with the values chosen.
import { describe, expect, it } from 'vitest';
import { Rule } from '../../../src/index.js';
import { tokenize } from '../../../src/parser.js';
import { checkData } from '../../helpers.js';

enum Status {
  Draft = 'draft',
  Published = 'published',
  Archived = 'archived',
}
enum Level {
  Low = 1,
  High = 2,
}

const values = (chain: Parameters<typeof tokenize>[0]) => tokenize(chain, 'f').map(({ name, args }) => [name, ...args]);

describe('Rule.enum', () => {
  it("chooses values as Laravel's: a non-empty only() decides, else except() leaves values out; the last call of each counts", () => {
    expect(values(Rule.enum(Status))).toEqual([['enum', ['draft', 'published', 'archived']]]);
    expect(values(Rule.enum(Status).only([Status.Draft, Status.Published]))).toEqual([['enum', ['draft', 'published']]]);
    expect(values(Rule.enum(Status).except(Status.Archived))).toEqual([['enum', ['draft', 'published']]]);
    expect(values(Rule.enum(Status).only(Status.Draft).except(Status.Draft))).toEqual([['enum', ['draft']]]);
    expect(values(Rule.enum(Status).except(Status.Draft).except(Status.Archived))).toEqual([['enum', ['draft', 'published']]]);
    expect(values(Rule.enum(Level).only([Level.High]))).toEqual([['enum', [2]]]);
    expect(values(Rule.enum(['a', 'b'] as const).required())).toEqual([['required'], ['enum', ['a', 'b']]]);
  });

  it('validates in both executors, text of a numeric member becoming it', () => {
    const rules = { status: Rule.enum(Status).except([Status.Archived]), level: Rule.enum(Level).only(Level.High) };
    expect(checkData(rules, { status: 'draft', level: '2' })).toMatchObject({ valid: true, data: { status: 'draft', level: 2 } });
    expect(checkData(rules, { status: 'archived', level: 1 }).errors).toEqual({ status: ['The selected status is invalid.'], level: ['The selected level is invalid.'] });
  });

  it('refuses what leaves no value, and what is no enum, with a TypeError', () => {
    expect(() => checkData({ s: Rule.enum(Status).only('nope' as never) }, {})).toThrow(new TypeError('valigate: field "s", rule "Rule.enum": only() and except() leave no value of the enum'));
    expect(() => Rule.enum('draft' as never)).toThrow(new TypeError('valigate: Rule.enum takes a TypeScript enum or a list of values, got string'));
  });
});
