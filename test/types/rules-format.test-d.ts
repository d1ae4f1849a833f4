import { describe, expectTypeOf, it } from 'vitest';
import { type Infer, type InferRules, type RuleSpec, Validator, field } from '../../src/index.js';

/** The data type of one field `f` declared with `spec`. */
type One<S extends RuleSpec> = InferRules<{ f: S }>;

describe('format rules narrow to string', () => {
  it('ip, ipv4, ipv6', () => {
    expectTypeOf<One<'required|ip'>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<'ipv4'>>().toEqualTypeOf<{ f?: string }>();
    expectTypeOf<One<['required', 'ipv6']>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<ReturnType<typeof ipChain>>>().toEqualTypeOf<{ f: string }>();
  });
  it('mac_address', () => {
    expectTypeOf<One<'required|mac_address'>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<ReturnType<typeof macChain>>>().toEqualTypeOf<{ f?: string }>();
  });
  it('hex_color, ascii, lowercase, uppercase, ulid, base64', () => {
    expectTypeOf<One<'required|hex_color'>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<'required|ascii|lowercase'>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<['required', 'uppercase']>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<'ulid'>>().toEqualTypeOf<{ f?: string }>();
    expectTypeOf<One<'nullable|base64'>>().toEqualTypeOf<{ f?: string | null }>();
    expectTypeOf<One<ReturnType<typeof textChain>>>().toEqualTypeOf<{ f: string }>();
  });
  it('not_regex keeps the type (a number may pass) and its pattern whole in the pipe string', () => {
    expectTypeOf<One<'required|not_regex:/^(a|b)$/|string'>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<'required|not_regex:/[xyz]/'>>().toEqualTypeOf<{ f: unknown }>();
    expectTypeOf<One<ReturnType<typeof notRegexChain>>>().toEqualTypeOf<{ f?: unknown }>();
  });
  it('doesnt_start_with and doesnt_end_with do not narrow (a number may pass)', () => {
    expectTypeOf<One<'required|doesnt_start_with:a,b'>>().toEqualTypeOf<{ f: unknown }>();
    expectTypeOf<One<'string|doesnt_end_with:x'>>().toEqualTypeOf<{ f?: string }>();
    expectTypeOf<One<ReturnType<typeof doesntChain>>>().toEqualTypeOf<{ f: string }>();
  });
  it('timezone', () => {
    expectTypeOf<One<'required|timezone:Per_country,US'>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<ReturnType<typeof timezoneChain>>>().toEqualTypeOf<{ f?: string }>();
  });
  it('email with modes, url with schemes, uuid with nil and max', () => {
    expectTypeOf<One<'required|email:rfc,dns'>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<'url:http,https'>>().toEqualTypeOf<{ f?: string }>();
    expectTypeOf<One<'required|uuid:max'>>().toEqualTypeOf<{ f: string }>();
    expectTypeOf<One<ReturnType<typeof modesChain>>>().toEqualTypeOf<{ f: string }>();
  });
});

// @ts-expect-error: not one of Laravel's email modes
field().email('smtp');
const modesChain = () => field().required().email('strict', 'spoof').url('ftp').uuid('nil');
const timezoneChain = () => field().timezone('All_with_BC');
const doesntChain = () => field().required().string().doesntStartWith('a', ['b']).doesntEndWith('c');
const notRegexChain = () => field().notRegex(/x/);
const textChain = () => field().required().hexColor().ascii().lowercase().uppercase().ulid().base64();
const macChain = () => field().macAddress();
const ipChain = () => field().required().ip();

describe('enum in array notation', () => {
  enum Status {
    Active = 'active',
    Off = 'off',
  }
  enum Level {
    Low = 1,
    High = 2,
  }
  it('types the enum values, not the enum object, as the fluent enum() does', () => {
    const validator = new Validator({ status: ['required', ['enum', Status]], level: [['enum', Level]], size: ['required', ['enum', ['s', 'm'] as const]], chained: field().required().enum(Status) });
    type Data = Infer<typeof validator>;
    expectTypeOf<Data['status']>().toEqualTypeOf<Status>();
    expectTypeOf<Data['chained']>().toEqualTypeOf<Status>();
    expectTypeOf<Data['size']>().toEqualTypeOf<'s' | 'm'>();
    expectTypeOf<Data['level']>().toEqualTypeOf<Level | undefined>();
    expectTypeOf<keyof Data>().toEqualTypeOf<'status' | 'level' | 'size' | 'chained'>();
  });
  it('still lists the values of in written one by one', () => {
    const validator = new Validator({ size: ['required', ['in', 's', 'm']] });
    expectTypeOf<Infer<typeof validator>>().toEqualTypeOf<{ size: 's' | 'm' }>();
  });
});
