// One HTTP server variant in its own process (so the load generator never shares its event
// loop): POST /signup validates the signup body and answers 200 with the validated data, or
// 422 with the errors. Prints nothing; sends its port to the parent over IPC.
import { signupRules } from './data.mjs';
import { ROLES, USERNAME, joiSignup, jsonSchemaSignup, zodSignup } from './schemas.mjs';

/** The adapters, with every built-in rule registered (as `import 'valigate'` does). */
async function valigateNode() {
  await import('valigate');
  return import('valigate/node');
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
      const { MiddlewareValidator } = await valigateNode();
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
      const schema = joiSignup(Joi);
      app.post('/signup', celebrate({ [Segments.BODY]: schema }, { abortEarly: false }), reply);
      app.use(errors({ statusCode: 422 }));
      break;
    }
    case 'zod': {
      const schema = zodSignup((await import('zod')).z);
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
      const { PluginValidator } = await valigateNode();
      await app.register(PluginValidator);
      app.post('/signup', { preValidation: app.validate({ body: signupRules }) }, reply);
      break;
    }
    case 'json-schema': {
      const body = jsonSchemaSignup();
      app.post('/signup', { schema: { body } }, reply);
      break;
    }
    case 'zod': {
      const { serializerCompiler, validatorCompiler } = await import('fastify-type-provider-zod');
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      app.withTypeProvider().post('/signup', { schema: { body: zodSignup((await import('zod')).z) } }, reply);
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
