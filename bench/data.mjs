// The benchmark's inputs and the valigate rules they are checked against; every library's
// version of each form (libraries.mjs) expresses the same rules as closely as that library allows.

/** (a) A signup form of eight flat fields, valid. */
export const signupValid = Object.freeze({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'correct horse battery',
  age: 36,
  website: 'https://ada.example.com',
  country: 'GB',
  role: 'editor',
  username: 'ada_lovelace',
});

/** (b) The same form with four fields failing: email, password, age and role. */
export const signupInvalid = Object.freeze({ ...signupValid, email: 'ada@', password: 'short', age: 12, role: 'owner' });

/** The signup rules in valigate's pipe notation. */
export const signupRules = {
  name: 'required|string|min:2|max:50',
  email: 'required|email',
  password: 'required|string|min:8',
  age: 'required|integer|min:18',
  website: 'optional|url',
  country: 'required|string|size:2',
  role: 'required|in:admin,editor,viewer',
  username: 'required|alpha_dash|min:3|max:20',
};

/**
 * (i) An application's own rule, registered without `pure` as an application would: valigate
 * then cannot run the validator through its generated code and walks the rules. Every library
 * calls this same predicate from its own custom-check hook.
 */
export const notReserved = (value) => value !== 'admin';
export const NOT_RESERVED_MESSAGE = 'The {field} is reserved.';

/** (i) The signup rules with the application's rule on the username. */
export const signupCustomRules = { ...signupRules, username: `${signupRules.username}|not_reserved` };

const items = (quantity) => Array.from({ length: 50 }, (_, i) => ({ sku: `SKU${1000 + i}`, quantity: quantity(i) }));

/** (c) An order with a customer and 50 items, valid. */
export const order = Object.freeze({
  customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
  items: items((i) => (i % 5) + 1),
});

/** (j) The same order with every fifth item's quantity 0: 10 of 50 items fail. */
export const orderInvalid = Object.freeze({ ...order, items: items((i) => (i % 5 === 0 ? 0 : (i % 5) + 1)) });

/** The order rules: wildcards over the items. */
export const orderRules = {
  'customer.name': 'required|string',
  'customer.email': 'required|email',
  'items.*.sku': 'required|alpha_num',
  'items.*.quantity': 'required|integer|min:1',
};

/** (e), (j) The order rules as a form declares them, with the list itself required beside its elements' fields. */
export const orderParentsRules = { ...orderRules, items: 'required|array|min:1' };

/** (f) A user profile and its settings: 20 fields, up to three levels deep (`profile.address.geo.lat`). */
export const profile = Object.freeze({
  profile: {
    name: 'Ada Lovelace',
    // `bio` is optional and absent, as it is from most forms.
    birth_year: 1985,
    address: {
      street: "12 St James's Square",
      city: 'London',
      zip: 'SW1Y 4LB',
      country: 'GB',
      geo: { lat: 51.5074, lng: -0.1357 },
    },
    contact: { email: 'ada@example.com', phone: '+44 20 7946 0958' },
  },
  settings: {
    notifications: { email: true, sms: false, frequency: 'weekly' },
    privacy: { public: false, searchable: true },
    locale: { language: 'en', timezone: 'Europe/London' },
    theme: 'dark',
    page_size: 25,
  },
});

export const profileRules = {
  'profile.name': 'required|string|min:2|max:50',
  'profile.bio': 'optional|string|max:500',
  'profile.birth_year': 'required|integer|min:1900|max:2010',
  'profile.address.street': 'required|string|max:100',
  'profile.address.city': 'required|string|max:50',
  'profile.address.zip': 'required|string|max:10',
  'profile.address.country': 'required|string|size:2',
  'profile.address.geo.lat': 'required|numeric|min:-90|max:90',
  'profile.address.geo.lng': 'required|numeric|min:-180|max:180',
  'profile.contact.email': 'required|email',
  'profile.contact.phone': 'optional|string|max:20',
  'settings.notifications.email': 'required|boolean',
  'settings.notifications.sms': 'required|boolean',
  'settings.notifications.frequency': 'required|in:instant,daily,weekly',
  'settings.privacy.public': 'required|boolean',
  'settings.privacy.searchable': 'required|boolean',
  'settings.locale.language': 'required|in:en,fr,de,es',
  'settings.locale.timezone': 'required|string|max:50',
  'settings.theme': 'required|in:light,dark,system',
  'settings.page_size': 'required|integer|min:10|max:100',
};

