import { field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';

ruleTable('not_in', {
  notations: ['not_in:root,admin', ['not_in:root,admin'], field().notIn(['root', 'admin'])],
  pass: [undefined, 'user', 'Root', 1, ['user', 'guest']],
  fail: ['root', 'admin', ['user', 'root'], null, { a: 1 }],
  message: 'The selected field is invalid.',
});
