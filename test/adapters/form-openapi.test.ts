// Multipart forms in OpenAPI documents, from toOpenAPI (Express) and the Fastify plugin, in 3.0
// and 3.1: a field's conditions between parts (required_with and its kin), what no schema says named
// per field, an object's values (`prices.*`) and a list's elements by index (`items.0.qty`). Each
// document is valid OpenAPI, and a form built from its names is what valigate takes on real servers.
import { describe, expect, it } from 'vitest';
import { ROUTES, conditionsOf, formData, formMeets, letsThrough, names } from './form-openapi.js';

describe('a form\'s conditions between top-level fields, a list of objects beside them', () => {
  const rules = {
    items: 'required_with:coupon|array',
    'items.*.qty': 'required|integer',
    coupon: 'string',
    gift: 'boolean',
    gift_note: 'required_with:gift|string',
    'user.a': 'string',
    'user.b': 'required_with:user.a|string',
    'tags.*': 'string',
    tagline: 'required_with:tags|string',
  };

  it.each(ROUTES)('%s, OpenAPI %s: names the parts each condition reads, and names the one no part can say on its field', async (_, openapi, route) => {
    const { form, post, close } = await route(rules, openapi);
    try {
      // No condition names `items` or `user`, which no part is: the form sends `items[0][qty]` and `user[a]`.
      expect(conditionsOf(form)).toEqual([
        { when: ['user[a]'], then: ['user[b]'] },
        { when: ['gift'], then: ['gift_note'] },
        { when: ['tags[]'], then: ['tagline'] },
      ]);
      // items' required_with reads as `items` filled, which no part says: named on the field, never as the form's own rule.
      expect(form).not.toHaveProperty('x-valigate-unexpressed');
      expect(form['x-valigate-unexpressed-fields']).toMatchObject({ items: ['required_with'] });
      for (const name of ['coupon', 'gift', 'gift_note', 'user[a]', 'user[b]', 'tags[]', 'tagline']) expect(names(form, name), name).toBe(true);
      if (openapi === '3.1.0' && route.name === 'expressRoute') {
        expect(formMeets(form, { coupon: 'SAVE', 'items[0][qty]': '2' })).toBe(true);
        expect(formMeets(form, { gift: '1' })).toBe(false);
        expect(formMeets(form, { gift: '1', gift_note: 'For Ada' })).toBe(true);
        expect(formMeets(form, { 'user[a]': 'x' })).toBe(false);
        expect(formMeets(form, { 'tags[]': ['red'] })).toBe(false);
      }
      expect(await post(formData({ coupon: 'SAVE', 'items[0][qty]': '2', gift: '1', gift_note: 'For Ada', 'user[a]': 'x', 'user[b]': 'y', 'tags[]': ['red'], tagline: 'Red' }))).toMatchObject({
        status: 200,
        body: { coupon: 'SAVE', items: [{ qty: 2 }], gift: true, gift_note: 'For Ada', user: { a: 'x', b: 'y' }, tags: ['red'], tagline: 'Red' },
      });
      expect(await post(formData({ gift: '1', 'user[a]': 'x' }))).toMatchObject({ status: 422, body: { errors: { gift_note: ['The gift note field is required when gift is present.'], 'user.b': ['The user.b field is required when user.a is present.'] } } });
    } finally {
      await close();
    }
  });
});

