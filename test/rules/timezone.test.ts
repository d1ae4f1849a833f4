import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';

// Names every tz database lists under one spelling; `Europe/Kyiv` and `Europe/Kiev` depend on the platform's ICU (see below).
ruleTable('timezone', {
  notations: ['timezone', ['timezone'], field().timezone()],
  // Laravel's cases (ValidationValidatorTest::testValidateTimezone) that do not depend on the tz data's age.
  pass: [undefined, 'UTC', 'Africa/Windhoek', 'America/New_York', 'Indian/Christmas', 'Europe/London', 'Asia/Tokyo', 'America/Argentina/Salta'],
  fail: ['India', 'Cairo', 'africa/windhoek', 'AFRICA/WINDHOEK', 'GMT', 'GB', 'US/Eastern', 'Etc/UTC', 'utc', '+05:00', ' UTC', 'UTC\n', ['this_is_not_a_timezone'], 0, null],
  message: 'The field must be a valid timezone.',
});

ruleTable('timezone:Africa', {
  notations: ['timezone:Africa', [['timezone', 'Africa']], field().timezone('Africa')],
  pass: ['Africa/Windhoek', 'Africa/Cairo'],
  fail: ['India', 'Cairo', 'UTC', 'Europe/London', 'africa/windhoek', 'GMT'],
  message: 'The field must be a valid timezone.',
});

ruleTable('timezone:All_with_BC', {
  notations: ['timezone:All_with_BC', [['timezone', 'All_with_BC']], field().timezone('All_with_BC')],
  // Laravel: GMT passes here and not under All; the other backward-compatible links as well.
  pass: ['UTC', 'GMT', 'Africa/Windhoek', 'Indian/Christmas', 'Europe/London', 'US/Eastern', 'Etc/GMT+5', 'EST5EDT', 'GB'],
  fail: ['India', 'Cairo', 'indian/christmas', 'us/eastern', '+05:00', 'Mars/Olympus', `A${'a'.repeat(100)}`, ['this_is_not_a_timezone']],
  message: 'The field must be a valid timezone.',
});

ruleTable('timezone:Per_country,NA', {
  notations: ['timezone:Per_country,NA', [['timezone', 'Per_country', 'NA']], field().timezone('Per_country', 'NA')],
  pass: ['Africa/Windhoek'],
  fail: ['Africa/Cairo', 'UTC', 'GMT', 'NA', 'Europe/London'],
  message: 'The field must be a valid timezone.',
});

describe('timezone', () => {
  const zones = Intl.supportedValuesOf('timeZone');

  it('passes every name the platform lists, and UTC', () => {
    const validator = new Validator({ 'zones.*': 'timezone' });
    expect(validator.validateSync({ zones: [...zones, 'UTC'] }).valid).toBe(true);
  });

  it('takes each continent group in any case, and UTC alone', () => {
    for (const area of ['Africa', 'America', 'Antarctica', 'Arctic', 'Asia', 'Atlantic', 'Australia', 'Europe', 'Indian', 'Pacific']) {
      const inside = zones.find((name) => name.startsWith(`${area}/`))!;
      const outside = zones.find((name) => !name.startsWith(`${area}/`))!;
      expect(check(`timezone:${area.toUpperCase()}`, inside).valid, area).toBe(true);
      expect(check(`timezone:${area.toLowerCase()}`, outside).valid, area).toBe(false);
    }
    expect(check('timezone:UTC', 'UTC').valid).toBe(true);
    expect(check('timezone:UTC', 'Africa/Windhoek').valid).toBe(false);
    expect(check('timezone:utc', 'utc').valid).toBe(false);
    expect(check('timezone:All', 'UTC').valid).toBe(true);
  });

  it("lists a country's zones as Intl.Locale does, the country in any case", () => {
    // The platform's spelling of Kyiv (Europe/Kyiv, or Europe/Kiev in older CLDR data) is the one both lists hold.
    const kyiv = zones.find((name) => name === 'Europe/Kyiv' || name === 'Europe/Kiev')!;
    expect(check('timezone:Per_country,UA', kyiv).valid).toBe(true);
    expect(check('timezone:Per_country,ua', kyiv).valid).toBe(true);
    expect(check('timezone:Per_country,GB', 'UTC').valid).toBe(false);
    expect(check('timezone:Per_country,GB', 'Europe/London').valid).toBe(true);
    expect(check('timezone:Per_country,US', 'America/Chicago').valid).toBe(true);
    expect(check('timezone:Per_country,ZZ', 'UTC').valid).toBe(false);
  });

  it('refuses an unknown group or a missing country at construction, naming field and rule', () => {
    expect(() => new Validator({ tz: 'timezone:Mars' })).toThrow(/field "tz", rule "timezone": has no group "Mars"/);
    expect(() => new Validator({ tz: 'timezone:Per_country' })).toThrow(/field "tz", rule "timezone": expects Per_country and a two-letter country code/);
    expect(() => new Validator({ tz: 'timezone:Per_country,USA' })).toThrow(/two-letter country code/);
    expect(() => new Validator({ tz: 'timezone:Europe,FR' })).toThrow(/takes a country only with Per_country/);
  });

  it("says so at construction when the platform's Intl.Locale cannot list a country's zones", () => {
    const proto = Intl.Locale.prototype as object;
    const names = ['timeZones', 'getTimeZones'].filter((name) => Object.hasOwn(proto, name));
    const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)!] as const);
    try {
      for (const name of names) delete (proto as Record<string, unknown>)[name];
      expect(() => new Validator({ homeZone: 'timezone:Per_country,FR' })).toThrow(/field "homeZone", rule "timezone": cannot list a country's zones/);
    } finally {
      for (const [name, descriptor] of saved) Object.defineProperty(proto, name, descriptor);
    }
    expect(check('timezone:Per_country,FR', 'Europe/Paris').valid).toBe(true);
  });

  it("says so at construction when the platform's Intl cannot list time zones", () => {
    const supportedValuesOf = Intl.supportedValuesOf;
    try {
      delete (Intl as { supportedValuesOf?: unknown }).supportedValuesOf;
      expect(() => new Validator({ officeZone: 'timezone:Europe' })).toThrow(/field "officeZone", rule "timezone": cannot list time zones/);
    } finally {
      Intl.supportedValuesOf = supportedValuesOf;
    }
  });

  it('asks Intl about a link name only when it is shaped like one and short', () => {
    expect(check('timezone:All_with_BC', 'America/Argentina/ComodRivadavia').valid).toBe(true);
    expect(check('timezone:All_with_BC', `Etc/${'G'.repeat(100_000)}`).valid).toBe(false);
  });
});
