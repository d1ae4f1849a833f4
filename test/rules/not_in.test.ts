import { field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('not_in', {
  notations: ['not_in:root,admin', ['not_in:root,admin'], field().notIn(['root', 'admin'])],
  pass: [undefined, 'user', 'Root', 1],
  fail: ['root', 'admin', ['user', 'guest'], ['user', 'root'], null, { a: 1 }],
  message: 'The selected field is invalid.',
});

ruleTable('array|not_in', {
  notations: ['array|not_in:root,admin', ['array', 'not_in:root,admin'], field().array().notIn(['root', 'admin'])],
  pass: [undefined, ['user', 'guest'], []],
  fail: [['user', 'root'], [null], [{ a: 1 }]],
  message: 'The selected field is invalid.',
});

laravelFacts('not_in', onFoo([['not_in:bar,baz', 'foo', true], ['not_in:foo,baz', 'foo', false]]));
