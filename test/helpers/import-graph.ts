import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The modules each TypeScript file under `dirs` loads, by path from `root`: relative imports,
 * re-exports and `import()`s. Imports of types only are left out, since they are erased and
 * load nothing.
 */
export function importGraph(root: string, dirs: string[]): Map<string, string[]> {
  const files = dirs.flatMap((d) => tsFiles(root, d));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, false);
    const deps = new Set<string>();
    const add = (spec: string) => {
      if (!spec.startsWith('.')) return;
      const target = path.join(path.dirname(file), spec).replace(/\.js$/, '.ts');
      if (known.has(target)) deps.add(target);
    };
    for (const s of source.statements) {
      if (ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier) && !typeOnlyImport(s)) add(s.moduleSpecifier.text);
      if (ts.isExportDeclaration(s) && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier) && !typeOnlyExport(s)) add(s.moduleSpecifier.text);
    }
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments.length > 0 &&
        ts.isStringLiteral(node.arguments[0])
      )
        add(node.arguments[0].text);
      ts.forEachChild(node, visit);
    };
    visit(source);
    graph.set(file, [...deps]);
  }
  return graph;
}

function typeOnlyImport(s: ts.ImportDeclaration): boolean {
  const clause = s.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

function typeOnlyExport(s: ts.ExportDeclaration): boolean {
  if (s.isTypeOnly) return true;
  const named = s.exportClause;
  return named !== undefined && ts.isNamedExports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

function tsFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...tsFiles(root, rel));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(rel);
  }
  return out.sort();
}

/**
 * The import cycles of a graph: each group of modules that reach one another (Tarjan's
 * strongly connected components), and a module that imports itself; sorted, for a stable report.
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return cycles.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}
