// The locale API's types: Laravel's JSON structure, per-locale options, the codes of a result, the adapters' locale options.
import { describe, expectTypeOf, it } from 'vitest';
import { type CodedErrors, type FailedRules, type LocaleMessages, type ValidationResult, Validator, codedErrors, preferredLocale } from '../../src/index.js';
import { type CoreOptions, MiddlewareValidator, type MiddlewareRouteOptions, type PluginRouteOptions, formatErrors } from '../../adapters/index.js';

describe('locale types', () => {
  it("takes Laravel's structure, [] for an empty custom or attributes", () => {
    const french = { required: 'Le champ :attribute est obligatoire.', min: { string: '…', numeric: '…' }, custom: [], attributes: [] } as const;
    expectTypeOf(french).toMatchTypeOf<LocaleMessages>();
    expectTypeOf(Validator.addLocale).parameters.toEqualTypeOf<[code: string, messages: LocaleMessages, options?: { readonly humanize?: (path: string) => string; readonly separator?: string; readonly ordinal?: (position: number) => string; readonly empty?: string }]>();
    expectTypeOf(Validator.locales).toEqualTypeOf<readonly string[]>();
  });

  it('takes messages and attributes per locale beside the common ones, and a locale per call', () => {
    const validator = new Validator({ email: 'required|email' }, { locale: 'fr', fallbackLocale: 'en', messages: { required: 'x', fr: { required: 'y' } }, attributes: { de: { email: 'E-Mail' } } });
    expectTypeOf(validator.validateSync).parameter(1).toEqualTypeOf<{ readonly locale?: string; readonly req?: unknown; readonly database?: import('../../src/index.js').PresenceVerifier } | undefined>();
    // @ts-expect-error: a message is text or a locale's table of text
    new Validator({ email: 'required' }, { messages: { fr: { required: 1 } } });
    const result = validator.validateSync({});
    expectTypeOf(result.failed).toEqualTypeOf<FailedRules>();
    expectTypeOf(codedErrors(result)).toEqualTypeOf<CodedErrors>();
    expectTypeOf(preferredLocale).returns.toEqualTypeOf<string | undefined>();
  });

  it('takes value names as tables of text by field, in the options, a pack, the adapters and their routes', () => {
    new Validator({ card: 'required_if:payment_type,cc' }, { values: { payment_type: { cc: 'credit card' }, 'items.*.kind': { a: 'Apple' } } });
    // @ts-expect-error: a value's display name is text
    new Validator({ card: 'required' }, { values: { payment_type: { cc: 1 } } });
    // @ts-expect-error: value names are tables by field, not text
    new Validator({ card: 'required' }, { values: { payment_type: 'credit card' } });
    expectTypeOf({ values: { payment_type: { cc: 'carte bancaire' } } }).toMatchTypeOf<LocaleMessages>();
    expectTypeOf<{ values: [] }>().toMatchTypeOf<LocaleMessages>();
    expectTypeOf<{ values: { plan: { pro: string } } }>().toMatchTypeOf<CoreOptions>();
    expectTypeOf<{ values: { plan: { pro: string } } }>().toMatchTypeOf<MiddlewareRouteOptions>();
    expectTypeOf<{ values: { plan: { pro: string } } }>().toMatchTypeOf<PluginRouteOptions>();
  });

  it('lets the adapters and their routes choose a locale by code or from the request', () => {
    expectTypeOf<{ locale: 'accept-language' }>().toMatchTypeOf<CoreOptions>();
    new MiddlewareValidator({ locale: (req) => req.acceptsLanguages('fr', 'de') || undefined, fallbackLocale: 'en' });
    expectTypeOf<{ locale: 'de'; messages: { fr: { required: string } }; attributes: { name: string } }>().toMatchTypeOf<MiddlewareRouteOptions>();
    expectTypeOf<{ locale: 'de'; errorFormat: 'coded' }>().toMatchTypeOf<PluginRouteOptions>();
    expectTypeOf(formatErrors<'coded'>).returns.toEqualTypeOf<CodedErrors>();
    expectTypeOf<ValidationResult>().toHaveProperty('failed');
  });
});
