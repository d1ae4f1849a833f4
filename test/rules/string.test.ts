import { field, string } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('string', {
  notations: ['string', ['string'], string()],
  pass: [undefined, 'a', '😀', '\u0000', '123'],
  // A blank string is null to the rules (Laravel's ConvertEmptyStringsToNull), which `string` fails.
  fail: [null, '', ' ', 0, 1, true, ['a'], { a: 'b' }],
  message: 'The field must be a string.',
});

ruleTable('string, required', {
  notations: ['required|string', ['required', 'string'], field().required().string()],
  pass: ['a', 'ß'],
  fail: [42, ['a']],
  message: 'The field must be a string.',
});

laravelFacts('string', onFoo([
  ['string', 'aslsdlks', true],
  ['string', { blah: 'test' }, false],
]));
