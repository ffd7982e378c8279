// Writes, as code (ajv's standalone output), the validators that rules would otherwise compile at
// the start of a run:
// - schema-valid's draft-07 and 2020-12 meta-schemas: that compile was a fifth of a pre-commit run;
// - mcp-tool-schema-valid's `Tool` of each MCP revision (schemas/mcp/): 30 to 80 ms each, paid
//   by every run over MCP tools;
// - schema.json, which every config file is checked against: 60 ms of every run in a project
//   with a config file, a pre-commit hook's run included;
// - each built-in rule's options schema (rules/option-validators.generated.ts): 10 ms for each
//   rule a project's config gives options, and the making of ajv itself, at the start of a run.
//   They are read from the compiled rules (dist/rules), so run this after `npm run compile`, and
//   compile again after it.
// A test regenerates them in memory and compares, so a new ajv in the lockfile or a new MCP
// schema cannot leave them stale.
//
//   node scripts/meta-validators.mjs          (writes src/kit/meta-*.generated.ts,
//                                               rules/mcp-tool-schema-valid/tool-*.generated.ts,
//                                               src/config/schema-validator.generated.ts and
//                                               rules/option-validators.generated.ts)
//   node scripts/meta-validators.mjs --check  (exits 1 when they differ from what ajv makes)

import { _, Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Must match metaValidator() in src/kit/dialects.ts, which compiles the other dialects. */
export const META_OPTIONS = { strict: false, allErrors: true, logger: false, validateFormats: false };

const DIALECTS = [
  { dialect: 'draft-07', Class: Ajv, uri: 'http://json-schema.org/draft-07/schema' },
  { dialect: '2020-12', Class: Ajv2020, uri: 'https://json-schema.org/draft/2020-12/schema' },
];

/** Must match toolValidator() in rules/mcp-tool-schema-valid/validate.ts, which compiles a revision with no code here. */
export const MCP_TOOL_OPTIONS = { strict: false, allErrors: true, logger: false };

/**
 * schema.json's validator (src/config/schema.ts): every error, each with the schema it broke, for
 * the sentences config errors are turned into. strictRequired is off because
 * `anyOf: [{required: [files]}, {required: [tools]}]` names properties defined beside the anyOf,
 * which is how JSON Schema says "at least one of".
 */
export const CONFIG_OPTIONS = { allErrors: true, verbose: true, strict: true, strictRequired: false };

/** Formats are checked as at run time, by ajv-formats' own functions. */
const FULL_FORMATS = _`require("ajv-formats/dist/formats").fullFormats`;

/** The MCP revisions whose official schema is in schemas/mcp/. */
export function mcpRevisions() {
  return readdirSync(path.join(root, 'schemas/mcp'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

export function generated() {
  const meta = DIALECTS.map(({ dialect, Class, uri }) => {
    const ajv = new Class({ ...META_OPTIONS, code: { source: true, esm: true } });
    return {
      file: path.join(root, `src/kit/meta-${dialect}.generated.ts`),
      text: moduleText(standaloneCode(ajv, ajv.getSchema(uri)), `ajv's ${dialect} meta-schema`),
    };
  });
  const tools = mcpRevisions().map((revision) => {
    const schema = JSON.parse(readFileSync(path.join(root, 'schemas/mcp', `${revision}.json`), 'utf8'));
    const code = { source: true, esm: true, formats: FULL_FORMATS };
    const ajv = String(schema.$schema).includes('2020-12') ? new Ajv2020({ ...MCP_TOOL_OPTIONS, code }) : new Ajv({ ...MCP_TOOL_OPTIONS, code });
    addFormats.default(ajv);
    ajv.addSchema(schema, `mcp-${revision}`);
    const validate = ajv.getSchema(`mcp-${revision}#/${schema.$defs ? '$defs' : 'definitions'}/Tool`);
    return {
      file: path.join(root, `rules/mcp-tool-schema-valid/tool-${revision}.generated.ts`),
      text: moduleText(standaloneCode(ajv, validate), `the \`Tool\` of MCP ${revision} (schemas/mcp/${revision}.json)`),
    };
  });
  const schema = JSON.parse(readFileSync(path.join(root, 'schema.json'), 'utf8'));
  const ajv = new Ajv({ ...CONFIG_OPTIONS, code: { source: true, esm: true, formats: FULL_FORMATS } });
  addFormats.default(ajv);
  const config = {
    file: path.join(root, 'src/config/schema-validator.generated.ts'),
    text: moduleText(standaloneCode(ajv, ajv.compile(schema)), "schema.json, the config files' schema"),
  };
  return [...meta, ...tools, config];
}

/** Must match makeAjv() in src/engine/options.ts, which compiles a plugin's options schema. */
export const RULE_OPTIONS = { allErrors: false, useDefaults: true, strict: false, logger: false };

/**
 * One module with the validator of every rule's options schema, and a table of them by rule id.
 * The table is built from the same rules the engine runs, and a test holds the file to what ajv
 * makes from them now, as it does the other validators here.
 */
export function optionValidators(rules) {
  const ajv = new Ajv({ ...RULE_OPTIONS, code: { source: true, esm: true, formats: FULL_FORMATS } });
  addFormats.default(ajv);
  const names = {};
  rules.forEach((rule, i) => {
    ajv.addSchema(rule.meta.schema, `rule:${rule.meta.id}`);
    names[`options${i}`] = `rule:${rule.meta.id}`;
  });
  const table = rules.map((rule, i) => `  ${JSON.stringify(rule.meta.id)}: options${i},`);
  const code = [
    standaloneCode(ajv, names),
    '',
    "/** Each built-in rule's options validator, by rule id. */",
    'export const OPTION_VALIDATORS = {',
    ...table,
    '};',
  ].join('\n');
  return { file: path.join(root, 'rules/option-validators.generated.ts'), text: moduleText(code, "every built-in rule's options schema") };
}

function moduleText(source, from) {
  // ajv's ES module output still calls require() for its runtime helpers: make them imports.
  // Node gives a CommonJS module's exports as the default import, a bundler or vitest may give
  // its `default` export instead, so the code asks for `.default` of whichever it got.
  const imports = [];
  const code = source.replace(/require\("([^"]+)"\)/g, (_, specifier) => {
    const name = `runtime${imports.length}`;
    imports.push(`import ${name} from '${specifier}.js';`);
    return `(typeof ${name} === 'function' ? { default: ${name} } : ${name})`;
  });
  return ['// @ts-nocheck', `// Generated by scripts/meta-validators.mjs from ${from}: do not edit.`, ...imports, code, ''].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = false;
  const { RULES } = await import(path.join(root, 'dist/rules/index.js'));
  for (const { file, text } of [...generated(), optionValidators([...RULES.values()])]) {
    let current;
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      current = undefined;
    }
    if (current === text) continue;
    stale = true;
    if (check) console.error(`${path.relative(root, file)} is not what ajv makes now: run node scripts/meta-validators.mjs`);
    else writeFileSync(file, text);
  }
  if (check && stale) process.exitCode = 1;
}
