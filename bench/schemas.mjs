// The signup form as the peers write it, shared by the validation benchmark (libraries.mjs) and
// the HTTP servers (http-server.mjs), so that both measure the same schema of each library.

/** `alpha_dash` and `alpha_num` as regexes, for the peers without Unicode character classes. */
export const USERNAME = /^[\p{L}\p{M}\p{N}_-]+$/u;
export const SKU = /^[\p{L}\p{M}\p{N}]+$/u;
/** `in:admin,editor,viewer`. */
export const ROLES = ['admin', 'editor', 'viewer'];
/** The other `in` lists of data.mjs, for the peers that list the values themselves. */
export const FREQUENCIES = ['instant', 'daily', 'weekly'];
export const LANGUAGES = ['en', 'fr', 'de', 'es'];
export const THEMES = ['light', 'dark', 'system'];
export const SORTS = ['price', 'newest', 'rating'];

/** The signup form as a zod 4 object. */
export const zodSignup = (z) =>
  z.object({
    name: z.string().min(2).max(50),
    email: z.email(),
    password: z.string().min(8),
    age: z.int().min(18),
    website: z.url({ protocol: /^https?$/ }).optional(),
    country: z.string().length(2),
    role: z.enum(ROLES),
    username: z.string().regex(USERNAME).min(3).max(20),
  });

const text = (extra) => ({ type: 'string', ...extra });

/** The signup form as JSON Schema (ajv, and Fastify's built-in validation). */
export const jsonSchemaSignup = () => ({
  type: 'object',
  required: ['name', 'email', 'password', 'age', 'country', 'role', 'username'],
  properties: {
    name: text({ minLength: 2, maxLength: 50 }),
    email: text({ format: 'email' }),
    password: text({ minLength: 8 }),
    age: { type: 'integer', minimum: 18 },
    website: text({ format: 'uri', pattern: '^https?://' }),
    country: text({ minLength: 2, maxLength: 2 }),
    role: { enum: ROLES },
    username: text({ pattern: USERNAME.source, minLength: 3, maxLength: 20 }),
  },
});

/** The order as JSON Schema. */
export const jsonSchemaOrder = () => ({
  type: 'object',
  required: ['customer', 'items'],
  properties: {
    customer: { type: 'object', required: ['name', 'email'], properties: { name: text(), email: text({ format: 'email' }) } },
    items: { type: 'array', items: { type: 'object', required: ['sku', 'quantity'], properties: { sku: text({ pattern: SKU.source }), quantity: { type: 'integer', minimum: 1 } } } },
  },
});

/** The signup form as a Joi object (Joi itself, or celebrate's Joi). */
export const joiSignup = (Joi) =>
  Joi.object({
    name: Joi.string().min(2).max(50).required(),
    email: Joi.string().email({ tlds: { allow: false } }).required(),
    password: Joi.string().min(8).required(),
    age: Joi.number().integer().min(18).required(),
    website: Joi.string().uri({ scheme: ['http', 'https'] }),
    country: Joi.string().length(2).required(),
    role: Joi.string().valid(...ROLES).required(),
    username: Joi.string().pattern(USERNAME).min(3).max(20).required(),
  });
