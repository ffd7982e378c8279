import type { JsonObject } from '../model/index.js';
import type { NodePair, PropertyPair, Report } from './check.js';

/** A property that head defines. */
export type HeadProperty = PropertyPair & { head: JsonObject };

/**
 * The visit of a check that reports properties head defines (added, or made required or
 * optional), each where head writes it. Those checks differ only in which properties they pick
 * and what their message shows.
 */
export function headPropertiesVisit(
  picks: (p: HeadProperty) => boolean,
  data?: (p: HeadProperty) => Record<string, string | number>,
): (pair: NodePair, report: Report) => void {
  return (pair, report) => {
    for (const p of pair.properties()) {
      if (!p.head || !picks(p as HeadProperty)) continue;
      // A property on both sides changed whether it is required: that is what each side holds.
      const values = p.base ? { values: { before: p.requiredBefore, after: p.requiredAfter } } : {};
      report({ pointer: p.pointer, path: p.path, at: { side: 'head', node: p.head }, data: data?.(p as HeadProperty), ...values });
    }
  };
}
