import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';

ruleTable('hex_color', {
  notations: ['hex_color', ['hex_color'], field().hexColor()],
  // Laravel's cases (ValidationValidatorTest::testValidateHexColor), then the edges around them.
  pass: [undefined, '#FFF', '#FFFF', '#FFFFFF', '#FF000080', '#00FF0080', '#abc', '#a1B2c3'],
  fail: ['#GGG', '#GGGG', '#123AB', '#GGGGGG', '#GGGGGGG', '#FFGG00FF', '#00FF008X', 'FFF', '#', '#FF', '#FFFFFFF', '#FFFFFFFFF', '##FFF', ' #FFF', '#FFF\n', 0xfff, ['#FFF'], null],
  message: 'The field must be a valid hexadecimal color.',
});

describe('hex_color', () => {
  it('takes no parameter', () => {
    expect(() => new Validator({ color: 'hex_color:6' })).toThrow(/field "color", rule "hex_color"/);
  });
});

laravelFacts('hex_color', onFoo([
  ['hex_color', '#FFF', true], ['hex_color', '#FFFF', true], ['hex_color', '#FFFFFF', true], ['hex_color', '#FF000080', true], ['hex_color', '#00FF0080', true],
  ['hex_color', '#GGG', false], ['hex_color', '#GGGG', false], ['hex_color', '#123AB', false], ['hex_color', '#GGGGGG', false], ['hex_color', '#GGGGGGG', false],
  ['hex_color', '#FFGG00FF', false], ['hex_color', '#00FF008X', false], ['hex_color', ['array'], false],
]));
