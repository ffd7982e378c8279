import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/**
 * json-schema-diff's own test cases, read from its npm package at test time (not copied): every
 * object literal in its unit specs with `input: { a, b }` and `output: { added, removed }`. Each
 * case is two directed cases: A → B loses values when `removed` is not `false`, and B → A
 * when `added` is not `false`.
 */
export interface PeerCase {
  name: string;
  base: unknown;
  head: unknown;
  /** Some value the base accepted is rejected by the head. */
  loses: boolean;
}

const SPECS = path.join(path.dirname(createRequire(import.meta.url).resolve('json-schema-diff/package.json')), 'test/unit/json-schema-diff');

export function peerCases(): PeerCase[] {
  const cases: PeerCase[] = [];
  for (const file of readdirSync(SPECS)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort()) {
    const source = ts.createSourceFile(file, readFileSync(path.join(SPECS, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const literal = ts.isObjectLiteralExpression(node) ? caseOf(node) : undefined;
      if (literal) {
        const name = `${file.replace(/\.spec\.ts$/, '')}: ${literal.description}`;
        cases.push({ name: `${name} (A → B)`, base: literal.input.a, head: literal.input.b, loses: literal.output.removed !== false });
        cases.push({ name: `${name} (B → A)`, base: literal.input.b, head: literal.input.a, loses: literal.output.added !== false });
      } else ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return cases;
}

interface Literal {
  description: string;
  input: { a: unknown; b: unknown };
  output: { added: unknown; removed: unknown };
}

function caseOf(node: ts.ObjectLiteralExpression): Literal | undefined {
  const names = new Set(node.properties.map((p) => (p.name && ts.isIdentifier(p.name) ? p.name.text : '')));
  if (!names.has('input') || !names.has('output') || !names.has('description')) return undefined;
  // The literal is plain data apart from TypeScript casts, which transpiling removes.
  const js = ts.transpileModule(`export default (${node.getText()});`, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
  const module = { exports: {} as { default?: Literal } };
  new Function('module', 'exports', js)(module, module.exports);
  return module.exports.default;
}
