import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../rules/index.js';
import { resolveRuleOptions, ruleDocsUrl, SEVERITIES, type AnyRule } from '../../src/engine/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { isObject } from '../../src/model/index.js';
import { lintWith } from '../helpers/rule-tester.js';

const root = path.resolve(import.meta.dirname, '../..');
const rulesDir = path.join(root, 'rules');
const folders = readdirSync(rulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const ids = [...new Set([...RULES.keys(), ...folders])].sort();

/** The sections every rule doc has, in this order (STYLE.md, "Adding a rule"). */
const SECTIONS = ['## Why', '## Examples', '### ❌ Incorrect', '### ✅ Correct', '## Options', '## When not to use it', '## Related'];

interface Block {
  lang: string;
  text: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The `##`/`###` heading the block sits under. */
  heading: string;
}

interface Doc {
  lines: string[];
  /** Headings outside code blocks, with their 0-based line index. */
  headings: Array<{ text: string; index: number }>;
  blocks: Block[];
}

function parseDoc(text: string): Doc {
  const lines = text.split(/\r?\n/);
  const headings: Doc['headings'] = [];
  const blocks: Block[] = [];
  let open: { lang: string; start: number; body: string[] } | undefined;
  lines.forEach((line, i) => {
    const fence = /^```(\S*)\s*$/.exec(line);
    if (open) {
      if (/^```\s*$/.test(line)) {
        blocks.push({ lang: open.lang, text: `${open.body.join('\n')}\n`, line: open.start + 1, heading: headings.at(-1)?.text ?? '' });
        open = undefined;
      } else open.body.push(line);
    } else if (fence) open = { lang: fence[1], start: i, body: [] };
    else if (/^#{1,6} /.test(line)) headings.push({ text: line.trim(), index: i });
  });
  return { lines, headings, blocks };
}

/** The text of a `##` section, up to the next `##` heading. */
function section(doc: Doc, heading: string): string {
  const at = doc.headings.findIndex((h) => h.text === heading);
  if (at === -1) return '';
  const next = doc.headings.slice(at + 1).find((h) => h.text.startsWith('## '));
  return doc.lines.slice(doc.headings[at].index + 1, next?.index ?? doc.lines.length).join('\n');
}

function read(file: string): string | undefined {
  const p = path.join(root, file);
  return existsSync(p) ? readFileSync(p, 'utf8') : undefined;
}

function schemaProperties(rule: AnyRule): Record<string, Record<string, unknown>> {
  const props = rule.meta.schema.properties;
  return isObject(props) ? (props as Record<string, Record<string, unknown>>) : {};
}

describe('rules/index.ts', () => {
  it('is sorted by id', () => {
    const keys = [...RULES.keys()];
    expect(keys, 'rules/index.ts must list rules sorted by id').toEqual([...keys].sort());
  });

  it('registers each rule under its own meta.id', () => {
    const wrong = [...RULES].filter(([key, rule]) => key !== rule.meta.id).map(([key, rule]) => `"${key}" holds the rule whose meta.id is "${rule.meta.id}"`);
    expect(wrong).toEqual([]);
  });

  it('registers every folder under rules/, and every rule has a folder', () => {
    const unregistered = folders.filter((f) => !RULES.has(f)).map((f) => `rules/${f}/ is not registered in rules/index.ts`);
    const folderless = [...RULES.keys()].filter((id) => !folders.includes(id)).map((id) => `"${id}" is registered but rules/${id}/ does not exist`);
    expect([...unregistered, ...folderless]).toEqual([]);
  });
});

