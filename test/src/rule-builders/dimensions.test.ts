// src/rule-builders/dimensions.ts: Laravel's Rule::dimensions(), printed as Laravel's tests expect (the rule's behaviour: test/rules/files/dimensions.test.ts).
import { describe, expect, it } from 'vitest';
import { Rule, RuleChain, Validator } from '../../../src/index.js';
import '../../../src/files.js';
import { tokenize } from '../../../src/parser.js';

describe('Rule.dimensions', () => {
  it("writes each constraint where it was first set, as Laravel's, by name or by method", () => {
    const cases: [RuleChain<any>, string][] = [
      [Rule.dimensions({ min_width: 100, min_height: 100 }), 'dimensions:min_width=100,min_height=100'],
      [Rule.dimensions({ maxWidth: 1000 }), 'dimensions:max_width=1000'],
      [Rule.dimensions().width(200).height(100), 'dimensions:width=200,height=100'],
      [Rule.dimensions().maxWidth(1000).maxHeight(500).ratio(3 / 2), 'dimensions:max_width=1000,max_height=500,ratio=1.5'],
      [Rule.dimensions({ ratio: '2/3' }), 'dimensions:ratio=2/3'],
      [Rule.dimensions().minWidth(100).width(200).maxWidth(300), 'dimensions:min_width=100,width=200,max_width=300'],
      [Rule.dimensions().width(100).width(500), 'dimensions:width=500'],
      [Rule.dimensions().minRatio(0.5).maxRatio(2).ratioBetween(1, 1.5), 'dimensions:min_ratio=1,max_ratio=1.5'],
      [Rule.dimensions().minHeight(10).required(), 'required|dimensions:min_height=10'],
    ];
    for (const [chain, text] of cases) expect(String(chain)).toBe(text);
  });

  it('is the dimensions rule, its constraints read as the pipe string reads them', async () => {
    expect(tokenize(Rule.dimensions().maxWidth(10), 'f')).toEqual([{ name: 'dimensions', args: ['max_width=10'] }]);
    expect(Object.keys((await new Validator({ f: Rule.dimensions().maxWidth(10) }).validate({ f: 'text' })).failed.f ?? {})).toEqual(['dimensions']);
    expect(() => new Validator({ f: Rule.dimensions().ratio('x') })).toThrow(/field "f", rule "dimensions"/);
    expect(() => Rule.dimensions('max_width=1' as never)).toThrow(TypeError);
  });
});
