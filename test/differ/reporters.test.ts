import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { BUMPS, DIRECTIONS, LEVELS, type DiffResult } from '../../src/differ/index.js';
import { diffHtml } from '../../src/reporters/diff-html.js';
import { diffJson } from '../../src/reporters/diff-json.js';
import { diffMarkdown } from '../../src/reporters/diff-markdown.js';
import { inline, linkFree } from '../../src/reporters/diff-release.js';
import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { diffText } from '../../src/reporters/diff-text.js';
import type { DiffReport } from '../../src/reporters/index.js';
import { diffTexts } from './helpers.js';

const root = path.resolve(import.meta.dirname, '../..');
const schema = JSON.parse(readFileSync(path.join(root, 'schemas/diff-output.schema.json'), 'utf8'));
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);
const ctx = { color: false, version: '0.0.0' };

const BASE = `version: 1.4.0
tools:
  - name: create_ticket
    description: Create a ticket.
    inputSchema:
      type: object
      additionalProperties: false
      required: [title]
      properties:
        title: { type: string }
        priority: { type: string, enum: [low, high, urgent] }
        assignee: { type: string }
  - name: get_ticket
    description: Get a ticket.
    inputSchema: { type: object, properties: { id: { type: integer } } }
`;
const HEAD = `version: 1.5.0
tools:
  - name: create_ticket
    description: Create a support ticket.
    inputSchema:
      type: object
      additionalProperties: false
      required: [title, priority]
      properties:
        title: { type: string }
        priority: { type: string, enum: [low, high] }
        owner: { type: string }
  - name: ticket_read
    description: Get a ticket.
    inputSchema: { type: object, properties: { id: { type: integer } } }
`;

const sample = () => diffTexts(BASE, HEAD);
const empty = () => diffTexts(BASE, BASE);
/** A diff from an empty registry, with the note the command line adds. */
const fromEmpty = async (): Promise<DiffReport> => ({
  ...(await diffTexts('[]', HEAD, {}, ['base.json', 'head.yaml'])),
  notes: [{ file: 'base.json', message: 'base.json: the registry holds no tools.' }],
});

/** The `diff --format json` example in DESIGN.md, copied so the test runs where that file is not. */
const DESIGN_EXAMPLE = {
  schemaVersion: 1,
  base: { source: 'v1/tools.json', version: '1.4.0' },
  head: { source: 'v2/tools.json', version: '1.5.0' },
  changes: [
    { id: 'param-became-required', level: 'breaking', direction: 'input', tool: 'create_ticket', pointer: '/properties/priority', message: '…', bump: 'major' },
  ],
  verdict: { required: 'major', declared: 'minor', ok: false },
};
const DESIGN_PATH = path.join(root, '../shared/DESIGN.md');

