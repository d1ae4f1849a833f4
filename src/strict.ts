// `strict`: every own key of the data that no declared path reaches (nor a path a rule reads) is a failure.
import { RESERVED_SEGMENTS, isList, isObjectLike, lengthOf, ownKeys, ownValue } from './input.js';
import type { CompiledTemplate } from './messages.js';
import { UNDECLARED } from './plan.js';
import { type PathNode, descend } from './path.js';
import type { Run } from './run.js';
import type { FailureCode } from './report.js';

/** What failed for an undeclared key. */
const STRICT: FailureCode = { name: 'strict', args: [] };

/** The declared paths as a tree, for `strict`: which keys of each object a rule declares. */
export type Shape = PathNode<Shape>;

/** The tree of declared paths (and of the paths rules read); `*` matches any key but a reserved one. */
export function shapeOf(fields: readonly { readonly segments: readonly string[] }[]): Shape {
  const make = (): Shape => ({ children: new Map(), wildcard: undefined });
  const root = make();
  for (const { segments } of fields) descend(root, segments, make);
  return root;
}

/**
 * Whether `node` may hold a key `shape` does not declare, asked without making the run valid data
 * needs none of: false only where `reportUndeclared` would report nothing (a key that two declared
 * paths reach answers true, for the report to settle).
 */
export function holdsUndeclared(shape: Shape, node: unknown, wildcardElements: number): boolean {
  if (!isObjectLike(node) || (shape.children.size === 0 && !shape.wildcard)) return false;
  if (shape.wildcard && isList(node) && lengthOf(node) > wildcardElements) return false;
  for (const key of ownKeys(node)) {
    const child = shape.children.get(key);
    const wildcard = RESERVED_SEGMENTS.has(key) ? undefined : shape.wildcard;
    if (child === undefined ? wildcard === undefined : wildcard !== undefined) return true;
    // An own key (ownKeys listed it), read without the pair ownValue makes: a getter that throws is the report's to settle.
    let value: unknown;
    try {
      value = (node as Record<string, unknown>)[key];
    } catch {
      return true;
    }
    if (holdsUndeclared((child ?? wildcard)!, value, wildcardElements)) return true;
  }
  return false;
}

/** Reports every own key of `node` that `shape` does not declare; a declared leaf's value is taken whole. */
export function reportUndeclared(run: Run, shape: Shape, message: CompiledTemplate, node: unknown): void {
  reportUnder(run, [shape], message, node, '', []);
}

/**
 * The same below a node that several declared paths reach (`items.*` and `items.0`): a key is
 * declared when any of them declares it, and a value one of them declares whole is taken whole.
 */
function reportUnder(run: Run, shapes: readonly Shape[], message: CompiledTemplate, node: unknown, path: string, keys: readonly (string | number)[]): void {
  if (!isObjectLike(node) || shapes.some((shape) => shape.children.size === 0 && !shape.wildcard)) return;
  // The run already failed a wildcard over too many elements; do not list them again.
  if (shapes.some((shape) => shape.wildcard) && isList(node) && lengthOf(node) > run.limits.wildcardElements) return;
  for (const key of ownKeys(node)) {
    if (run.stopped) return;
    const below: Shape[] = [];
    for (const shape of shapes) {
      for (const child of [shape.children.get(key), RESERVED_SEGMENTS.has(key) ? undefined : shape.wildcard]) if (child && !below.includes(child)) below.push(child);
    }
    const at = path === '' ? key : `${path}.${key}`;
    const atKeys = [...keys, isList(node) ? Number(key) : key];
    if (below.length === 0) {
      // Its own keys, so the walk's shared key stack never stands for this path.
      const entry = run.entry(UNDECLARED, undefined, true, atKeys.length, atKeys, [], undefined);
      entry.path = at;
      run.report.fail(entry, message, undefined, undefined, STRICT);
      continue;
    }
    const [found, value] = ownValue(node, key);
    if (found) reportUnder(run, below, message, value, at, atKeys);
  }
}
