import { loadSource } from '../loaders/index.js';
import type { Classification, Registry } from '../model/index.js';
import { toolsDocument } from './document.js';
import type { McpToolList } from './types.js';

/** The file name a server's tools go by in every report. */
export function serverFile(name: string): string {
  return `mcp:${name}`;
}

/**
 * A server's tools as a registry, read by the same loader as an MCP file. No `$ref` reader is
 * given: a live server's references must not reach into the local file system.
 */
export function serverRegistry(list: McpToolList, classification?: Classification): Registry {
  return loadSource(toolsDocument(list), serverFile(list.name), { dialect: 'mcp', classification });
}
