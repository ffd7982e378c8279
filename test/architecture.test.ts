import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './helpers/import-graph.js';

const root = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  const abs = path.join(root, dir);
  const out: string[] = [];
  for (const name of readdirSync(abs)) {
    const p = path.join(abs, name);
    if (statSync(p).isDirectory()) out.push(...sources(path.join(dir, name)));
    else if (name.endsWith('.ts')) out.push(path.join(dir, name));
  }
  return out;
}

function imports(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const statics = [...text.matchAll(/^\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  // Modules loaded when first needed count as imports too.
  const dynamics = [...text.matchAll(/\b(?:import|require|createRequire\([^)]*\))\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]);
  return [...statics, ...dynamics];
}

/** The layer a relative import lands in, or the package name of a bare import. */
function target(file: string, spec: string): string {
  if (!spec.startsWith('.')) return spec;
  const rel = path.relative(root, path.resolve(root, path.dirname(file), spec)).split(path.sep);
  return rel[0] === 'src' ? `src/${rel[1]}` : rel[0];
}

/** What each layer may not import (docs/architecture.md). */
const FORBIDDEN: Record<string, RegExp> = {
  'src/model': /^(src\/(?!model)|rules|node:)/,
  'src/engine': /^(src\/(cli|config|reporters|loaders|differ|mcp)|rules|node:fs|node:child_process|chalk)/,
  'src/kit': /^(src\/(?!model|targets|kit)|rules|node:fs|node:child_process|chalk)/,
  'src/loaders': /^(src\/(cli|config|reporters|engine|mcp)|rules|node:fs|node:child_process|chalk)/,
  'src/mcp': /^(src\/(cli|config|reporters|engine|differ)|rules|node:fs|chalk)/,
  'src/differ': /^(src\/(cli|config|reporters|loaders)|rules|node:fs|node:child_process|chalk)/,
  'src/reporters': /^(src\/(cli|config|loaders)|rules|node:fs)/,
  'src/config': /^(src\/(cli|reporters)|chalk)/,
  'src/targets': /^(src\/(?!model|targets)|rules|node:|chalk)/,
  rules: /^(src\/(?!engine|kit|model)|chalk|node:fs)/,
};

describe('layers import only what docs/architecture.md allows', () => {
  it('json-schema-diff is known to one adapter file only', () => {
    const users = [...sources('src'), ...sources('rules')].filter((f) => imports(f).some((s) => s.startsWith('json-schema-diff')));
    expect(users).toEqual([path.join('src', 'differ', 'second-opinion.ts')]);
  });

  for (const [layer, forbidden] of Object.entries(FORBIDDEN)) {
    it(layer, () => {
      const bad = sources(layer).flatMap((f) =>
        imports(f)
          .filter((s) => forbidden.test(target(f, s)))
          .map((s) => `${f} imports ${s}`),
      );
      expect(bad).toEqual([]);
    });
  }

  it("the CLI's shared rooms, io/ and output/, import no command's room", () => {
    const shared = (p: string) => /^src\/cli\/(io|output)\/|^src\/cli\/(cli-io|commands|exit-codes|version)\.ts$/.test(p);
    const bad = [...sources('src/cli/io'), ...sources('src/cli/output')].flatMap((f) =>
      imports(f)
        .filter((s) => s.startsWith('.'))
        .map((s) =>
          path
            .relative(root, path.resolve(root, path.dirname(f), s))
            .split(path.sep)
            .join('/')
            .replace(/\.js$/, '.ts'),
        )
        .filter((p) => p.startsWith('src/cli/') && !shared(p))
        .map((p) => `${f} imports ${p}`),
    );
    expect(bad).toEqual([]);
  });

  it('no two files of the CLI share a name: each says what it holds', () => {
    const names = sources('src/cli').map((f) => path.basename(f));
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('rules import from src/ only the three entries: the engine (the rule API), the kit (the helpers) and the model', () => {
    const entries = ['engine', 'kit', 'model'].map((layer) => path.join('src', layer, 'index.js'));
    const bad = sources('rules').flatMap((f) =>
      imports(f)
        .filter((s) => {
          if (!s.startsWith('.')) return false;
          const rel = path.relative(root, path.resolve(root, path.dirname(f), s));
          return rel.startsWith(`src${path.sep}`) && !entries.includes(rel);
        })
        .map((s) => `${f} imports ${s}`),
    );
    expect(bad).toEqual([]);
  });

  it("rules take the kit's helpers from the kit, not through the engine entry", async () => {
    const kit = new Set(Object.keys(await import('../src/kit/index.js')));
    const bad = sources('rules').flatMap((f) => {
      const text = readFileSync(path.join(root, f), 'utf8');
      return [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+\/src\/engine\/index\.js)['"]/g)].flatMap((m) =>
        m[1]
          .split(',')
          .map(
            (n) =>
              n
                .trim()
                .replace(/^type\s+/, '')
                .split(/\s+as\s+/)[0],
          )
          .filter((n) => kit.has(n))
          .map((n) => `${f} imports ${n} from the engine`),
      );
    });
    expect(bad).toEqual([]);
  });

  it("no rule imports another rule's folder: what rules share lives in the kit", () => {
    const bad = sources('rules')
      .filter((f) => f !== path.join('rules', 'index.ts'))
      .flatMap((f) =>
        imports(f)
          .filter((s) => /^\.\.\/(?!\.\.\/)/.test(s))
          .map((s) => `${f} imports ${s}`),
      );
    expect(bad).toEqual([]);
  });

  it('nothing but bin/ calls process.exit, and the engine and rules never print', () => {
    const all = [...sources('src'), ...sources('rules')];
    const exits = all.filter((f) => /process\.exit\(/.test(readFileSync(path.join(root, f), 'utf8')));
    expect(exits).toEqual([]);
    const printing = [
      ...sources('src/engine'),
      ...sources('src/kit'),
      ...sources('src/differ'),
      ...sources('rules'),
      ...sources('src/loaders'),
      ...sources('src/config'),
      ...sources('src/mcp'),
    ].filter((f) => /console\.(log|error|warn)|process\.(stdout|stderr)/.test(readFileSync(path.join(root, f), 'utf8')));
    expect(printing).toEqual([]);
  });
});

describe('import cycles', () => {
  it('there are none in src/ or rules/: no module loads one that loads it back', () => {
    const cycles = importCycles(importGraph(root, ['src', 'rules']));
    expect(cycles.map((c) => c.join(' ⇄ '))).toEqual([]);
  });

  it('the cycle finder finds a cycle, and the graph holds the imports it should', () => {
    expect(
      importCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['d']],
          ['e', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c'], ['d']]);
    const graph = importGraph(root, ['src']);
    expect(graph.get(path.join('src', 'cli', 'main.ts'))).toContain(path.join('src', 'cli', 'lint', 'lint-command.ts'));
    // Loaded when first needed: still an import.
    expect(graph.get(path.join('src', 'cli', 'mcp', 'server-side.ts'))).toContain(path.join('src', 'mcp', 'client.ts'));
    // Types only: erased, so not an import.
    expect(graph.get(path.join('src', 'cli', 'diff', 'git-side.ts'))).not.toContain(path.join('src', 'cli', 'diff', 'side.ts'));
  });
});
