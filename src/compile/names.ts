// The one table of the generated code's names: every identifier the code generator writes comes
// from here, so the printed code (`validator.code`) reads the same as this file.
import { type Code, id } from './code.js';

/** Fixed names: the generated function's parameters, its per-call state, the runtime it is built with. */
export const names = {
  // The parameters of the validating function.
  /** The data being validated. */
  data: id('data'),
  /** True under validateSync: a promise is a mistake. */
  sync: id('sync'),
  /** The call's run options (its locale's messages), for the run the code makes. */
  options: id('options'),
  /** The framework request, handed to every rule. */
  req: id('req'),
  /** The call's presence verifier, for the rule context. */
  database: id('database'),
  // Per call.
  /** The rule context (`req`, `database`, `limits`), made when a rule is first called or the run made. */
  context: id('context'),
  /** The validated data being built. */
  out: id('out'),
  /** The run, made only when a field needs one (a failure, a promise, a batched rule, a cap). */
  run: id('run'),
  /** Where two patterns meet: the containers of the validated data this call made, which fields reached through either pattern share. */
  created: id('created'),
  // Per field.
  /** The field's value, as its rules see it. */
  value: id('value'),
  /** Whether the field is present. */
  present: id('present'),
  /** A modifier keeps the value as it is: only implicit rules run (`nullable` on null). */
  explicit: id('explicit'),
  /** Present, and not text PHP's trim empties (blank kept as text, NUL bytes): else only implicit rules run, and nothing is placed. */
  filled: id('filled'),
  /** A rule's answer when it is not `true`. */
  answer: id('answer'),
  /** Which of the field's rules answered `answer`, for the run the field is then handed to. */
  failed: id('failed'),
  /** What a modifier decided. */
  outcome: id('outcome'),
  /** A wildcard over more elements than its cap. */
  over: id('over'),
  /** The container of the validated data being written into. */
  target: id('target'),
  /** What a rule threw. */
  error: id('error'),
  // The runtime the kernel builds the function with (see `Runtime` in compile/generate.ts).
  /** The validator's fields (`FieldPlan`), by index. */
  fields: id('fields'),
  /** The plan's nodes (`PlanNode`), by number. */
  nodes: id('nodes'),
  /** The kernel's helpers. */
  runtime: id('runtime'),
  begin: id('begin'),
  ruleContext: id('ruleContext'),
  fault: id('fault'),
  paramsFor: id('paramsFor'),
  paramsIfMade: id('paramsIfMade'),
  isList: id('isList'),
  isBlank: id('isBlank'),
  isEmptyString: id('isEmptyString'),
  lengthOf: id('lengthOf'),
  members: id('members'),
  setOwn: id('setOwn'),
  isWideIndex: id('isWideIndex'),
  keepKeysInDictionary: id('keepKeysInDictionary'),
  reach: id('reach'),
  placeValue: id('placeValue'),
  leaveOut: id('leaveOut'),
  yieldsAt: id('yieldsAt'),
  hasOwn: id('hasOwn'),
  objectPrototype: id('objectPrototype'),
  arrayPrototype: id('arrayPrototype'),
  getPrototypeOf: id('getPrototypeOf'),
  isArray: id('isArray'),
} as const;

/** Numbered names: per plan node (`input3`), per field (`field2`), per rule of a field (`validate2_1`). */
export const numbered = {
  /** The input's value at plan node n. */
  input: (n: number): Code => id(`input${n}`),
  /** Whether node n's value is an object, so its children can be read. */
  object: (n: number): Code => id(`object${n}`),
  /** The validated data's container for node n, made when something is placed in it. */
  container: (n: number): Code => id(`out${n}`),
  /** The list or object a wildcard (node n) runs over, its members (undefined for a list), their count, the current key, what it expanded so far. */
  list: (n: number): Code => id(`list${n}`),
  members: (n: number): Code => id(`members${n}`),
  count: (n: number): Code => id(`count${n}`),
  key: (n: number): Code => id(`key${n}`),
  index: (n: number): Code => id(`i${n}`),
  spent: (n: number): Code => id(`spent${n}`),
  own: (n: number): Code => id(`own${n}`),
  /** Whether node n's container, when made, is made for the many members of a wide object (store.ts's keepKeysInDictionary). */
  wide: (n: number): Code => id(`wide${n}`),
  /** The label of the block of node n and the fields below it, which an exclusion (`exclude_if`) leaves. */
  subtree: (n: number): Code => id(`subtree${n}`),
  /** The function holding chunk c of the code, so that no function grows past what the engine optimises. */
  chunk: (c: number): Code => id(`chunk${c}`),
  /** The label of the block of field f's rules, which a rule that does not answer `true` leaves for the hand-over to the run. */
  rules: (f: number): Code => id(`rules${f}`),
  /** The label of field f's block, which `break` leaves. */
  field: (f: number): Code => id(`field${f}`),
  /** Field f's plan. */
  plan: (f: number): Code => id(`plan${f}`),
  /** Rule r of field f: its function (bound to its definition), its parameters. */
  validate: (f: number, r: number): Code => id(`validate${f}_${r}`),
  params: (f: number, r: number): Code => id(`params${f}_${r}`),
  /** Rule r of field f, where it has `perRun`: the compiled rule, and the parameters this call made with it (per call, made at its first value). */
  rule: (f: number, r: number): Code => id(`rule${f}_${r}`),
  runParams: (f: number, r: number): Code => id(`runParams${f}_${r}`),
  /** Field f's k-th other field read for its rules' expressions (`inlinePass` over `others`). */
  other: (f: number, k: number): Code => id(`other${f}_${k}`),
  /** Modifier m of field f: its skip function and parameters. */
  skip: (f: number, m: number): Code => id(`skip${f}_${m}`),
  skipParams: (f: number, m: number): Code => id(`skipParams${f}_${m}`),
  /** Field f's conversion and its parameters. */
  coerce: (f: number): Code => id(`coerce${f}`),
  coerceParams: (f: number): Code => id(`coerceParams${f}`),
  /** Whether node n's object is plain (its prototype Object.prototype): a key Object.prototype lacks is then its own if it is there at all. */
  plain: (n: number): Code => id(`plain${n}`),
  /** Whether the list wildcard node n expands is plain (its prototype Array.prototype): an index Array.prototype lacks is then its own if it is there at all. */
  plainList: (n: number): Code => id(`plainList${n}`),
} as const;
