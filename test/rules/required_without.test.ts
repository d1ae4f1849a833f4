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

dataTable('required_without', {
  field: 'last',
  notations: ['required_without:first,middle', ['required_without:first,middle'], field().requiredWithout('first', 'middle')],
  pass: [{ first: 'a', middle: 'b' }, { last: 'c' }],
  fail: [
    [{ first: 'a' }, MESSAGE.without],
    [{}, MESSAGE.without],
    [{ first: 'a', middle: '' }, MESSAGE.without],
  ],
});

// ValidationValidatorTest::testValidateRequiredWithout, testRequiredWithoutMultiple, testValidateImplicitEachWithAsterisksRequiredWithout
const EACH_WITHOUT = { 'foo.*.name': 'required_without:foo.*.last,foo.*.middle' };
const WITHOUT_OTHERS = { f1: 'required_without:f2,f3', f2: 'required_without:f1,f3', f3: 'required_without:f1,f2' };
laravelFacts('required_without', [
  [{ last: 'required_without:first' }, { first: 'Taylor' }, true],
  [{ last: 'required_without:first' }, { first: 'Taylor', last: '' }, true],
  [{ last: 'required_without:first' }, { first: '' }, false],
  [{ last: 'required_without:first' }, {}, false],
  [{ last: 'required_without:first' }, { first: 'Taylor', last: 'Otwell' }, true],
  [{ last: 'required_without:first' }, { last: 'Otwell' }, true],
  [WITHOUT_OTHERS, {}, false],
  [WITHOUT_OTHERS, { f1: 'foo' }, false],
  [WITHOUT_OTHERS, { f2: 'foo' }, false],
  [WITHOUT_OTHERS, { f3: 'foo' }, false],
  [WITHOUT_OTHERS, { f1: 'foo', f2: 'bar' }, true],
  [WITHOUT_OTHERS, { f1: 'foo', f3: 'bar' }, true],
  [WITHOUT_OTHERS, { f2: 'foo', f3: 'bar' }, true],
  [WITHOUT_OTHERS, { f1: 'foo', f2: 'bar', f3: 'baz' }, true],
  [EACH_WITHOUT, { foo: [{ name: 'first', middle: 'middle' }, { name: 'second', last: 'last' }] }, true],
  [EACH_WITHOUT, { foo: [{ name: null, last: 'last' }, { name: null, middle: 'middle' }] }, false, ['foo.0.name', 'foo.1.name']],
  [{ 'foo.*.bar.*.name': 'required_without:foo.*.bar.*.last,foo.*.bar.*.middle' }, { foo: [{ bar: [{ name: null, last: 'last' }, { name: null, middle: 'middle' }] }] }, false, ['foo.0.bar.0.name', 'foo.0.bar.1.name']],
]);