describe('a form with an object\'s values and a list\'s elements by index', () => {
  const rules = {
    prices: 'required|object',
    'prices.*': 'numeric|min:0',
    'items.0.qty': 'required|integer',
    'items.1.qty': 'integer|min:1',
    lines: 'required|list',
    'lines.0.sku': 'required|string',
    'lines.*.qty': 'integer',
    'items.0.gift.to': 'string',
    'items.0.gift.note': 'required_with:items.0.gift.to|string',
  };
  const sent = { 'prices[usd]': '3', 'prices[eur]': '2.5', 'items[0][qty]': '2', 'items[1][qty]': '3', 'lines[0][sku]': 'A', 'lines[0][qty]': '4' };

  it.each(ROUTES)('%s, OpenAPI %s: an object\'s values are named by key (never a list, `prices[]`), an element by index by its own name', async (_, openapi, route) => {
    const { form, post, close } = await route(rules, openapi);
    const patterns = openapi === '3.1.0' && route.name === 'expressRoute';
    try {
      expect(form.properties).not.toHaveProperty('prices[]');
      expect(form.properties).not.toHaveProperty('prices');
      for (const name of ['items[0][qty]', 'items[1][qty]']) expect(form.properties, name).toHaveProperty([name]);
      expect(form.required).toEqual(expect.arrayContaining(['items[0][qty]', 'avatar']));
      expect(form['x-valigate-unexpressed-fields']).toMatchObject({ prices: ['required', 'object'] });
      // An element by index of a list not typed one is an object's member too (and a tuple's element in 3.1): its condition is said once.
      expect(conditionsOf(form)).toEqual([{ when: ['items[0][gift][to]'], then: ['items[0][gift][note]'] }]);
      if (patterns) {
        expect(form.patternProperties).toMatchObject({ '^prices\\[[^\\[\\]]+\\]$': { type: ['number', 'string'] }, '^lines\\[[0-9]+\\]\\[qty\\]$': { type: ['integer', 'string'] } });
        for (const name of Object.keys(sent)) expect(names(form, name), name).toBe(true);
        expect(formMeets(form, sent)).toBe(true);
        expect(formMeets(form, { ...sent, 'prices[usd]': 'free' })).toBe(false);
      } else {
        // No name of a key: the parts are let through and their rules named on the field.
        expect(form).not.toHaveProperty('patternProperties');
        expect(form['x-valigate-unexpressed-fields']).toMatchObject({ 'prices.*': ['numeric', 'min'] });
      }
      if (openapi === '3.1.0') {
        // A list's element by index (prefixItems in the body's schema) is a part of its own.
        expect(form.properties).toHaveProperty(['lines[0][sku]']);
        expect(form.required).toContain('lines[0][sku]');
      } else {
        // OpenAPI 3.0 cannot say a list's element by index: the field is named, never dropped.
        expect(form['x-valigate-unexpressed-fields']).toMatchObject({ 'lines.0.sku': ['required', 'string'] });
      }
      expect(await post(formData(sent))).toMatchObject({ status: 200, body: { prices: { usd: 3, eur: 2.5 }, items: [{ qty: 2 }, { qty: 3 }], lines: [{ sku: 'A', qty: 4 }] } });
      const { 'items[0][qty]': _first, ...rest } = sent;
      expect(await post(formData({ ...rest, 'prices[usd]': '-1', 'items[1][qty]': '0' }))).toMatchObject({
        status: 422,
        body: { errors: { 'prices.usd': ['The prices.usd must be at least 0.'], 'items.0.qty': ['The items.0.qty field is required.'], 'items.1.qty': ['The items.1.qty must be at least 1.'] } },
      });
    } finally {
      await close();
    }
  });
});

describe('a list of objects whose schema says nothing (exclude_if on the list)', () => {
  const rules = { mode: 'string', items: 'exclude_if:mode,skip|array', 'items.*.qty': 'required|integer' };

  it.each(ROUTES)('%s, OpenAPI %s: is never a list of values (`items[]`): its parts are let through and every rule named on its field', async (_, openapi, route) => {
    const { form, post, close } = await route(rules, openapi);
    try {
      expect(form.properties).not.toHaveProperty('items[]');
      expect(form['x-valigate-unexpressed-fields']).toEqual({ items: ['exclude_if'], 'items.*.qty': ['required', 'integer'] });
      expect(await post(formData({ 'items[0][qty]': '2' }))).toMatchObject({ status: 200, body: { items: [{ qty: 2 }] } });
      expect(await post(formData({ mode: 'skip', 'items[0][qty]': 'two' }))).toMatchObject({ status: 200, body: { mode: 'skip' } });
      expect(await post(formData({ 'items[0][qty]': 'two' }))).toMatchObject({ status: 422, body: { errors: { 'items.0.qty': ['The items.0.qty must be an integer.'] } } });
    } finally {
      await close();
    }
  });
});

describe('fields named as methods of Object.prototype', () => {
  const rules = { toString: 'required|array|min:1', 'toString.*.x': 'string', valueOf: 'array', 'valueOf.*': 'string' };

  it.each(ROUTES)('%s, OpenAPI %s: a container without a part of its own named toString has its rules named, never read from the prototype', async (_, openapi, route) => {
    const { form, post, close } = await route(rules, openapi);
    try {
      expect(form['x-valigate-unexpressed-fields']).toMatchObject({ toString: ['required', 'min'] });
      expect(names(form, 'valueOf[]')).toBe(true);
      expect(await post(formData({ 'toString[0][x]': 'a', 'valueOf[]': ['b'] }))).toMatchObject({ status: 200, body: { toString: [{ x: 'a' }], valueOf: ['b'] } });
    } finally {
      await close();
    }
  });
});

