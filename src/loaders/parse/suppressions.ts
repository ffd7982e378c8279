import { SUPPRESSION_KEY, hasOwn, isObject, joinPointer, type JsonObject, type Suppression } from '../../model/index.js';
import type { ParsedSource } from './json.js';
import { yamlDisableComments } from './yaml-comments.js';

/**
 * Reads the suppressions a document holds into `document.suppressions`. `x-toolslint-ignore`
 * keys are taken out of the value: they are instructions to toolslint, not part of the tool,
 * so no rule (unknown keywords, metadata types, provider targets) and no diff may see them.
 */
export function withSuppressions(parsed: ParsedSource, text: string): ParsedSource {
  if (!text.includes('toolslint-')) return parsed;
  const found = takeInlineSuppressions(parsed.document.value);
  if (parsed.document.format === 'yaml') found.push(...yamlDisableComments(text));
  if (found.length > 0) parsed.document.suppressions = found;
  return parsed;
}

function takeInlineSuppressions(root: unknown): Suppression[] {
  const holders: Array<{ node: JsonObject; pointer: string }> = [];
  // Each object is entered once: a YAML alias shares one object between places, and an alias
  // bomb must not turn into an exponential walk.
  const entered = new Set<object>();
  const stack: Array<{ value: unknown; pointer: string }> = [{ value: root, pointer: '' }];
  while (stack.length > 0) {
    const { value, pointer } = stack.pop()!;
    if (value === null || typeof value !== 'object' || entered.has(value)) continue;
    entered.add(value);
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, pointer: joinPointer(pointer, i) }));
      continue;
    }
    const node = value as JsonObject;
    if (hasOwn(node, SUPPRESSION_KEY)) holders.push({ node, pointer });
    for (const key of Object.keys(node)) if (key !== SUPPRESSION_KEY) stack.push({ value: node[key], pointer: joinPointer(pointer, key) });
  }
  const out: Suppression[] = [];
  for (const { node, pointer } of holders) {
    out.push(...readIgnore(node[SUPPRESSION_KEY], pointer));
    delete node[SUPPRESSION_KEY];
  }
  return out;
}

/** `{rule-id: reason}`, or a list of rule ids or one id (both without a reason). */
function readIgnore(value: unknown, holder: string): Suppression[] {
  const scope = { pointer: holder };
  const at = joinPointer(holder, SUPPRESSION_KEY);
  const problem = (text: string): Suppression[] => [{ ruleId: '', reason: '', scope, pointer: at, problem: text }];
  if (typeof value === 'string') return value.trim() === '' ? problem('names no rule') : [{ ruleId: value.trim(), reason: '', scope, pointer: at }];
  if (Array.isArray(value)) {
    if (value.length === 0) return problem('names no rule');
    return value.map((id, i): Suppression =>
      typeof id === 'string' && id.trim() !== ''
        ? { ruleId: id.trim(), reason: '', scope, pointer: joinPointer(at, i) }
        : { ruleId: '', reason: '', scope, pointer: joinPointer(at, i), problem: 'lists something that is not a rule id' },
    );
  }
  if (!isObject(value)) return problem(`must map rule ids to reasons, as in \`${SUPPRESSION_KEY}: {rule-id: "why"}\``);
  const entries = Object.entries(value);
  if (entries.length === 0) return problem('names no rule');
  return entries.map(([ruleId, reason]): Suppression => {
    const pointer = joinPointer(at, ruleId);
    if (typeof reason === 'string') return { ruleId, reason: reason.trim(), scope, pointer };
    if (reason === null || reason === true) return { ruleId, reason: '', scope, pointer };
    return { ruleId, reason: '', scope, pointer, problem: `gives "${ruleId}" a reason that is not text` };
  });
}
