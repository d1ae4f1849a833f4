// What the generated code and the kernel give each other: the run's methods the code calls, the
// helpers it is bound with, and the function it is.
import type { CompiledRule, FieldPlan } from '../plan.js';
import type { RunOptions } from '../report.js';
import type { PresenceVerifier, RuleContext } from '../types.js';

/** What the run offers the generated code (src/run.ts's `Run`). */
export interface RunLike {
  readonly stopped: boolean;
  /** Under `stopOnFirstFailure`, whether a field of `plan` comes after the first that failed, and is not validated. */
  skips(plan: FieldPlan): boolean;
  entry(plan: FieldPlan, value: unknown, present: boolean, depth: number, keys: readonly (string | number)[], nodes: readonly unknown[], path?: string): unknown;
  answered(entry: never, at: number, answer: unknown, skipExplicit: boolean): void;
  checkFrom(entry: never, from: number, skipExplicit: boolean): void;
  failWildcard(overCap: boolean, entry: never): void;
  abort(): void;
}

/** The kernel's helpers the generated code is built with: the validator's own copy of them. */
export interface Runtime {
  /** Makes the run a field is handed to, around the validated data built so far (and, where two patterns meet, the containers the call made), with the call's run options. */
  begin(data: unknown, context: RuleContext, sync: boolean, out: Record<string, unknown>, options: RunOptions | undefined, created?: WeakSet<object>): RunLike;
  /** The call's rule context, made once a rule is called or the run made: a call that only reads and places allocates none. */
  ruleContext(req: unknown, database: PresenceVerifier | undefined): RuleContext;
  /** A rule's parameters in the run of a rule context: what its `perRun` made at its first value there (run.ts). */
  paramsFor(rule: CompiledRule, data: unknown, context: RuleContext): unknown;
  /** The same, or undefined where `perRun` throws (for an expression, outside the call's try: the call then asks again, and faults). */
  paramsIfMade(rule: CompiledRule, data: unknown, context: RuleContext): unknown;
  /** A `ValidationFault`: the rule threw. */
  fault(rule: string, path: string, cause: unknown): Error;
  isList(value: unknown): boolean;
  /** Blank text: what ConvertEmptyStringsToNull makes null. */
  isBlank(value: unknown): boolean;
  /** Text PHP's trim empties (blank, or NUL bytes): only implicit rules look at it. */
  isEmptyString(value: unknown): boolean;
  lengthOf(list: unknown): number;
  /** An object's own keys but the reserved ones. */
  members(object: object): string[];
  /** Writes a key of the validated data as an own property, never through a prototype's setter; answers the value. */
  setOwn<T>(target: Record<PropertyKey, unknown>, key: string | number, value: T): T;
  /** Whether a key from the data is an array index that `setOwn` must keep sparse in an object (store.ts). */
  isWideIndex(key: string | number): boolean;
  /** Keeps a container's keys in a dictionary before a wide object's members are added to it (store.ts); answers it. */
  keepKeysInDictionary<T extends object>(object: T): T;
  /** The container at a key of the validated data, made, reused or copied as the walk places it (output.ts). */
  reach(target: Record<PropertyKey, unknown>, key: string | number, list: boolean, created: WeakSet<object>): Record<PropertyKey, unknown>;
  /** A passing value at a key of the validated data, merged into a container made there as the walk places it (output.ts). */
  placeValue(target: Record<PropertyKey, unknown>, key: string | number, value: unknown, created: WeakSet<object>, rank?: number): boolean;
  /** Leaves an excluded field's key out where a less specific pattern ends there too (output.ts). */
  leaveOut(target: Record<PropertyKey, unknown>, key: string | number, created: WeakSet<object>, rank: number): boolean;
  /** Whether an object at these keys is a more specific field's with declared children, so this field places nothing there (output.ts). */
  yieldsAt(plan: FieldPlan, keys: readonly (string | number)[], value: unknown): boolean;
}

/** The validating function: the validated data when every rule passed at once, else the run the fields were handed to. */
export type Generated = (data: unknown, sync: boolean, options: RunOptions | undefined, req: unknown, database: PresenceVerifier | undefined) => Record<string, unknown> | RunLike;

/** A validator's code, and the factory that binds it to one validator's fields and the kernel. */
export interface CompiledCode {
  readonly source: string;
  readonly bind: (fields: readonly FieldPlan[], runtime: Runtime) => Generated;
}

/** What the code depends on besides the plan. */
export interface GenerateOptions {
  readonly blankToNull: boolean;
  /** Two patterns meet with fields below the key where they do, or end at one key (ranked): containers are reached and values placed as the walk merges and ranks them. */
  readonly merges: boolean;
  readonly wildcardElements: number;
  readonly expandedValues: number;
}
