import { describe, expect, it } from 'vitest';
import { Validator, field, string } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';

ruleTable('uuid', {
  notations: ['uuid', ['uuid'], field().uuid()],
  // Laravel's lists (validUuidList, invalidUuidList), then ours.
  pass: [
    undefined,
    'a0a2a2d2-0b87-4a18-83f2-2529882be2de',
    '145a1e72-d11d-11e8-a8d5-f2801f1b9fd1',
    '00000000-0000-0000-0000-000000000000',
    'e60d3f48-95d7-4d8d-aad0-856f29a27da2',
    'ff6f8cb0-c57d-11e1-9b21-0800200c9a66',
    'ff6f8cb0-c57d-21e1-9b21-0800200c9a66',
    'ff6f8cb0-c57d-51e1-9b21-0800200c9a66',
    'FF6F8CB0-C57D-11E1-9B21-0800200C9A66',
    '123e4567-e89b-12d3-a456-426614174000',
  ],
  fail: [
    'not a valid uuid so we can test this',
    'zf6f8cb0-c57d-11e1-9b21-0800200c9a66',
    '145a1e72-d11d-11e8-a8d5-f2801f1b9fd1\n',
    '145a1e72-d11d-11e8-a8d5-f2801f1b9fd1 ',
    ' 145a1e72-d11d-11e8-a8d5-f2801f1b9fd1',
    '145a1e72-d11d-11e8-a8d5-f2z01f1b9fd1',
    '3f6f8cb0-c57d-11e1-9b21-0800200c9a6',
    'af6f8cb-c57d-11e1-9b21-0800200c9a66',
    'af6f8cb0c57d11e19b210800200c9a66',
    'ff6f8cb0-c57da-51e1-9b21-0800200c9a66',
    '{123e4567-e89b-12d3-a456-426614174000}',
    42,
  ],
  message: 'The field must be a valid UUID.',
});

