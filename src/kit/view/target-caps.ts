import type { Limit, Target, TargetLimits } from '../../targets/index.js';
import { rejectedBy, sourceOf } from './target-keywords.js';

/**
 * The caps of the selected targets that target-limits enforces. tool-description-length reads
 * them too, so that a description over a cap is reported once, as the provider's error.
 */
export type CapKey = 'descriptionMaxLength' | 'maxTools';

export interface Exceeded {
  /** The smallest cap the count is over. */
  max: number;
  /** `openai rejects`, `openai and openai-strict reject`; a target with a larger cap shows it. */
  rejectedBy: string;
  /** The pages of the caps, each once. */
  source: string;
}

/** The smallest cap of `key` among the targets, or undefined when none has one. */
export function smallestCap(targets: readonly Target[], key: CapKey): number | undefined {
  let min: number | undefined;
  for (const t of targets) {
    const v = t.limits[key]?.value;
    if (v !== undefined && (min === undefined || v < min)) min = v;
  }
  return min;
}

/** The targets whose cap `count` is over, each named once, or undefined when it fits them all. */
export function exceeded(targets: readonly Target[], key: CapKey, count: number): Exceeded | undefined {
  const over: Array<{ id: string; limit: Limit<number> }> = [];
  for (const t of targets) {
    const limit: TargetLimits[CapKey] = t.limits[key];
    if (limit && count > limit.value && !over.some((o) => o.id === t.id)) over.push({ id: t.id, limit });
  }
  if (over.length === 0) return undefined;
  const max = Math.min(...over.map((o) => o.limit.value));
  // Only a cap other than the one the message states needs saying beside its target.
  // The portable target holds every list to OpenAI's caps: the message names the provider that
  // answers with an error, and says why it applies when no target was selected.
  const who = (o: (typeof over)[number]) => o.limit.enforcedBy ?? o.id;
  const ids = [...new Set(over.map((o) => (o.limit.value === max ? who(o) : `${who(o)} (cap ${o.limit.value})`)))];
  const borrowed = over
    .filter((o) => o.limit.enforcedBy !== undefined)
    .map((o) => `the ${o.id} target, used when none is selected, applies ${o.limit.enforcedBy}'s cap`);
  const pages = [...new Set(over.map((o) => sourceOf(o.limit)))].join(', ');
  return { max, rejectedBy: rejectedBy(ids), source: [pages, ...new Set(borrowed)].join('; ') };
}

/** Characters as the providers count them: code points, so an emoji is one, not two. */
export function characterCount(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A high surrogate followed by a low one is one character.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}
