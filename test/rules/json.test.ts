import { field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('json', {
  notations: ['json', ['json'], field().json()],
  pass: [undefined, '{}', '[]', '{"a":[1,2]}', '"text"', '123', 'null', 'true'],
  fail: ['{a:1}', "{'a':1}", '{"a":1', 'undefined', '{"a":1}x', { a: 1 }, 123, null],
  message: 'The field must be a valid JSON string.',
});

laravelFacts('json', onFoo([
  ['json', 'aslksd', false],
  ['json', '[]', true],
  ['json', '{"name":"John","age":"34"}', true],
  ['json', ['array'], false],
  ['json', null, false],
]));
