// A small code builder, after ajv's compile/codegen: generated code is made only of pieces built
// here, and every value spliced into it is written as a literal, so neither request data nor a
// rule's parameters can ever become code.

/** A piece of generated JavaScript. Made only by this module's functions, so its text is known safe. */
export class Code {
  /** Use `_`, `str`, `num`, `id` or `ruleExpression`, never this directly with outside text. */
  constructor(readonly text: string) {}

  toString(): string {
    return this.text;
  }
}

/** What may be spliced into code: a piece of code as it is, anything else as a literal. */
export type Part = Code | string | number | boolean | null | undefined;

/** A string as a JavaScript string literal: JSON's escaping, plus U+2028 and U+2029 (line breaks to older engines). */
export function str(text: string): Code {
  return new Code(JSON.stringify(String(text)).replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029'));
}

/** A number as a literal, in parentheses when negative so it never joins an operator before it. */
export function num(value: number): Code {
  if (typeof value !== 'number') throw new TypeError('valigate: num() takes a number');
  if (Number.isNaN(value)) return new Code('NaN');
  if (!Number.isFinite(value)) return new Code(value > 0 ? 'Infinity' : '(-Infinity)');
  return new Code(Object.is(value, -0) || value < 0 ? `(${value === 0 ? '-0' : value})` : String(value));
}

/** An identifier; throws on anything that is not one, so a name can never carry code. */
export function id(text: string): Code {
  const letter = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c === '$';
  if (text === '' || !letter(text[0]!) || ![...text].every((c) => letter(c) || (c >= '0' && c <= '9'))) throw new TypeError(`valigate: ${JSON.stringify(text)} is not an identifier`);
  return new Code(text);
}

/** Any part as code: code as it is, strings, numbers, booleans, null and undefined as literals. */
export function literal(part: Part): Code {
  if (part instanceof Code) return part;
  if (typeof part === 'string') return str(part);
  if (typeof part === 'number') return num(part);
  if (typeof part === 'boolean' || part === null || part === undefined) return new Code(String(part));
  throw new TypeError(`valigate: cannot write a ${typeof part} into generated code`);
}

/** Template tag for code: `_\`if (${value} > ${limit})\`` splices each part through `literal`. */
export function _(strings: TemplateStringsArray, ...parts: Part[]): Code {
  let text = strings[0]!;
  for (let i = 0; i < parts.length; i++) text += literal(parts[i]).text + strings[i + 1]!;
  return new Code(text);
}

/** Pieces of code joined by a separator. */
export function join(parts: readonly Part[], separator = ', '): Code {
  return new Code(parts.map((part) => literal(part).text).join(separator));
}

/** A line comment; the text is written as a string literal, so it can never end the comment. */
export function comment(text: string): Code {
  return new Code(`// ${str(text).text}`);
}

/** A rule's own expression (`inlinePass`): code its author wrote, as a function is, checked to compile at construction; kept in parentheses. */
export function ruleExpression(text: string): Code {
  return new Code(`(${text})`);
}

/** Lines of code with their indentation, for code a reviewer can read (`validator.code`). */
export class CodeWriter {
  readonly #lines: string[] = [];
  #depth = 0;
  /** The characters of the lines that are functions of their own (`chunks`), which the engine sizes apart. */
  #nested = 0;

  /** One statement. */
  line(code: Code): this {
    this.#lines.push('  '.repeat(this.#depth) + code.text);
    return this;
  }

  /** A line ending in `{`, everything `body` writes indented below it, then `}`. */
  block(head: Code, body: () => void): this {
    this.line(_`${head} {`);
    this.#depth++;
    body();
    this.#depth--;
    return this.line(new Code('}'));
  }

  /** The characters of this function's own lines, indentation included, the functions written inside it left out: what the engine's size limit reads. */
  get size(): number {
    return this.#chars(0) - this.#nested;
  }

  #chars(from: number): number {
    let chars = 0;
    for (let at = from; at < this.#lines.length; at++) chars += this.#lines[at]!.length + 1;
    return chars;
  }

  /** Another writer's lines, indented here. */
  embed(other: CodeWriter): this {
    for (const line of other.#lines) this.#lines.push('  '.repeat(this.#depth) + line);
    this.#nested += other.#nested;
    return this;
  }

  /**
   * Writes `parts` in order: as they are while together they fit `limit`, else in groups of about
   * `limit`, each a function of its own (`chunk` names its head, its first line and the call that
   * follows it), so that no function grows past what the engine optimises.
   */
  chunks(parts: readonly CodeWriter[], limit: number, chunk: () => { readonly head: Code; readonly first: Code; readonly call: Code }): this {
    if (parts.reduce((sum, part) => sum + part.size, 0) <= limit) {
      for (const part of parts) this.embed(part);
      return this;
    }
    let group: CodeWriter[] = [];
    let size = 0;
    const cut = () => {
      const { head, first, call } = chunk();
      const [start, nestedBefore] = [this.#lines.length, this.#nested];
      this.block(head, () => {
        this.line(first);
        for (const part of group) this.embed(part);
      });
      // The whole function is nested now, what its parts had nested included.
      this.#nested = nestedBefore + this.#chars(start);
      this.line(call);
      [group, size] = [[], 0];
    };
    for (const part of parts) {
      if (group.length > 0 && size + part.size > limit) cut();
      group.push(part);
      size += part.size;
    }
    cut();
    return this;
  }

  toString(): string {
    return this.#lines.join('\n');
  }
}

/**
 * The `Function` constructor that refused to build one (a Content-Security-Policy without
 * `unsafe-eval`): not asked again while it is the global one, as a browser reports every refusal.
 */
let refusedBy: unknown;

/**
 * A function built from `body` with `params`, or undefined where `new Function` is refused; code
 * that does not compile throws its SyntaxError. The one place the generator turns text into code.
 */
export function compileFunction(params: readonly string[], body: string): ((...args: never[]) => unknown) | undefined {
  if (refusedBy !== undefined && refusedBy === Function) return undefined;
  try {
    return new Function(...params, body) as (...args: never[]) => unknown;
  } catch (error) {
    if (error instanceof SyntaxError) throw error;
    refusedBy = Function;
    return undefined;
  }
}