describe('diff --format json', () => {
  it('keeps the contract: keys, order and nothing more', async () => {
    const out = JSON.parse(diffJson(await sample(), ctx));
    expect(Object.keys(out)).toEqual(['schemaVersion', 'base', 'head', 'changes', 'verdict']);
    expect(out.base).toEqual({ source: 'base.yaml', version: '1.4.0' });
    // The contract's seven fields first, in order; then the optional additions.
    expect(Object.keys(out.changes[0]).slice(0, 7)).toEqual(['id', 'level', 'direction', 'tool', 'pointer', 'message', 'bump']);
    expect(out.changes[1]).toEqual({
      id: 'param-became-required',
      level: 'breaking',
      direction: 'input',
      tool: 'create_ticket',
      pointer: '/properties/priority',
      message: 'Parameter `priority` became required: calls that leave it out are rejected.',
      bump: 'major',
      migration: 'Always pass `priority`: it is now required.',
      before: false,
      after: true,
      base: { file: 'base.yaml', pointer: '/tools/0/inputSchema/properties/priority', line: 11, column: 19 },
      head: { file: 'head.yaml', pointer: '/tools/0/inputSchema/properties/priority', line: 11, column: 19 },
    });
    expect(out.verdict).toEqual({ required: 'major', declared: 'minor', ok: false });
  });

  it.each([
    ['a diff with every level', sample],
    ['no changes', empty],
    ['an empty base, with a note', fromEmpty],
  ])('validates against schemas/diff-output.schema.json: %s', async (_, make) => {
    expect(validate(JSON.parse(diffJson(await make(), ctx))), JSON.stringify(validate.errors)).toBe(true);
  });

  it('adds notes last, and only when there are any', async () => {
    const out = JSON.parse(diffJson(await fromEmpty(), ctx));
    expect(Object.keys(out)).toEqual(['schemaVersion', 'base', 'head', 'changes', 'verdict', 'notes']);
    expect(out.notes).toEqual([{ file: 'base.json', message: 'base.json: the registry holds no tools.' }]);
    expect(out.changes.map((c: { id: string }) => c.id)).toEqual(['tool-added', 'tool-added']);
    expect(validate({ ...out, notes: [{ ...out.notes[0], line: 1 }] })).toBe(false);
  });

  it('the schema accepts the DESIGN.md example and rejects anything else', async () => {
    expect(validate(DESIGN_EXAMPLE), JSON.stringify(validate.errors)).toBe(true);
    const good = JSON.parse(diffJson(await sample(), ctx));
    expect(validate({ ...good, extra: 1 })).toBe(false);
    expect(validate({ ...good, changes: [{ ...good.changes[0], level: 'error' }] })).toBe(false);
    expect(validate({ ...good, changes: [{ ...good.changes[0], data: {} }] })).toBe(false);
    expect(validate({ ...good, verdict: { ...good.verdict, declared: 'huge' } })).toBe(false);
  });

  it.skipIf(!existsSync(DESIGN_PATH))('the copied example is still the one in DESIGN.md', () => {
    const block = readFileSync(DESIGN_PATH, 'utf8')
      .split('`diff --format json` prints one object:')[1]
      ?.match(/```json\n([\s\S]*?)```/)?.[1];
    expect(block && JSON.parse(block)).toEqual(DESIGN_EXAMPLE);
  });

  it('names the same levels, bumps and directions as the differ, and describes every property', () => {
    expect(schema.$defs.change.properties.level.enum).toEqual([...LEVELS]);
    expect(schema.$defs.change.properties.direction.enum).toEqual([...DIRECTIONS]);
    expect(schema.$defs.bump.enum).toEqual([...BUMPS]);
    const missing: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries((node as { properties?: object }).properties ?? {})) {
        if (typeof (value as { description?: unknown }).description !== 'string') missing.push(`${at}/${key}`);
      }
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    };
    walk(schema, '#');
    expect(missing).toEqual([]);
  });
});

describe('diff --format text', () => {
  it('groups by tool, breaking first, and ends with the verdict', async () => {
    expect(diffText(await sample(), ctx)).toMatchSnapshot();
  });

  it('says when there is nothing to report', async () => {
    expect(diffText(await empty(), ctx)).toBe('base.yaml → head.yaml\n\nNo changes.\n✔ No version bump needed; declared none (1.4.0 → 1.4.0): enough.\n');
  });

  it('says each note on one line before the counts', async () => {
    const text = diffText(await fromEmpty(), ctx);
    expect(text).toContain('\n\nℹ base.json: the registry holds no tools.\n\n2 changes: 0 breaking, 0 warnings, 2 info.\n');
    expect(diffText({ ...(await empty()), notes: [{ file: 'x', message: 'x\u001b[2J: y.' }] }, ctx)).toContain('ℹ x\\u001b[2J: y.\n');
  });

  it('escapes control characters from the input, and colours only when asked', async () => {
    const r: DiffResult = { ...(await sample()) };
    r.changes = r.changes.map((c) => ({ ...c, tool: `${c.tool}\u001b[2J` }));
    const plain = diffText(r, ctx);
    expect(plain).not.toContain('\u001b');
    expect(plain).toContain('create_ticket\\u001b[2J');
    expect(diffText(r, { ...ctx, color: true })).toContain('\u001b[31m');
  });
});