describe('a form under strict, with an object\'s values and a list\'s elements by index', () => {
  const rules = { title: 'string', prices: 'object', 'prices.*': 'numeric', lines: 'required|list', 'lines.0.sku': 'required|string', 'lines.*.qty': 'integer', pairs: 'required|list', 'pairs.0.key': 'required|string', note: 'required_with:pairs|string' };
  const sent = { title: 'Order', 'prices[usd]': '3', 'lines[0][sku]': 'A', 'lines[1][qty]': '2', 'pairs[0][key]': 'k', note: 'n' };

  it.each(ROUTES)('%s, OpenAPI %s: lets through every part valigate takes, and documents no list as one part of JSON', async (_, openapi, route) => {
    const { form, post, close } = await route(rules, openapi, true);
    try {
      expect(form.properties).not.toHaveProperty('lines');
      expect(form.properties).not.toHaveProperty('pairs');
      // `pairs` filled is no part's to say: no condition reads it, and note's required_with is named on note.
      expect(conditionsOf(form)).toEqual([]);
      expect(form.properties.note['x-valigate-unexpressed']).toEqual(['required_with']);
      for (const name of Object.keys(sent)) expect(letsThrough(form, name), name).toBe(true);
      if (openapi === '3.1.0' && route.name === 'expressRoute') expect(formMeets(form, sent)).toBe(true);
      expect(await post(formData(sent))).toMatchObject({ status: 200, body: { title: 'Order', prices: { usd: 3 }, lines: [{ sku: 'A' }, { qty: 2 }], pairs: [{ key: 'k' }], note: 'n' } });
      const { note: _note, ...noNote } = sent;
      expect(await post(formData(noNote))).toMatchObject({ status: 422, body: { errors: { note: ['The note field is required when pairs is present.'] } } });
      expect(await post(formData({ ...sent, extra: 'x' }))).toMatchObject({ status: 422, body: { errors: { extra: [expect.any(String)] } } });
    } finally {
      await close();
    }
  });
});

describe('a form whose files are required with its other parts', () => {
  const files = { photo: 'required_with:caption|file', back: 'required_with:photo|file', photos: 'required_without:caption|array|max:3', 'photos.*': 'file' };

  it.each(ROUTES)('%s, OpenAPI %s: a file\'s condition is the form\'s over the parts it reads, and a sent file is filled however short', async (_, openapi, route) => {
    const { form, post, close } = await route({ caption: 'string' }, openapi, false, files);
    try {
      const conditions = conditionsOf(form);
      expect(conditions).toHaveLength(3);
      expect(conditions).toEqual(expect.arrayContaining([{ when: ['caption'], then: ['photo'] }, { when: ['caption'], then: ['photos'] }, { when: ['photo'], then: ['back'] }]));
      // Said by the form, so named nowhere.
      for (const name of ['photo', 'back', 'photos']) expect(form.properties[name], name).not.toHaveProperty('x-valigate-unexpressed');
      expect(form.properties.photos).toMatchObject({ type: 'array', maxItems: 3 });
      if (openapi === '3.1.0' && route.name === 'expressRoute') {
        expect(formMeets(form, { caption: 'Sea' }, false)).toBe(false);
        expect(formMeets(form, { caption: 'Sea', photo: '' }, false)).toBe(false);
        // An empty file is a file: the one it requires is required.
        expect(formMeets(form, { caption: 'Sea', photo: '', back: '' }, false)).toBe(true);
        expect(formMeets(form, {}, false)).toBe(false);
        expect(formMeets(form, { photos: ['x'] }, false)).toBe(true);
      }
      expect(await post(formData({ caption: 'Sea' }, ['photo', 'back']))).toMatchObject({ status: 200, body: { caption: 'Sea' } });
      expect(await post(formData({ caption: 'Sea' }, ['photo']))).toMatchObject({ status: 422, body: { errors: { back: ['The back field is required when photo is present.'] } } });
      expect(await post(formData({}, []))).toMatchObject({ status: 422, body: { errors: { photos: ['The photos field is required when caption is not present.'] } } });
    } finally {
      await close();
    }
  });
});
