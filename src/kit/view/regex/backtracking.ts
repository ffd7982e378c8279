import { intersects, type CharSet } from './charset.js';
import { TooComplex, type RegexNode } from './regex-parse.js';

/**
 * Static detection of exponential backtracking, without ever running the pattern.
 *
 * The pattern becomes a Glushkov automaton (one state per atom) whose transitions remember
 * how many distinct ways lead along them: in `(a+)+` the inner loop and the outer loop both
 * take `a` back to itself, which a backtracking engine tries as two different paths. A pattern
 * backtracks exponentially when some state can reach itself along two different paths
 * reading the same text (the automaton is exponentially ambiguous): each repetition of that
 * text then doubles the work on a failing input. Two paths are tracked together as a pair of
 * states; the pattern is ambiguous when a strongly connected part of that pair graph holds a
 * state paired with itself and either two different states or a doubled transition.
 */

/**
 * Bounded repeats are unrolled up to this many copies (so that `(?:[A-Za-z0-9+/]{4})*` stays
 * exact); larger counts act like `*`, since their polynomial blow-up is as bad in practice.
 */
const UNROLL = 8;
const MAX_STATES = 600;
const MAX_PAIR_STEPS = 1_000_000;

interface Span {
  start: number;
  end: number;
}

interface Built {
  first: number[];
  last: number[];
  nullable: boolean;
}

const NOTHING: Built = { first: [], last: [], nullable: true };

class Automaton {
  readonly sets: CharSet[] = [[]];
  /** Per state: target state → number of distinct ways (capped at 2). */
  readonly edges: Array<Map<number, number>> = [new Map()];
  /** Per state: the outermost repeat around it, to point at in a message. */
  readonly loops: Array<Span | undefined> = [undefined];

  state(set: CharSet, loop: Span | undefined): number {
    if (this.sets.length >= MAX_STATES) throw new TooComplex('states');
    this.sets.push(set);
    this.edges.push(new Map());
    this.loops.push(loop);
    return this.sets.length - 1;
  }

  link(from: number[], to: number[]): void {
    for (const p of from) {
      const out = this.edges[p];
      for (const q of to) out.set(q, Math.min(2, (out.get(q) ?? 0) + 1));
    }
  }

  concat(a: Built, b: Built): Built {
    this.link(a.last, b.first);
    return {
      first: a.nullable ? [...a.first, ...b.first] : a.first,
      last: b.nullable ? [...b.last, ...a.last] : b.last,
      nullable: a.nullable && b.nullable,
    };
  }

  build(node: RegexNode, loop: Span | undefined): Built {
    switch (node.type) {
      case 'char': {
        const s = this.state(node.set, loop);
        return { first: [s], last: [s], nullable: false };
      }
      case 'empty':
        return NOTHING;
      case 'look': {
        // The engine runs the body where the lookaround stands; it is a pattern of its own.
        this.link([0], this.build(node.body, loop).first);
        return NOTHING;
      }
      case 'seq':
        return node.items.reduce<Built>((acc, item) => this.concat(acc, this.build(item, loop)), NOTHING);
      case 'alt': {
        const parts = node.branches.map((b) => this.build(b, loop));
        return { first: parts.flatMap((p) => p.first), last: parts.flatMap((p) => p.last), nullable: parts.some((p) => p.nullable) };
      }
      case 'repeat':
        return this.repeat(node, loop);
    }
  }

  private repeat(node: Extract<RegexNode, { type: 'repeat' }>, outer: Span | undefined): Built {
    const { body, min, max } = node;
    if (max === 0) return NOTHING;
    const loop = outer ?? (max > 1 && max > min ? { start: node.start, end: node.end } : undefined);
    const star = (): Built => {
      const b = this.build(body, loop);
      this.link(b.last, b.first);
      return b;
    };
    let acc = NOTHING;
    const mandatory = Math.min(min, UNROLL);
    if (max === Infinity || min > UNROLL) {
      for (let i = 1; i < mandatory; i++) acc = this.concat(acc, this.build(body, loop));
      const tail = star();
      return this.concat(acc, { ...tail, nullable: tail.nullable || min === 0 || min > UNROLL });
    }
    for (let i = 0; i < mandatory; i++) acc = this.concat(acc, this.build(body, loop));
    const optional = max - min;
    if (optional === 0) return acc;
    if (optional > UNROLL) return this.concat(acc, { ...star(), nullable: true });
    // x{0,3} as (x(x(x)?)?)?: a counted loop, not x?x?x?, which could skip any copy.
    const copies = Array.from({ length: optional }, () => this.build(body, loop));
    for (let i = 0; i + 1 < copies.length; i++) this.link(copies[i].last, copies[i + 1].first);
    const nested: Built = { first: copies[0].first, last: copies.flatMap((c) => c.last), nullable: true };
    return this.concat(acc, nested);
  }
}

