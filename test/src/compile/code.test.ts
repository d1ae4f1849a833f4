import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Code, CodeWriter, _, comment, id, join, literal, num, str } from '../../../src/compile/code.js';

describe('the code builder', () => {
  it('writes any string as a literal that reads back as the same string, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const code = str(text).text;
        expect(code).not.toContain('\u2028');
        expect(code).not.toContain('\u2029');
        expect(new Function(`return ${code};`)()).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('splices values into code only as literals: strings, numbers, booleans, null and undefined', () => {
    const key = 'a"]; process.exit(1); //';
    expect(_`data[${key}]`.text).toBe(`data[${JSON.stringify(key)}]`);
    expect(_`x > ${-1} && y < ${2.5} && z === ${-0} || ${Infinity} || ${Number.NaN}`.text).toBe('x > (-1) && y < 2.5 && z === (-0) || Infinity || NaN');
    expect(_`${true}, ${null}, ${undefined}`.text).toBe('true, null, undefined');
    expect(() => literal({} as never)).toThrow(/cannot write a object into generated code/);
    expect(() => literal((() => 1) as never)).toThrow(/cannot write a function/);
    expect(() => num('1' as never)).toThrow(TypeError);
    // Code is spliced as it is, so pieces compose.
    expect(_`if (${_`a && ${'b'}`})`.text).toBe('if (a && "b")');
    expect(join([id('a'), 'b', 3]).text).toBe('a, "b", 3');
  });

  it('takes as a name only an identifier', () => {
    expect(id('value3_1').text).toBe('value3_1');
    for (const bad of ['', '1a', 'a-b', 'a b', 'a;b', 'a.b', '\u00e9']) expect(() => id(bad), bad).toThrow(/is not an identifier/);
  });

  it('writes a comment that no text can end early', () => {
    for (const text of ['a\nprocess.exit()', 'b\u2028c', '*/ d']) {
      const line = comment(text).text;
      expect(line.split(/\r?\n|\u2028|\u2029/)).toHaveLength(1);
      expect(new Function(`${line}\nreturn 1;`)()).toBe(1);
    }
  });

  it('indents blocks for a reader', () => {
    const inner = new CodeWriter().line(new Code('b();'));
    const out = new CodeWriter().block(_`if (${id('a')})`, () => undefined);
    out.block(new Code('else'), () => out.embed(inner));
    expect(String(out)).toBe('if (a) {\n}\nelse {\n  b();\n}');
  });
});

describe('CodeWriter.chunks', () => {
  const part = (text: string) => new CodeWriter().line(_`${new Code(text)}`);
  let next = 0;
  const chunk = () => {
    const name = id(`chunk${next++}`);
    return { head: _`function ${name}()`, first: _`let t;`, call: _`${name}();` };
  };

  it('writes parts as they are while they fit one function', () => {
    const w = new CodeWriter().chunks([part('a();'), part('b();')], 100, chunk);
    expect(String(w)).toBe('a();\nb();');
  });

  it('cuts parts past the limit into functions called in turn, whose lines the writer no longer counts as its own', () => {
    next = 0;
    const parts = ['x = 1111111111;', 'x = 2222222222;', 'x = 3333333333;'].map(part);
    const w = new CodeWriter().chunks(parts, 35, chunk);
    expect(String(w).split('\n')).toEqual(['function chunk0() {', '  let t;', '  x = 1111111111;', '  x = 2222222222;', '}', 'chunk0();', 'function chunk1() {', '  let t;', '  x = 3333333333;', '}', 'chunk1();']);
    expect(w.size).toBe('chunk0();\n'.length + 'chunk1();\n'.length);
    // Embedded in another writer, its chunks stay apart from that function's size too.
    expect(new CodeWriter().line(_`y();`).embed(w).size).toBe('y();\n'.length + w.size);
  });
});
