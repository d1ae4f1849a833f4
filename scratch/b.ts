import { Validator, string, field, integer, type Infer, type InferErrors } from '../src/index.js';
const v = new Validator({
  name: 'required|string',
  age: 'integer',
  role: 'required|in:admin,editor',
  level: ['required', 'in:1,2'],
  nick: 'nullable|string',
  note: 'optional|string',
  flag: ['boolean'],
  'customer.name': 'required|string',
  'customer.email': string().email(),
  'items': 'required|array',
  'items.*.qty': 'required|integer',
  'items.*.sku': field().required().in(['a', 'b']),
  'tags.*': 'string',
  re: 'required|regex:/^(a|b)$/i|string',
  n: integer().required().rule<string>('x'),
});
type T = Infer<typeof v>;
const t: T = null!;
const x: { a: 1 } = t;
type E = InferErrors<typeof v.rules>;
const e: E = null!; const y: 1 = e;
