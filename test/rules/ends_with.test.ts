import { describe, expect, it } from 'vitest';
import { field } from '../../src/index.js';
import { checkData, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('ends_with one suffix', {
  notations: ['ends_with:.com', ['ends_with:.com'], field().endsWith('.com')],
  pass: [undefined, 'a.com', '.com'],
  fail: ['a.org', 'a.com ', ['a.com']],
  message: 'The field must end with .com.',
});

ruleTable('ends_with several suffixes (fluent: arguments or an array)', {
  notations: ['ends_with:.com,.org', ['ends_with:.com,.org'], field().endsWith(['.com', '.org'])],
  pass: ['a.com', 'a.org'],
  fail: ['a.net'],
  message: 'The field must end with .com, .org.',
});

laravelFacts('ends_with', onFoo([
  ['ends_with:hello', 'hello world', false], ['ends_with:world', 'hello world', true], ['ends_with:world,hello', 'hello world', true],
  ['ends_with:http', 'laravel.com', false], ['ends_with:http,https', 'laravel.com', false],
  ['ends_with:ue', ['array', 'value'], false], ['ends_with:3', 123, true], ['ends_with:2', 123, false],
]));

describe('ends_with names the values', () => {
  it("shows {values} by their display names (values), as Laravel's replaceIn", () => {
    expect(checkData({ site: 'ends_with:.com,.org' }, { site: 'a.net' }, { values: { site: { '.com': 'web' } } }).errors).toEqual({ site: ['The site must end with web, .org.'] });
  });
});