describe('diff --format markdown', () => {
  it('is release notes: verdict, removed and renamed tools, changes by tool, a migration guide', async () => {
    expect(diffMarkdown(await sample(), ctx)).toMatchSnapshot();
  });

  it('says each note as a paragraph of one line after the counts, naming the side rather than its path', async () => {
    const md = diffMarkdown(await fromEmpty(), ctx);
    expect(md).toContain('\n\n2 changes: 0 breaking, 0 warnings, 2 info.\n\nℹ The base registry: the registry holds no tools.\n\n## New tools\n');
    expect(diffMarkdown(await fromEmpty(), { ...ctx, verbose: true })).toContain('ℹ base.json: the registry holds no tools.');
  });

  it('has no breaking changes when nothing breaks, and still a migration guide for a warning', async () => {
    const md = diffMarkdown(await diffTexts(BASE, BASE.replace('Create a ticket.', 'Create one ticket.')), ctx);
    expect(md).not.toContain('**Breaking:**');
    expect(md).toContain('- **Review:** Description of the tool reworded: Create <del>a</del><ins>one</ins> ticket.');
    expect(md).toContain('## Migration guide');
  });

  it('keeps headings and inline code intact whatever the names hold', async () => {
    const r = await sample();
    r.changes = r.changes.map((c) => ({ ...c, tool: 'a|b`c', message: 'x | y <script>' }));
    const md = diffMarkdown(r, ctx);
    expect(md).toContain('### ``a\\|b`c``');
    expect(md).toContain('x | y &lt;script>');
  });
});

