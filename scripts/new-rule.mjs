// Scaffolds a rule: its folder (code and README), its test, and its entry in rules/index.ts.
//
//   npm run new:rule -- <id>
//
// Every file is written from scripts/templates/rule/. The TODOs in them mark what to fill in;
// test/rules/meta.test.ts and the new test fail until the examples are real.

import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const templates = path.join(here, 'templates', 'rule');

/** The form test/rules/meta.test.ts holds every id to. */
const ID = /^[a-z]+(-[a-z0-9]+)+$/;

class ScaffoldError extends Error {}

/** `tool-name-verb` → `toolNameVerb`, the name rules/index.ts imports a rule under. */
function camel(id) {
  return id.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
}

/** rules/index.ts with the rule's import and list entry added, each at its sorted place. */
function register(text, id) {
  const lines = text.split('\n');
  const imports = [];
  lines.forEach((line, i) => {
    const m = /^import (\w+) from '\.\/([^/]+)\/index\.js';$/.exec(line);
    if (m) imports.push({ i, name: m[1], id: m[2] });
  });
  const open = lines.indexOf('const ALL: AnyRule[] = [');
  const close = lines.indexOf('];', open);
  if (imports.length === 0 || open === -1 || close === -1) {
    throw new ScaffoldError(
      'rules/index.ts no longer has the layout this script edits (rule imports, then `const ALL: AnyRule[] = [`), so register the rule by hand.',
    );
  }
  const idOf = new Map(imports.map((x) => [x.name, x.id]));
  const entries = [];
  for (let i = open + 1; i < close; i++) entries.push({ i, id: idOf.get(lines[i].trim().replace(/,$/, '')) ?? '' });
  // Insert before the first id that sorts after the new one, as the meta-test's sort() orders
  // them; the list entry first, since it lies below the imports whose line numbers we hold.
  const entryAt = entries.find((e) => e.id > id)?.i ?? close;
  lines.splice(entryAt, 0, `  ${camel(id)},`);
  const importAt = imports.find((x) => x.id > id)?.i ?? imports.at(-1).i + 1;
  lines.splice(importAt, 0, `import ${camel(id)} from './${id}/index.js';`);
  return lines.join('\n');
}

/** Writes the rule's three files and registers it; returns the files it wrote or changed. */
export function scaffoldRule(id) {
  if (!ID.test(id ?? '')) throw new ScaffoldError(`"${id ?? ''}" is not a rule id: use <thing>-<check> in kebab-case, such as tool-name-verb.`);
  const indexFile = path.join(root, 'rules', 'index.ts');
  const index = readFileSync(indexFile, 'utf8');
  const files = {
    [`rules/${id}/index.ts`]: 'index.ts.tmpl',
    [`rules/${id}/README.md`]: 'README.md.tmpl',
    [`test/rules/${id}.test.ts`]: 'test.ts.tmpl',
  };
  // Check everything before writing anything, so a refusal leaves the tree as it was.
  const taken = [`rules/${id}`, ...Object.keys(files)].find((f) => existsSync(path.join(root, f)));
  if (taken) throw new ScaffoldError(`${taken} already exists, so nothing was written: choose another id, or change that rule.`);
  if (index.includes(`'./${id}/index.js'`))
    throw new ScaffoldError(`rules/index.ts already registers "${id}", so nothing was written: choose another id, or change that rule.`);
  const registered = register(index, id);

  mkdirSync(path.join(root, 'rules', id));
  for (const [file, template] of Object.entries(files)) {
    const text = readFileSync(path.join(templates, template), 'utf8').replaceAll('__ID__', id);
    // 'wx' fails rather than replace a file that appeared since the check above.
    writeFileSync(path.join(root, file), text, { flag: 'wx' });
  }
  writeFileSync(indexFile, registered);
  return [...Object.keys(files), 'rules/index.ts'];
}

function main(argv, io) {
  const [id, ...rest] = argv;
  if (rest.length > 0 || id === undefined) {
    io.stderr.write('Give exactly one rule id: npm run new:rule -- <thing>-<check>\n');
    return 2;
  }
  try {
    const written = scaffoldRule(id);
    io.stdout.write(`${written.map((f) => `  ${f}`).join('\n')}\n\n`);
    io.stdout.write(`Fill in every TODO, then run: npx vitest run test/rules/meta.test.ts test/rules/${id}.test.ts\n`);
    io.stdout.write('and `npm run docs` to add the rule to docs/rules.md.\n');
    return 0;
  } catch (e) {
    if (!(e instanceof ScaffoldError)) throw e;
    io.stderr.write(`${e.message}\n`);
    return 2;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2), process);
}
