// One HTTP server variant in its own process (so the load generator never shares its event
// loop): POST /signup validates the signup body and answers 200 with the validated data, or
// 422 with the errors. Prints nothing; sends its port to the parent over IPC.
import { signupRules } from './data.mjs';

const USERNAME = /^[\p{L}\p{M}\p{N}_-]+$/u;
const ROLES = ['admin', 'editor', 'viewer'];

async function zodSignup() {
  const { z } = await import('zod');
  return z.object({
    name: z.string().min(2).max(50),
    email: z.email(),
    password: z.string().min(8),
    age: z.int().min(18),
    website: z.url({ protocol: /^https?$/ }).optional(),
    country: z.string().length(2),
    role: z.enum(ROLES),
    username: z.string().regex(USERNAME).min(3).max(20),
  });
}

async function express(variant) {
  const { default: express } = await import('express');
  const app = express();
  app.use(express.json());
  const reply = (req, res) => res.json(req.validatedData ?? req.body);
  switch (variant) {
    case 'none':
      app.post('/signup', reply);
      break;
    case 'valigate': {
      await import('valigate');
      const { MiddlewareValidator } = await import('valigate/node');
      app.post('/signup', new MiddlewareValidator().body(signupRules), reply);
      break;
    }
    case 'express-validator': {
      const { body, validationResult, matchedData } = await import('express-validator');
      const checks = [
        body('name').isString().isLength({ min: 2, max: 50 }),
        body('email').isEmail(),
        body('password').isString().isLength({ min: 8 }),
        body('age').isInt({ min: 18 }),
        body('website').optional().isURL({ protocols: ['http', 'https'], require_protocol: true }),
        body('country').isString().isLength({ min: 2, max: 2 }),
        body('role').isIn(ROLES),
        body('username').isString().matches(USERNAME).isLength({ min: 3, max: 20 }),
      ];
      app.post('/signup', checks, (req, res) => {
        const result = validationResult(req);
        if (!result.isEmpty()) return res.status(422).json({ errors: result.mapped() });
        res.json(matchedData(req));
      });
      break;
    }
    case 'celebrate': {
      const { celebrate, errors, Joi, Segments } = await import('celebrate');
      const schema = Joi.object({
        name: Joi.string().min(2).max(50).required(),
        email: Joi.string().email({ tlds: { allow: false } }).required(),
        password: Joi.string().min(8).required(),
        age: Joi.number().integer().min(18).required(),
        website: Joi.string().uri({ scheme: ['http', 'https'] }),
        country: Joi.string().length(2).required(),
        role: Joi.string().valid(...ROLES).required(),
        username: Joi.string().pattern(USERNAME).min(3).max(20).required(),
      });
      app.post('/signup', celebrate({ [Segments.BODY]: schema }, { abortEarly: false }), reply);
      app.use(errors({ statusCode: 422 }));
      break;
    }
    case 'zod': {
      const schema = await zodSignup();
      const validate = (req, res, next) => {
        const result = schema.safeParse(req.body);
        if (!result.success) return res.status(422).json({ errors: result.error.issues });
        req.validatedData = result.data;
        next();
      };
      app.post('/signup', validate, reply);
      break;
    }
    default:
      throw new Error(`unknown Express variant ${variant}`);
  }
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server.address().port));
  });
}

async function fastify(variant) {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  const reply = async (request) => request.validatedData ?? request.body;
  switch (variant) {
    case 'none':
      app.post('/signup', reply);
      break;
    case 'valigate': {
      await import('valigate');
      const { PluginValidator } = await import('valigate/node');
      await app.register(PluginValidator);
      app.post('/signup', { preValidation: app.validate({ body: signupRules }) }, reply);
      break;
    }
    case 'json-schema': {
      const text = (extra) => ({ type: 'string', ...extra });
      const body = {
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
      };
      app.post('/signup', { schema: { body } }, reply);
      break;
    }
    case 'zod': {
      const { serializerCompiler, validatorCompiler } = await import('fastify-type-provider-zod');
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      app.withTypeProvider().post('/signup', { schema: { body: await zodSignup() } }, reply);
      break;
    }
    default:
      throw new Error(`unknown Fastify variant ${variant}`);
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server.address().port;
}

const [framework, variant] = process.argv.slice(2);
const port = await (framework === 'express' ? express(variant) : fastify(variant));
process.send({ port });
process.on('SIGINT', () => process.exit(0));
