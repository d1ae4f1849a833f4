// Each library's version of every form in data.mjs, written as equivalently as it allows.
// A library's loader returns `build` (form name -> a function that builds that form), `check`
// (built form, data -> verdict, true when valid, or a promise of it) and, where the library hands
// the application converted values, `output` (built form, data -> those values).
// Where the libraries' semantics differ, NOTES says so; the report prints them under the tables.
import { NOT_RESERVED_MESSAGE, WIDE_FIELDS, forms, notReserved, workloads } from './data.mjs';
import { FREQUENCIES, LANGUAGES, ROLES, SKU, SORTS, THEMES, USERNAME, joiSignup, jsonSchemaOrder, jsonSchemaSignup, zodSignup } from './schemas.mjs';

/** `fn` applied to each form's valigate rules: for the libraries that read the same notation. */
const eachForm = (fn) => Object.fromEntries(Object.entries(forms).map(([name, rules]) => [name, () => fn(rules)]));

/** The wide form (k) in a library's words: an integer of at least 0 for the odd fields, text of at most 100 characters for the others. */
const wideOf = (integer, text) => Object.fromEntries(WIDE_FIELDS.map((name, i) => [name, i % 2 === 1 ? integer() : text()]));

/** The message of the application's rule in a library's own placeholder syntax. */
const reservedMessage = (placeholder) => NOT_RESERVED_MESSAGE.replace('{field}', placeholder);

const VALIGATE_NOT_RESERVED = { validate: notReserved, message: NOT_RESERVED_MESSAGE };

