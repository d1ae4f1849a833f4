import { field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';

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
