import { Validator, type CheckRules, type RulesMap, type InferRules } from '../src/index.js';
declare class V1<const R extends RulesMap> { constructor(rules: R extends CheckRules<R> ? R : CheckRules<R>); rules: R }
const a = new V1({ email: 'required|emial', name: 'required|string' });
const b = new V1({ email: 'required|email', name: 'required|string', tags: ['array', 'in:a,b'] });
type B = InferRules<typeof b.rules>;
const bb: B = { email: 1 };
declare class V2<const R extends RulesMap & CheckRules<R>> { constructor(rules: R); rules: R }
const c = new V2({ email: 'required|emial', name: 'required|string' });
const d = new V2({ email: 'required|email', name: 'required|string' });
const dd: InferRules<typeof d.rules> = { email: 1 };
