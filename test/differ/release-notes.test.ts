import { describe, expect, it } from 'vitest';
import { diffMarkdown } from '../../src/reporters/diff-markdown.js';
import { wordDiff } from '../../src/reporters/word-diff.js';
import { diffTexts } from './helpers.js';

const ctx = { color: false, version: '0.0.0' };

const tool = (name: string, schema = '{ type: object, properties: { id: { type: integer } } }', description = `Do ${name}.`) =>
  `  - name: ${name}\n    description: ${description}\n    inputSchema: ${schema}\n`;
const registry = (version: string, tools: string) => `version: ${version}\ntools:\n${tools}`;

const CASES = ['open', 'closed', 'all', 'draft', 'merged', 'queued', 'running', 'failed', 'cancelled'];
const enumOf = (values: string[]) => `{ type: object, properties: { state: { type: string, enum: [${values.join(', ')}] } } }`;
const REMOVED = Array.from({ length: 22 }, (_, i) => `legacy_tool_${String(i).padStart(2, '0')}`);

describe('release notes (diff -f markdown)', () => {
  it('are titled by the versions and name no local path or check id, unless --verbose', async () => {
    const r = await diffTexts(registry('1.4.0', tool('a')), registry('1.5.0', tool('a', enumOf(['x']))), {}, [
      '/home/me/v1/tools.yaml',
      '/home/me/v2/tools.yaml',
    ]);
    const md = diffMarkdown(r, ctx);
    expect(md.split('\n')[0]).toBe('# Release notes: `1.4.0` → `1.5.0`');
    expect(md).not.toContain('/home/me');
    expect(md).not.toContain('param-added-optional');
    const verbose = diffMarkdown(r, { ...ctx, verbose: true });
    expect(verbose).toContain('Compared `/home/me/v1/tools.yaml` → `/home/me/v2/tools.yaml`.');
    expect(verbose).toContain('(`param-added-optional`, `/home/me/v2/tools.yaml:5`)');
  });

  it('collapse a bulk removal into one list of every name, with one migration step', async () => {
    const md = diffMarkdown(
      await diffTexts(registry('2.0.0', REMOVED.map((n) => tool(n, '{ type: object }', `Old ${n}.`)).join('') + tool('keep')), registry('3.0.0', tool('keep'))),
      ctx,
    );
    expect(md).toContain(`## Removed tools\n\n${REMOVED.map((n) => `\`${n}\``).join(', ')}: calls to them fail.\n`);
    expect(md).toContain(`### Removed tools\n\n- Stop calling ${REMOVED.map((n) => `\`${n}\``).join(', ')}.\n`);
    expect(md.match(/legacy_tool_00/g)).toHaveLength(2);
  });

  it('collapse an enum-wide change of case into one line that lists every value', async () => {
    const md = diffMarkdown(
      await diffTexts(registry('1.0.0', tool('list_runs', enumOf(CASES))), registry('2.0.0', tool('list_runs', enumOf(CASES.map((v) => v.toUpperCase()))))),
      ctx,
    );
    const lines = md.split('\n').filter((l) => l.includes('enum values'));
    expect(lines).toHaveLength(1);
    for (const v of CASES) expect(lines[0]).toContain(`\`"${v}" → "${v.toUpperCase()}"\``);
    expect(md).toContain('- Send the new values for `state`: ');
  });

  it('lists every value removed and added on one line, none cut off', async () => {
    const many = Array.from({ length: 30 }, (_, i) => `value_number_${i}`);
    const md = diffMarkdown(
      await diffTexts(registry('1.0.0', tool('t', enumOf(many))), registry('2.0.0', tool('t', enumOf([...many.slice(10), 'extra'])))),
      ctx,
    );
    const line = md.split('\n').find((l) => l.includes('enum values'))!;
    for (const v of many.slice(0, 10)) expect(line).toContain(`\`"${v}"\``);
    expect(line).toContain('added `"extra"`');
    expect(md).not.toMatch(/value_number_\d*…/);
  });

  it('say a tool that looks renamed once, as a rename, and not again as new', async () => {
    const schema = '{ type: object, properties: { ticket: { type: string } } }';
    const md = diffMarkdown(await diffTexts(registry('1.0.0', tool('get_ticket', schema)), registry('2.0.0', tool('ticket_read', schema))), ctx);
    expect(md).toContain('## Renamed tools\n\n- `get_ticket` → `ticket_read`: calls to `get_ticket` fail.\n');
    expect(md).not.toContain('## New tools');
    expect(md).not.toContain('## Removed tools');
    expect(md).toContain('- Call `ticket_read` instead of `get_ticket`.');
  });

  it('show a reworded description as a short word diff, and give a warning-only release a migration guide', async () => {
    const before = 'List the items of a project, newest first, with their state, owner and labels.';
    const md = diffMarkdown(
      await diffTexts(
        registry('1.0.0', tool('list_items', undefined, before)),
        registry('1.0.1', tool('list_items', undefined, before.replace('newest', 'oldest'))),
      ),
      ctx,
    );
    expect(md).toContain(
      '- **Review:** Description of the tool reworded: … items of a project, <del>newest</del><ins>oldest</ins> first, with their state, …\n',
    );
    expect(md).toContain('## Migration guide\n\n### `list_items`\n\n- Check that prompts and evaluations');
  });

  it('word diffs keep a few words of context and escape Markdown and HTML', () => {
    expect(wordDiff('Search issues in a repository.', 'Search issues and pull requests in a repository.')).toBe(
      'Search issues <ins>and pull requests</ins> in a repository.',
    );
    expect(wordDiff('x', 'x <script> *y*')).toBe('x <ins>\\<script\\> \\*y\\*</ins>');
    expect(wordDiff('one two three four five six seven eight nine ten', 'one two three four five six seven eight nine eleven')).toBe(
      '… six seven eight nine <del>ten</del><ins>eleven</ins>',
    );
    // Punctuation next to a change keeps its place, so the text reads as written.
    expect(wordDiff('Whether repo should be private', 'Whether the repository should be private.')).toBe(
      'Whether <del>repo</del><ins>the repository</ins> should be private<ins>.</ins>',
    );
  });
});
