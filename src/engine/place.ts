import type { Registry, Tool } from '../model/index.js';
import type { Finding } from './finding.js';

/**
 * Sets each finding's `place`: the tool whose definition holds its pointer (the deepest, should
 * definitions nest) and the pointer relative to that definition. A finding about tool A that a
 * registry-wide rule reports at tool B's place is placed in B, where it is written. Only the
 * prefixes as long as some tool's pointer are looked up, longest first: a registry of 100,000
 * tools costs no more per finding, and neither does a finding 500 levels deep.
 */
export function placeFindings(registry: Registry, findings: Finding[]): Finding[] {
  // By file, then by pointer: the keys are the pointers the tools already hold, not a string
  // made per tool of a huge registry.
  const byFile = new Map<string, { at: Map<string, Tool>; lengths: number[] }>();
  for (const tool of registry.tools) {
    let file = byFile.get(tool.source.file);
    if (!file) byFile.set(tool.source.file, (file = { at: new Map(), lengths: [] }));
    // Two tools written at one place (a loader that made several of one node) are the first.
    if (!file.at.has(tool.source.pointer)) file.at.set(tool.source.pointer, tool);
  }
  for (const file of byFile.values()) file.lengths = [...new Set([...file.at.keys()].map((p) => p.length))].sort((a, b) => b - a);
  for (const f of findings) {
    const file = byFile.get(f.file);
    if (!file) continue;
    const pointer = f.pointer;
    for (const end of file.lengths) {
      // A prefix ends where a segment does: `/tools/1` does not hold `/tools/10`.
      if (end > pointer.length || (end < pointer.length && pointer.charCodeAt(end) !== 47)) continue;
      const holder = file.at.get(end === pointer.length ? pointer : pointer.slice(0, end));
      if (holder) {
        f.place = { tool: holder.name, pointer: pointer.slice(end) };
        break;
      }
    }
  }
  return findings;
}
