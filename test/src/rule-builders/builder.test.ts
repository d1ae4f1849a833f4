// src/rule-builders/builder.ts: what the builders share (a builder stays one through any chain method, every chain immutable), and the README's example as it prints.
import { describe, expect, it } from 'vitest';
import { Rule, Validator } from '../../../src/index.js';
import '../../../src/files.js';
import { withoutRepeats } from '../../../src/rule-builders/builder.js';

enum Status {
  Draft = 'draft',
  Archived = 'archived',
}

describe('builders', () => {
  it('stay builders through any method of a chain, and leave the chain they came from alone', () => {
    const base = Rule.numeric();
    const listed = base.in([1, 2]);
    expect(String((listed as unknown as ReturnType<typeof Rule.numeric>).digits(1))).toBe('numeric|in:1,2|integer|digits:1');
    expect(String(base)).toBe('numeric');
    const date = Rule.date().after(new Date('2024-01-01T00:00:00Z'));
    expect(String(date.format('d/m/Y'))).toBe('date_format:d/m/Y|after:01/01/2024');
    expect(String(date)).toBe('date|after:2024-01-01');
  });

  it('drop a repeated token only, as Laravel compares rule text', () => {
    const parts = [
      { name: 'min', args: [2] },
      { name: 'min', args: ['2'] },
      { name: 'min', args: [3] },
      { name: 'in', args: [['a']] },
      { name: 'in', args: [['a']] },
    ];
    expect(withoutRepeats(parts)).toEqual([parts[0], parts[2], parts[3], parts[4]]);
  });

  it("print the README's example as its comments say", () => {
    const rules = {
      age: Rule.numeric().integer().min(18).lessThan('max_age').required(),
      pin: Rule.numeric().digits(4),
      slug: Rule.string().alphaDash(true).exactly(8),
      starts: Rule.date().format('d/m/Y').afterToday(),
      ends: Rule.date().between(new Date('2025-01-01'), 'next year'),
      email: Rule.email().rfcCompliant(true).preventSpoofing(),
      status: Rule.enum(Status).except([Status.Archived]),
      tags: Rule.contains(['featured']),
      avatar: Rule.imageFile().rule(Rule.dimensions().maxWidth(1000).ratio('1/1')),
    };
    expect(Object.fromEntries(Object.entries(rules).map(([key, chain]) => [key, String(chain)]))).toEqual({
      age: 'required|numeric|integer|min:18|lt:max_age',
      pin: 'numeric|integer|digits:4',
      slug: 'string|alpha_dash:ascii|size:8',
      starts: 'date_format:d/m/Y|after:today',
      ends: 'date|after:2025-01-01|before:next year',
      email: 'email:strict,spoof',
      status: 'Rule.enum(...)',
      tags: 'contains:featured',
      avatar: 'file|image|dimensions:max_width=1000,ratio=1/1',
    });
    expect(() => new Validator({ ...rules, max_age: 'integer' })).not.toThrow();
  });
});