describe('inline Markdown of release notes', () => {
  it('shows a code span as written, and escapes < and links only outside code spans', () => {
    expect(inline('Parameter `a<b` was removed; <img src=x>')).toBe('Parameter `a<b` was removed; &lt;img src=x>');
    expect(inline('Value ``x`<y`` and `![p](u)`')).toBe('Value ``x`<y`` and `![p](u)`');
    expect(inline('![p](u) [l](u)')).toBe('!\\[p]\\(u) [l]\\(u)');
  });

  it('reads code spans as CommonMark does: an unmatched or escaped backtick opens none', () => {
    // An opening run closes only on a run of the same length.
    expect(inline('`` a<b ` c<d')).toBe('`` a&lt;b ` c&lt;d');
    // The first backtick is escaped, so the span is the next two: `<y` is outside any.
    expect(inline('\\`<x` `<y`')).toBe('\\`&lt;x` `&lt;y`');
    // A name that closes its span early leaves the rest outside, escaped.
    expect(inline('Parameter `x`<b>`` added')).toBe('Parameter `x`&lt;b>`` added');
  });

  it('leaves a renderer that allows HTML nothing to run, fetch or link, whatever the backticks', () => {
    const md = new MarkdownIt({ html: true });
    const pieces = ['`', '``', '\\', '<', '>', '<img src=x>', '<a href=u>', '![i](u)', '[l](u)', 'a', ' ', '&', 'http://x.example'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 14 }).map((p) => p.join('')),
        (text) => {
          const html = md.renderInline(inline(text));
          // Only the code elements the renderer makes are tags; every other < is text.
          expect(html.replace(/<\/?code>/g, '')).not.toMatch(/<[a-z/!?]/i);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('shows a removed enum value in its code span as written, in the changes and in the migration guide', async () => {
    const head = BASE.replace('enum: [low, high, urgent]', 'enum: [low, high, urgent, "![p](u)", "a<b"]');
    const md = diffMarkdown(await diffTexts(head, BASE), ctx);
    expect(md).toContain('`"![p](u)"`, `"a<b"`');
    expect(md).not.toContain('!\\[p]');
    const html = new MarkdownIt({ html: true }).render(md);
    expect(html).not.toMatch(/<img|<a |href=|src=/);
  });

  it('breaks links outside code spans and leaves HTML of its own, such as a word diff, alone', () => {
    expect(linkFree('<del>a</del> ![i](u) `![i](u)`')).toBe('<del>a</del> !\\[i]\\(u) `![i](u)`');
  });

  it('changes nothing more when applied twice', () => {
    for (const text of ['a `<b>` <c> ![i](u)', '`x`![p](u)``', '\\`<x`', 'line\nbreak `<y`']) expect(inline(inline(text))).toBe(inline(text));
  });
});

describe('diff --format html', () => {
  it('is the markdown release notes as one self-contained page, titled by the versions', async () => {
    const r = await sample();
    const html = diffHtml(r, ctx);
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<title>Release notes: 1.4.0 → 1.5.0</title>');
    expect(html).toContain('<h1>Release notes: <code>1.4.0</code> → <code>1.5.0</code></h1>');
    expect(html).toContain('<h2>Migration guide</h2>');
    expect(html).toContain('<li><strong>Breaking:</strong>');
    // Nothing to fetch or run.
    expect(html).not.toMatch(/<script|<link|src=|href=/i);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('marks reworded words with ins and del, and shows every other markup from the input as text', async () => {
    const reworded = await diffTexts(BASE, BASE.replace('Create a ticket.', 'Create one ticket.'));
    expect(diffHtml(reworded, ctx)).toContain('Create <del>a</del><ins>one</ins> ticket.');
    const r = await sample();
    r.changes = r.changes.map((c) => ({ ...c, tool: '<img src=x onerror=alert(1)>', message: 'x <script>alert(1)</script> <ins>y</ins>' }));
    const hostile = await diffTexts(BASE, BASE.replace('Create a ticket.', '<b onclick="x()">Create</b> a ticket. <script>alert(2)</script>'));
    for (const html of [diffHtml(r, ctx), diffHtml(hostile, ctx)]) {
      expect(html).not.toMatch(/<(script|img|b)[\s>]/i);
      expect(html).not.toContain('onclick="');
    }
    expect(diffHtml(r, ctx)).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('keeps a parameter name that holds a backtick or a line break inside its code span', async () => {
    const head = BASE.replace('assignee: { type: string }', 'assignee: { type: string }\n        "x` **bold**\\n# h": { type: string }').replace(
      'required: [title]',
      'required: [title, "x` **bold**\\n# h"]',
    );
    const md = diffMarkdown(await diffTexts(BASE, head), ctx);
    expect(md).toContain('Parameter ``x` **bold** # h`` was added as required');
  });

  it('makes no image or link from a name that closes its code span, and shows a < in a name as written', async () => {
    const r = await sample();
    r.changes = r.changes.map((c) => ({
      ...c,
      tool: 'get_a<b>',
      message: 'Parameter `x`![p](https://evil.example/p.png)[log in](https://evil.example/login)`` was added.',
    }));
    const html = diffHtml(r, ctx);
    expect(html).not.toMatch(/<img|<a |href=|src=/);
    expect(html).toContain('<code>get_a&lt;b&gt;</code>');
    expect(diffMarkdown(r, ctx)).toContain('`get_a<b>`');
    expect(diffMarkdown(r, ctx)).not.toMatch(/!\[p\]\(|\]\(https/);
  });
});

describe('changes of no one tool', () => {
  it('are headed as the tool list as a whole, not as an empty name', async () => {
    const base = 'tools:\n  - name: get_order\n    description: Reads one order.\n    inputSchema: { type: object }\n';
    const result = await diffTexts(base, `${base}  - 42\n`);
    expect(result.changes.map((c) => [c.id, c.tool])).toEqual([['non-tool-element-added', '']]);
    expect(diffText(result, ctx)).toContain('The tool list as a whole\n  breaking  The list element at `/tools/1` is a number');
    const markdown = diffMarkdown(result, ctx);
    expect(markdown).toContain('### The tool list as a whole');
    expect(markdown).not.toContain('### ``');
  });
});

describe('no report prints what a terminal would act on', () => {
  it('a tool name with escape sequences, C1 controls and bidi overrides reaches markdown, html and json as visible escapes', async () => {
    const hostile = 'get_\u001b]0;PWNED\u0007\u001b[2J\u001b[31mred\r\b\u009b31m\u202e';
    const result = await diffTexts(
      BASE,
      BASE.replace('  - name: create_ticket', `  - name: create_ticket\n    description: Create a ticket.\n  - name: ${JSON.stringify(hostile)}`),
    );
    const reports = { markdown: diffMarkdown(result, ctx), html: diffHtml(result, ctx), json: diffJson(result, ctx) };
    for (const [format, text] of Object.entries(reports)) {
      expect(text, format).toContain('get_');
      expect(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/.test(text), format).toBe(false);
    }
    expect(reports.markdown).toContain('get_\\u001b]0;PWNED\\u0007');
    expect(JSON.parse(reports.json).changes.some((c: { tool: string }) => c.tool === hostile)).toBe(true);
  });
});
