import { describe, expect, it } from 'vitest';
import { Validator, field } from '../../src/index.js';
import { check, ruleTable } from '../helpers.js';
import { laravelFacts, onFoo } from '../laravel-facts.js';
import { RENAMED } from '../../rules/shared/time-zone.js';

// Names as PHP lists them: the current IANA spelling (`Asia/Kolkata`, `Europe/Kyiv`) even where the platform's ICU keeps an older one.
ruleTable('timezone', {
  notations: ['timezone', ['timezone'], field().timezone()],
  // Laravel's cases (ValidationValidatorTest::testValidateTimezone) that do not depend on the tz data's age.
  pass: [undefined, 'UTC', 'Africa/Windhoek', 'America/New_York', 'Indian/Christmas', 'Europe/London', 'Asia/Tokyo', 'America/Argentina/Salta', 'Asia/Kolkata', 'Europe/Kyiv', 'America/Argentina/Buenos_Aires', 'Asia/Ho_Chi_Minh', 'America/Nuuk'],
  // The older spellings are PHP's backward-compatible links: All_with_BC takes them.
  fail: ['Asia/Calcutta', 'Europe/Kiev', 'Asia/Saigon', 'India', 'Cairo', 'africa/windhoek', 'AFRICA/WINDHOEK', 'GMT', 'GB', 'US/Eastern', 'Etc/UTC', 'utc', '+05:00', ' UTC', 'UTC\n', ['this_is_not_a_timezone'], 0, null],
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
  pass: ['UTC', 'GMT', 'Africa/Windhoek', 'Indian/Christmas', 'Europe/London', 'US/Eastern', 'Etc/GMT+5', 'EST5EDT', 'GB', 'Asia/Calcutta', 'Asia/Kolkata', 'Europe/Kiev', 'Europe/Kyiv'],
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

  it('passes every name the platform lists, by its current name, and UTC; All_with_BC takes the older spellings too', () => {
    // What the platform names under a zone's current name: Asia/Kolkata itself, or Asia/Calcutta on older ICU data.
    const older = RENAMED.map((name) => new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone).filter((name) => !RENAMED.includes(name));
    const result = new Validator({ 'zones.*': 'timezone' }).validateSync({ zones: [...zones, 'UTC'] });
    expect(Object.values(result.errors).length).toBe(older.length);
    for (const name of older) expect(result.errors).toHaveProperty([`zones.${zones.indexOf(name)}`]);
    expect(new Validator({ 'zones.*': 'timezone:All_with_BC' }).validateSync({ zones: [...zones, 'UTC'] }).valid).toBe(true);
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
    // By its current name, whatever spelling the platform's data keeps.
    expect(check('timezone:Per_country,UA', 'Europe/Kyiv').valid).toBe(true);
    expect(check('timezone:Per_country,ua', 'Europe/Kyiv').valid).toBe(true);
    expect(check('timezone:Per_country,UA', 'Europe/Kiev').valid).toBe(false);
    expect(check('timezone:Per_country,IN', 'Asia/Kolkata').valid).toBe(true);
    expect(check('timezone:Asia', 'Asia/Kolkata').valid).toBe(true);
    expect(check('timezone:Asia', 'Asia/Calcutta').valid).toBe(false);
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

// testValidateTimezone*: every group, as Laravel's tests.
laravelFacts('timezone', onFoo([
  ['timezone', 'India', false],
  ['timezone', 'Cairo', false],
  ['timezone', 'UTC', true],
  ['timezone', 'Africa/Windhoek', true],
  ['timezone', 'africa/windhoek', false],
  ['timezone', 'GMT', false],
  ['timezone', 'GB', false],
  ['timezone', ['this_is_not_a_timezone'], false],
  ['timezone:Africa', 'India', false],
  ['timezone:Africa', 'Cairo', false],
  ['timezone:Africa', 'UTC', false],
  ['timezone:Africa', 'Africa/Windhoek', true],
  ['timezone:Africa', 'America/New_York', false],
  ['timezone:Africa', 'africa/windhoek', false],
  ['timezone:Africa', 'GMT', false],
  ['timezone:Africa', 'GB', false],
  ['timezone:Africa', ['this_is_not_a_timezone'], false],
  ['timezone:America', 'India', false],
  ['timezone:America', 'Cairo', false],
  ['timezone:America', 'UTC', false],
  ['timezone:America', 'Africa/Windhoek', false],
  ['timezone:America', 'America/New_York', true],
  ['timezone:America', 'america/new_york', false],
  ['timezone:America', 'GMT', false],
  ['timezone:America', 'GB', false],
  ['timezone:America', ['this_is_not_a_timezone'], false],
  ['timezone:Antarctica', 'India', false],
  ['timezone:Antarctica', 'Cairo', false],
  ['timezone:Antarctica', 'UTC', false],
  ['timezone:Antarctica', 'Africa/Windhoek', false],
  ['timezone:Antarctica', 'Antarctica/Mawson', true],
  ['timezone:Antarctica', 'antarctica/mawson', false],
  ['timezone:Antarctica', 'GMT', false],
  ['timezone:Antarctica', 'GB', false],
  ['timezone:Antarctica', ['this_is_not_a_timezone'], false],
  ['timezone:Arctic', 'India', false],
  ['timezone:Arctic', 'Cairo', false],
  ['timezone:Arctic', 'UTC', false],
  ['timezone:Arctic', 'Africa/Windhoek', false],
  ['timezone:Arctic', 'Arctic/Longyearbyen', true],
  ['timezone:Arctic', 'arctic/longyearbyen', false],
  ['timezone:Arctic', 'GMT', false],
  ['timezone:Arctic', 'GB', false],
  ['timezone:Arctic', ['this_is_not_a_timezone'], false],
  ['timezone:Asia', 'India', false],
  ['timezone:Asia', 'Cairo', false],
  ['timezone:Asia', 'UTC', false],
  ['timezone:Asia', 'Africa/Windhoek', false],
  ['timezone:Asia', 'Asia/Tokyo', true],
  ['timezone:Asia', 'asia/tokyo', false],
  ['timezone:Asia', 'GMT', false],
  ['timezone:Asia', 'GB', false],
  ['timezone:Asia', ['this_is_not_a_timezone'], false],
  ['timezone:Atlantic', 'India', false],
  ['timezone:Atlantic', 'Cairo', false],
  ['timezone:Atlantic', 'UTC', false],
  ['timezone:Atlantic', 'Africa/Windhoek', false],
  ['timezone:Atlantic', 'Atlantic/Cape_Verde', true],
  ['timezone:Atlantic', 'atlantic/cape_verde', false],
  ['timezone:Atlantic', 'GMT', false],
  ['timezone:Atlantic', 'GB', false],
  ['timezone:Atlantic', ['this_is_not_a_timezone'], false],
  ['timezone:Australia', 'India', false],
  ['timezone:Australia', 'Cairo', false],
  ['timezone:Australia', 'UTC', false],
  ['timezone:Australia', 'Africa/Windhoek', false],
  ['timezone:Australia', 'Australia/Sydney', true],
  ['timezone:Australia', 'australia/sydney', false],
  ['timezone:Australia', 'GMT', false],
  ['timezone:Australia', 'GB', false],
  ['timezone:Australia', ['this_is_not_a_timezone'], false],
  ['timezone:Europe', 'India', false],
  ['timezone:Europe', 'Cairo', false],
  ['timezone:Europe', 'UTC', false],
  ['timezone:Europe', 'Africa/Windhoek', false],
  ['timezone:Europe', 'europe/kyiv', false],
  ['timezone:Europe', 'GMT', false],
  ['timezone:Europe', 'GB', false],
  ['timezone:Europe', ['this_is_not_a_timezone'], false],
  ['timezone:Indian', 'India', false],
  ['timezone:Indian', 'Cairo', false],
  ['timezone:Indian', 'UTC', false],
  ['timezone:Indian', 'Africa/Windhoek', false],
  ['timezone:Indian', 'Indian/Christmas', true],
  ['timezone:Indian', 'indian/christmas', false],
  ['timezone:Indian', 'GMT', false],
  ['timezone:Indian', 'GB', false],
  ['timezone:Indian', ['this_is_not_a_timezone'], false],
  ['timezone:Pacific', 'India', false],
  ['timezone:Pacific', 'Cairo', false],
  ['timezone:Pacific', 'UTC', false],
  ['timezone:Pacific', 'Africa/Windhoek', false],
  ['timezone:Pacific', 'Pacific/Fiji', true],
  ['timezone:Pacific', 'pacific/fiji', false],
  ['timezone:Pacific', 'GMT', false],
  ['timezone:Pacific', 'GB', false],
  ['timezone:Pacific', ['this_is_not_a_timezone'], false],
  ['timezone:UTC', 'India', false],
  ['timezone:UTC', 'Cairo', false],
  ['timezone:UTC', 'UTC', true],
  ['timezone:UTC', 'Africa/Windhoek', false],
  ['timezone:UTC', 'utc', false],
  ['timezone:UTC', 'GMT', false],
  ['timezone:UTC', 'GB', false],
  ['timezone:UTC', ['this_is_not_a_timezone'], false],
  ['timezone:All', 'India', false],
  ['timezone:All', 'Cairo', false],
  ['timezone:All', 'UTC', true],
  ['timezone:All', 'Africa/Windhoek', true],
  ['timezone:All', 'Indian/Christmas', true],
  ['timezone:All', 'indian/christmas', false],
  ['timezone:All', 'GMT', false],
  ['timezone:All', 'GB', false],
  ['timezone:All', ['this_is_not_a_timezone'], false],
  ['timezone:All_with_BC', 'India', false],
  ['timezone:All_with_BC', 'Cairo', false],
  ['timezone:All_with_BC', 'UTC', true],
  ['timezone:All_with_BC', 'Africa/Windhoek', true],
  ['timezone:All_with_BC', 'Indian/Christmas', true],
  ['timezone:All_with_BC', 'Europe/Kyiv', true],
  ['timezone:All_with_BC', 'Europe/Kyiv', true],
  ['timezone:All_with_BC', 'indian/christmas', false],
  ['timezone:All_with_BC', 'GMT', true],
  ['timezone:All_with_BC', 'Europe/London', true],
  ['timezone:All_with_BC', ['this_is_not_a_timezone'], false],
  ['timezone:Per_country,IN', 'India', false],
  ['timezone:Per_country,CA', 'Cairo', false],
  ['timezone:Per_country,GB', 'UTC', false],
  ['timezone:Per_country,NA', 'Africa/Windhoek', true],
  ['timezone:Per_country,GB', 'utc', false],
  ['timezone:Per_country,GB', 'GMT', false],
  ['timezone:Per_country,GB', 'GB', false],
  ['timezone:Per_country,GB', ['this_is_not_a_timezone'], false],
]));
