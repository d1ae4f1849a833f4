// Shapes real forms and APIs have beyond bench/data.mjs's workloads, valigate against valibot and
// zod, each shape in a process of its own (a shape's leftovers must not slow the next), the three
// libraries interleaved round by round after a warm-up of a second each. Prints the median ratio of
// valigate's speed to each peer's. `node bench/shapes.mjs [shape,...]` after `npm run build`.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Validator } from 'valigate';
import * as v from 'valibot';
import { z } from 'zod';

const range = (n, f) => Array.from({ length: n }, (_, i) => f(i));
const COUNTRIES = 'AD,AE,AF,AG,AI,AL,AM,AO,AQ,AR,AS,AT,AU,AW,AX,AZ,BA,BB,BD,BE,BF,BG,BH,BI,BJ,BL,BM,BN,BO,BQ,BR,BS,BT,BV,BW,BY,BZ,CA,CC,CD,CF,CG,CH,CI,CK,CL,CM,CN,CO,CR,CU,CV,CW,CX,CY,CZ,DE,DJ,DK,DM,DO,DZ,EC,EE,EG,EH,ER,ES,ET,FI,FJ,FK,FM,FO,FR,GA,GB,GD,GE,GF,GG,GH,GI,GL,GM,GN,GP,GQ,GR,GS,GT,GU,GW,GY,HK,HM,HN,HR,HT,HU,ID,IE,IL,IM,IN,IO,IQ,IR,IS,IT,JE,JM,JO,JP,KE,KG,KH,KI,KM,KN,KP,KR,KW,KY,KZ,LA,LB,LC,LI,LK,LR,LS,LT,LU,LV,LY,MA,MC,MD,ME,MF,MG,MH,MK,ML,MM,MN,MO,MP,MQ,MR,MS,MT,MU,MV,MW,MX,MY,MZ,NA,NC,NE,NF,NG,NI,NL,NO,NP,NR,NU,NZ,OM,PA,PE,PF,PG,PH,PK,PL,PM,PN,PR,PS,PT,PW,PY,QA,RE,RO,RS,RU,RW,SA,SB,SC,SD,SE,SG,SH,SI,SJ,SK,SL,SM,SN,SO,SR,SS,ST,SV,SX,SY,SZ,TC,TD,TF,TG,TH,TJ,TK,TL,TM,TN,TO,TR,TT,TV,TW,TZ,UA,UG,UM,US,UY,UZ,VA,VC,VE,VG,VI,VN,VU,WF,WS,YE,YT,ZA,ZM,ZW'.split(',');

/** The shapes by name: valigate's rules, the peers' schemas, the data and the verdict all three must give. */
export const shapes = {};