export interface Ambiguity {
  /** Where in the pattern the ambiguous repetition is written. */
  start: number;
  end: number;
}

/**
 * The repetition that makes the pattern backtrack exponentially, or undefined when there is
 * none. Throws TooComplex when the pattern is too large to decide within the budget.
 */
export function findExponentialBacktracking(tree: RegexNode): Ambiguity | undefined {
  const nfa = new Automaton();
  // State 0 is the start, before any character is read.
  nfa.link([0], nfa.build(tree, undefined).first);
  const n = nfa.sets.length;
  const targets = nfa.edges.map((m) => [...m.keys()]);
  const twice = nfa.edges.map((m) => [...m.values()].map((k) => k >= 2));
  const overlap = new Int8Array(n * n).fill(-1);
  const meets = (p: number, q: number): boolean => {
    const k = p * n + q;
    if (overlap[k] === -1) overlap[k] = intersects(nfa.sets[p], nfa.sets[q]) ? 1 : 0;
    return overlap[k] === 1;
  };
  // A pair (i, j) is the number i * n + j with i <= j; `doubled` marks a doubled transition.
  const successors = (pair: number, out: number[], doubled: boolean[]): void => {
    const i = Math.floor(pair / n);
    const j = pair % n;
    targets[i].forEach((q1, a) => {
      for (const q2 of targets[j]) {
        if (i === j && q2 < q1) continue;
        if (q1 === q2 ? nfa.sets[q1].length === 0 : !meets(q1, q2)) continue;
        out.push(Math.min(q1, q2) * n + Math.max(q1, q2));
        doubled.push(i === j && q1 === q2 && twice[i][a]);
      }
    });
  };
  const found = ambiguousComponent(n * n, successors, (pair) => Math.floor(pair / n) === pair % n);
  if (found === undefined) return undefined;
  return nfa.loops[Math.floor(found / n)] ?? { start: 0, end: 0 };
}

/**
 * Tarjan's strongly connected components, iteratively, over the pairs reachable from pair 0
 * (the start state with itself). Returns a state-with-itself pair from a component that also
 * holds two different states or a doubled transition, if there is one.
 */
function ambiguousComponent(
  size: number,
  successors: (v: number, out: number[], doubled: boolean[]) => void,
  diagonal: (v: number) => boolean,
): number | undefined {
  const index = new Int32Array(size).fill(-1);
  const low = new Int32Array(size);
  const onStack = new Uint8Array(size);
  const component = new Int32Array(size).fill(-1);
  const selfLoop = new Uint8Array(size);
  const stack: number[] = [];
  const doubledEdges: number[] = [];
  const frames: Array<{ v: number; next: number[]; doubled: boolean[]; i: number }> = [];
  let counter = 0;
  let steps = 0;
  let components = 0;
  const open = (v: number) => {
    index[v] = low[v] = counter++;
    stack.push(v);
    onStack[v] = 1;
    const frame = { v, next: [] as number[], doubled: [] as boolean[], i: 0 };
    successors(v, frame.next, frame.doubled);
    // Listing successors is work too, and their lists are what the stack holds in memory.
    steps += frame.next.length;
    if (steps > MAX_PAIR_STEPS) throw new TooComplex('pairs');
    frames.push(frame);
  };
  open(0);
  while (frames.length > 0) {
    const frame = frames[frames.length - 1];
    if (frame.i < frame.next.length) {
      const w = frame.next[frame.i];
      if (frame.doubled[frame.i]) doubledEdges.push(frame.v, w);
      frame.i++;
      if (++steps > MAX_PAIR_STEPS) throw new TooComplex('pairs');
      if (w === frame.v) selfLoop[w] = 1;
      if (index[w] === -1) open(w);
      else if (onStack[w]) low[frame.v] = Math.min(low[frame.v], index[w]);
      continue;
    }
    frames.pop();
    const parent = frames[frames.length - 1];
    if (parent) low[parent.v] = Math.min(low[parent.v], low[frame.v]);
    if (low[frame.v] !== index[frame.v]) continue;
    const members: number[] = [];
    let w: number;
    do {
      w = stack.pop()!;
      onStack[w] = 0;
      members.push(w);
    } while (w !== frame.v);
    // A single pair without a transition to itself lies on no cycle.
    if (members.length > 1 || selfLoop[frame.v]) for (const m of members) component[m] = components;
    components++;
  }
  const withItself = new Map<number, number>();
  const divergent = new Set<number>();
  for (let v = 1; v < size; v++) {
    if (component[v] === -1) continue;
    if (diagonal(v)) withItself.set(component[v], v);
    else divergent.add(component[v]);
  }
  for (let k = 0; k < doubledEdges.length; k += 2) {
    const c = component[doubledEdges[k]];
    if (c !== -1 && c === component[doubledEdges[k + 1]]) divergent.add(c);
  }
  for (const [c, v] of withItself) if (divergent.has(c)) return v;
  return undefined;
}
