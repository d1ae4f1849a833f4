// One HTTP server variant in its own process (so the load generator never shares its event
// loop): POST /signup validates the signup body and answers 200 with the validated data, or
// 422 with the errors. Prints nothing; sends its port to the parent over IPC, and on request
// the median time its last requests spent from the parsed body to the handler.
import { signupRules } from './data.mjs';
import { ROLES, USERNAME, joiSignup, jsonSchemaSignup, zodSignup } from './schemas.mjs';

/**
 * The validation stage of each request, timed inside the server: from a hook or middleware that
 * runs once the body is parsed, before any validation, to the start of the handler. Every
 * variant has both marks, so what a variant adds over `none` is its validation and nothing of
 * the socket, the load generator or the machine's drift between rounds. Kept for the last 65,536 requests.
 */
const stages = new Float64Array(1 << 16);
let staged = 0;
const markStage = (started) => {
  stages[staged++ & 0xffff] = performance.now() - started;
};
/** The median stage of the requests since the last call, in µs. */
function stageMedian() {
  const recent = stages.slice(0, Math.min(staged, stages.length)).sort();
  staged = 0;
  return recent.length ? recent[recent.length >> 1] * 1000 : undefined;
}

/** The adapters, with every built-in rule registered (as `import 'valigate'` does). */
async function valigateNode() {
  await import('valigate');
  return import('valigate/node');
}

async function express(variant) {
  const { default: express } = await import('express');
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    req.stageStart = performance.now();
    next();
  });
  const reply = (req, res) => {
    markStage(req.stageStart);
    res.json(req.validatedData ?? req.body);
  };
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
        // Its result is read in the handler: the stage ends once it is, as the others' end with the data in hand.
        const result = validationResult(req);
        const data = result.isEmpty() ? matchedData(req) : undefined;
        markStage(req.stageStart);
        if (!data) return res.status(422).json({ errors: result.mapped() });
        res.json(data);
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
  // An instance hook runs before a route's own preValidation hooks (valigate's) and before schema validation.
  app.decorateRequest('stageStart', 0);
  app.addHook('preValidation', (request, _reply, done) => {
    request.stageStart = performance.now();
    done();
  });
  const reply = async (request) => {
    markStage(request.stageStart);
    return request.validatedData ?? request.body;
  };
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
process.on('message', (message) => message === 'stage' && process.send({ stageMicros: stageMedian() }));
process.on('SIGINT', () => process.exit(0));
