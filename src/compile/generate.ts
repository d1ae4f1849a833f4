// The code generator: the plan the walk runs (planTree's nodes, each field's modifiers, rules and
// conversion), written out as one function, step for step as run.ts takes them. A rule that does
// not answer `true` at once (a failure, a promise), a batched rule and a wildcard past its cap go
// to the run, which the code makes then: so messages, async answers, timeouts and batches have one
// implementation, the run's, and valid data costs a property read and a call per rule.
import { protoAccessor } from '../input.js';
import { splitPath } from '../path.js';
import { MANY_KEYS, isWideIndex } from '../store.js';
import { type CompiledRule, type FieldPlan, type PlanNode, makesObject } from '../plan.js';
import { Code, CodeWriter, type Part, _, comment, compileFunction, join, num } from './code.js';
import { inlinePass, pathOf, readOther, readsOthers } from './inline.js';
import { names as N, numbered as n } from './names.js';
import type { CompiledCode, GenerateOptions } from './types.js';

export type { CompiledCode, GenerateOptions, Generated, Runtime, RunLike } from './types.js';

/** Where the generator is in the tree: the node, its number, and the path to it as code. */
interface At {
  readonly node: PlanNode;
  readonly id: number;
  readonly parent: At | undefined;
  /** The keys from the root: a segment, or the name of a wildcard's current key. */
  readonly keys: readonly (string | Code)[];
  /** The input's value at each depth down to this node. */
  readonly inputs: readonly Code[];
  /** Whether the node's value is an element of a list: yes, no, or decided at run time (a wildcard over an array or an object). */
  readonly inList: boolean | Code;
}

/**
 * The most source one function of the generated code holds. V8 never optimises a function whose
 * bytecode is past 60 KB (`--max-optimized-bytecode-size`), which a form of some hundred fields
 * written as one function reaches: a node's children are then written in chunks, each a function of
 * its own sharing the call's variables, so a form of any width runs optimised. A character of this
 * code is 0.5 to 0.8 bytes of bytecode, more as a function grows (its operands widen): 40,000
 * characters are about 25 KB, well below the limit. Fewer chunks warm up sooner: the chunks of a
 * call turn hot together, and V8 queues at most 8 for optimisation at once
 * (`--concurrent-recompilation-queue-length`), the others waiting thousands of calls more. A form
 * of 200 fields in 19 chunks of 24,000 ran its first 10,000 calls unoptimised, in 12 of 40,000
 * about 7,000.
 */
const CHUNK_SIZE = 40_000;

