import { field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';

ruleTable('doesnt_contain', {
  notations: ['doesnt_contain:root,1', ['doesnt_contain:root,1'], field().doesntContain('root', 1)],
  pass: [undefined, ['admin', 'guest'], [], [2, 'x'], 'a user'],
  fail: [['admin', 'root'], [1], ['1'], 'the root', 'x1', {}, null],
  message: 'The field must not contain any of the following: root, 1.',
});
