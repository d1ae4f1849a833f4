// The walk: one executor of the plan. It goes through the data node by node along the plan's
// tree (planTree), reading each input node once for every field below it, and hands each
// concrete field to the run (run.ts), as the generated code does.
import { isBlank, isEmptyString, isList, isObjectLike, lengthOf, membersOf, protoIs } from './input.js';
import { place } from './output.js';
import type { FieldPlan, PlanNode } from './plan.js';
import type { Entry } from './report.js';
import { Run } from './run.js';

/** A run that walks the data itself. */
export class Walk extends Run {
  /** The key and the input node at each depth of the path being walked, reused for every field. */
  readonly #keys: (string | number)[] = [];
  readonly #nodes: unknown[] = [];
  /** What each wildcard has expanded so far in this run; -1 once it passed the cap, so it expands no more. */
  #expanded: Map<PlanNode, number> | undefined;
  /** The containers of the validated data along the walk's current path: `#outs[k]` at `k` keys deep, undefined until made. */
  readonly #outs: (Record<PropertyKey, unknown> | undefined)[] = [this.output];
  /** Laravel's ConvertEmptyStringsToNull: a blank string is validated, and kept, as null. */
  readonly #blankToNull = this.options.convertEmptyStringsToNull !== false;

  /**
   * Checks the field declared at `node`, then goes on into `value` for the fields below it: each
   * input node is read once for every field under it. `present` says whether the key was there.
   */
  visit(node: PlanNode, value: unknown, present: boolean, inList: boolean): void {
    const { depth, field } = node;
    this.#nodes[depth] = value;
    if (field) {
      let checked = value;
      let there = present && value !== undefined;
      // A list cannot leave an element out without a hole its type does not have, nor keep one its
      // rules skipped: a missing element, or one only implicit rules would look at (blank, or NUL
      // bytes), is validated as null, even when blank strings are kept.
      if (inList && (checked === undefined || isEmptyString(checked))) {
        checked = null;
        there = true;
      } else if (there && this.#blankToNull && isBlank(checked)) checked = null;
      // An excluded field takes the fields below it along, as Laravel's exclusion of `items` excludes `items.*.id`.
      if (this.check(this.#entry(field, checked, there, depth)) === 'exclude') return;
    }
    if (node.children.length === 0 && node.wildcard === undefined) return;
    // A missing parent makes its children absent; a wildcard over nothing matches nothing, as in Laravel (require the list with `items: 'required|array'`).
    const object = present && isObjectLike(value) ? value : undefined;
    // A plain object has as its own whatever key it has that Object.prototype has not (input.ts, protoIs).
    const plain = object !== undefined && node.children.length > 0 && protoIs(object, Object.prototype);
    for (const child of node.children) {
      if (this.stopped) return;
      let found = false;
      let childValue: unknown;
      if (object !== undefined) {
        // Inlined rather than ownValue(): no tuple allocated per key on the hot path.
        try {
          if ((plain && !(child.segment in Object.prototype)) || (Object.hasOwn(object, child.segment) && (child.indexKey || !isList(object)))) {
            childValue = object[child.segment];
            found = childValue !== undefined;
          }
        } catch {
          // A getter or proxy trap that throws is hostile input: the field counts as absent.
        }
      }
      this.#keys[depth] = child.segment;
      this.#outs[depth + 1] = undefined;
      this.visit(child, childValue, found, false);
    }
    if (node.wildcard !== undefined && object !== undefined && !this.stopped) this.#expand(node.wildcard, object);
  }

  /** Visits every element of the object or array met at a wildcard, within the caps on how many. */
  #expand(node: PlanNode, list: Record<string, unknown>): void {
    const depth = node.depth - 1;
    // Past the cap the field fails before anything is expanded, so a million-element array costs nothing.
    const members = isList(list) ? undefined : membersOf(list);
    const count = members ? members.length : lengthOf(list as unknown as unknown[]);
    const spent = (this.#expanded ??= new Map()).get(node) ?? 0;
    if (spent < 0) return;
    // The values a wildcard expands to are capped as a whole too, its outer wildcards' included, so nested wildcards cannot multiply past the cap.
    let total = spent + count;
    for (let above = node.above; above !== undefined; above = above.above) total += Math.max(0, this.#expanded.get(above) ?? 0);
    const overCap = count > this.limits.wildcardElements;
    if (overCap || total > this.limits.expandedValues) {
      this.failWildcard(overCap, this.#entry(node.first, list, true, depth));
      if (!overCap) this.#expanded.set(node, -1);
      return;
    }
    this.#expanded.set(node, spent + count);
    // An object's members are its own keys; a defined element of a plain array is its own unless
    // Array.prototype (or Object.prototype) has that index now (Object.hasOwn is slow on a hot loop).
    const plainList = members === undefined && protoIs(list, Array.prototype);
    // Each element of a list keeps its place in the validated data, even when none of its fields is kept, so the list has no holes;
    // an element declared as a field of its own (`g.*: 'array'`) that is not an object has the place its own rules give it.
    // The data's root is an object whatever the input (as typed; Laravel's array keyed by index): a root list's elements hold no place.
    const dense = members === undefined && depth > 0 && (node.children.length > 0 || node.wildcard !== undefined);
    for (let i = 0; i < count && !this.stopped; i++) {
      const key = members ? members[i]! : i;
      let value: unknown;
      let found = false;
      try {
        // Asked before reading, as for an object's key: a getter on a prototype's index runs (and may remove itself) only when it is read.
        if (members !== undefined || (plainList && !(key in Array.prototype)) || Object.hasOwn(list, key)) {
          value = list[key];
          found = value !== undefined;
        }
      } catch {
        // A getter or proxy trap that throws is hostile input: the element counts as absent.
      }
      this.#keys[depth] = key;
      this.#outs[depth + 1] = undefined;
      if (dense && (node.field === undefined || isObjectLike(value))) {
        this.#nodes[depth + 1] = value;
        place(this.output, this.created, this.#keys, this.#nodes, depth + 1, undefined, true, this.#outs, node.first.objects);
      }
      this.visit(node, value, found, members === undefined);
    }
  }

  /** The concrete field the walk is on, on the walk's live stacks. */
  #entry(plan: FieldPlan, value: unknown, present: boolean, depth: number): Entry {
    return this.entry(plan, value, present, depth, this.#keys, this.#nodes);
  }

  /**
   * Gives a waiting entry its own copy of the path stacks, which the walk goes on reusing. A path
   * without wildcards has its pattern's keys. A failure needs only the keys (its messages' path); a
   * field that then waits for a rule's promise needs the nodes too, which its placing reads.
   */
  override detach(entry: Entry, keysOnly = false): void {
    if (entry.keys === this.#keys) entry.keys = entry.plan.wildcard ? this.#keys.slice(0, entry.depth) : entry.plan.segments;
    if (!keysOnly && entry.nodes === this.#nodes) entry.nodes = this.#nodes.slice(0, entry.depth + 1);
  }

  protected override containers(entry: Entry): (Record<PropertyKey, unknown> | undefined)[] | undefined {
    return entry.keys === this.#keys ? this.#outs : undefined;
  }
}
