import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers/cli.js';

const root = path.resolve(import.meta.dirname, '..');
const index = path.join(root, 'src', 'index.ts');
const doc = readFileSync(path.join(root, 'docs', 'api.md'), 'utf8');

/** What src/index.ts exports, by name, each a value or a type only. */
function exported(): { values: string[]; types: string[]; from: string[]; star: boolean } {
  const source = ts.createSourceFile(index, readFileSync(index, 'utf8'), ts.ScriptTarget.Latest, false);
  const values: string[] = [];
  const types: string[] = [];
  const from: string[] = [];
  let star = false;
  for (const s of source.statements) {
    if (!ts.isExportDeclaration(s)) continue;
    if (s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier)) from.push(s.moduleSpecifier.text);
    if (!s.exportClause || !ts.isNamedExports(s.exportClause)) {
      star = true;
      continue;
    }
    for (const e of s.exportClause.elements) (s.isTypeOnly || e.isTypeOnly ? types : values).push(e.name.text);
  }
  return { values: values.sort(), types: types.sort(), from, star };
}

/** The exports docs/api.md documents: a `### \`name…\`` heading for a value, a row of its Types table for a type. */
function documented(): { values: string[]; types: string[] } {
  const values = [...doc.matchAll(/^### `([A-Za-z_]\w*)/gm)].map((m) => m[1]);
  const table = doc.slice(doc.indexOf('\n## Types'));
  const types = [...table.matchAll(/^\| `([A-Za-z_]\w*)` \|/gm)].map((m) => m[1]);
  return { values: values.sort(), types: types.sort() };
}

describe('the public API (src/index.ts and docs/api.md)', () => {
  it('is a list of names, and none of them is the command line', () => {
    const api = exported();
    expect(api.star, 'export * hides what the API is').toBe(false);
    expect(api.from.filter((f) => f.startsWith('./cli/'))).toEqual([]);
  });

  it('documents every export, and only exports', () => {
    const api = exported();
    const docs = documented();
    expect(docs.values).toEqual(api.values);
    expect(docs.types).toEqual(api.types);
  });

  it('exports at run time exactly the values it declares', async () => {
    const module = (await import('../src/index.js')) as Record<string, unknown>;
    expect(Object.keys(module).sort()).toEqual(exported().values);
    for (const name of exported().values) expect(module[name], name).toBeDefined();
  });

  const examples = [...doc.matchAll(/^### `([^`]+)`[\s\S]*?^```ts\n([\s\S]*?)^```/gm)].map((m) => ({ name: m[1], code: m[2] }));

  it('has an example for every value', () => {
    expect(examples.map((e) => e.name.replace(/\(.*/, '')).sort()).toEqual(exported().values);
  });

  // Each example as a module of its own, importing the sources where it says 'toolslint'.
  const dir = tempDir('toolslint-api-');
  const files = examples.map(({ code }, i) => {
    const file = path.join(dir, `example-${i}.mts`);
    writeFileSync(file, code.replaceAll("from 'toolslint'", `from ${JSON.stringify(index.replace(/\.ts$/, '.js'))}`));
    return file;
  });

  examples.forEach(({ name }, i) => {
    it(`runs the example of ${name}`, async () => {
      await import(pathToFileURL(files[i]).href);
    });
  });

  it('has examples that type-check against the API', () => {
    const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    const program = ts.createProgram(files, { ...config!.options, noEmit: true, rootDir: undefined });
    const problems = files
      .flatMap((f) => ts.getPreEmitDiagnostics(program, program.getSourceFile(f)))
      .map((d) => `${examples[files.indexOf(d.file?.fileName ?? '')]?.name}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    expect(problems).toEqual([]);
  }, 120_000);

  // What an install gets: the committed bundle dist/index.cjs and its rolled-up types
  // dist/index.d.ts, found through package.json's exports by the package's name.
  describe('as an installed package (dist/index.cjs, dist/index.d.ts)', () => {
    const project = tempDir('toolslint-api-installed-');
    mkdirSync(path.join(project, 'node_modules'));
    symlinkSync(root, path.join(project, 'node_modules', 'toolslint'), 'dir');
    const installed = examples.map(({ code }, i) => {
      const file = path.join(project, `example-${i}.mts`);
      writeFileSync(file, code);
      return file;
    });

    it('exports at run time exactly the values it declares', async () => {
      const module = (await import(pathToFileURL(path.join(project, 'node_modules', 'toolslint', 'dist', 'index.cjs')).href)) as Record<string, unknown>;
      expect(
        Object.keys(module)
          .filter((k) => k !== 'default' && k !== 'module.exports')
          .sort(),
      ).toEqual(exported().values);
    });

    examples.forEach(({ name }, i) => {
      it(`runs the example of ${name}`, async () => {
        await import(pathToFileURL(installed[i]).href);
      });
    });

    it('has examples that type-check against dist/index.d.ts', () => {
      const program = ts.createProgram(installed, {
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['node'],
        typeRoots: [path.join(root, 'node_modules', '@types')],
      });
      const problems = installed
        .flatMap((f) => ts.getPreEmitDiagnostics(program, program.getSourceFile(f)))
        .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
      expect(problems).toEqual([]);
    }, 120_000);
  });
});
