import { field } from '../../src/index.js';
import { dataTable } from '../helpers.js';

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

