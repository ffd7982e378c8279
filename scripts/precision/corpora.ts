import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { combineRegistries, loadSource } from '../../src/loaders/index.js';
import type { Registry } from '../../src/model/index.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const corpusDir = process.env.TOOLSLINT_CORPUS ?? path.resolve(root, '../shared/corpus');

export interface Corpus {
  id: string;
  title: string;
  load(): Registry[];
}

function jsonFiles(dir: string): string[] {
  return readdirSync(path.join(corpusDir, dir))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => `${dir}/${f}`);
}

function loadFile(rel: string): Registry {
  return loadSource(readFileSync(path.join(corpusDir, rel)), rel);
}

function eachTool(registry: Registry): Registry[] {
  return registry.tools.map((tool) => ({ ...registry, tools: [tool] }));
}

/** The registries of real tool definitions that precision is measured on, as their users lint them. */
export const CORPORA: Corpus[] = [
  {
    id: 'github',
    title: 'GitHub MCP server (toolsnaps)',
    load: () => [combineRegistries(jsonFiles('github-mcp-server/toolsnaps').map(loadFile), 'github-mcp-server')],
  },
  { id: 'vscode', title: 'VS Code Copilot tools (HEAD)', load: () => [loadFile('vscode-copilot-chat/versions/HEAD.json')] },
  { id: 'docker', title: 'Docker MCP catalog', load: () => jsonFiles('docker-mcp-registry').map(loadFile) },
  // A BFCL file collects the functions of many separate test questions, deduplicated; no model
  // is ever offered a whole file. Each function is linted as the registry of one, so that
  // registry-wide rules (unique names, list size) judge what a model would be sent.
  { id: 'bfcl', title: 'BFCL function docs (each function alone)', load: () => jsonFiles('bfcl').flatMap((f) => eachTool(loadFile(f))) },
];
