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

// PHP's json_validate reads at most 512 levels of arrays and objects (its default depth) and refuses an unpaired
// UTF-16 surrogate, escaped or not (JSON_ERROR_UTF16, JSON_ERROR_UTF8), where JSON.parse accepts both.
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
ruleTable('json as PHP reads it: depth and surrogates', {
  notations: ['json', ['json'], field().json()],
  pass: [nested(512), `{"a":${nested(511)}}`, '"\\ud83d\\ude00"', '"😀"', '"[[[["', `"${'['.repeat(600)}"`, '"\\\\ud800"'],
  fail: [nested(513), `{"a":${nested(512)}}`, '"\\ud800"', '"\\udc00"', '"\\ud800x"', '"\\ud800\\u0041"', '"\ud800"', '"\udc00\ud800"'],
  message: 'The field must be a valid JSON string.',
});
