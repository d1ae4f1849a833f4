// Each library's version of the four workloads, written as equivalently as it allows.
// `load()` returns one function per workload: data -> verdict (true when valid), or a promise of it.
// Where the libraries' semantics differ, NOTES says so; the report prints them under the table.
import { orderRules, signupRules } from './data.mjs';
import { ROLES, SKU, USERNAME, joiSignup, jsonSchemaOrder, jsonSchemaSignup, zodSignup } from './schemas.mjs';

/** Runs `build` once per process for (a)-(c), and per call for (d). */
function workloadsOf(buildSignup, buildOrder, check) {
  const signup = buildSignup();
  const order = buildOrder();
  return {
    signupValid: (data) => check(signup, data),
    signupInvalid: (data) => check(signup, data),
    order: (data) => check(order, data),
    build: (data) => check(buildSignup(), data),
  };
}

/** Library name -> async loader of its four workload functions. */
export const LIBRARIES = {
  async valigate() {
    const { Validator } = await import('valigate');
    return workloadsOf(
      () => new Validator(signupRules),
      () => new Validator(orderRules),
      (validator, data) => validator.validateSync(data).valid,
    );
  },

  async validatorjs() {
    const { default: Validator } = await import('validatorjs');
    // validatorjs parses the rules on every `new Validator(data, rules)`: (a)-(d) all build.
    // It has no `optional`: a rule other than required already skips an absent field.
    const signup = { ...signupRules, website: 'url' };
    const check = (rules, data) => new Validator(data, rules).passes();
    return workloadsOf(() => signup, () => orderRules, check);
  },

  async 'node-input-validator'() {
    const niv = await import('node-input-validator');
    const signup = {
      name: 'required|string|minLength:2|maxLength:50',
      email: 'required|email',
      password: 'required|string|minLength:8',
      age: 'required|integer|min:18',
      website: 'sometimes|url',
      country: 'required|string|minLength:2|maxLength:2',
      role: 'required|in:admin,editor,viewer',
      username: 'required|alphaDash|minLength:3|maxLength:20',
    };
    const order = { customer: 'required|object', 'customer.name': 'required|string', 'customer.email': 'required|email', items: 'required|array', 'items.*.sku': 'required|alphaNumeric', 'items.*.quantity': 'required|integer|min:1' };
    return workloadsOf(() => signup, () => order, (rules, data) => new niv.Validator(data, rules).validate());
  },

  async vine() {
    const { default: vine } = await import('@vinejs/vine');
    return workloadsOf(
      () =>
        vine.compile(
          vine.object({
            name: vine.string().minLength(2).maxLength(50),
            email: vine.string().email(),
            password: vine.string().minLength(8),
            age: vine.number().withoutDecimals().min(18),
            website: vine.string().url().optional(),
            country: vine.string().fixedLength(2),
            role: vine.enum(ROLES),
            username: vine.string().alphaNumeric({ allowDashes: true, allowUnderscores: true }).minLength(3).maxLength(20),
          }),
        ),
      () =>
        vine.compile(
          vine.object({
            customer: vine.object({ name: vine.string(), email: vine.string().email() }),
            items: vine.array(vine.object({ sku: vine.string().alphaNumeric(), quantity: vine.number().withoutDecimals().min(1) })),
          }),
        ),
      (validator, data) => validator.validate(data).then(() => true, () => false),
    );
  },

  async zod() {
    const { z } = await import('zod');
    return workloadsOf(
      () => zodSignup(z),
      () =>
        z.object({
          customer: z.object({ name: z.string(), email: z.email() }),
          items: z.array(z.object({ sku: z.string().regex(SKU), quantity: z.int().min(1) })),
        }),
      (schema, data) => schema.safeParse(data).success,
    );
  },

  async valibot() {
    const v = await import('valibot');
    return workloadsOf(
      () =>
        v.object({
          name: v.pipe(v.string(), v.minLength(2), v.maxLength(50)),
          email: v.pipe(v.string(), v.email()),
          password: v.pipe(v.string(), v.minLength(8)),
          age: v.pipe(v.number(), v.integer(), v.minValue(18)),
          website: v.optional(v.pipe(v.string(), v.url())),
          country: v.pipe(v.string(), v.length(2)),
          role: v.picklist(ROLES),
          username: v.pipe(v.string(), v.regex(USERNAME), v.minLength(3), v.maxLength(20)),
        }),
      () =>
        v.object({
          customer: v.object({ name: v.string(), email: v.pipe(v.string(), v.email()) }),
          items: v.array(v.object({ sku: v.pipe(v.string(), v.regex(SKU)), quantity: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
        }),
      (schema, data) => v.safeParse(schema, data).success,
    );
  },

  async ajv() {
    const { default: Ajv } = await import('ajv');
    const { default: addFormats } = await import('ajv-formats');
    // A fresh Ajv and schema object per build: compiling the same object twice would hit Ajv's cache.
    const compile = (schema) => addFormats(new Ajv({ allErrors: true })).compile(schema);
    return workloadsOf(
      () => compile(jsonSchemaSignup()),
      () => compile(jsonSchemaOrder()),
      (validate, data) => validate(data),
    );
  },

  async joi() {
    const { default: Joi } = await import('joi');
    const options = { abortEarly: false };
    return workloadsOf(
      () => joiSignup(Joi),
      () =>
        Joi.object({
          customer: Joi.object({ name: Joi.string().required(), email: Joi.string().email({ tlds: { allow: false } }).required() }).required(),
          items: Joi.array().items(Joi.object({ sku: Joi.string().pattern(SKU).required(), quantity: Joi.number().integer().min(1).required() })).required(),
        }),
      (schema, data) => schema.validate(data, options).error === undefined,
    );
  },

  async yup() {
    const yup = await import('yup');
    const options = { abortEarly: false };
    return workloadsOf(
      () =>
        yup.object({
          name: yup.string().required().min(2).max(50),
          email: yup.string().required().email(),
          password: yup.string().required().min(8),
          age: yup.number().required().integer().min(18),
          website: yup.string().url(),
          country: yup.string().required().length(2),
          role: yup.string().required().oneOf(ROLES),
          username: yup.string().required().matches(USERNAME).min(3).max(20),
        }),
      () =>
        yup.object({
          customer: yup.object({ name: yup.string().required(), email: yup.string().required().email() }),
          items: yup.array().of(yup.object({ sku: yup.string().required().matches(SKU), quantity: yup.number().required().integer().min(1) })),
        }),
      (schema, data) => {
        try {
          schema.validateSync(data, options);
          return true;
        } catch {
          return false;
        }
      },
    );
  },
};

/** Where the workloads cannot mean exactly the same thing in every library. */
export const NOTES = [
  'validatorjs and node-input-validator parse their rules on every call (they have no compiled form), so (a)-(c) include building; (d) builds every library per call, and ajv compiles generated code then.',
  'node-input-validator and VineJS only validate asynchronously (a promise per call); valigate is timed with `validateSync` (its `validate()` adds one resolved promise).',
  '(b) collects every failure in every library (`abortEarly: false` for Joi and yup, `allErrors` for ajv); valigate builds its Laravel messages, zod and valibot issue objects.',
  '`email` and `url` differ in strictness: valigate checks a practical address and a WHATWG-parsed http(s) URL with a host; the others use their own patterns (ajv: ajv-formats, VineJS: validator.js).',
  '`age`: valigate, validatorjs and node-input-validator also accept an integer as text (`"36"`), Joi and yup convert it, zod, valibot and ajv want a number. The data holds numbers.',
  'Lengths count code points in valigate and ajv, UTF-16 units in the others; `alpha_dash`/`alpha_num` are Unicode in valigate and in the peers given the same regex, ASCII in validatorjs, node-input-validator and VineJS.',
];
