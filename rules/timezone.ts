import { type Chain, type RuleDefinition, Validator } from '../src/core.js';
import { countryCode, timeZoneName } from '../src/patterns.js';
import { RENAMED } from './shared/time-zone.js';

/** PHP's continent groups (`DateTimeZone::AFRICA` ...): the names under each area. */
const AREAS = ['Africa', 'America', 'Antarctica', 'Arctic', 'Asia', 'Atlantic', 'Australia', 'Europe', 'Indian', 'Pacific'];

/** Longest name worth asking `Intl` about (the longest IANA name has 32 characters). */
const MAX_NAME_LENGTH = 64;

/** What a `timezone` parameter selects: a fixed set of names, and whether other names `Intl` knows pass too (`All_with_BC`). */
interface TimeZoneParams {
  readonly names: ReadonlySet<string>;
  readonly links: boolean;
}

let canonical: readonly string[] | undefined;
let current: ReadonlyMap<string, string> | undefined;

/** The name ICU keeps a zone under (`Asia/Calcutta` for `Asia/Kolkata` on older ICU data), or the name itself. */
function icuName(name: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return name;
  }
}

/**
 * A name as the IANA database (and PHP's list) has it today: ICU lists some zones under an older
 * name (`Asia/Calcutta`, `Europe/Kiev`), which PHP counts among the backward-compatible links.
 */
function currentName(name: string): string {
  current ??= new Map(RENAMED.map((renamed) => [icuName(renamed), renamed] as const).filter(([old, renamed]) => old !== renamed));
  return current.get(name) ?? name;
}

/** The time zone names as PHP lists them: the platform's (`Intl.supportedValuesOf`) by their current names, plus `UTC`, which it leaves out. */
function allNames(): readonly string[] {
  if (typeof Intl.supportedValuesOf !== 'function') throw new Error("cannot list time zones: this platform's Intl has no supportedValuesOf");
  return (canonical ??= ['UTC', ...Intl.supportedValuesOf('timeZone').map(currentName)]);
}

/** The zones of one country as the platform's `Intl.Locale` lists them, by their current names; undefined when it cannot say (no Locale time zones). */
function countryNames(country: string): readonly string[] | undefined {
  const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & { getTimeZones?(): string[] | undefined; readonly timeZones?: string[] };
  const names = typeof locale.getTimeZones === 'function' ? (locale.getTimeZones() ?? []) : 'timeZones' in locale ? (locale.timeZones ?? []) : undefined;
  return names?.map(currentName);
}

/** The names a group selects, as Laravel's `timezone:group[,country]` (group in any case); throws for one `Intl` cannot answer. */
function selectNames(args: readonly unknown[]): TimeZoneParams {
  const group = args.length ? String(args[0]).toLowerCase() : 'all';
  if (group === 'per_country') {
    if (args.length !== 2 || !countryCode.test(String(args[1]))) throw new Error('expects Per_country and a two-letter country code (timezone:Per_country,US)');
    const names = countryNames(String(args[1]).toUpperCase());
    if (names === undefined) throw new Error("cannot list a country's zones: this platform's Intl.Locale has no time zones");
    return { names: new Set(names), links: false };
  }
  if (args.length > 1) throw new Error(`takes a country only with Per_country, got "${args.map(String).join(',')}"`);
  if (group === 'all' || group === 'all_with_bc') return { names: new Set(allNames()), links: group === 'all_with_bc' };
  if (group === 'utc') return { names: new Set(['UTC']), links: false };
  const area = AREAS.find((name) => name.toLowerCase() === group);
  if (area === undefined) throw new Error(`has no group "${String(args[0])}" (use All, All_with_BC, Per_country, UTC or ${AREAS.join(', ')})`);
  return { names: new Set(allNames().filter((name) => name.startsWith(`${area}/`))), links: false };
}

/** Whether `Intl` takes `name` as a time zone: the backward-compatible links (`US/Eastern`, `GMT`) that no list holds. */
function isKnownLink(name: string): boolean {
  if (name.length > MAX_NAME_LENGTH || !timeZoneName.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * `timezone[:group[,country]]`: a time zone name as PHP lists them (the platform's `Intl` names, by
 * their current IANA spelling: `Asia/Kolkata`, `Europe/Kyiv`; plus `UTC`);
 * groups as Laravel's: `All` (the default), a continent (`Africa` ... `Pacific`), `UTC`,
 * `All_with_BC` (with the backward-compatible links such as `US/Eastern`), `Per_country,US`.
 */
export const timezone: RuleDefinition<TimeZoneParams> = {
  pure: true,
  message: 'The {field} must be a valid timezone.',
  jsonSchema: ({ names, links }) => (links ? undefined : { type: 'string', enum: [...names] }),
  parse: selectNames,
  validate: (value, params) => typeof value === 'string' && (params.names.has(value) || (params.links && isKnownLink(value))),
};

Validator.extend('timezone', timezone, { source: 'valigate' });

declare module '../src/fluent.js' {
  interface BuiltinRuleChain<F> {
    /** A time zone name, of a group (`'Europe'`, `'All_with_BC'`, `'Per_country', 'US'`) if one is named. */
    timezone(group?: string, country?: string): Chain<F, 'timezone'>;
  }
}

declare module '../src/infer.js' {
  interface BuiltinRuleTypes {
    timezone: string;
  }
}
