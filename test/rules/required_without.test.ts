import { field } from '../../src/index.js';
import { dataTable } from '../helpers.js';

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

