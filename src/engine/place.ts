import type { Registry, Tool } from '../model/index.js';
import type { Finding } from './finding.js';

/**
 * Sets each finding's `place`: the tool whose definition holds its pointer (the deepest, should
 * definitions nest) and the pointer relative to that definition. A finding about tool A that a
 * registry-wide rule reports at tool B's place is placed in B, where it is written. Prefixes are
 * looked up, shortest pointer last, so a registry of 100,000 tools costs no more per finding.
 */
export function placeFindings(registry: Registry, findings: Finding[]): Finding[] {
  // By file, then by pointer: the keys are the pointers the tools already hold, not a string
  // made per tool of a huge registry.
  const byFile = new Map<string, Map<string, Tool>>();
  for (const tool of registry.tools) {
    let at = byFile.get(tool.source.file);
    if (!at) byFile.set(tool.source.file, (at = new Map()));
    // Two tools written at one place (a loader that made several of one node) are the first.
    if (!at.has(tool.source.pointer)) at.set(tool.source.pointer, tool);
  }
  for (const f of findings) {
    const at = byFile.get(f.file);
    if (!at) continue;
    for (let end = f.pointer.length; end >= 0; end = f.pointer.lastIndexOf('/', end - 1)) {
      const holder = at.get(f.pointer.slice(0, end));
      if (holder) {
        f.place = { tool: holder.name, pointer: f.pointer.slice(end) };
        break;
      }
      if (end === 0) break;
    }
  }
  return findings;
}
