import type { ErrorObject } from 'ajv';
import { getAtPointer, joinPointer, type ToolslintError } from '../model/index.js';
import { configError, kindOf, severityProblem, shown, SEVERITY_CHOICES } from './messages.js';
import { didYouMean } from '../model/index.js';
import type { ConfigFile } from './types.js';

/** A rule entry (`/rules/id` or `/overrides/0/rules/id`) and anything below it. */
const RULE_ENTRY = /^((?:\/overrides\/\d+)?\/rules\/[^/]+)(?:\/.*)?$/;

const ARTICLE: Record<string, string> = { array: 'an array', object: 'an object', integer: 'an integer' };

/**
 * ajv's errors as one sentence per problem. A value that fails an `anyOf` fails every branch;
 * only the branch whose type the value has says something useful, so type errors are dropped
 * where a deeper or more specific error exists, and a rule entry gets one message of its own.
 */
export function schemaProblems(file: ConfigFile, errors: ErrorObject[]): ToolslintError[] {
  const value = file.data;
  const problems = new Map<string, string>();
  const add = (pointer: string, detail: string) => {
    if (!problems.has(pointer)) problems.set(pointer, detail);
  };
  const rest = errors.filter((e) => {
    if (e.keyword === 'anyOf') return false;
    const entry = RULE_ENTRY.exec(e.instancePath);
    if (!entry) return true;
    const p = ruleEntryProblem(value, entry[1]);
    add(p.pointer, p.detail);
    return false;
  });
  const paths = rest.map((e) => e.instancePath);
  for (const [pointer, group] of groupBy(rest)) {
    const specific = group.filter((e) => e.keyword !== 'type');
    if (specific.length === 0 && paths.some((p) => p.startsWith(`${pointer}/`))) continue;
    const here = getAtPointer(value, pointer);
    if (specific.length === 0) {
      add(pointer, `must be ${group.map((e) => ARTICLE[String(e.params.type)] ?? `a ${String(e.params.type)}`).join(' or ')}, not ${kindOf(here)}`);
      continue;
    }
    const either = specific.filter((e) => e.keyword === 'required' && e.schemaPath.includes('/anyOf/'));
    if (either.length > 0) add(pointer, `needs ${either.map((e) => `"${String(e.params.missingProperty)}"`).join(' or ')}`);
    for (const e of specific) {
      if (either.includes(e)) continue;
      if (e.keyword === 'additionalProperties') {
        const key = String(e.params.additionalProperty);
        const known = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
        const hint = didYouMean(key, known) || (known.length ? `; the keys are ${known.join(', ')}` : '');
        add(joinPointer(pointer, key), `unknown key${hint}`);
      } else add(pointer, detail(e, here));
    }
  }
  const out = [...problems].map(([pointer, d]) => configError(file, pointer, d));
  return out.sort((a, b) => (a.position?.line ?? 0) - (b.position?.line ?? 0) || (a.position?.column ?? 0) - (b.position?.column ?? 0));
}

function detail(e: ErrorObject, here: unknown): string {
  switch (e.keyword) {
    case 'required':
      return `needs "${String(e.params.missingProperty)}"`;
    case 'enum':
      return `must be one of ${(e.params.allowedValues as unknown[]).join(', ')} (got ${shown(here)})`;
    case 'minLength':
      return 'must not be empty';
    case 'uniqueItems':
      return `lists ${shown((here as unknown[])[e.params.j as number])} twice`;
    case 'format':
      return `must be a ${String(e.params.format)} (got ${shown(here)})`;
    default:
      return e.message ?? 'is not valid';
  }
}

function ruleEntryProblem(root: unknown, pointer: string): { pointer: string; detail: string } {
  const v = getAtPointer(root, pointer);
  if (typeof v === 'string') return { pointer, detail: severityProblem(v) };
  if (Array.isArray(v)) {
    if (v.length === 0 || v.length > 2) return { pointer, detail: 'must be [severity] or [severity, options]' };
    if (!(SEVERITY_CHOICES as readonly unknown[]).includes(v[0])) return { pointer: `${pointer}/0`, detail: severityProblem(v[0]) };
    return { pointer: `${pointer}/1`, detail: `options must be an object, not ${kindOf(v[1])}` };
  }
  return { pointer, detail: `must be a severity (${SEVERITY_CHOICES.join(', ')}) or [severity, options], not ${kindOf(v)}` };
}

function groupBy(errors: ErrorObject[]): Map<string, ErrorObject[]> {
  const out = new Map<string, ErrorObject[]>();
  for (const e of errors) out.set(e.instancePath, [...(out.get(e.instancePath) ?? []), e]);
  return out;
}
