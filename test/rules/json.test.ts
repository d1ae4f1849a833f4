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

// Laravel's json hands any scalar to json_validate, so the number 5 and `true` pass there (as their text); valigate's
// json takes text only, as its README row says.
laravelFacts('json on other scalars', onFoo([['json', '5', true], ['json', 'null', true], ['json', 5, false], ['json', true, false]]));
