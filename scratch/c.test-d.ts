import { expectTypeOf } from 'vitest';
import { Validator, type Infer } from '../src/index.js';
const v = new Validator({ name: 'required|string', age: 'integer', 'customer.name': 'required|string', 'items.*.qty': 'integer' });
expectTypeOf<Infer<typeof v>>().toEqualTypeOf<{ name: string; age?: number; customer: { name: string }; items?: { qty?: number }[] }>();
const t: Infer<typeof v> = null!;
const x: { a: 1 } = t;
