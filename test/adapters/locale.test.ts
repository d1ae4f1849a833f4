// Messages in the request's language over real HTTP on Express 4 and 5 and Fastify 4 and 5: the
// adapter's locale as a code, 'accept-language' or a function of the request, a route's locale,
// messages, attributes and value names over the adapter's, and two requests in flight at once in two languages.
import express5 from 'express';
import express4 from 'express4';
import fastify5 from 'fastify';
import fastify4 from 'fastify4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CoreOptions, MiddlewareValidator, PluginValidator, formatErrors } from '../../adapters/index.js';
import { Validator } from '../../src/index.js';
import { type Running, listen, noUnhandledRejections, send } from './http.js';

noUnhandledRejections();

Validator.addLocale('fr', { required: 'Le champ :attribute est obligatoire.', min: { string: 'Le texte :attribute doit contenir au moins :min caractères.' }, attributes: { email: 'adresse e-mail' } });
Validator.addLocale('de', { required: 'Das Feld :attribute ist erforderlich.', min: { string: 'Das Feld :attribute muss mindestens :min Zeichen lang sein.' } });

/**
 * An async rule that answers (fail) only once two requests are waiting on it: both are in flight
 * together, with no timer, when their messages are rendered.
 */
const waiting: (() => void)[] = [];
Validator.extend('locale_both_in_flight', {
  async: true,
  message: { en: 'The {field} is taken.', fr: 'Le champ {field} est déjà pris.', de: 'Das Feld {field} ist schon vergeben.' },
  validate: () =>
    new Promise<boolean>((resolve) => {
      waiting.push(() => resolve(false));
      if (waiting.length === 2) for (const release of waiting.splice(0)) release();
    }),
});

declare module '../../src/index.js' {
  interface RuleTypes {
    locale_both_in_flight: unknown;
  }
}

const SIGNUP = { email: 'required|email', name: 'required|string|min:3' } as const;
const BOTH = { handle: 'required|string|locale_both_in_flight' } as const;
const ADAPTER: CoreOptions = {
  locale: 'accept-language',
  messages: { 'email.required': 'Your email, please.', fr: { 'email.required': 'Votre e-mail, s’il vous plaît.' } },
  attributes: { name: 'full name' },
  values: { plan: { pro: 'Professional', team: 'Team' } },
};
const ROUTE = { messages: { 'name.required': 'A name, please.', fr: { 'name.required': 'Un nom, s’il vous plaît.' } }, attributes: { fr: { name: 'nom complet' } } };
const PLANS = { plan: 'required|in:free,pro,team', seats: 'required_if:plan,team' } as const;
const PICK = { messages: { in: 'Pick {values}.' } };
const ROUTE_VALUES = { ...PICK, values: { plan: { free: 'Free', pro: 'Pro plan' } } };
const lang = (req: { query: unknown }) => {
  const { query } = req as { query: Record<string, unknown> };
  return typeof query.lang === 'string' ? query.lang : undefined;
};

interface Server {
  readonly name: string;
  readonly start: () => Promise<Running>;
}

function expressServer(name: string, express: typeof express5): Server {
  return {
    name,
    start: async () => {
      const app = express();
      app.use(express.json());
      const validator = new MiddlewareValidator(ADAPTER);
      const echo = (_req: unknown, res: { json(body: unknown): void }) => void res.json({ ok: true });
      app.post('/signup', validator.body(SIGNUP), echo);
      app.post('/german', validator.body(SIGNUP, { locale: 'de' }), echo);
      app.post('/by-query', validator.body(SIGNUP, { locale: lang }), echo);
      app.post('/route-messages', validator.body(SIGNUP, ROUTE), echo);
      app.post('/both', validator.body(BOTH), echo);
      app.post('/values', validator.body(PLANS, PICK), echo);
      app.post('/route-values', validator.body(PLANS, ROUTE_VALUES), echo);
      app.post('/coded', new MiddlewareValidator({ ...ADAPTER, errorFormat: 'coded' }).body(SIGNUP), echo);
      app.post('/on-error', validator.body(SIGNUP, { onError: (_errors, _req, res, result) => void res.status(400).json(formatErrors(result, 'coded')) }), echo);
      return listen(app);
    },
  };
}

function fastifyServer(name: string, fastify: typeof fastify5): Server {
  return {
    name,
    start: async () => {
      const app = fastify();
      await app.register(PluginValidator, ADAPTER);
      const ok = async () => ({ ok: true });
      app.post('/signup', { preValidation: app.validate({ body: SIGNUP }) }, ok);
      app.post('/german', { preValidation: app.validate({ body: SIGNUP }, { locale: 'de' }) }, ok);
      app.post('/by-query', { preValidation: app.validate({ body: SIGNUP }, { locale: lang }) }, ok);
      app.post('/route-messages', { preValidation: app.validate({ body: SIGNUP }, ROUTE) }, ok);
      app.post('/both', { preValidation: app.validate({ body: BOTH }) }, ok);
      app.post('/values', { preValidation: app.validate({ body: PLANS }, PICK) }, ok);
      app.post('/route-values', { preValidation: app.validate({ body: PLANS }, ROUTE_VALUES) }, ok);
      await app.register(async (child) => {
        await child.register(PluginValidator, { ...ADAPTER, errorFormat: 'coded' });
        child.post('/coded', { preValidation: child.validate({ body: SIGNUP }) }, ok);
      });
      app.post('/on-error', { preValidation: app.validate({ body: SIGNUP }, { onError: (_errors, _request, reply, result) => reply.code(400).send(formatErrors(result, 'coded')) }) }, ok);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
    },
  };
}

