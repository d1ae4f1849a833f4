import { string } from '../../src/index.js';

/** The body rules of the typed route both adapter suites declare (`id` comes from the path), in all three notations. */
export const TYPED_BODY_RULES = { 'customer.name': ['required', 'string'], items: 'array', 'items.*.qty': 'required|integer|min:1', role: string().required().in(['admin', 'editor']) } as const;

/**
 * The typed route's answer, computed from its validated data. The handlers pass `validatedData`
 * here without a cast, so they compile only when the adapter types it from the route's rules.
 */
export function typedAnswer(data: { id: number; customer: { name: string }; items?: { qty: number }[]; role: 'admin' | 'editor' }) {
  return { next: data.id + 1, greeting: `Hello ${data.customer.name}`, total: (data.items ?? []).reduce((sum, item) => sum + item.qty, 0), role: data.role.toUpperCase() };
}

/** A valid request to `/typed/7` and the answer, with `qty: '2'` converted. */
export const TYPED_VALID = { body: { id: 'from-body', customer: { name: 'Ada' }, items: [{ qty: '2' }, { qty: 3 }], role: 'admin' }, answer: { next: 8, greeting: 'Hello Ada', total: 5, role: 'ADMIN' } };

/** An invalid request to `/typed/x` and the 422 body. */
export const TYPED_INVALID = {
  body: { customer: {}, items: [{ qty: 0 }], role: 'guest' },
  answer: {
    message: 'Validation failed',
    errors: {
      id: ['The id must be an integer.'],
      'customer.name': ['The customer.name field is required.'],
      'items.0.qty': ['The items.0.qty must be at least 1.'],
      role: ['The selected role is invalid.'],
    },
  },
};