// 0. five required strings, nothing else: the least a form can ask
{
  const names = ['first_name', 'last_name', 'city', 'street', 'country'];
  const data = { first_name: 'Ada', last_name: 'Lovelace', city: 'London', street: 'St James Sq', country: 'GB' };
  shapes.plainStrings = {
    rules: Object.fromEntries(names.map((n) => [n, 'required|string'])), data, valid: true,
    valibot: v.object(Object.fromEntries(names.map((n) => [n, v.string()]))),
    zod: z.object(Object.fromEntries(names.map((n) => [n, z.string()]))),
  };
}
// 1. 30 optional/nullable fields, 3 present
{
  const names = range(30, (i) => `f${i}`);
  const rules = Object.fromEntries(names.map((n, i) => [n, i % 2 ? 'nullable|string|max:100' : 'optional|integer|min:0']));
  const data = { f0: 5, f1: 'x', f7: null };
  shapes.optionalSparse = {
    rules, data, valid: true,
    valibot: v.object(Object.fromEntries(names.map((n, i) => [n, i % 2 ? v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))) : v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)))]))),
    zod: z.object(Object.fromEntries(names.map((n, i) => [n, i % 2 ? z.string().max(100).nullable().optional() : z.int().min(0).optional()]))),
  };
}
// 2. conditional form: required_if/required_with
{
  const rules = {
    type: 'required|in:person,company',
    company_name: 'required_if:type,company|nullable|string|max:100',
    vat: 'required_if:type,company|nullable|string|max:20',
    first_name: 'required_if:type,person|nullable|string|max:50',
    last_name: 'required_if:type,person|nullable|string|max:50',
    phone: 'nullable|string|max:20',
    phone_ext: 'required_with:phone|nullable|string|max:5',
    street: 'required_with:city|nullable|string',
    city: 'required_with:street|nullable|string',
    zip: 'required_with:street,city|nullable|string',
  };
  const data = { type: 'person', first_name: 'Ada', last_name: 'Lovelace', phone: '123', phone_ext: '12', street: 'S', city: 'L', zip: 'Z' };
  const vs = (m) => v.optional(v.nullable(v.pipe(v.string(), v.maxLength(m))));
  const zs = (m) => z.string().max(m).nullable().optional();
  const present = (x) => x !== undefined && x !== null && x !== '';
  shapes.conditional = {
    rules, data, valid: true,
    valibot: mkConditionalValibot(),
    zod: mkConditionalZod(),
  };
  function mkConditionalValibot() { return v.pipe(
      v.object({ type: v.picklist(['person', 'company']), company_name: vs(100), vat: vs(20), first_name: vs(50), last_name: vs(50), phone: vs(20), phone_ext: vs(5), street: v.optional(v.nullable(v.string())), city: v.optional(v.nullable(v.string())), zip: v.optional(v.nullable(v.string())) }),
      v.check((d) => (d.type !== 'company' || (present(d.company_name) && present(d.vat))) && (d.type !== 'person' || (present(d.first_name) && present(d.last_name))) && (!present(d.phone) || present(d.phone_ext)) && (!present(d.city) || present(d.street)) && (!present(d.street) || present(d.city)) && (!(present(d.street) || present(d.city)) || present(d.zip))),
    ); }
  function mkConditionalZod() { return z.object({ type: z.enum(['person', 'company']), company_name: zs(100), vat: zs(20), first_name: zs(50), last_name: zs(50), phone: zs(20), phone_ext: zs(5), street: z.string().nullable().optional(), city: z.string().nullable().optional(), zip: z.string().nullable().optional() }).superRefine((d, ctx) => {
      if (d.type === 'company' && !present(d.company_name)) ctx.addIssue({ code: 'custom', path: ['company_name'], message: 'x' });
      if (d.type === 'company' && !present(d.vat)) ctx.addIssue({ code: 'custom', path: ['vat'], message: 'x' });
      if (d.type === 'person' && !present(d.first_name)) ctx.addIssue({ code: 'custom', path: ['first_name'], message: 'x' });
      if (d.type === 'person' && !present(d.last_name)) ctx.addIssue({ code: 'custom', path: ['last_name'], message: 'x' });
      if (present(d.phone) && !present(d.phone_ext)) ctx.addIssue({ code: 'custom', path: ['phone_ext'], message: 'x' });
      if (present(d.city) && !present(d.street)) ctx.addIssue({ code: 'custom', path: ['street'], message: 'x' });
      if (present(d.street) && !present(d.city)) ctx.addIssue({ code: 'custom', path: ['city'], message: 'x' });
      if ((present(d.street) || present(d.city)) && !present(d.zip)) ctx.addIssue({ code: 'custom', path: ['zip'], message: 'x' });
    }); }
  shapes.conditional.mkValibot = mkConditionalValibot;
  shapes.conditional.mkZod = mkConditionalZod;
}
// 3. in: with a long list (country codes), 5 fields
{
  const names = ['billing', 'shipping', 'origin', 'dest', 'tax'];
  const rules = Object.fromEntries(names.map((n) => [n, `required|in:${COUNTRIES.join(',')}`]));
  const data = { billing: 'GB', shipping: 'ZW', origin: 'US', dest: 'MX', tax: 'FR' };
  shapes.inLong = {
    rules, data, valid: true,
    valibot: v.object(Object.fromEntries(names.map((n) => [n, v.picklist(COUNTRIES)]))),
    zod: z.object(Object.fromEntries(names.map((n) => [n, z.enum(COUNTRIES)]))),
  };
}
shapes.inShort = { ...shapes.inLong, rules: Object.fromEntries(Object.keys(shapes.inLong.rules).map((n) => [n, 'required|in:GB,ZW,US,MX,FR,DE'])), valibot: v.object(Object.fromEntries(Object.keys(shapes.inLong.rules).map((n) => [n, v.picklist(['GB','ZW','US','MX','FR','DE'])]))), zod: z.object(Object.fromEntries(Object.keys(shapes.inLong.rules).map((n) => [n, z.enum(['GB','ZW','US','MX','FR','DE'])]))) };
// 4. regex
{
  const re = /^[A-Z]{3}-\d{4}$/;
  const rules = { code: 'required|string|regex:/^[A-Z]{3}-\\d{4}$/', ref: ['required', 'string', 'regex:/^[a-z0-9]{8}$/i'], zip: ['required', 'string', 'regex:/^\\d{5}(-\\d{4})?$/'] };
  const data = { code: 'ABC-1234', ref: 'a1B2c3D4', zip: '12345-6789' };
  shapes.regex = {
    rules, data, valid: true,
    valibot: v.object({ code: v.pipe(v.string(), v.regex(re)), ref: v.pipe(v.string(), v.regex(/^[a-z0-9]{8}$/i)), zip: v.pipe(v.string(), v.regex(/^\d{5}(-\d{4})?$/)) }),
    zod: z.object({ code: z.string().regex(re), ref: z.string().regex(/^[a-z0-9]{8}$/i), zip: z.string().regex(/^\d{5}(-\d{4})?$/) }),
  };
}
// 5. numeric between / gt
{
  const rules = { price: 'required|numeric|gt:0', discount: 'required|numeric|between:0,100', qty: 'required|integer|between:1,999', weight: 'required|numeric|gte:0|lt:1000', rating: 'required|numeric|between:1,5' };
  const data = { price: 19.99, discount: 15, qty: 3, weight: 2.5, rating: 4.5 };
  shapes.numeric = {
    rules, data, valid: true,
    valibot: v.object({ price: v.pipe(v.number(), v.gtValue(0)), discount: v.pipe(v.number(), v.minValue(0), v.maxValue(100)), qty: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999)), weight: v.pipe(v.number(), v.minValue(0), v.ltValue(1000)), rating: v.pipe(v.number(), v.minValue(1), v.maxValue(5)) }),
    zod: z.object({ price: z.number().gt(0), discount: z.number().min(0).max(100), qty: z.int().min(1).max(999), weight: z.number().min(0).lt(1000), rating: z.number().min(1).max(5) }),
  };
}
// 6. 1000 numbers
{
  const data = { nums: range(1000, (i) => i) };
  shapes.nums1000 = {
    rules: { 'nums.*': 'integer|min:0' }, data, valid: true,
    valibot: v.object({ nums: v.optional(v.array(v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))))) }),
    zod: z.object({ nums: z.array(z.int().min(0).optional()).optional() }),
  };
  shapes.nums1000Fail = { ...shapes.nums1000, data: { nums: range(1000, (i) => (i % 100 === 0 ? -1 : i)) }, valid: false };
}
// 7. map keyed by ids
{
  const data = { prices: Object.fromEntries(range(500, (i) => [`sku_${i}`, i + 0.5])) };
  shapes.map500 = {
    rules: { 'prices.*': 'numeric' }, data, valid: true,
    valibot: v.object({ prices: v.optional(v.record(v.string(), v.optional(v.number()))) }),
    zod: z.object({ prices: z.record(z.string(), z.number().optional()).optional() }),
  };
  shapes.map500Req = {
    rules: { prices: 'required|object', 'prices.*': 'required|numeric|min:0' }, data, valid: true,
    valibot: v.object({ prices: v.record(v.string(), v.pipe(v.number(), v.minValue(0))) }),
    zod: z.object({ prices: z.record(z.string(), z.number().min(0)) }),
  };
}
// 8. deep 6 levels
{
  const rules = { 'a.b.c.d.e.f': 'required|string', 'a.b.c.d.e.g': 'required|integer', 'a.b.c.x': 'required|string', 'a.y': 'required|boolean' };
  const data = { a: { b: { c: { d: { e: { f: 'x', g: 1 } }, x: 'y' } }, y: true } };
  shapes.deep6 = {
    rules, data, valid: true,
    valibot: v.object({ a: v.object({ b: v.object({ c: v.object({ d: v.object({ e: v.object({ f: v.string(), g: v.pipe(v.number(), v.integer()) }) }), x: v.string() }) }), y: v.boolean() }) }),
    zod: z.object({ a: z.object({ b: z.object({ c: z.object({ d: z.object({ e: z.object({ f: z.string(), g: z.int() }) }), x: z.string() }) }), y: z.boolean() }) }),
  };
}
// 9. 200 flat fields, mixed
for (const [shapeName, count] of [['wide200', 200]]) {
  const names = range(count, (i) => `field_${i}`);
  const kind = (i) => i % 4;
  const rules = Object.fromEntries(names.map((n, i) => [n, ['required|string|max:255', 'required|integer|min:0', 'nullable|email', 'required|boolean'][kind(i)]]));
  const data = Object.fromEntries(names.map((n, i) => [n, [`v${i}`, i, i % 8 === 2 ? null : `u${i}@example.com`, i % 3 === 0][kind(i)]]));
  shapes[shapeName] = {
    rules, data, valid: true,
    valibot: v.object(Object.fromEntries(names.map((n, i) => [n, [v.pipe(v.string(), v.maxLength(255)), v.pipe(v.number(), v.integer(), v.minValue(0)), v.optional(v.nullable(v.pipe(v.string(), v.email()))), v.boolean()][kind(i)]]))),
    zod: z.object(Object.fromEntries(names.map((n, i) => [n, [z.string().max(255), z.int().min(0), z.email().nullable().optional(), z.boolean()][kind(i)]]))),
  };
}
// 10. formats
{
  const rules = { id: 'required|uuid', site: 'required|url', ip: 'required|ip', ip4: 'required|ipv4', callback: 'nullable|url' };
  const data = { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', site: 'https://example.com/path?q=1', ip: '2001:db8::1', ip4: '192.168.1.20', callback: 'http://hooks.example.org/x' };
  shapes.formats = {
    rules, data, valid: true,
    valibot: v.object({ id: v.pipe(v.string(), v.uuid()), site: v.pipe(v.string(), v.url()), ip: v.pipe(v.string(), v.ip()), ip4: v.pipe(v.string(), v.ipv4()), callback: v.optional(v.nullable(v.pipe(v.string(), v.url()))) }),
    zod: z.object({ id: z.uuid(), site: z.url(), ip: z.union([z.ipv4(), z.ipv6()]), ip4: z.ipv4(), callback: z.url().nullable().optional() }),
  };
  shapes.formatsFail = { ...shapes.formats, data: { ...data, id: 'nope', ip: '300.1.1.1' }, valid: false };
}
// 11. query conversion of booleans/integers, 12 fields
{
  const names = range(12, (i) => `q${i}`);
  const rules = Object.fromEntries(names.map((n, i) => [n, i % 2 ? 'boolean' : 'integer']));
  const data = Object.fromEntries(names.map((n, i) => [n, i % 2 ? (i % 4 === 1 ? '1' : '0') : String(i * 7)]));
  const vb = v.optional(v.pipe(v.picklist(['0', '1', 'true', 'false']), v.transform((x) => x === '1' || x === 'true')));
  shapes.queryBools = {
    rules, data, valid: true, fresh: true,
    valibot: v.object(Object.fromEntries(names.map((n, i) => [n, i % 2 ? vb : v.optional(v.pipe(v.string(), v.toNumber(), v.integer()))]))),
    zod: z.object(Object.fromEntries(names.map((n, i) => [n, i % 2 ? z.stringbool({ truthy: ['1', 'true'], falsy: ['0', 'false'] }).optional() : z.coerce.number().int().optional()]))),
  };
}
// 12. array min/max beside items.*.x
{
  const rules = { items: 'required|array|min:1|max:10', 'items.*.id': 'required|integer', 'items.*.name': 'required|string|max:50', tags: 'array|max:5', 'tags.*': 'string|max:20' };
  const data = { items: range(8, (i) => ({ id: i, name: `n${i}` })), tags: ['a', 'b', 'c'] };
  shapes.arrayBounds = {
    rules, data, valid: true,
    valibot: v.object({ items: v.pipe(v.array(v.object({ id: v.pipe(v.number(), v.integer()), name: v.pipe(v.string(), v.maxLength(50)) })), v.minLength(1), v.maxLength(10)), tags: v.optional(v.pipe(v.array(v.optional(v.pipe(v.string(), v.maxLength(20)))), v.maxLength(5))) }),
    zod: z.object({ items: z.array(z.object({ id: z.int(), name: z.string().max(50) })).min(1).max(10), tags: z.array(z.string().max(20).optional()).max(5).optional() }),
  };
}
// 13. sometimes / bail / confirmed / same
{
  const rules = { email: 'sometimes|required|email', password: 'bail|required|string|min:8|confirmed', password_confirmation: 'required|string', name: 'sometimes|string|max:50', email2: 'required|same:email' };
  const data = { email: 'a@b.co', password: 'secret123', password_confirmation: 'secret123', email2: 'a@b.co' };
  shapes.confirm = {
    rules, data, valid: true,
    valibot: v.pipe(v.object({ email: v.optional(v.pipe(v.string(), v.email())), password: v.pipe(v.string(), v.minLength(8)), password_confirmation: v.string(), name: v.optional(v.pipe(v.string(), v.maxLength(50))), email2: v.string() }), v.check((d) => d.password === d.password_confirmation && d.email === d.email2)),
    zod: z.object({ email: z.email().optional(), password: z.string().min(8), password_confirmation: z.string(), name: z.string().max(50).optional(), email2: z.string() }).refine((d) => d.password === d.password_confirmation && d.email === d.email2),
  };
}
// 14. distinct over a list of plain tags: no library but valigate has a rule for it, so the peers check that the list has no duplicates
{
  const unique = (list) => new Set(list).size === list.length;
  shapes.distinctTags = {
    rules: { tags: 'required|array', 'tags.*': 'string|distinct' }, data: { tags: range(50, (i) => `tag-${i}`) }, valid: true,
    valibot: v.object({ tags: v.pipe(v.array(v.string()), v.check(unique)) }),
    zod: z.object({ tags: z.array(z.string()).refine(unique) }),
  };
}
// Built per request: every library builds the whole schema for each call.
shapes.perRequest = { ...shapes.conditional, perCall: true };
// validate() (a promise) rather than validateSync.
shapes.asyncValidate = { ...shapes.numeric, async: true };

/** Each library's call for a shape: a function of the data answering whether it is valid (a promise for `async`). */
const LIBRARIES = {
  valigate: (shape) => {
    if (shape.perCall) return (data) => new Validator(shape.rules).validateSync(data).valid;
    const validator = new Validator(shape.rules);
    return shape.async ? (data) => validator.validate(data).then((result) => result.valid) : (data) => validator.validateSync(data).valid;
  },
  valibot: (shape) => {
    if (shape.perCall) return (data) => v.safeParse(shape.mkValibot(), data).success;
    return shape.async ? (data) => v.safeParseAsync(shape.valibot, data).then((result) => result.success) : (data) => v.safeParse(shape.valibot, data).success;
  },
  zod: (shape) => {
    if (shape.perCall) return (data) => shape.mkZod().safeParse(data).success;
    return shape.async ? (data) => shape.zod.safeParseAsync(data).then((result) => result.success) : (data) => shape.zod.safeParse(data).success;
  },
};

/** Calls per millisecond of this process's CPU time over about `slice` ms (CPU time: a slice the machine takes away does not count). */
async function rate(call, shape, slice) {
  let calls = 0;
  const start = process.cpuUsage();
  let spent = 0;
  do {
    for (let i = 0; i < 50; i++) {
      // A converting shape gets a fresh copy, as a request's data is new each time.
      const answer = call(shape.fresh ? { ...shape.data } : shape.data);
      if (shape.async) await answer;
    }
    calls += 50;
    const used = process.cpuUsage(start);
    spent = (used.user + used.system) / 1000;
  } while (spent < slice);
  return calls / spent;
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

/** One shape, measured in this process: the median over rounds of valigate's rate over each peer's. */
async function measure(name) {
  const shape = shapes[name];
  const calls = {};
  for (const [library, make] of Object.entries(LIBRARIES)) {
    calls[library] = make(shape);
    const answer = await calls[library](shape.data);
    if (answer !== shape.valid) throw new Error(`${name}: ${library} answered ${answer}, expected ${shape.valid}`);
  }
  const libraries = Object.keys(LIBRARIES);
  // V8 optimises a wide form's generated code only after thousands of calls: a second each first.
  for (const library of libraries) await rate(calls[library], shape, 1000);
  const rates = Object.fromEntries(libraries.map((library) => [library, []]));
  for (let round = 0; round < 15; round++) {
    for (const library of round % 2 ? [...libraries].reverse() : libraries) rates[library].push(await rate(calls[library], shape, 15));
  }
  const ratio = (peer) => median(rates.valigate.map((ours, at) => ours / rates[peer][at]));
  return { shape: name, 'valigate calls/ms': median(rates.valigate).toFixed(1), 'vs valibot': ratio('valibot').toFixed(2), 'vs zod': ratio('zod').toFixed(2) };
}

const [, , argument] = process.argv;
if (argument?.startsWith('--shape=')) {
  console.log(JSON.stringify(await measure(argument.slice('--shape='.length))));
} else {
  const names = argument ? argument.split(',') : Object.keys(shapes);
  const rows = names.map((name) => JSON.parse(execFileSync(process.execPath, [fileURLToPath(import.meta.url), `--shape=${name}`], { encoding: 'utf8' })));
  console.log('| shape | valigate calls/ms | vs valibot | vs zod |\n|---|--:|--:|--:|');
  for (const row of rows) console.log(`| ${row.shape} | ${row['valigate calls/ms']} | ${row['vs valibot']} | ${row['vs zod']} |`);
}
