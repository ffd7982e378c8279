import { describe, expect, it } from 'vitest';
import { loadSource } from '../../src/loaders/index.js';
import { at, byName } from './helpers.js';

const TOOLS = [
  {
    name: 'copilot_searchCodebase',
    toolReferenceName: 'codebase',
    displayName: '%copilot.tools.searchCodebase.name%',
    userDescription: '%copilot.codebase.tool.description%',
    modelDescription: 'Search the workspace.',
    tags: ['codesearch'],
    when: 'config.github.copilot.chat.codesearch.enabled',
    inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
  },
  {
    name: 'copilot_editFiles',
    modelDescription: 'Placeholder.',
    displayName: 'Edit Files',
    toolReferenceName: 'editFiles',
    legacyToolReferenceFullNames: ['editFiles'],
  },
];

describe('vscode', () => {
  it('reads a languageModelTools array with modelDescription as the description', () => {
    const r = loadSource(JSON.stringify(TOOLS, null, 2), 'tools.json');
    expect(r.dialect).toBe('vscode');
    const t = byName(r, 'copilot_searchCodebase');
    expect(t.description).toBe('Search the workspace.');
    expect(t.refs.description?.pointer).toBe('/0/modelDescription');
    expect(at(r, t.refs.description)).toEqual({ line: 7, column: 25 });
    expect(Object.keys(t.meta).sort()).toEqual(['displayName', 'tags', 'toolReferenceName', 'userDescription', 'when']);
    const edit = byName(r, 'copilot_editFiles');
    expect(edit.inputSchema).toBeUndefined();
    expect(edit.meta.legacyToolReferenceFullNames).toEqual(['editFiles']);
  });

  it('reads a whole package.json, taking its name and version', () => {
    const pkg = { name: 'copilot-chat', version: '0.42.0', contributes: { commands: [], languageModelTools: TOOLS } };
    const r = loadSource(JSON.stringify(pkg, null, 2), 'package.json');
    expect(r.dialect).toBe('vscode');
    expect(r.name).toBe('copilot-chat');
    expect(r.version).toBe('0.42.0');
    expect(r.versionRef).toEqual({ file: 'package.json', pointer: '/version' });
    expect(r.tools[1].source.pointer).toBe('/contributes/languageModelTools/1');
    expect(at(r, r.tools[0].refs.inputSchema)).toEqual({ line: 17, column: 24 });
  });

  it('reads a package.json whose contribution point is empty as zero tools', () => {
    const r = loadSource('{"name": "x", "contributes": {"languageModelTools": []}}', 'package.json');
    expect(r.dialect).toBe('vscode');
    expect(r.tools).toEqual([]);
  });
});
