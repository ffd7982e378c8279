import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSource } from '../../src/loaders/index.js';
import { ToolslintError, type Dialect, type Registry } from '../../src/model/index.js';
import { CORPUS_DIR, CORPUS_PRESENT, RUN_CORPUS, corpusFiles, readCorpus } from './corpus-dir.js';

// Raw JSON, read without the loader.
type Raw = any;

type Expectation = { dialect: Dialect; count: number; singleTool?: boolean } | { rejected: string } | { skipped: string };

/**
 * What each corpus file must load as, worked out from the raw JSON without the loader, so the
 * counts check the loader rather than repeat it.
 */
function expectationFor(rel: string, raw: () => Raw): Expectation | undefined {
  const dir = path.posix.dirname(rel);
  const base = path.posix.basename(rel);
  if (rel === 'README.md') return { skipped: 'documentation' };
  if (dir === 'bfcl') return { dialect: 'openai-functions', count: raw().length };
  if (dir === 'github-mcp-server/toolsnaps') return { dialect: 'mcp', count: 1, singleTool: true };
  if (base === 'index.json' && (dir === 'github-mcp-server/versions' || dir === 'vscode-copilot-chat/versions')) {
    return { rejected: 'a version index, not a registry' };
  }
  if (dir === 'github-mcp-server/versions') return { dialect: 'mcp', count: raw().length };
  if (dir === 'vscode-copilot-chat/versions') return { dialect: 'vscode', count: raw().length };
  if (dir === 'docker-mcp-registry') {
    const tools: Raw[] = raw();
    const dialect = tools.some((t) => Array.isArray(t.arguments)) ? 'docker-mcp' : tools.every((t) => t.inputSchema) ? 'mcp' : 'registry';
    return { dialect, count: tools.length };
  }
  if (/^mcp-spec-schema\/[^/]+$/.test(dir) && base === 'schema.json') return { rejected: 'the MCP JSON Schema itself' };
  if (dir.endsWith('/examples/Tool')) return { dialect: 'mcp', count: 1, singleTool: true };
  if (dir.endsWith('/examples/ListToolsResult')) return { dialect: 'mcp', count: raw().tools.length };
  if (dir.endsWith('/examples/ListToolsResultResponse')) return { dialect: 'mcp', count: raw().result.tools.length };
  if (/\/examples\/\w+Schema$/.test(dir)) return { rejected: 'an elicitation field schema, not a tool' };
  return undefined;
}

describe.runIf(RUN_CORPUS)('the real corpus', () => {
  it('is present', () => {
    expect(CORPUS_PRESENT, `corpus not found at ${CORPUS_DIR} (set TOOLSLINT_CORPUS)`).toBe(true);
  });

  const files = CORPUS_PRESENT ? corpusFiles() : [];

  it.each(files)('%s', (rel) => {
    const bytes = readCorpus(rel);
    const expected = expectationFor(rel, () => JSON.parse(bytes.toString('utf8')));
    if (!expected) throw new Error(`no expectation for corpus file ${rel}; add one to corpus.test.ts`);
    if ('skipped' in expected) return;
    if ('rejected' in expected) {
      let error: unknown;
      try {
        loadSource(bytes, rel);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ToolslintError);
      expect((error as ToolslintError).code).toBe('shape');
      expect((error as ToolslintError).message).toContain('not a tool registry');
      return;
    }
    const registry: Registry = loadSource(bytes, rel);
    expect(registry.dialect).toBe(expected.dialect);
    expect(registry.tools).toHaveLength(expected.count);
    expect(Boolean(registry.singleTool)).toBe(Boolean(expected.singleTool));
    expect(registry.files).toEqual([rel]);
  });
});
