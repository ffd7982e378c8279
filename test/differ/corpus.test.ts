import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

import { CORPUS_DIR, CORPUS_PRESENT, RUN_CORPUS } from '../loaders/corpus-dir.js';
import { corpusHistory, historyTable, type DiffJson, type Step } from './corpus-history.js';
import { replaceBetween } from './markers.js';

const DOC = path.resolve(import.meta.dirname, '../../docs/diff-history.md');
const ids = (r: DiffJson, id: string) => r.changes.filter((c) => c.id === id);
const tools = (r: DiffJson, id: string) =>
  ids(r, id)
    .map((c) => c.tool)
    .sort();

describe.runIf(RUN_CORPUS)('diff over the real release history', () => {
  let github: Step[] = [];
  let vscode: Step[] = [];
  const step = (steps: Step[], to: string) => steps.find((s) => s.to === to)!.result;

  beforeAll(async () => {
    expect(CORPUS_PRESENT, `corpus not found at ${CORPUS_DIR} (set TOOLSLINT_CORPUS)`).toBe(true);
    github = await corpusHistory('github-mcp-server');
    vscode = await corpusHistory('vscode-copilot-chat');
  }, 120_000);

  it('diffs every consecutive pair: 39 GitHub MCP server steps and 12 VS Code ones', () => {
    expect(github).toHaveLength(39);
    expect(vscode).toHaveLength(12);
  });

  it('no message or migration names a place with an empty code span, and none capitalises mid-sentence', () => {
    const texts = [...github, ...vscode].flatMap((s) => s.result.changes.flatMap((c) => [c.message, c.migration ?? '']));
    expect(texts.filter((t) => /(^|[^`])``([^`]|$)/.test(t))).toEqual([]);
    expect(texts.filter((t) => /satisfy The |that The /.test(t))).toEqual([]);
  });

  it('GitHub v0.17 → v0.18: the six get_pull_request* tools removed (consolidated into pull_request_read)', () => {
    const r = step(github, 'v0.18.0');
    expect(tools(r, 'tool-removed')).toEqual([
      'get_pull_request',
      'get_pull_request_diff',
      'get_pull_request_files',
      'get_pull_request_review_comments',
      'get_pull_request_reviews',
      'get_pull_request_status',
    ]);
    expect(r.verdict).toEqual({ required: 'minor', declared: 'minor', ok: true });
  });

  it('GitHub v0.19 → v0.20: seven issue tools removed', () => {
    expect(tools(step(github, 'v0.20.0'), 'tool-removed')).toEqual([
      'add_sub_issue',
      'get_issue',
      'get_issue_comments',
      'list_sub_issues',
      'remove_sub_issue',
      'reprioritize_sub_issue',
      'update_issue',
    ]);
  });

  it('GitHub v0.30 → v0.31: 22 tools removed in one release', () => {
    expect(ids(step(github, 'v0.31.0'), 'tool-removed')).toHaveLength(22);
  });

  it('GitHub v1.7 → v1.8: projects_write took a free-form object to a oneOf of two closed shapes', () => {
    const r = step(github, 'v1.8.0');
    expect(ids(r, 'branches-introduced').map((c) => `${c.tool} ${c.pointer}`)).toEqual(['projects_write /properties/updated_field/oneOf']);
    expect(ids(r, 'branches-introduced')[0].message).toContain('such as `{}`');
    // Breaking changes after 1.0.0 need a major bump; the project shipped a minor one.
    expect(r.verdict).toEqual({ required: 'major', declared: 'minor', ok: false });
  });

  it('VS Code v0.36 → v0.37: copilot_memory rewritten, five parameters newly required', () => {
    const r = step(vscode, 'v0.37.0');
    expect(ids(r, 'param-added-required').map((c) => c.pointer)).toEqual([
      '/properties/category',
      '/properties/citations',
      '/properties/fact',
      '/properties/reason',
      '/properties/subject',
    ]);
    expect(ids(r, 'param-removed-from-open-object').filter((c) => c.tool === 'copilot_memory')).toHaveLength(10);
    expect(tools(r, 'tool-removed')).toEqual(['copilot_updateUserPreferences']);
  });

  it('agrees with the corpus README on tools added and removed, parameters removed and newly required, description changes', () => {
    const total = (steps: Step[], ...which: string[]) => steps.reduce((n, s) => n + s.result.changes.filter((c) => which.includes(c.id)).length, 0);
    const topLevel = (steps: Step[], ...which: string[]) =>
      steps.reduce((n, s) => n + s.result.changes.filter((c) => which.includes(c.id) && /^\/properties\/[^/]+$/.test(c.pointer)).length, 0);
    expect([total(github, 'tool-added'), total(github, 'tool-removed')]).toEqual([108, 41]);
    expect(topLevel(github, 'param-removed', 'param-removed-from-open-object')).toBe(18);
    expect(topLevel(github, 'param-added-required', 'param-became-required')).toBe(5);
    expect(total(github, 'tool-description-changed')).toBe(37);
    expect([total(vscode, 'tool-added'), total(vscode, 'tool-removed')]).toEqual([12, 16]);
    expect(topLevel(vscode, 'param-removed', 'param-removed-from-open-object')).toBe(18);
    expect(topLevel(vscode, 'param-added-required', 'param-became-required')).toBe(9);
  });

  it('docs/diff-history.md holds the table these steps give (TOOLSLINT_UPDATE_DOCS=1 rewrites it)', () => {
    const doc = readFileSync(DOC, 'utf8');
    let next = replaceBetween(doc, 'github-mcp-server', historyTable(github));
    next = replaceBetween(next, 'vscode-copilot-chat', historyTable(vscode));
    if (process.env.TOOLSLINT_UPDATE_DOCS === '1') writeFileSync(DOC, next);
    else expect(doc).toBe(next);
  });
});
