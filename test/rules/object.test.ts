import { object } from '../../src/index.js';
import { ruleTable } from '../helpers.js';

ruleTable('object', {
  notations: ['object', ['object'], object()],
  pass: [undefined, {}, { a: 1 }, Object.create(null), JSON.parse('{"__proto__": 1}')],
  fail: [null, [], 'a', 1, new Date(0), new Map()],
  message: 'The field must be an object.',
});

ruleTable('object:keys', {
  notations: ['object:name,email', [['object', 'name', 'email']], object(['name', 'email'])],
  pass: [undefined, {}, { name: 'Ada' }, { name: 'Ada', email: 'a@b.co' }],
  fail: [{ name: 'Ada', admin: true }, { role: 1 }, [], 'a', null],
  message: 'The field must be an object.',
});