ruleTable('uuid:nil', {
  notations: ['uuid:nil', [['uuid', 'nil']], field().uuid('nil')],
  pass: ['00000000-0000-0000-0000-000000000000'],
  fail: ['00000000-0000-0000-0000-000000000001', '00000000-0000-0000-0000-00000000000', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', 'a0a2a2d2-0b87-4a18-83f2-2529882be2de'],
  message: 'The field must be a valid UUID.',
});

ruleTable('uuid:max', {
  notations: ['uuid:max', [['uuid', 'max']], field().uuid('max')],
  pass: ['FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'FFFFffff-FFFF-ffff-FFFF-FFFFFFFFFFFF'],
  fail: ['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-fffffffffffe', 'ffffffff-ffff-ffff-ffff-fffffffffff'],
  message: 'The field must be a valid UUID.',
});

describe('uuid with a version', () => {
  // Laravel's uuidVersionList (ValidationValidatorTest::testValidateWithUuidWithVersionConstraint), without uuid:42, which valigate refuses at construction.
  it.each([
    ['00000000-0000-0000-0000-000000000000', 'uuid', true],
    ['00000000-0000-0000-0000-000000000000', 'uuid:0', true],
    ['00000000-0000-0000-0000-000000000000', 'uuid:1', false],
    ['145a1e72-d11d-11e8-a8d5-f2801f1b9fd1', 'uuid', true],
    ['145a1e72-d11d-11e8-a8d5-f2801f1b9fd1', 'uuid:1', true],
    ['145a1e72-d11d-11e8-a8d5-f2801f1b9fd1', 'uuid:4', false],
    ['ff6f8cb0-c57d-21e1-9b21-0800200c9a66', 'uuid', true],
    ['ff6f8cb0-c57d-21e1-9b21-0800200c9a66', 'uuid:1', false],
    ['ff6f8cb0-c57d-21e1-9b21-0800200c9a66', 'uuid:2', true],
    ['76a4ba72-cc4e-3e1d-b52d-856382f408c3', 'uuid', true],
    ['76a4ba72-cc4e-3e1d-b52d-856382f408c3', 'uuid:1', false],
    ['76a4ba72-cc4e-3e1d-b52d-856382f408c3', 'uuid:3', true],
    ['a0a2a2d2-0b87-4a18-83f2-2529882be2de', 'uuid', true],
    ['a0a2a2d2-0b87-4a18-83f2-2529882be2de', 'uuid:1', false],
    ['a0a2a2d2-0b87-4a18-83f2-2529882be2de', 'uuid:4', true],
    ['d3b2b5a9-d433-5c58-b038-4fa13696e357', 'uuid', true],
    ['d3b2b5a9-d433-5c58-b038-4fa13696e357', 'uuid:1', false],
    ['d3b2b5a9-d433-5c58-b038-4fa13696e357', 'uuid:5', true],
    ['1ef97d97-b5ab-67d8-9f12-5600051f1387', 'uuid', true],
    ['1ef97d97-b5ab-67d8-9f12-5600051f1387', 'uuid:1', false],
    ['1ef97d97-b5ab-67d8-9f12-5600051f1387', 'uuid:6', true],
    ['0192e4b9-92eb-7aec-8707-1becfb1e3eb7', 'uuid', true],
    ['0192e4b9-92eb-7aec-8707-1becfb1e3eb7', 'uuid:1', false],
    ['0192e4b9-92eb-7aec-8707-1becfb1e3eb7', 'uuid:7', true],
    ['07e80a1f-1629-831f-811f-c595103c91b5', 'uuid', true],
    ['07e80a1f-1629-831f-811f-c595103c91b5', 'uuid:1', false],
    ['07e80a1f-1629-831f-811f-c595103c91b5', 'uuid:8', true],
    ['FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', 'uuid', true],
    ['FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', 'uuid:1', false],
    ['FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', 'uuid:max', true],
    ['zf6f8cb0-c57d-11e1-9b21-0800200c9a66', 'uuid', false],
    ['zf6f8cb0-c57d-11e1-9b21-0800200c9a66', 'uuid:1', false],
    ['zf6f8cb0-c57d-11e1-9b21-0800200c9a66', 'uuid:4', false],
  ] as const)('%s with %s: %s', (value, rule, passes) => {
    expect(check(rule, value).valid).toBe(passes);
  });
  it('needs the RFC 9562 variant for versions 1 to 8, as ramsey/uuid reads them', () => {
    expect(check('uuid:4', 'a0a2a2d2-0b87-4a18-83f2-2529882be2de').valid).toBe(true);
    expect(check('uuid:4', 'a0a2a2d2-0b87-4a18-c3f2-2529882be2de').valid).toBe(false);
    expect(check('uuid:4', 'a0a2a2d2-0b87-4a18-73f2-2529882be2de').valid).toBe(false);
    expect(check('uuid', 'a0a2a2d2-0b87-4a18-73f2-2529882be2de').valid).toBe(true);
  });
  it('reads uuid:0 as nil, as Laravel', () => {
    expect(check('uuid:0', '00000000-0000-0000-0000-000000000000').valid).toBe(true);
    expect(check('uuid:0', '00000000-0000-0000-8000-000000000000').valid).toBe(false);
  });
  it('takes the version as a fluent number', () => {
    expect(check(string().uuid(4), '123e4567-e89b-42d3-a456-426614174000').valid).toBe(true);
    expect(check(string().uuid(4), '123e4567-e89b-12d3-a456-426614174000').valid).toBe(false);
  });
  it('refuses an impossible version at construction', () => {
    expect(() => new Validator({ id: 'uuid:x' })).toThrow(/field "id", rule "uuid": expects a version from 0 to 8, nil or max, got "x"/);
    expect(() => new Validator({ id: 'uuid:9' })).toThrow(/field "id", rule "uuid"/);
    expect(() => new Validator({ id: 'uuid:NIL' })).toThrow(/field "id", rule "uuid"/);
    expect(() => new Validator({ id: 'uuid:4,5' })).toThrow(/expects at most one version/);
  });
});
