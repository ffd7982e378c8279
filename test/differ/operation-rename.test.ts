import { describe, expect, it } from 'vitest';
import { diffMarkdown } from '../../src/reporters/diff-markdown.js';
import { diffTexts } from './helpers.js';

const api = (operationId: string, path = '/issues/{number}', extra = '') => `openapi: 3.1.0
info: { title: Issues, version: 1.0.0 }
paths:
  ${path}:
    get:
      operationId: ${operationId}
      summary: Get one issue by its number.
      parameters:
        - { name: number, in: path, required: true, schema: { type: integer } }${extra}
      responses:
        '200': { description: The issue. }
`;
const names = ['base.yaml', 'head.yaml'];

describe('an OpenAPI operationId that changed', () => {
  it('pairs the operation by method and path, says it once as a rename, and still compares its schemas', async () => {
    const r = await diffTexts(
      api('getIssue'),
      api('issue_read', undefined, '\n        - { name: fields, in: query, required: true, schema: { type: string } }'),
      {},
      names,
    );
    expect(r.changes.map((c) => [c.id, c.tool])).toEqual([
      ['operation-id-renamed', 'getIssue'],
      ['param-added-required', 'getIssue'],
    ]);
    expect(r.changes[0].migration).toBe('Call `issue_read` instead of `getIssue`.');
    const md = diffMarkdown(r, { color: false, version: '0' });
    expect(md).toContain('## Renamed tools\n\n- `getIssue` → `issue_read`: calls to `getIssue` fail.\n');
    expect(md).not.toContain('## New tools');
  });

  it('is a removal and an addition when the path changed too: the operation is not the same', async () => {
    const r = await diffTexts(api('getIssue'), api('issue_read', '/tickets/{number}'), {}, names);
    expect(r.changes.map((c) => c.id).sort()).toEqual(['tool-added', 'tool-removed']);
  });
});
