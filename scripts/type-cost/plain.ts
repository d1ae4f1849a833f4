import { type RulesMap, Validator, string } from 'valigate';

/** The same 30 fields typed as a plain RulesMap: no inference. */
const rules: RulesMap = {
  f0: 'required|string|max:255',
  f1: 'integer|min:1',
  f2: ['required', 'email'],
  f3: 'nullable|in:draft,published,archived',
  f4: string().required().min(3),
  f5: 'required|boolean',
  f6: 'required|string|max:255',
  'items.*.f7': 'integer|min:1',
  'customer.f8': ['required', 'email'],
  f9: 'nullable|in:draft,published,archived',
  f10: string().required().min(3),
  f11: 'required|boolean',
  f12: 'required|string|max:255',
  f13: 'integer|min:1',
  f14: ['required', 'email'],
  f15: 'nullable|in:draft,published,archived',
  f16: string().required().min(3),
  'items.*.f17': 'required|boolean',
  'customer.f18': 'required|string|max:255',
  f19: 'integer|min:1',
  f20: ['required', 'email'],
  f21: 'nullable|in:draft,published,archived',
  f22: string().required().min(3),
  f23: 'required|boolean',
  f24: 'required|string|max:255',
  f25: 'integer|min:1',
  f26: ['required', 'email'],
  'items.*.f27': 'nullable|in:draft,published,archived',
  'customer.f28': string().required().min(3),
  f29: 'required|boolean',
};
const validator = new Validator(rules);

/** The same value, unchecked. */
export const sample: Record<string, unknown> = { f0: 'text', f1: 1, f2: 'a@b.co', f3: 'draft', f4: 'abc', f5: true, f6: 'text', f9: 'draft', f10: 'abc', f11: true, f12: 'text', f13: 1, f14: 'a@b.co', f15: 'draft', f16: 'abc', f19: 1, f20: 'a@b.co', f21: 'draft', f22: 'abc', f23: true, f24: 'text', f25: 1, f26: 'a@b.co', f29: true, items: [{ f7: 1, f17: true, f27: 'draft' }], customer: { f8: 'a@b.co', f18: 'text', f28: 'abc' } };
export const result = validator.validateSync(sample);
export const data: Record<string, unknown> | undefined = result.valid ? result.data : undefined;