/** (g) A 20 × 10 grid of cells, each value 0-100, through two nested wildcards. */
export const matrix = Object.freeze({
  rows: Array.from({ length: 20 }, (_, r) => ({ cells: Array.from({ length: 10 }, (_, c) => ({ v: (r * 10 + c) % 101 })) })),
});

export const matrixRules = { 'rows.*.cells.*.v': 'integer|min:0|max:100' };

/** (k) An API's wide payload: 60 flat fields, in turn text of at most 100 characters and a non-negative integer. */
export const WIDE_FIELDS = Array.from({ length: 60 }, (_, i) => `field_${i}`);
export const wide = Object.freeze(Object.fromEntries(WIDE_FIELDS.map((name, i) => [name, i % 2 === 1 ? i : `value ${i}`])));
export const wideRules = Object.fromEntries(WIDE_FIELDS.map((name, i) => [name, i % 2 === 1 ? 'required|integer|min:0' : 'required|string|max:100']));

/** (h) A search's query string as it arrives: every value text, every field optional. */
export const query = Object.freeze({ page: '2', per_page: '25', active: '1', sort: 'price', q: 'red shoes', min_price: '10', max_price: '99.90' });

/** (h) What a library that converts query text hands the application. */
export const queryOutput = Object.freeze({ page: 2, per_page: 25, active: true, sort: 'price', q: 'red shoes', min_price: 10, max_price: 99.9 });

export const queryRules = {
  page: 'integer|min:1',
  per_page: 'integer|max:100',
  active: 'boolean',
  sort: 'in:price,newest,rating',
  q: 'string|max:100',
  min_price: 'numeric',
  max_price: 'numeric',
};

/** valigate's rules per form; each library builds its own version of every form (libraries.mjs). */
export const forms = {
  signup: signupRules,
  signupCustom: signupCustomRules,
  order: orderRules,
  orderParents: orderParentsRules,
  profile: profileRules,
  matrix: matrixRules,
  wide: wideRules,
  query: queryRules,
};

/**
 * The workloads in report order: the form each library builds, the data and the expected verdict.
 * `table` splits the report: the headline four (which the targets and the project README use),
 * then the shapes of real forms and APIs. `perCall` builds the form on every call instead of once.
 * `fresh` hands every call a shallow copy of the data, as each request brings a new query object:
 * ajv converts text in place, and converting the same object twice would time a no-op.
 * `output` is what a library that converts values must return; the harness checks it.
 */
export const workloads = [
  { id: 'signupValid', title: '(a) signup, valid', table: 'headline', form: 'signup', data: signupValid, valid: true },
  { id: 'signupInvalid', title: '(b) signup, 4 failures', table: 'headline', form: 'signup', data: signupInvalid, valid: false },
  { id: 'order', title: '(c) order, 50 items', table: 'headline', form: 'order', data: order, valid: true },
  { id: 'build', title: '(d) build + validate once', table: 'headline', form: 'signup', data: signupValid, valid: true, perCall: true },
  { id: 'orderParents', title: '(e) order, items required', table: 'shapes', form: 'orderParents', data: order, valid: true },
  { id: 'profile', title: '(f) profile, 20 fields, 3 levels', table: 'shapes', form: 'profile', data: profile, valid: true },
  { id: 'matrix', title: '(g) matrix, 20 × 10 cells', table: 'shapes', form: 'matrix', data: matrix, valid: true },
  { id: 'query', title: '(h) query string, converted', table: 'shapes', form: 'query', data: query, valid: true, fresh: true, output: queryOutput },
  { id: 'signupCustom', title: '(i) signup + app rule', table: 'shapes', form: 'signupCustom', data: signupValid, valid: true },
  { id: 'orderInvalid', title: '(j) order, 10 of 50 items failing', table: 'shapes', form: 'orderParents', data: orderInvalid, valid: false },
  { id: 'wide', title: '(k) API payload, 60 flat fields', table: 'shapes', form: 'wide', data: wide, valid: true },
];
