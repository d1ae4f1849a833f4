// `npm run demo`: valigate's main job end to end, from the built package.
import { Validator, field, integer, string } from '../dist/src/index.js';
import { runHttpDemo } from './http.mjs';
import { runUploadDemo } from './upload.mjs';

/** Prints a title, then messages one field a line, or any other value as JSON. */
function show(title, value) {
  console.log(`\n${title}`);
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(Array.isArray)) {
    for (const [field, messages] of Object.entries(value)) console.log(`  ${field}: ${messages.join(' ')}`);
  } else console.log(`  ${JSON.stringify(value)}`);
}

const signup = {
  name: 'A',
  email: 'ada@example',
  age: '17',
  country: 'GBR',
  role: 'owner',
  website: 'javascript:alert(1)',
  items: [{ sku: 'A1', quantity: '2' }, { sku: 'b-2', quantity: 0 }],
};

const notations = {
  'pipe strings': {
    name: 'required|string|min:2|max:50',
    email: 'required|email',
    age: 'required|integer|min:18',
    country: 'required|string|size:2',
    role: 'required|in:admin,editor,viewer',
    website: 'optional|url',
    'items.*.sku': 'required|alpha_num',
    'items.*.quantity': 'required|integer|min:1',
  },
  arrays: {
    name: ['required', 'string', 'min:2', 'max:50'],
    email: ['required', 'email'],
    age: ['required', 'integer', 'min:18'],
    country: ['required', 'string', 'size:2'],
    role: ['required', 'in:admin,editor,viewer'],
    website: ['optional', 'url'],
    'items.*.sku': ['required', 'alpha_num'],
    'items.*.quantity': ['required', 'integer', 'min:1'],
  },
  'fluent builder': {
    name: field().required().string().min(2).max(50),
    email: field().required().email(),
    age: field().required().integer().min(18),
    country: field().required().string().size(2),
    role: field().required().in(['admin', 'editor', 'viewer']),
    website: field().optional().url(),
    'items.*.sku': field().required().alphaNum(),
    'items.*.quantity': field().required().integer().min(1),
  },
};

console.log('valigate demo: one signup form, three notations, identical results.');
for (const [notation, rules] of Object.entries(notations)) {
  const result = await new Validator(rules).validate(signup);
  show(`${notation}: invalid signup ->`, result.errors);
}

const fixed = { ...signup, name: 'Ada', email: 'ada@example.com', age: '36', country: 'GB', role: 'admin', website: 'https://ada.dev', items: [{ sku: 'A1', quantity: '2' }, { sku: 'B2', quantity: 1 }], isAdmin: true };
const valid = new Validator(notations['pipe strings']).validateSync(fixed);
show('the same form fixed -> valid, with only declared fields and numbers converted (isAdmin is dropped):', valid);

Validator.extend('strong_password', {
  validate: (value) => typeof value === 'string' && /[A-Z]/.test(value) && /\d/.test(value),
  message: 'The {field} needs an upper-case letter and a digit.',
});
const custom = await new Validator({ password: string().required().min(8).rule('strong_password') }).validate({ password: 'password' });
show('a custom rule registered with Validator.extend:', custom.errors);

try {
  new Validator({ age: integer().rule('minn', 18) });
} catch (error) {
  show('a mistake in the rules fails at construction:', error.message);
}


// A Laravel-style registration form: cross-field, date, conditional, exclusion and list rules.
const registration = {
  name: 'required|string|max:255',
  email: 'required|email',
  password: 'required|string|min:8|confirmed',
  birthday: 'required|date|before:today',
  account_type: 'required|in:personal,business',
  company: 'required_if:account_type,business',
  vat_id: 'exclude_unless:account_type,business|required|string',
  seats: 'required|integer|min:1',
  admins: 'required|integer|lte:seats',
  'emails.*': 'required|email|distinct:ignore_case',
  terms: 'accepted',
};
const register = new Validator(registration);
const badRegistration = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  password: 'cobol',
  password_confirmation: 'COBOL',
  birthday: '2999-12-09',
  account_type: 'business',
  seats: '3',
  admins: '5',
  emails: ['grace@example.com', 'billing@example.com', 'Billing@Example.com'],
  terms: 'no',
};
show('a registration form, invalid ->', register.validateSync(badRegistration).errors);
const goodRegistration = {
  ...badRegistration,
  password: 'correct horse battery',
  password_confirmation: 'correct horse battery',
  birthday: '1906-12-09',
  account_type: 'personal',
  vat_id: 'GB123456789',
  admins: '2',
  emails: ['grace@example.com', 'billing@example.com'],
  terms: 'yes',
};
show('the registration fixed -> valid (a personal account: vat_id is excluded, password_confirmation only read):', register.validateSync(goodRegistration));

await runHttpDemo();

// Uploads: an image through multer, judged by its content.
await runUploadDemo();
