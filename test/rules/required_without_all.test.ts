import { field } from '../../src/index.js';
import { dataTable } from '../helpers.js';
import { laravelFacts } from '../laravel-facts.js';

// Laravel's facts for the four: the other field counts when `required` would pass it.
const MESSAGE = {
  with: 'The last field is required when first / middle is present.',
  withAll: 'The last field is required when first / middle are present.',
  without: 'The last field is required when first / middle is not present.',
  withoutAll: 'The last field is required when none of first / middle are present.',
};

dataTable('required_without_all', {
  field: 'last',
  notations: ['required_without_all:first,middle', ['required_without_all:first,middle'], field().requiredWithoutAll('first', 'middle')],
  pass: [{ first: 'a' }, { middle: 'b' }, { last: 'c' }],
  fail: [
    [{}, MESSAGE.withoutAll],
    [{ first: null, middle: [] }, MESSAGE.withoutAll],
  ],
});

// ValidationValidatorTest::testRequiredWithoutAll
const WITHOUT_ALL = { f1: 'required_without_all:f2,f3', f2: 'required_without_all:f1,f3', f3: 'required_without_all:f1,f2' };
laravelFacts('required_without_all', [
  [WITHOUT_ALL, {}, false],
  ...[{ f1: 'foo' }, { f2: 'foo' }, { f3: 'foo' }, { f1: 'foo', f2: 'bar' }, { f1: 'foo', f3: 'bar' }, { f2: 'foo', f3: 'bar' }, { f1: 'foo', f2: 'bar', f3: 'baz' }].map((data) => [WITHOUT_ALL, data, true] as const),
]);
