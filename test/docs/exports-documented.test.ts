import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every export of the package's source carries a JSDoc line: what a reader sees on hover, and the
// only documentation of a helper a custom rule may import from valigate/core.
const root = join(import.meta.dirname, '..', '..');

function undocumentedExports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const missing: string[] = [];
  let previous: ts.Statement | undefined;
  for (const statement of source.statements) {
    // An overloaded function's implementation shares its overloads' comment.
    const overload = ts.isFunctionDeclaration(statement) && previous && ts.isFunctionDeclaration(previous) && previous.name?.text === statement.name?.text;
    previous = statement;
    if (overload) continue;
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported || ts.isExportDeclaration(statement)) continue;
    if (ts.getJSDocCommentsAndTags(statement).length > 0) continue;
    const name = ts.isVariableStatement(statement) ? statement.declarationList.declarations.map((declaration) => declaration.name.getText(source)).join(', ') : ((statement as ts.DeclarationStatement).name?.getText(source) ?? 'default');
    missing.push(name);
  }
  return missing;
}

describe('documentation', () => {
  for (const dir of ['src', 'rules', 'adapters', 'locales']) {
    it(`gives every export in ${dir}/ a JSDoc comment`, () => {
      let files: string[];
      try {
        files = readdirSync(join(root, dir), { recursive: true }).map(String).filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
      } catch {
        files = [];
      }
      const missing = Object.fromEntries(files.map((file) => [file, undocumentedExports(join(root, dir, file))] as const).filter(([, names]) => names.length > 0));
      expect(missing).toEqual({});
    });
  }
});