const SERVERS: readonly Server[] = [
  expressServer('Express 5', express5),
  expressServer('Express 4', express4 as unknown as typeof express5),
  fastifyServer('Fastify 5', fastify5),
  fastifyServer('Fastify 4', fastify4 as unknown as typeof fastify5),
];

const post = (url: string, json: unknown, language?: string) => send(url, { json, headers: language === undefined ? {} : { 'accept-language': language } });

describe.each(SERVERS)('$name', ({ start }) => {
  let server: Running;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server.close());

  it("answers in the language the request's Accept-Language prefers, the adapter's messages per locale", async () => {
    expect((await post(`${server.url}/signup`, { name: 'Al' }, 'de-CH, fr;q=0.5')).body.errors).toEqual({ email: ['Your email, please.'], name: ['Das Feld full name muss mindestens 3 Zeichen lang sein.'] });
    expect((await post(`${server.url}/signup`, { name: 'Al' }, 'it, fr-CA;q=0.8, de;q=0.7')).body.errors).toEqual({ email: ['Votre e-mail, s’il vous plaît.'], name: ['Le texte full name doit contenir au moins 3 caractères.'] });
  });

  it('falls back to the fallback locale for a header no pack answers, or none', async () => {
    const english = { email: ['Your email, please.'], name: ['The full name must be at least 3 characters.'] };
    expect((await post(`${server.url}/signup`, { name: 'Al' }, 'ko-KR, tlh;q=0.9')).body.errors).toEqual(english);
    expect((await post(`${server.url}/signup`, { name: 'Al' })).body.errors).toEqual(english);
    expect((await post(`${server.url}/signup`, { name: 'Al' }, ';;;q=x,,*')).body.errors).toEqual(english);
  });

  it("lets a route fix its locale, or find it with a function of the request (an unknown answer gets the fallback)", async () => {
    expect((await post(`${server.url}/german`, {}, 'fr')).body.errors.name).toEqual(['Das Feld full name ist erforderlich.']);
    expect((await post(`${server.url}/by-query?lang=fr`, {}, 'de')).body.errors.name).toEqual(['Le champ full name est obligatoire.']);
    expect((await post(`${server.url}/by-query?lang=pt-BR`, {})).body.errors.name).toEqual(['The full name field is required.']);
    expect((await post(`${server.url}/by-query?lang[]=x`, {})).body.errors.name).toEqual(['The full name field is required.']);
  });

  it("merges a route's messages and attributes over the adapter's, key by key and locale by locale", async () => {
    expect((await post(`${server.url}/route-messages`, {}, 'fr')).body.errors).toEqual({ email: ['Votre e-mail, s’il vous plaît.'], name: ['Un nom, s’il vous plaît.'] });
    expect((await post(`${server.url}/route-messages`, { name: 'Al' }, 'fr')).body.errors.name).toEqual(['Le texte nom complet doit contenir au moins 3 caractères.']);
    expect((await post(`${server.url}/route-messages`, {})).body.errors).toEqual({ email: ['Your email, please.'], name: ['A name, please.'] });
  });

  it("names values by the adapter's values, a route's merged over them value by value", async () => {
    expect((await post(`${server.url}/values`, { plan: 'x' })).body.errors).toEqual({ plan: ['Pick free, Professional, Team.'] });
    expect((await post(`${server.url}/route-values`, { plan: 'x' })).body.errors).toEqual({ plan: ['Pick Free, Pro plan, Team.'] });
    expect((await post(`${server.url}/route-values`, { plan: 'team' })).body.errors).toEqual({ seats: ['The seats field is required when plan is Team.'] });
  });

  it('answers two requests in flight at once each in its own language', async () => {
    const [french, german] = await Promise.all([post(`${server.url}/both`, { handle: 'ada' }, 'fr'), post(`${server.url}/both`, { handle: 'ada' }, 'de')]);
    expect(french).toEqual({ status: 422, body: { message: 'Validation failed', errors: { handle: ['Le champ handle est déjà pris.'] } } });
    expect(german).toEqual({ status: 422, body: { message: 'Validation failed', errors: { handle: ['Das Feld handle ist schon vergeben.'] } } });
  });

  it('sends each failure with its rule and parameters in the coded format, in the request language', async () => {
    expect((await post(`${server.url}/coded`, { email: 'a@b.co', name: 'Al' }, 'fr')).body).toEqual({
      message: 'Validation failed',
      errors: { name: [{ rule: 'min', params: ['3'], message: 'Le texte full name doit contenir au moins 3 caractères.' }] },
    });
  });

  it('hands onError the result, whose failures keep their codes', async () => {
    expect(await post(`${server.url}/on-error`, { email: 'a@b.co' }, 'de')).toEqual({ status: 400, body: { name: [{ rule: 'required', params: [], message: 'Das Feld full name ist erforderlich.' }] } });
  });
});

describe('locale options at app setup', () => {
  it('refuses an unknown locale code or a locale that is neither a code nor a function, when the route is declared', async () => {
    expect(() => new MiddlewareValidator({ locale: 'xx' }).body(SIGNUP)).toThrow(/locale "xx" is not a registered locale/);
    expect(() => new MiddlewareValidator().body(SIGNUP, { locale: 'klingon' })).toThrow(TypeError);
    expect(() => new MiddlewareValidator({ locale: 42 as never }).body(SIGNUP)).toThrow(/locale must be a locale code, 'accept-language' or a function/);
    expect(() => new MiddlewareValidator({ fallbackLocale: 'xx' }).body(SIGNUP)).toThrow(/fallbackLocale "xx"/);
    const app = fastify5();
    await app.register(PluginValidator, { locale: 'xx' });
    expect(() => app.validate({ body: SIGNUP })).toThrow(TypeError);
    await app.close();
  });
});