for (const id of ids) {
  describe(`rule ${id}`, () => {
    const rule = RULES.get(id);
    const need = (): AnyRule => {
      if (!rule) expect.fail(`rules/${id}/ is not registered in rules/index.ts`);
      return rule;
    };
    const readme = read(`rules/${id}/README.md`);
    const source = read(`rules/${id}/index.ts`) ?? '';
    const test = read(`test/rules/${id}.test.ts`) ?? '';
    const doc = parseDoc(readme ?? '');

    it('has its three siblings: code, doc and test', () => {
      const missing = [`rules/${id}/index.ts`, `rules/${id}/README.md`, `test/rules/${id}.test.ts`]
        .filter((f) => !existsSync(path.join(root, f)))
        .map((f) => `${f} is missing`);
      expect(missing).toEqual([]);
    });

    it('has meta that toolslint rules can print', () => {
      const { meta } = need();
      const problems: string[] = [];
      if (!/^[a-z]+(-[a-z0-9]+)+$/.test(meta.id)) problems.push(`id "${meta.id}" is not <thing>-<check> in kebab-case`);
      if (!/^[A-Z`].*\.$/.test(meta.description) || meta.description.includes('\n'))
        problems.push('description is not one sentence on one line, starting with a capital and ending with a full stop');
      if (![...SEVERITIES, 'off'].includes(meta.recommended)) problems.push(`recommended "${meta.recommended}" is not a severity or off`);
      if (meta.strict !== undefined && ![...SEVERITIES, 'off'].includes(meta.strict)) problems.push(`strict "${meta.strict}" is not a severity or off`);
      if (ruleDocsUrl(id) !== `https://github.com/toolslint/toolslint/blob/main/rules/${id}/README.md`) problems.push(`its docs URL is ${ruleDocsUrl(id)}`);
      expect(problems).toEqual([]);
    });

    it('has an options schema where every option has a description and a default', () => {
      const { meta } = need();
      const problems: string[] = [];
      if (meta.schema.type !== 'object') problems.push('meta.schema is not `type: object`');
      if (meta.schema.additionalProperties !== false) problems.push('meta.schema does not set `additionalProperties: false`, so a misspelt option would pass');
      for (const [name, prop] of Object.entries(schemaProperties(need()))) {
        if (typeof prop.description !== 'string' || prop.description.trim() === '') problems.push(`option "${name}" has no description in meta.schema`);
        if (!('default' in prop)) problems.push(`option "${name}" has no default in meta.schema`);
      }
      // The defaults are read from the schema (meta.defaults, made by defineRule), and run time
      // trusts them (it compiles no validator for them), so they are checked here: given as
      // options from a config file are, they pass the schema, and they are what the validator
      // fills in for options left out.
      try {
        resolveRuleOptions(need(), structuredClone(meta.defaults));
        expect(resolveRuleOptions(need(), {})).toEqual(meta.defaults);
      } catch (e) {
        problems.push(`the defaults do not pass the options schema: ${(e as Error).message}`);
      }
      const recommended = meta.recommendedOptions;
      if (recommended !== undefined) {
        try {
          expect(resolveRuleOptions(need(), { ...recommended })).toEqual(resolveRuleOptions(need(), recommended));
        } catch (e) {
          problems.push(`meta.recommendedOptions do not pass the options schema: ${(e as Error).message}`);
        }
      }
      // A cap on a message the rule does not have would cap nothing, silently.
      for (const caps of [meta.maxSeverity, meta.recommendedMaxSeverity]) {
        for (const [messageId, cap] of Object.entries(caps ?? {})) {
          if (!(messageId in meta.messages)) problems.push(`a severity cap names "${messageId}", which is not one of its messages`);
          if (!SEVERITIES.includes(cap as (typeof SEVERITIES)[number])) problems.push(`the cap of "${messageId}" is "${String(cap)}", not a severity`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('uses every message, fills every placeholder, and tests every message', () => {
      const { meta } = need();
      const messages = meta.messages as Record<string, string>;
      let code = source;
      for (const template of Object.values(messages)) code = code.split(template).join('');
      const problems: string[] = [];
      for (const [messageId, template] of Object.entries(messages)) {
        if (!code.includes(`'${messageId}'`) && !code.includes(`"${messageId}"`))
          problems.push(`message "${messageId}" is never reported by rules/${id}/index.ts`);
        if (!new RegExp(`messageId: ['"]${messageId}['"]`).test(test)) problems.push(`message "${messageId}" is never expected by test/rules/${id}.test.ts`);
        for (const [, key] of template.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g)) {
          if (!new RegExp(`\\b${key}\\b`).test(code)) problems.push(`message "${messageId}" uses {{${key}}}, which rules/${id}/index.ts never passes as data`);
        }
        if (/\{\{(?!\s*[A-Za-z0-9_]+\s*\}\})/.test(template)) problems.push(`message "${messageId}" has a malformed placeholder`);
      }
      expect(problems).toEqual([]);
    });

    it('has a README with the title, the one-line summary and every section in order', () => {
      const { meta } = need();
      expect(readme, `rules/${id}/README.md is missing`).toBeDefined();
      const problems: string[] = [];
      if (doc.lines[0] !== `# ${id}`) problems.push(`the first line is not "# ${id}"`);
      const summary = doc.lines.slice(1, doc.headings[1]?.index).join('\n').trim();
      if (summary !== meta.description) problems.push(`the summary under the title is not meta.description ("${meta.description}")`);
      let last = -1;
      for (const heading of SECTIONS) {
        const at = doc.headings.findIndex((h) => h.text === heading);
        if (at === -1) problems.push(`the section "${heading}" is missing`);
        else if (at < last) problems.push(`the section "${heading}" is out of order`);
        else last = at;
      }
      expect(problems, `rules/${id}/README.md`).toEqual([]);
    });

    it('documents every option, with its default, and no option that does not exist', () => {
      const options = section(doc, '## Options');
      const problems: string[] = [];
      const props = schemaProperties(need());
      for (const [name, prop] of Object.entries(props)) {
        const row = options.split('\n').find((l) => l.includes(`\`${name}\``));
        if (!row) {
          problems.push(`option "${name}" is not described under "## Options"`);
          continue;
        }
        const d = prop.default;
        const simple = typeof d !== 'object' || (Array.isArray(d) && d.length === 0);
        if (simple && !row.includes(`\`${JSON.stringify(d)}\``))
          problems.push(`option "${name}": its row under "## Options" does not give the default \`${JSON.stringify(d)}\``);
      }
      for (const [, name] of options.matchAll(/^\|\s*`([^`]+)`\s*\|/gm))
        if (!(name in props)) problems.push(`"## Options" documents "${name}", which meta.schema does not declare`);
      expect(problems, `rules/${id}/README.md`).toEqual([]);
    });

    it('has README examples that behave as they say', () => {
      const r = need();
      const incorrect = doc.blocks.filter((b) => b.heading === '### ❌ Incorrect');
      const correct = doc.blocks.filter((b) => b.heading === '### ✅ Correct');
      const problems: string[] = [];
      if (incorrect.length === 0) problems.push('"### ❌ Incorrect" has no example');
      if (correct.length === 0) problems.push('"### ✅ Correct" has no example');
      for (const block of [...incorrect, ...correct]) {
        const bad = block.heading.includes('❌');
        const where = `the ${bad ? '❌' : '✅'} example at line ${block.line}`;
        if (block.lang !== 'yaml') {
          problems.push(`${where} is not a \`\`\`yaml block`);
          continue;
        }
        try {
          const registry = loadSource(block.text, 'example.yaml');
          // The plain-registry form, whichever list dialect the detector then names it.
          if (!/^tools:/m.test(block.text) || registry.tools.length === 0) problems.push(`${where} is not a plain registry (tools: [...])`);
          const findings = lintWith(r, block.text, undefined, 'example.yaml');
          if (bad && findings.length === 0) problems.push(`${where} gives no finding`);
          if (!bad && findings.length > 0) problems.push(`${where} gives findings: ${findings.map((f) => `${f.pointer}: ${f.message}`).join('; ')}`);
        } catch (e) {
          problems.push(`${where} does not load: ${(e as Error).message}`);
        }
      }
      expect(problems, `rules/${id}/README.md`).toEqual([]);
    });
  });
}