/** Library name -> async loader of { build, check, output? }. */
export const LIBRARIES = {
  async valigate() {
    const { Validator } = await import('valigate');
    // As an application registers its own rule: without `pure` (which only says whether a rule may be asked twice).
    // One definition object, so that loading twice in a process registers the same rule again.
    Validator.extend('not_reserved', VALIGATE_NOT_RESERVED);
    return {
      build: eachForm((rules) => new Validator(rules)),
      check: (validator, data) => validator.validateSync(data).valid,
      output: (validator, data) => validator.validateSync(data).data,
    };
  },

  async validatorjs() {
    const { default: Validator } = await import('validatorjs');
    Validator.register('not_reserved', notReserved, reservedMessage(':attribute'));
    // validatorjs parses the rules on every `new Validator(data, rules)`: every workload builds.
    // It has no `optional`: a rule other than required already skips an absent field.
    const withoutOptional = (rules) => Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, rule.replace(/^optional\|/, '')]));
    return { build: eachForm(withoutOptional), check: (rules, data) => new Validator(data, rules).passes() };
  },

  async 'node-input-validator'() {
    const niv = await import('node-input-validator');
    niv.extend('notReserved', () => ({ name: 'notReserved', handler: notReserved }));
    niv.Messages.extend({ notReserved: reservedMessage(':attribute') });
    // Lengths are minLength/maxLength (its min/max compare numbers); `sometimes` is `optional`.
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
    const rules = {
      signup,
      signupCustom: { ...signup, username: `${signup.username}|notReserved` },
      order,
      orderParents: { ...order, items: 'required|array|arrayLenMin:1' },
      profile: {
        // It reads a child of a missing object as absent and passes it, required or not (as
        // `customer` in the order): every object on the way is declared.
        ...Object.fromEntries(
          ['profile', 'profile.address', 'profile.address.geo', 'profile.contact', 'settings', 'settings.notifications', 'settings.privacy', 'settings.locale'].map((path) => [path, 'required|object']),
        ),
        'profile.name': 'required|string|minLength:2|maxLength:50',
        'profile.bio': 'sometimes|string|maxLength:500',
        'profile.birth_year': 'required|integer|min:1900|max:2010',
        'profile.address.street': 'required|string|maxLength:100',
        'profile.address.city': 'required|string|maxLength:50',
        'profile.address.zip': 'required|string|maxLength:10',
        'profile.address.country': 'required|string|minLength:2|maxLength:2',
        'profile.address.geo.lat': 'required|numeric|min:-90|max:90',
        'profile.address.geo.lng': 'required|numeric|min:-180|max:180',
        'profile.contact.email': 'required|email',
        'profile.contact.phone': 'sometimes|string|maxLength:20',
        // Its booleans are split by kind; the data holds JS booleans.
        'settings.notifications.email': 'required|booleanStrict',
        'settings.notifications.sms': 'required|booleanStrict',
        'settings.notifications.frequency': 'required|in:instant,daily,weekly',
        'settings.privacy.public': 'required|booleanStrict',
        'settings.privacy.searchable': 'required|booleanStrict',
        'settings.locale.language': 'required|in:en,fr,de,es',
        'settings.locale.timezone': 'required|string|maxLength:50',
        'settings.theme': 'required|in:light,dark,system',
        'settings.page_size': 'required|integer|min:10|max:100',
      },
      matrix: forms.matrix,
      wide: wideOf(() => 'required|integer|min:0', () => 'required|string|maxLength:100'),
      // No rule of its takes "1"/"0" text as a boolean (booleanStr is "true"/"false"): `in` does.
      query: { ...forms.query, active: 'in:0,1', q: 'string|maxLength:100' },
    };
    return {
      build: Object.fromEntries(Object.entries(rules).map(([name, form]) => [name, () => form])),
      check: (form, data) => new niv.Validator(data, form).validate(),
    };
  },

  async vine() {
    const { default: vine } = await import('@vinejs/vine');
    const notReservedRule = vine.createRule((value, _options, field) => {
      if (!notReserved(value)) field.report(reservedMessage('{{ field }}'), 'not_reserved', field);
    });
    const username = () => vine.string().alphaNumeric({ allowDashes: true, allowUnderscores: true }).minLength(3).maxLength(20);
    const signup = (usernameField) =>
      vine.object({
        name: vine.string().minLength(2).maxLength(50),
        email: vine.string().email(),
        password: vine.string().minLength(8),
        age: vine.number().withoutDecimals().min(18),
        website: vine.string().url().optional(),
        country: vine.string().fixedLength(2),
        role: vine.enum(ROLES),
        username: usernameField,
      });
    const order = (items) => vine.object({ customer: vine.object({ name: vine.string(), email: vine.string().email() }), items });
    const items = () => vine.array(vine.object({ sku: vine.string().alphaNumeric(), quantity: vine.number().withoutDecimals().min(1) }));
    const schemas = {
      signup: () => signup(username()),
      signupCustom: () => signup(username().use(notReservedRule())),
      order: () => order(items()),
      orderParents: () => order(items().minLength(1)),
      profile: () =>
        vine.object({
          profile: vine.object({
            name: vine.string().minLength(2).maxLength(50),
            bio: vine.string().maxLength(500).optional(),
            birth_year: vine.number().withoutDecimals().min(1900).max(2010),
            address: vine.object({
              street: vine.string().maxLength(100),
              city: vine.string().maxLength(50),
              zip: vine.string().maxLength(10),
              country: vine.string().fixedLength(2),
              geo: vine.object({ lat: vine.number().min(-90).max(90), lng: vine.number().min(-180).max(180) }),
            }),
            contact: vine.object({ email: vine.string().email(), phone: vine.string().maxLength(20).optional() }),
          }),
          settings: vine.object({
            notifications: vine.object({ email: vine.boolean(), sms: vine.boolean(), frequency: vine.enum(FREQUENCIES) }),
            privacy: vine.object({ public: vine.boolean(), searchable: vine.boolean() }),
            locale: vine.object({ language: vine.enum(LANGUAGES), timezone: vine.string().maxLength(50) }),
            theme: vine.enum(THEMES),
            page_size: vine.number().withoutDecimals().min(10).max(100),
          }),
        }),
      wide: () => vine.object(wideOf(() => vine.number().withoutDecimals().min(0), () => vine.string().maxLength(100))),
      matrix: () =>
        vine.object({
          rows: vine.array(vine.object({ cells: vine.array(vine.object({ v: vine.number().withoutDecimals().min(0).max(100).optional() })).optional() })).optional(),
        }),
      // vine.number() and vine.boolean() convert text by default.
      query: () =>
        vine.object({
          page: vine.number().withoutDecimals().min(1).optional(),
          per_page: vine.number().withoutDecimals().max(100).optional(),
          active: vine.boolean().optional(),
          sort: vine.enum(SORTS).optional(),
          q: vine.string().maxLength(100).optional(),
          min_price: vine.number().optional(),
          max_price: vine.number().optional(),
        }),
    };
    return {
      build: Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, () => vine.compile(schema())])),
      check: (validator, data) => validator.validate(data).then(() => true, () => false),
      output: (validator, data) => validator.validate(data),
    };
  },

  async zod() {
    const { z } = await import('zod');
    const order = (items) => z.object({ customer: z.object({ name: z.string(), email: z.email() }), items });
    const items = () => z.array(z.object({ sku: z.string().regex(SKU), quantity: z.int().min(1) }));
    return {
      build: {
        signup: () => zodSignup(z),
        signupCustom: () => {
          const signup = zodSignup(z);
          return signup.extend({ username: signup.shape.username.refine(notReserved, reservedMessage('username')) });
        },
        order: () => order(items()),
        orderParents: () => order(items().min(1)),
        profile: () =>
          z.object({
            profile: z.object({
              name: z.string().min(2).max(50),
              bio: z.string().max(500).optional(),
              birth_year: z.int().min(1900).max(2010),
              address: z.object({
                street: z.string().max(100),
                city: z.string().max(50),
                zip: z.string().max(10),
                country: z.string().length(2),
                geo: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
              }),
              contact: z.object({ email: z.email(), phone: z.string().max(20).optional() }),
            }),
            settings: z.object({
              notifications: z.object({ email: z.boolean(), sms: z.boolean(), frequency: z.enum(FREQUENCIES) }),
              privacy: z.object({ public: z.boolean(), searchable: z.boolean() }),
              locale: z.object({ language: z.enum(LANGUAGES), timezone: z.string().max(50) }),
              theme: z.enum(THEMES),
              page_size: z.int().min(10).max(100),
            }),
          }),
        wide: () => z.object(wideOf(() => z.int().min(0), () => z.string().max(100))),
        matrix: () => z.object({ rows: z.array(z.object({ cells: z.array(z.object({ v: z.int().min(0).max(100).optional() })).optional() })).optional() }),
        // z.coerce.number() reads text with Number(); z.stringbool() takes the listed words only
        // (z.coerce.boolean() would make "0" true).
        query: () =>
          z.object({
            page: z.coerce.number().int().min(1).optional(),
            per_page: z.coerce.number().int().max(100).optional(),
            active: z.stringbool({ truthy: ['1'], falsy: ['0'] }).optional(),
            sort: z.enum(SORTS).optional(),
            q: z.string().max(100).optional(),
            min_price: z.coerce.number().optional(),
            max_price: z.coerce.number().optional(),
          }),
      },
      check: (schema, data) => schema.safeParse(data).success,
      output: (schema, data) => schema.safeParse(data).data,
    };
  },

  async valibot() {
    const v = await import('valibot');
    // No abortEarly: valibot collects every issue unless told to stop at the first.
    const username = (...extra) => v.pipe(v.string(), v.regex(USERNAME), v.minLength(3), v.maxLength(20), ...extra);
    const signup = (usernameField) =>
      v.object({
        name: v.pipe(v.string(), v.minLength(2), v.maxLength(50)),
        email: v.pipe(v.string(), v.email()),
        password: v.pipe(v.string(), v.minLength(8)),
        age: v.pipe(v.number(), v.integer(), v.minValue(18)),
        website: v.optional(v.pipe(v.string(), v.url())),
        country: v.pipe(v.string(), v.length(2)),
        role: v.picklist(ROLES),
        username: usernameField,
      });
    const order = (items) => v.object({ customer: v.object({ name: v.string(), email: v.pipe(v.string(), v.email()) }), items });
    const items = () => v.array(v.object({ sku: v.pipe(v.string(), v.regex(SKU)), quantity: v.pipe(v.number(), v.integer(), v.minValue(1)) }));
    const range = (min, max) => v.pipe(v.number(), v.minValue(min), v.maxValue(max));
    const text = (max) => v.pipe(v.string(), v.maxLength(max));
    // Query text read with Number(); an integer then checked as a number.
    const numberText = (...extra) => v.optional(v.pipe(v.string(), v.toNumber(), ...extra));
    return {
      build: {
        signup: () => signup(username()),
        signupCustom: () => signup(username(v.check(notReserved, reservedMessage('username')))),
        order: () => order(items()),
        orderParents: () => order(v.pipe(items(), v.minLength(1))),
        profile: () =>
          v.object({
            profile: v.object({
              name: v.pipe(v.string(), v.minLength(2), v.maxLength(50)),
              bio: v.optional(text(500)),
              birth_year: v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2010)),
              address: v.object({
                street: text(100),
                city: text(50),
                zip: text(10),
                country: v.pipe(v.string(), v.length(2)),
                geo: v.object({ lat: range(-90, 90), lng: range(-180, 180) }),
              }),
              contact: v.object({ email: v.pipe(v.string(), v.email()), phone: v.optional(text(20)) }),
            }),
            settings: v.object({
              notifications: v.object({ email: v.boolean(), sms: v.boolean(), frequency: v.picklist(FREQUENCIES) }),
              privacy: v.object({ public: v.boolean(), searchable: v.boolean() }),
              locale: v.object({ language: v.picklist(LANGUAGES), timezone: text(50) }),
              theme: v.picklist(THEMES),
              page_size: v.pipe(v.number(), v.integer(), v.minValue(10), v.maxValue(100)),
            }),
          }),
        wide: () => v.object(wideOf(() => v.pipe(v.number(), v.integer(), v.minValue(0)), () => v.pipe(v.string(), v.maxLength(100)))),
        matrix: () =>
          v.object({
            rows: v.optional(v.array(v.object({ cells: v.optional(v.array(v.object({ v: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))) }))) }))),
          }),
        query: () =>
          v.object({
            page: numberText(v.integer(), v.minValue(1)),
            per_page: numberText(v.integer(), v.maxValue(100)),
            // v.toBoolean() would make "0" true: the two words, then a transform.
            active: v.optional(v.pipe(v.picklist(['0', '1']), v.transform((value) => value === '1'))),
            sort: v.optional(v.picklist(SORTS)),
            q: v.optional(text(100)),
            min_price: numberText(),
            max_price: numberText(),
          }),
      },
      check: (schema, data) => v.safeParse(schema, data).success,
      output: (schema, data) => v.safeParse(schema, data).output,
    };
  },

  async ajv() {
    const { default: Ajv } = await import('ajv');
    const { default: addFormats } = await import('ajv-formats');
    /** (i): the application's rule as a keyword calling the same predicate. */
    const notReservedKeyword = { keyword: 'notReserved', type: 'string', schema: false, errors: false, validate: notReserved };
    /**
     * (h): `boolean` on query text. coerceTypes converts only "true"/"false" to booleans, and a
     * form sends "1"/"0", so a modifying keyword converts them in place as coerceTypes does.
     */
    const booleanText = {
      keyword: 'booleanText',
      schema: false,
      modifying: true,
      errors: false,
      validate(value, { parentData, parentDataProperty }) {
        if (value === '1' || value === '0' || value === 1 || value === 0) parentData[parentDataProperty] = value === '1' || value === 1;
        else if (typeof value !== 'boolean') return false;
        return true;
      },
    };
    // A fresh Ajv and schema object per build: compiling the same object twice would hit Ajv's cache.
    // allErrors: collect every failure, as the other libraries do.
    const compile = (schema, options) => addFormats(new Ajv({ allErrors: true, ...options })).compile(schema);
    const text = (extra) => ({ type: 'string', ...extra });
    const int = (extra) => ({ type: 'integer', ...extra });
    const object = (properties, optional = []) => ({ type: 'object', required: Object.keys(properties).filter((key) => !optional.includes(key)), properties });
    const orderParents = () => {
      const schema = jsonSchemaOrder();
      schema.properties.items.minItems = 1;
      return schema;
    };
    const signupCustom = () => {
      const schema = jsonSchemaSignup();
      schema.properties.username.notReserved = true;
      return schema;
    };
    return {
      build: {
        signup: () => compile(jsonSchemaSignup()),
        signupCustom: () => compile(signupCustom(), { keywords: [notReservedKeyword] }),
        order: () => compile(jsonSchemaOrder()),
        orderParents: () => compile(orderParents()),
        profile: () =>
          compile(
            object({
              profile: object(
                {
                  name: text({ minLength: 2, maxLength: 50 }),
                  bio: text({ maxLength: 500 }),
                  birth_year: int({ minimum: 1900, maximum: 2010 }),
                  address: object({
                    street: text({ maxLength: 100 }),
                    city: text({ maxLength: 50 }),
                    zip: text({ maxLength: 10 }),
                    country: text({ minLength: 2, maxLength: 2 }),
                    geo: object({ lat: { type: 'number', minimum: -90, maximum: 90 }, lng: { type: 'number', minimum: -180, maximum: 180 } }),
                  }),
                  contact: object({ email: text({ format: 'email' }), phone: text({ maxLength: 20 }) }, ['phone']),
                },
                ['bio'],
              ),
              settings: object({
                notifications: object({ email: { type: 'boolean' }, sms: { type: 'boolean' }, frequency: { enum: FREQUENCIES } }),
                privacy: object({ public: { type: 'boolean' }, searchable: { type: 'boolean' } }),
                locale: object({ language: { enum: LANGUAGES }, timezone: text({ maxLength: 50 }) }),
                theme: { enum: THEMES },
                page_size: int({ minimum: 10, maximum: 100 }),
              }),
            }),
          ),
        wide: () => compile({ type: 'object', required: WIDE_FIELDS, properties: wideOf(() => int({ minimum: 0 }), () => ({ type: 'string', maxLength: 100 })) }),
        // No `required` anywhere: every level is optional, as in the valigate rules.
        matrix: () =>
          compile({
            type: 'object',
            properties: { rows: { type: 'array', items: { type: 'object', properties: { cells: { type: 'array', items: { type: 'object', properties: { v: int({ minimum: 0, maximum: 100 }) } } } } } } },
          }),
        // coerceTypes converts the numbers in place (the harness hands each call a fresh copy).
        query: () =>
          compile(
            {
              type: 'object',
              properties: {
                page: int({ minimum: 1 }),
                per_page: int({ maximum: 100 }),
                active: { booleanText: true },
                sort: { enum: SORTS },
                q: text({ maxLength: 100 }),
                min_price: { type: 'number' },
                max_price: { type: 'number' },
              },
            },
            { coerceTypes: true, keywords: [booleanText] },
          ),
      },
      check: (validate, data) => validate(data),
      output: (validate, data) => (validate(data) ? data : undefined),
    };
  },

  async joi() {
    const { default: Joi } = await import('joi');
    // abortEarly: false collects every failure, as the other libraries do.
    const options = { abortEarly: false };
    const email = () => Joi.string().email({ tlds: { allow: false } });
    const order = (items) => Joi.object({ customer: Joi.object({ name: Joi.string().required(), email: email().required() }).required(), items: items.required() });
    const items = () => Joi.array().items(Joi.object({ sku: Joi.string().pattern(SKU).required(), quantity: Joi.number().integer().min(1).required() }));
    const required = (schemas) => Object.fromEntries(Object.entries(schemas).map(([key, schema]) => [key, schema.required()]));
    const number = (min, max) => Joi.number().min(min).max(max);
    return {
      build: {
        signup: () => joiSignup(Joi),
        signupCustom: () => {
          const signup = joiSignup(Joi);
          const check = (value, helpers) => (notReserved(value) ? value : helpers.message(reservedMessage('{{#label}}')));
          return signup.keys({ username: signup.extract('username').custom(check) });
        },
        order: () => order(items()),
        orderParents: () => order(items().min(1)),
        profile: () =>
          Joi.object(
            required({
              profile: Joi.object({
                ...required({
                  name: Joi.string().min(2).max(50),
                  birth_year: Joi.number().integer().min(1900).max(2010),
                  address: Joi.object(
                    required({
                      street: Joi.string().max(100),
                      city: Joi.string().max(50),
                      zip: Joi.string().max(10),
                      country: Joi.string().length(2),
                      geo: Joi.object(required({ lat: number(-90, 90), lng: number(-180, 180) })),
                    }),
                  ),
                  contact: Joi.object({ email: email().required(), phone: Joi.string().max(20) }),
                }),
                bio: Joi.string().max(500),
              }),
              settings: Joi.object(
                required({
                  notifications: Joi.object(required({ email: Joi.boolean(), sms: Joi.boolean(), frequency: Joi.string().valid(...FREQUENCIES) })),
                  privacy: Joi.object(required({ public: Joi.boolean(), searchable: Joi.boolean() })),
                  locale: Joi.object(required({ language: Joi.string().valid(...LANGUAGES), timezone: Joi.string().max(50) })),
                  theme: Joi.string().valid(...THEMES),
                  page_size: Joi.number().integer().min(10).max(100),
                }),
              ),
            }),
          ),
        wide: () => Joi.object(wideOf(() => Joi.number().integer().min(0).required(), () => Joi.string().max(100).required())),
        matrix: () => Joi.object({ rows: Joi.array().items(Joi.object({ cells: Joi.array().items(Joi.object({ v: Joi.number().integer().min(0).max(100) })) })) }),
        // Joi converts text by default; its booleans take "true"/"false", and "1"/"0" once listed.
        query: () =>
          Joi.object({
            page: Joi.number().integer().min(1),
            per_page: Joi.number().integer().max(100),
            active: Joi.boolean().truthy('1').falsy('0'),
            sort: Joi.string().valid(...SORTS),
            q: Joi.string().max(100),
            min_price: Joi.number(),
            max_price: Joi.number(),
          }),
      },
      check: (schema, data) => schema.validate(data, options).error === undefined,
      output: (schema, data) => schema.validate(data, options).value,
    };
  },

  async yup() {
    const yup = await import('yup');
    // abortEarly: false collects every failure, as the other libraries do.
    const options = { abortEarly: false };
    const username = () => yup.string().required().matches(USERNAME).min(3).max(20);
    const signup = (usernameField) =>
      yup.object({
        name: yup.string().required().min(2).max(50),
        email: yup.string().required().email(),
        password: yup.string().required().min(8),
        age: yup.number().required().integer().min(18),
        website: yup.string().url(),
        country: yup.string().required().length(2),
        role: yup.string().required().oneOf(ROLES),
        username: usernameField,
      });
    const order = (items) => yup.object({ customer: yup.object({ name: yup.string().required(), email: yup.string().required().email() }), items });
    const items = () => yup.array().of(yup.object({ sku: yup.string().required().matches(SKU), quantity: yup.number().required().integer().min(1) }));
    const number = (min, max) => yup.number().required().min(min).max(max);
    const text = (max) => yup.string().required().max(max);
    return {
      build: {
        signup: () => signup(username()),
        signupCustom: () => signup(username().test('not_reserved', reservedMessage('${path}'), notReserved)),
        order: () => order(items()),
        orderParents: () => order(items().required().min(1)),
        profile: () =>
          yup.object({
            profile: yup.object({
              name: yup.string().required().min(2).max(50),
              bio: yup.string().max(500),
              birth_year: yup.number().required().integer().min(1900).max(2010),
              address: yup.object({ street: text(100), city: text(50), zip: text(10), country: yup.string().required().length(2), geo: yup.object({ lat: number(-90, 90), lng: number(-180, 180) }) }),
              contact: yup.object({ email: yup.string().required().email(), phone: yup.string().max(20) }),
            }),
            settings: yup.object({
              notifications: yup.object({ email: yup.boolean().required(), sms: yup.boolean().required(), frequency: yup.string().required().oneOf(FREQUENCIES) }),
              privacy: yup.object({ public: yup.boolean().required(), searchable: yup.boolean().required() }),
              locale: yup.object({ language: yup.string().required().oneOf(LANGUAGES), timezone: text(50) }),
              theme: yup.string().required().oneOf(THEMES),
              page_size: yup.number().required().integer().min(10).max(100),
            }),
          }),
        wide: () => yup.object(wideOf(() => yup.number().required().integer().min(0), () => yup.string().required().max(100))),
        matrix: () => yup.object({ rows: yup.array().of(yup.object({ cells: yup.array().of(yup.object({ v: yup.number().integer().min(0).max(100) })) })) }),
        // yup casts text by default: numbers with Number(), booleans from "true"/"1" and "false"/"0".
        query: () =>
          yup.object({
            page: yup.number().integer().min(1),
            per_page: yup.number().integer().max(100),
            active: yup.boolean(),
            sort: yup.string().oneOf(SORTS),
            q: yup.string().max(100),
            min_price: yup.number(),
            max_price: yup.number(),
          }),
      },
      check: (schema, data) => {
        try {
          schema.validateSync(data, options);
          return true;
        } catch {
          return false;
        }
      },
      output: (schema, data) => schema.validateSync(data, options),
    };
  },
};

