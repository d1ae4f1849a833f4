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

dataTable('required_with_all', {
  field: 'last',
  notations: ['required_with_all:first,middle', ['required_with_all:first,middle'], field().requiredWithAll('first', 'middle')],
  pass: [{}, { first: 'taylor' }, { first: 'taylor', middle: ' ' }, { first: 'a', middle: 'b', last: 'c' }],
  fail: [[{ first: 'a', middle: 'b' }, MESSAGE.withAll]],
});

// ValidationValidatorTest::testRequiredWithAll, testValidateImplicitEachWithAsterisksRequiredWithAll
const EACH_WITH_ALL = { 'foo.*.name': 'required_with_all:foo.*.last,foo.*.middle' };
laravelFacts('required_with_all', [
  [{ last: 'required_with_all:first,foo' }, { first: 'foo' }, true],
  [{ last: 'required_with_all:first' }, { first: 'foo' }, false],
  [EACH_WITH_ALL, { foo: [{ name: 'first', last: 'last', middle: 'middle' }, { name: 'second', last: 'last', middle: 'middle' }] }, true],
  [EACH_WITH_ALL, { foo: [{ name: null, last: 'last', middle: 'middle' }, { name: null, last: 'last', middle: 'middle' }] }, false, ['foo.0.name', 'foo.1.name']],
  [{ 'foo.*.bar.*.name': 'required_with_all:foo.*.bar.*.last,foo.*.bar.*.middle' }, { foo: [{ bar: [{ name: null, last: 'last', middle: 'middle' }, { name: null, last: 'last', middle: 'middle' }] }] }, false, ['foo.0.bar.0.name', 'foo.0.bar.1.name']],
]);
