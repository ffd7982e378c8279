import { hasCjk } from '../../src/engine/index.js';
import { nameWords } from '../../src/model/index.js';

/** A place in a description that names a tool or sets a parameter. */
export interface Mention {
  /** `tool`: surely a tool name; `typo`: maybe one, reported only when close to an existing name. */
  kind: 'tool' | 'typo' | 'param';
  name: string;
  /** For `param=value`: the text before it, to find which tool the parameter belongs to. */
  index: number;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const IDENT = '[A-Za-z_][A-Za-z0-9_]*(?:[.-][A-Za-z0-9_]+)*';
const OPEN = '([`\'"“‘]?)';
const CLOSE = '[`\'"”’]?';

/** Names of naming conventions, which descriptions mention as often as tools ("use snake_case keys"). */
const CONVENTIONS = new Set(['snake_case', 'camel_case', 'kebab_case', 'pascal_case', 'upper_case', 'lower_case', 'screaming_snake_case', 'title_case']);

/**
 * Written like a tool name: two or more words in snake_case, or camelCase with a first word of
 * two letters or more (`readFile`, not `iPhone`, `GitHub` or `macOS`).
 */
export function toolShaped(name: string): boolean {
  const words = nameWords(name);
  if (words.length < 2 || CONVENTIONS.has(words.join('_'))) return false;
  return name.includes('_') || /^[a-z]{2,}[A-Za-z0-9]*[A-Z][a-z]/.test(name);
}

/** True when `index` sits inside a backtick code span. */
function inCode(text: string, index: number): boolean {
  const line = text.lastIndexOf('\n', index) + 1;
  return ((text.slice(line, index).match(/`/g)?.length ?? 0) % 2) === 1;
}

/** True when no sentence end lies between two places. */
export function sameSentence(text: string, a: number, b: number): boolean {
  return !/[.!?]\s|[。！？\n]/.test(text.slice(Math.min(a, b), Math.max(a, b)));
}

/** Matchers built once per rule instance from the trigger and tool-word lists. */
export function mentionFinder(triggers: string[], toolWords: string[], valueWords: string[]): (text: string) => Mention[] {
  const phrase = (p: string) => {
    const body = escapeRegExp(p.trim()).replace(/\s+/g, '\\s+');
    return hasCjk(p) ? body : `(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])`;
  };
  const alt = (list: string[]) => (list.length === 0 ? '(?!)' : list.map(phrase).join('|'));
  const tools = alt(toolWords);
  const values = alt(valueWords);
  // "use the `read_file` tool", "CHAIN AFTER get_user", "请用 search_news"
  const afterTrigger = new RegExp(`(?:${alt(triggers)})\\s*(?:(?:the|this|that|a|an)\\s+)?${OPEN}(${IDENT})${CLOSE}(\\s*(?:${tools}))?(\\s*(?:${values}))?`, 'giu');
  // "the 'update_issue' tool", "search_news 工具"
  const beforeToolWord = new RegExp(`(?<![\\p{L}\\p{N}_.-])${OPEN}(${IDENT})${CLOSE}\\s*(?:${tools})`, 'giu');
  const codeSpan = /`([A-Za-z_][A-Za-z0-9_]*)`/g;
  const assignment = /(?<![\w?&/.:=$\\-])([A-Za-z_][A-Za-z0-9_]*)=(?![=>\s])/g;

  // Most descriptions name no tool: one pass over the words that could start a mention rules them out.
  const maybe = new RegExp(`[\`=]|${[...triggers, ...toolWords].map((w) => escapeRegExp(w.trim()).replace(/\s+/g, '\\s+')).join('|') || '(?!)'}`, 'iu');

  return (text) => {
    if (!maybe.test(text)) return [];
    const out: Mention[] = [];
    const seen = new Set<string>();
    const push = (m: Mention) => {
      const key = `${m.kind}\u0000${m.name}`;
      if (!seen.has(key)) {
        seen.add(key);
        out.push(m);
      }
    };
    for (const m of text.matchAll(afterTrigger)) {
      const [, quote, name, toolWord, valueWord] = m;
      // "use the `nextPage` value" names data, not a tool.
      if (valueWord !== undefined && toolWord === undefined) continue;
      if (toolWord !== undefined) {
        // One plain word ("call the edit tool") describes a tool rather than naming it.
        if (toolShaped(name) || quote !== '') push({ kind: 'tool', name, index: m.index });
      } else if (toolShaped(name)) {
        // "use 'code_hotspots'" may pass a value as well as name a tool.
        push({ kind: quote === '' ? 'tool' : 'typo', name, index: m.index });
      }
    }
    for (const m of text.matchAll(beforeToolWord)) if (toolShaped(m[2]) || m[1] !== '') push({ kind: 'tool', name: m[2], index: m.index });
    for (const m of text.matchAll(codeSpan)) if (toolShaped(m[1])) push({ kind: 'typo', name: m[1], index: m.index });
    for (const m of text.matchAll(assignment)) {
      // `OPENAI_API_KEY=…` sets an environment variable, not a parameter.
      if (m[1].length < 2 || m[1] === m[1].toUpperCase()) continue;
      // Outside code and away from a tool's name, `a=b` is as likely a URL, a filter or a result.
      if (inCode(text, m.index) || out.some((o) => o.kind === 'tool' && sameSentence(text, o.index, m.index))) push({ kind: 'param', name: m[1], index: m.index });
    }
    return out.sort((a, b) => a.index - b.index);
  };
}
