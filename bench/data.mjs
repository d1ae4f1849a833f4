// The benchmark's inputs and the valigate rules they are checked against; every library's
// workloads (libraries.mjs) express the same rules as closely as that library allows.

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

/** (c) An order with a customer and 50 items, valid. */
export const order = Object.freeze({
  customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
  items: Array.from({ length: 50 }, (_, i) => ({ sku: `SKU${1000 + i}`, quantity: (i % 5) + 1 })),
});

/** The order rules: wildcards over the items. */
export const orderRules = {
  'customer.name': 'required|string',
  'customer.email': 'required|email',
  'items.*.sku': 'required|alpha_num',
  'items.*.quantity': 'required|integer|min:1',
};

/** The workloads in report order: what each measures, and the data and expected verdict. */
export const workloads = [
  { id: 'signupValid', title: '(a) signup, valid', data: signupValid, valid: true },
  { id: 'signupInvalid', title: '(b) signup, 4 failures', data: signupInvalid, valid: false },
  { id: 'order', title: '(c) order, 50 items', data: order, valid: true },
  { id: 'build', title: '(d) build + validate once', data: signupValid, valid: true },
];