/** Writes the validating function for the plan; undefined where `new Function` is refused. */
export function generate(tree: PlanNode, fields: readonly FieldPlan[], options: GenerateOptions): CompiledCode | undefined {
  let w = new CodeWriter();
  let nextChunk = 0;
  const spent: { readonly name: Code; readonly node: PlanNode }[] = [];
  const ids = new Map<PlanNode, number>();
  let nextId = 0;
  const number = (node: PlanNode) => {
    ids.set(node, nextId);
    return nextId++;
  };
  const bindings: Code[] = [];
  /** The parameters each rule with `perRun` made for this call: variables of the call, made at the rule's first value. */
  const runParams: Code[] = [];
  /** The rule context, made at its first use. */
  const context = _`(${N.context} ??= ${N.ruleContext}(${N.req}, ${N.database}))`;

  /** The run, made on first use; then the call handing it the field or list; then stop when the error cap was reached. */
  const toRun = (call: Code) => {
    w.line(_`${N.run} ??= ${N.begin}(${join([N.data, context, N.sync, N.out, N.options, ...(options.merges ? [N.created] : [])])});`);
    w.line(_`${N.run}.${call};`);
    w.line(_`if (${N.run}.stopped) return ${N.run};`);
  };
  // A wildcard field's concrete path is joined here, where its keys are names, not from a list of them;
  // a field without wildcards has its pattern's keys, which no entry changes.
  const entry = (at: At, plan: FieldPlan, value: Code, present: Code, depth: number) => {
    const own = depth === plan.segments.length;
    const keys = own && !plan.wildcard ? _`${n.plan(plan.index)}.segments` : _`[${join(at.keys.slice(0, depth))}]`;
    return _`${N.run}.entry(${n.plan(plan.index)}, ${value}, ${present}, ${num(depth)}, ${keys}, [${join(at.inputs.slice(0, depth + 1))}]${plan.wildcard && own ? _`, ${pathOf(at.keys)}` : _``})`;
  };
  /**
   * Writes `value` at `key` of a container of the validated data, answering it: assigned where no prototype
   * has the key, else defined, so a setter or read-only value on a polluted prototype never takes the
   * write. Written at each site, not called, so each store stays monomorphic; `target` holds the
   * container, so a nested container's expression inside `container` is finished before it is read.
   */
  const write = (container: Code, key: Part, value: Code): Code => {
    // Only an inherited key needs setOwn's define (the container is `{}` or `[]`, and Array.prototype
    // sits above Object.prototype), so the prototype is asked, not the target: `in` on a container
    // past V8's fast-property limit (a wide form, a wildcard over an object's members) is a
    // dictionary lookup per key, a constant key on the prototype an inline cache hit.
    // A key from the data (a wildcard's over an object: a list's is a number) may be a wide index (store.ts), which `setOwn` keeps sparse; a declared key is known now.
    // A key from the data is asked of the container's own prototype, as setOwn does: `in` over
    // ever-changing keys is a slow lookup per prototype, and an object has one below it, not two.
    const viaSetOwn = key instanceof Code ? _`(${N.isArray}(${N.target}) ? ${key} in ${N.arrayPrototype} : ${key} in ${N.objectPrototype}) || (typeof ${key} === "string" && ${N.isWideIndex}(${key}))` : typeof key === 'string' && isWideIndex(key) ? _`true` : _`${key} in ${N.arrayPrototype}`;
    return _`(${N.target} = ${container}, ${viaSetOwn} ? ${N.setOwn}(${N.target}, ${key}, ${value}) : (${N.target}[${key}] = ${value}))`;
  };
  /** A passing value at `key` of a container; where two patterns meet, merged as the walk merges it (output.ts's placeValue). */
  const placeValue = (container: Code, key: Part, value: Code, plan?: FieldPlan): Code =>
    options.merges ? _`${N.placeValue}(${container}, ${key}, ${value}, ${N.created}${plan?.rank === undefined ? _`` : _`, ${n.plan(plan.index)}.rank`})` : write(container, key, value);
  /** Whether the data's container for the node is a list: as the input is, unless the rules name only keys below it (makesObject). */
  const listed = (node: PlanNode, input: Code): Code => (makesObject(node) ? _`false` : _`${N.isList}(${input})`);
  /**
   * The validated data's container for the node at `key` of its parent's, made on first use as the
   * input is there (an array or an object); where two patterns meet, the one either made, as the walk reaches it (output.ts's reach).
   */
  const reach = (container: Code, key: Part, node: PlanNode, input: Code): Code =>
    options.merges ? _`${N.reach}(${container}, ${key}, ${listed(node, input)}, ${N.created})` : write(container, key, makesObject(node) ? _`{}` : _`${N.isList}(${input}) ? [] : {}`);
  const containerOf = (at: At): Code => {
    if (at.parent === undefined) return N.out;
    const [container, made] = [n.container(at.id), reach(containerOf(at.parent), at.keys.at(-1)!, at.node, at.inputs.at(-1)!)];
    // A wildcard's container made for the members of a wide object takes their keys in a dictionary (store.ts).
    return at.node.wildcard === undefined ? _`(${container} ??= ${made})` : _`(${container} ?? (${container} = ${made}, ${n.wide(at.id)} ? ${N.keepKeysInDictionary}(${container}) : ${container}))`;
  };
  /**
   * The keyword declaring a node's variables: `var` unless a wildcard's loop runs them anew for each
   * element (then `const` for a `constant`, else `let`). A chunk (a function of its own) reading a `let` or `const` of the function around it
   * checks that it is initialised at every read (hundreds of checks a chunk, measured to make V8
   * optimise it half again as slowly); a `var` needs none. The bindings above the function are `var` likewise.
   */
  const declare = (keys: readonly (string | Code)[], constant = false): Code => (!keys.some((key) => key instanceof Code) ? _`var` : constant ? _`const` : _`let`);
  /** Declares the validated data's container for a node with fields below it (and, for a wildcard's, whether it is made for many keys). */
  const declareContainer = (node: PlanNode, id: number, keys: readonly (string | Code)[]) => {
    if (node.wildcard !== undefined) w.line(_`${declare(keys)} ${n.container(id)}, ${n.wide(id)} = false;`);
    else if (node.children.length > 0) w.line(_`${declare(keys)} ${n.container(id)};`);
  };

  // Sets `target` when `node`'s prototype is `prototype` (input.ts's protoIs, written here per site,
  // where the accessor's inline cache sees one shape and needs no call).
  const protoTest = (target: Code, node: Code, prototype: Code): Code =>
    _`try { ${target} = ${protoAccessor ? _`${node}.__proto__` : _`${N.getPrototypeOf}(${node})`} === ${prototype}; } catch {}`;

  /** Whether fields are declared below the node. */
  const below = (node: PlanNode): boolean => node.children.length > 0 || node.wildcard !== undefined;

  /** Whether the field's value is filled: absent, or text PHP's trim empties, only implicit rules run and nothing is placed. A list's element is always filled (as null at worst). */
  const filledOf = (at: At): Code => (at.inList === true ? N.present : N.filled);

  const field = (at: At, plan: FieldPlan) => {
    const f = plan.index;
    const depth = at.node.depth;
    const path = pathOf(at.keys);
    const input = at.inputs.at(-1)!;
    const hasSkips = plan.skips.length > 0;
    const explicit = hasSkips ? N.explicit : _`false`;
    bindings.push(_`var ${n.plan(f)} = ${N.fields}[${num(f)}];`);
    if (plan.coerce) bindings.push(_`var ${n.coerce(f)} = ${n.plan(f)}.coerce.convert, ${n.coerceParams(f)} = ${n.plan(f)}.coerce.params;`);
    w.line(comment(plan.pattern));
    w.block(_`${n.field(f)}:`, () => {
      // Under stopOnFirstFailure, Laravel validates no field after the first that failed (run.ts).
      w.line(_`if (${N.run} !== undefined && ${N.run}.skips(${n.plan(f)})) break ${n.field(f)};`);
      // As the walk: a missing element of a list, or one PHP's trim empties, is null and present; a blank string is null to every rule
      // (ConvertEmptyStringsToNull); other text PHP's trim empties (NUL bytes) stays text, which only implicit rules look at.
      // Text starting with printable ASCII is neither: settled here without a call.
      const empty = _`typeof ${N.value} === "string" && !(${N.value}.charCodeAt(0) > 32 && ${N.value}.charCodeAt(0) < 127) && ${N.isEmptyString}(${N.value})`;
      const listed = () => w.line(_`${N.present} = true;${at.inList === true ? _`` : _` ${N.filled} = true;`} if (${N.value} === undefined || ${empty}) ${N.value} = null;`);
      const keyed = () =>
        w.line(
          options.blankToNull
            ? _`${N.present} = ${N.filled} = ${N.value} !== undefined; if (${empty}) { if (${N.isBlank}(${N.value})) ${N.value} = null; else ${N.filled} = false; }`
            : _`${N.present} = ${N.value} !== undefined; ${N.filled} = ${N.present} && !(${empty});`,
        );
      w.line(at.inList === true ? _`let ${N.value} = ${input}, ${N.present};` : _`let ${N.value} = ${input}, ${N.present}, ${N.filled};`);
      const { checks } = plan;
      // The fields the rules' expressions are written over (paths without a wildcard), each read once for the value, before any rule.
      const others = new Map<string, Code>();
      const othersOf = (check: CompiledRule) =>
        !readsOthers(check) ? [] : check.reads.map((path) => (splitPath(path).includes('*') ? undefined : others.get(path) ?? others.set(path, n.other(f, others.size)).get(path)));
      // A rule with `perRun` gets the parameters it made for this call, asked of the kernel at its first value (shared with the run, which may ask too):
      // its call makes them inside its try; its expression names them, made first (by a maker that answers undefined, never a fault, for the call to fault).
      const made = checks.map((check, r) => {
        if (check.perRun === undefined) return undefined;
        bindings.push(_`var ${n.rule(f, r)} = ${n.plan(f)}.checks[${num(r)}];`);
        runParams.push(n.runParams(f, r));
        return (maker: Code) => _`(${n.runParams(f, r)} ??= ${maker}(${n.rule(f, r)}, ${N.data}, ${context}))`;
      });
      const passes = checks.map((check, r) => {
        if (check.validateMany !== undefined) return undefined;
        const pass = inlinePass(check, plan.pattern, made[r] ? n.runParams(f, r) : n.params(f, r), othersOf(check));
        return pass && made[r] ? _`(${made[r](N.paramsIfMade)} !== undefined && ${pass})` : pass;
      });
      for (const [path, name] of others) {
        w.line(_`let ${name};`);
        w.line(readOther(name, path));
      }
      // Text starting with printable ASCII is neither absent nor blank nor emptied by PHP's trim: where every
      // rule's expression passes it, it is settled in one test before the conversion below and placed. Tested
      // after that conversion, the expressions are asked anew in full, as V8 sees a value that may have been
      // replaced; any other value takes the steps below from the start (the expressions are pure: asked again, they answer alike).
      if (!hasSkips && checks.length > 0 && passes.every((pass) => pass !== undefined)) {
        const settled = _`typeof ${N.value} === "string" && ${N.value}.charCodeAt(0) > 32 && ${N.value}.charCodeAt(0) < 127`;
        w.block(_`if (${join([settled, ...passes.map((pass) => pass!)], ' && ')})`, () => {
          w.line(at.inList === true ? _`${N.present} = true;` : _`${N.present} = ${N.filled} = true;`);
          placement(at, plan, true);
          w.line(_`break ${n.field(f)};`);
        });
      }
      if (at.inList === true) listed();
      else if (at.inList === false) keyed();
      else {
        w.block(_`if (${at.inList})`, listed);
        w.block(_`else`, keyed);
      }
      if (hasSkips) w.line(_`let ${N.explicit} = false, ${N.outcome};`);
      plan.skips.forEach(({ name, readsField }, m) => {
        bindings.push(_`var ${n.skip(f, m)} = ${n.plan(f)}.skips[${num(m)}].skip, ${n.skipParams(f, m)} = ${n.plan(f)}.skips[${num(m)}].params;`);
        w.line(_`try { ${N.outcome} = ${n.skip(f, m)}(${N.value}, ${N.present}, ${n.skipParams(f, m)}, ${readsField ? path : ''}, ${N.data}); } catch (${N.error}) { throw ${N.fault}(${name}, ${path}, ${N.error}); }`);
        w.line(_`if (${N.outcome} === "omit") break ${n.field(f)};`);
        // An excluded field takes the fields below it along, as the walk leaves its subtree.
        const exit = _`break ${below(at.node) ? n.subtree(at.id) : n.field(f)};`;
        // Where a less specific pattern ends at its key too, the exclusion outranks that pattern's value (output.ts's leaveOut).
        if (plan.rank === undefined) w.line(_`if (${N.outcome} === "exclude") ${exit}`);
        else w.line(_`if (${N.outcome} === "exclude") { if (${N.present}) ${N.leaveOut}(${containerOf(at.parent!)}, ${at.keys.at(-1)!}, ${N.created}, ${n.plan(f)}.rank); ${exit} }`);
        w.line(_`if (${N.outcome} === "explicit") ${N.explicit} = true;`);
      });
      const filled = filledOf(at);
      /** Writes rule r; false once a batched rule hands the rest of the field to the run. */
      const rule = (check: CompiledRule, r: number): boolean => {
        bindings.push(_`var ${n.validate(f, r)} = ${n.plan(f)}.checks[${num(r)}].validate, ${n.params(f, r)} = ${n.plan(f)}.checks[${num(r)}].params;`);
        if (check.validateMany !== undefined) {
          w.line(comment(`${check.name}: batched, the run asks it once for all values`));
          toRun(_`checkFrom(${entry(at, plan, N.value, N.present, depth)}, ${num(r)}, ${explicit})`);
          w.line(_`break ${n.field(f)};`);
          return false;
        }
        const params = made[r] ? made[r](N.paramsFor) : n.params(f, r);
        const call = () => {
          w.line(_`try { ${N.answer} = ${n.validate(f, r)}(${N.value}, ${params}, ${check.readsField ? path : ''}, ${N.data}, ${N.req}, ${context}); } catch (${N.error}) { throw ${N.fault}(${check.name}, ${path}, ${N.error}); }`);
          w.line(_`if (${N.answer} !== true) { ${N.failed} = ${num(r)}; break ${n.rules(f)}; }`);
        };
        const pass = passes[r];
        if (pass) w.block(_`if (!${pass})`, call);
        else call();
        return true;
      };
      /** The rules in the written order (an implicit rule runs on every value, a run of the others only on a filled one), then the passing value's place unless a batched rule takes the field over. */
      const rules = (): void => {
        let r = 0;
        let open = true;
        // A batched rule reached only by a filled value: an empty one goes on to the implicit rules after it, but is never placed.
        let handedFilled = false;
        while (r < checks.length && open) {
          if (checks[r]!.implicit) {
            open = rule(checks[r]!, r);
            r++;
          } else {
            w.block(hasSkips ? _`if (${filled} && !${N.explicit})` : _`if (${filled})`, () => {
              while (r < checks.length && !checks[r]!.implicit) {
                const handed = !rule(checks[r]!, r);
                r++;
                // The run takes a filled value on with every rule after the batched one.
                if (handed) while (r < checks.length && !checks[r]!.implicit) r++;
                handedFilled ||= handed;
              }
            });
          }
        }
        if (open && !handedFilled) placement(at, plan);
      };
      if (checks.every((check) => check.validateMany !== undefined)) {
        rules();
        return;
      }
      // Every rule that does not answer `true` leaves the block for the one hand-over to the run below it.
      w.line(_`let ${N.answer}, ${N.failed};`);
      w.block(_`${n.rules(f)}:`, () => {
        rules();
        // Past the rules (a batched rule inside a block may not have been reached): nothing to hand over.
        w.line(_`break ${n.field(f)};`);
      });
      toRun(_`answered(${entry(at, plan, N.value, N.present, depth)}, ${N.failed}, ${N.answer}, ${explicit})`);
    });
  };

  /** Writes what becomes of field `plan`'s value once its rules passed: its place in the validated data, converted unless a modifier kept it as it is (`settled`: a value known filled). */
  const placement = (at: At, plan: FieldPlan, settled = false) => {
    const f = plan.index;
    const path = pathOf(at.keys);
    const hasSkips = plan.skips.length > 0;
    const filled = filledOf(at);
    const parent = at.parent!;
    if (plan.container) {
      w.block(_`if (${N.present})`, () => {
        w.line(_`if (typeof ${N.value} === "object" && ${N.value} !== null) ${containerOf(at)};`);
        // A null a modifier keeps (`nullable`) is kept; its declared children are absent.
        if (hasSkips) w.line(_`else if (${N.value} === null && ${N.explicit}) ${placeValue(containerOf(parent), at.keys.at(-1)!, _`null`)};`);
        // An element of a list that passed with no object to keep still holds its place; a root list's has none (the data's root is an object).
        if (at.node.segment === '*' && parent.parent !== undefined) w.line(_`else if (${N.isList}(${parent.inputs.at(-1)!})) ${containerOf(at)};`);
      });
      return;
    }
    const place = () => {
      if (plan.coerce) {
        const convert = _`try { ${N.value} = ${n.coerce(f)}(${N.value}, ${n.coerceParams(f)}); } catch (${N.error}) { throw ${N.fault}(${plan.coerce.name}, ${path}, ${N.error}); }`;
        w.line(hasSkips ? _`if (!${N.explicit}) ${convert}` : convert);
      }
      w.line(_`${placeValue(containerOf(parent), at.keys.at(-1)!, N.value, plan)};`);
    };
    // An object where a more specific field with declared children ends is theirs (output.ts's yieldsAt).
    const yields = plan.yieldsTo === undefined ? undefined : _`${N.yieldsAt}(${n.plan(f)}, [${join(at.keys)}], ${N.value})`;
    if (!settled) w.block(yields ? _`if (${filled} && !${yields})` : _`if (${filled})`, place);
    else if (yields) w.block(_`if (!${yields})`, place);
    else place();
  };

  const expand = (at: At, node: PlanNode) => {
    const id = number(node);
    const depth = node.depth - 1;
    const list = at.inputs.at(-1)!;
    const [members, count, spentName, own, key, i] = [n.members(id), n.count(id), n.spent(id), n.own(id), n.key(id), n.index(id)];
    spent.push({ name: spentName, node });
    w.line(comment(`each member of ${at.keys.length ? at.keys.map(String).join('.') : 'the data'}`));
    w.block(_`if (${n.object(at.id)} && ${spentName} >= 0)`, () => {
      w.line(_`${declare(at.keys, true)} ${members} = ${N.isList}(${list}) ? undefined : ${N.members}(${list});`);
      w.line(_`${declare(at.keys, true)} ${count} = ${members} === undefined ? ${N.lengthOf}(${list}) : ${members}.length;`);
      // The values wildcards expand to are capped as a whole, the outer wildcards' included, so nested wildcards cannot multiply past the cap.
      const above: Code[] = [];
      for (let outer = node.above; outer !== undefined; outer = outer.above) {
        const name = spent.find((one) => one.node === outer)!.name;
        above.push(_`(${name} > 0 ? ${name} : 0)`);
      }
      w.line(_`const ${N.over} = ${count} > ${num(options.wildcardElements)};`);
      w.block(_`if (${N.over} || ${join([spentName, count, ...above], ' + ')} > ${num(options.expandedValues)})`, () => {
        w.line(_`if (!${N.over}) ${spentName} = -1;`);
        toRun(_`failWildcard(${N.over}, ${entry(at, node.first, list, _`true`, depth)})`);
      });
      w.block(_`else`, () => {
        w.line(_`${spentName} += ${count};`);
        const wide = _`${members} !== undefined && ${count} > ${num(MANY_KEYS)}`;
        if (at.parent === undefined) w.line(_`if (${wide}) ${N.keepKeysInDictionary}(${N.out});`);
        else w.line(_`if (${wide}) { if (${n.container(at.id)} === undefined) ${n.wide(at.id)} = true; else ${N.keepKeysInDictionary}(${n.container(at.id)}); }`);
        // An object's members are its own keys; a defined element of a plain array is its own unless Array.prototype (or Object.prototype) has that index now.
        const plainList = n.plainList(id);
        w.line(_`${declare(at.keys, true)} ${own} = ${members} !== undefined;`);
        w.line(_`${declare(at.keys)} ${plainList} = false;`);
        w.line(_`if (!${own}) ${protoTest(plainList, list, N.arrayPrototype)}`);
        w.block(_`for (let ${i} = 0; ${i} < ${count}; ${i}++)`, () => {
          w.line(_`const ${key} = ${members} === undefined ? ${i} : ${members}[${i}];`);
          const input = n.input(id);
          w.line(_`let ${input};`);
          // Asked before reading, as for an object's key: a getter on a prototype's index runs (and may remove itself) only when it is read.
          w.line(_`try { if (${own} || (${plainList} && !(${key} in ${N.arrayPrototype})) || ${N.hasOwn}(${list}, ${key})) ${input} = ${list}[${key}]; } catch { ${input} = undefined; }`);
          const child: At = { node, id, parent: at, keys: [...at.keys, key], inputs: [...at.inputs, input], inList: _`${members} === undefined` };
          if (node.children.length > 0 || node.wildcard !== undefined) {
            declareContainer(node, id, child.keys);
            // Each element of a list keeps its place in the data, so the list has no holes; not at the root, which the data holds as an object.
            const element = _`${n.container(id)} = ${reach(containerOf(at), key, node, input)};`;
            if (at.parent !== undefined) w.line(node.field === undefined ? _`if (${members} === undefined) ${element}` : _`if (${members} === undefined && typeof ${input} === "object" && ${input} !== null) ${element}`);
          }
          visit(child);
        });
      });
    });
  };

  /** What `write` writes, in a writer of its own. */
  const written = (write: () => void): CodeWriter => {
    const around = w;
    w = new CodeWriter();
    write();
    const code = w;
    w = around;
    return code;
  };

  /** Writes the parts in order, in chunks when they are too large for one function: each chunk answers the run once the error cap stopped it. */
  const writeParts = (parts: readonly (() => void)[]) =>
    w.chunks(parts.map(written), CHUNK_SIZE, () => {
      const name = n.chunk(nextChunk++);
      // Its own `target`, so the chunk's stores use a local, not the caller's shared variable.
      return { head: _`function ${name}()`, first: _`let ${N.target};`, call: _`if (${name}() !== undefined) return ${N.run};` };
    });

  const visit = (at: At) => {
    const { node } = at;
    // A field whose modifiers may exclude it wraps its subtree in a block the exclusion leaves.
    if (node.field !== undefined && node.field.skips.length > 0 && below(node)) w.block(_`${n.subtree(at.id)}:`, () => visitNode(at));
    else visitNode(at);
  };

  const visitNode = (at: At) => {
    const { node } = at;
    if (node.field) field(at, node.field);
    if (node.children.length === 0 && node.wildcard === undefined) return;
    const input = at.inputs.at(-1)!;
    w.line(_`${declare(at.keys, true)} ${n.object(at.id)} = typeof ${input} === "object" && ${input} !== null;`);
    // A plain object has as its own whatever key it has that Object.prototype has not (input.ts, protoIs).
    if (node.children.length > 0) {
      w.line(_`${declare(at.keys)} ${n.plain(at.id)} = false;`);
      w.line(_`if (${n.object(at.id)}) ${protoTest(n.plain(at.id), input, N.objectPrototype)}`);
    }
    const parts = node.children.map((childNode) => () => {
      const id = number(childNode);
      const childInput = n.input(id);
      // A getter or proxy trap that throws is hostile input: the field counts as absent.
      w.line(_`${declare(at.keys)} ${childInput};`);
      // A list has no key but its indices: its `length` is no field.
      const own = childNode.indexKey ? _`${N.hasOwn}(${input}, ${childNode.segment})` : _`!${N.isList}(${input}) && ${N.hasOwn}(${input}, ${childNode.segment})`;
      w.line(_`if (${n.object(at.id)}) try { if (${n.plain(at.id)} && !(${childNode.segment} in ${N.objectPrototype}) || ${own}) ${childInput} = ${input}[${childNode.segment}]; } catch { ${childInput} = undefined; }`);
      declareContainer(childNode, id, at.keys);
      visit({ node: childNode, id, parent: at, keys: [...at.keys, childNode.segment], inputs: [...at.inputs, childInput], inList: false });
    });
    const { wildcard } = node;
    writeParts(wildcard === undefined ? parts : [...parts, () => expand(at, wildcard)]);
  };

  const root = number(tree);
  w.line(_`var ${n.input(root)} = ${N.data};`);
  visit({ node: tree, id: root, parent: undefined, keys: [], inputs: [n.input(root)], inList: false });
  const outer = new CodeWriter();
  outer.line(_`var ${N.out} = {};`);
  outer.line(_`var ${N.target}, ${N.context};`);
  // Where two patterns meet, the containers this call made, as the run knows its own (output.ts).
  if (options.merges) outer.line(_`var ${N.created} = new WeakSet();`);
  outer.line(_`var ${join([N.run, ...spent.map(({ name }) => _`${name} = 0`), ...runParams])};`);
  outer.block(_`try`, () => outer.embed(w));
  outer.block(_`catch (${N.error})`, () => {
    // A fault: rules still waiting must not outlive the call.
    outer.line(_`if (${N.run} !== undefined) ${N.run}.abort();`);
    outer.line(_`throw ${N.error};`);
  });
  outer.line(_`return ${N.run} ?? ${N.out};`);
  const body = outer.toString().split('\n');
  const prelude = [
    '"use strict";',
    _`var { ${join([N.begin, N.ruleContext, N.fault, N.paramsFor, N.paramsIfMade, N.isList, N.isBlank, N.isEmptyString, N.lengthOf, N.members, N.setOwn, N.isWideIndex, N.keepKeysInDictionary, ...(options.merges ? [N.reach, N.placeValue, N.leaveOut, N.yieldsAt] : [])])} } = ${N.runtime};`.text,
    _`var ${N.hasOwn} = Object.hasOwn, ${N.objectPrototype} = Object.prototype, ${N.arrayPrototype} = Array.prototype, ${N.getPrototypeOf} = Object.getPrototypeOf, ${N.isArray} = Array.isArray;`.text,
    ...bindings.map(String),
  ];
  const source = `${prelude.join('\n')}\nreturn function validate(${join([N.data, N.sync, N.options, N.req, N.database])}) {\n${body.map((line) => `  ${line}`).join('\n')}\n};`;
  // Undefined where new Function is refused (a strict Content-Security-Policy): the walk does all the work.
  const factory = compileFunction([N.fields.text, N.runtime.text], source) as CompiledCode['bind'] | undefined;
  return factory && { source, bind: factory };
}