/**
 * One library's function for one workload: `run`, data -> verdict (or a promise of it), and
 * `output`, data -> the values the library hands the application, where it converts them. The
 * form is built once here, or on every call for (d).
 */
export async function workloadOf(library, id) {
  const { build, check, output } = await LIBRARIES[library]();
  const { form, perCall } = workloads.find((workload) => workload.id === id);
  if (perCall) return { run: (data) => check(build[form](), data) };
  const schema = build[form]();
  return { run: (data) => check(schema, data), output: output && ((data) => output(schema, data)) };
}

/** Where the workloads cannot mean exactly the same thing in every library. */
export const NOTES = [
  'validatorjs and node-input-validator parse their rules on every call (they have no compiled form), so every workload includes building; (d) builds every library per call, and ajv compiles generated code then.',
  'node-input-validator and VineJS only validate asynchronously (a promise per call); valigate is timed with `validateSync` (its `validate()` adds one resolved promise).',
  '(b) and (j) collect every failure in every library: 4 and 10 (`abortEarly: false` for Joi and yup, `allErrors` for ajv, the others by default; VineJS and node-input-validator would report only the first failure of a field failing several rules, which neither workload has); valigate builds its Laravel messages, zod and valibot issue objects.',
  '`email` and `url` differ in strictness: valigate checks a practical address and a WHATWG-parsed http(s) URL with a host; the others use their own patterns (ajv: ajv-formats, VineJS: validator.js).',
  '`integer`, `numeric` and `boolean` outside (h): valigate, validatorjs and node-input-validator also accept an integer or a number as text (`"36"`), VineJS, Joi and yup convert it, zod, valibot and ajv want a number; valigate and validatorjs also take 0/1 and "0"/"1" as booleans, node-input-validator is given `booleanStrict`. The data holds numbers and booleans.',
  'Lengths count code points in valigate and ajv, UTF-16 units in the others; `alpha_dash`/`alpha_num` are Unicode in valigate and in the peers given the same regex, ASCII in validatorjs, node-input-validator and VineJS.',
  '(c) declares only the items\' fields in valigate and validatorjs (a wildcard over a missing list matches nothing, as in Laravel), while the other libraries also require the list; (e) declares `items: \'required|array|min:1\'` in valigate and validatorjs and a non-empty list in the others. (f) likewise declares the 20 leaves in valigate and validatorjs, and also every object on the way in the others (node-input-validator passes a required child of a missing object).',
  '(g) and (h) require nothing, so the peers mark every field (and in (g) every list) optional; valigate\'s wildcards also walk an object\'s values and skip a value that is neither, where the schema libraries want arrays.',
  '(h) converts the query\'s text in valigate, VineJS, zod (`z.coerce.number`, `z.stringbool`), valibot (`toNumber`, a transform), ajv (`coerceTypes`, and a modifying keyword for "1"/"0", which coerceTypes does not convert), Joi and yup: the harness checks that they hand back numbers and a boolean. validatorjs and node-input-validator check the text and leave it text (node-input-validator through `in:0,1` for the boolean). ajv converts in place, so every library is handed a fresh shallow copy per call, which every library\'s time includes.',
  '(i) calls one predicate through each library\'s own hook: valigate `Validator.extend` without `pure` (called as a plain function from the generated code, like every rule), validatorjs `register`, node-input-validator `extend`, VineJS `createRule`, zod `refine`, valibot `check`, ajv a keyword, Joi `custom`, yup `test`.',
];
