import semver from 'semver';
import { defineRule } from '../../src/engine/index.js';
import { metaFields, parseIsoDate, shown, type MetaField } from '../../src/kit/index.js';
import { isObject, joinPointer, type SourceRef } from '../../src/model/index.js';

interface Options {
  booleans: string[];
  positiveIntegers: string[];
  tokenEstimates: string[];
  dates: string[];
  semverKeyed: string[];
}

const keyList = (description: string, defaults: string[]) => ({
  type: 'array',
  items: { type: 'string', minLength: 1 },
  description,
  default: defaults,
});

const DEFAULTS: Options = {
  booleans: ['strict', 'cacheable', 'deprecated', 'destructive', 'streaming'],
  positiveIntegers: ['cache_ttl'],
  tokenEstimates: ['estimated_tokens'],
  dates: ['sunset_date', 'sunset', 'deprecation_date', 'deprecated_at', 'release_date'],
  semverKeyed: ['changelog'],
};

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

export default defineRule({
  meta: {
    id: 'tool-metadata-types',
    description:
      'Extension fields on tools have the types their readers expect: booleans, positive integers, token estimates, ISO 8601 dates and semver-keyed changelogs.',
    recommended: 'warn',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        booleans: keyList('Fields that must be `true` or `false`.', DEFAULTS.booleans),
        positiveIntegers: keyList('Fields that must be whole numbers above zero.', DEFAULTS.positiveIntegers),
        tokenEstimates: keyList('Fields that must be a token count or `{input, output: {min, typical, max}}`.', DEFAULTS.tokenEstimates),
        dates: keyList('Fields that must be ISO 8601 dates or date-times.', DEFAULTS.dates),
        semverKeyed: keyList(
          'Fields that map semver versions to changes (an object keyed by version, or a list of entries with a `version`).',
          DEFAULTS.semverKeyed,
        ),
      },
    },
    messages: {
      notBoolean: '`{{key}}` on tool "{{name}}" is {{actual}}; write `true` or `false`, since readers test it as a boolean.',
      notPositiveInteger: '`{{key}}` on tool "{{name}}" is {{actual}}; write a whole number above zero.',
      notTokenEstimate: '`{{key}}` on tool "{{name}}" is {{actual}}; write a token count or `{input: <count>, output: {min, typical, max}}`.',
      notTokenCount: '`{{key}}` on tool "{{name}}" is {{actual}}; a token count is a number of zero or more.',
      tokenOrder: '`{{key}}` on tool "{{name}}" has min {{min}}, typical {{typical}} and max {{max}}; order them so that min ≤ typical ≤ max.',
      notDate: '`{{key}}` on tool "{{name}}" is {{actual}}, not an ISO 8601 date: write it as YYYY-MM-DD or a full date-time such as 2026-03-31T00:00:00Z.',
      notChangelog: '`{{key}}` on tool "{{name}}" is {{actual}}; map each version to its changes (`{"1.2.0": "…"}`) or list entries with a `version`.',
      notSemverKey: '`{{key}}` on tool "{{name}}" has the version "{{version}}", which is not semver: write it as MAJOR.MINOR.PATCH{{hint}}.',
    },
  },
  create(context, options: Options) {
    return {
      tool(tool) {
        const name = tool.name;
        const report = (messageId: Parameters<typeof context.report>[0]['messageId'], at: SourceRef, key: string, data: Record<string, string | number> = {}) =>
          context.report({ messageId, at, data: { key, name, ...data } });

        for (const f of metaFields(tool, options.booleans)) {
          if (typeof f.value !== 'boolean') report('notBoolean', f.ref, f.key, { actual: shown(f.value) });
        }
        for (const f of metaFields(tool, options.positiveIntegers)) {
          if (!Number.isInteger(f.value) || (f.value as number) <= 0) report('notPositiveInteger', f.ref, f.key, { actual: shown(f.value) });
        }
        for (const f of metaFields(tool, options.dates)) {
          if (!parseIsoDate(f.value)) report('notDate', f.ref, f.key, { actual: shown(f.value) });
        }
        for (const f of metaFields(tool, options.tokenEstimates)) checkEstimate(f, report);
        for (const f of metaFields(tool, options.semverKeyed)) checkChangelog(f, report);
      },
    };
  },
});

type Report = (
  messageId: 'notTokenEstimate' | 'notTokenCount' | 'tokenOrder' | 'notChangelog' | 'notSemverKey',
  at: SourceRef,
  key: string,
  data?: Record<string, string | number>,
) => void;

const inner = (f: MetaField, ...path: string[]): SourceRef => ({ file: f.ref.file, pointer: joinPointer(f.ref.pointer, ...path) });

function checkEstimate(f: MetaField, report: Report): void {
  const { value } = f;
  if (isCount(value)) return;
  if (!isObject(value) || !('input' in value || 'output' in value)) {
    report('notTokenEstimate', f.ref, f.key, { actual: shown(value) });
    return;
  }
  if ('input' in value && !isCount(value.input)) report('notTokenCount', inner(f, 'input'), `${f.key}.input`, { actual: shown(value.input) });
  if (!('output' in value) || isCount(value.output)) return;
  const output = value.output;
  if (!isObject(output)) {
    report('notTokenEstimate', inner(f, 'output'), `${f.key}.output`, { actual: shown(output) });
    return;
  }
  let ok = true;
  for (const k of ['min', 'typical', 'max']) {
    if (isCount(output[k])) continue;
    ok = false;
    report('notTokenCount', inner(f, 'output', k), `${f.key}.output.${k}`, { actual: k in output ? shown(output[k]) : 'missing' });
  }
  const { min, typical, max } = output as Record<string, number>;
  if (ok && !(min <= typical && typical <= max)) report('tokenOrder', inner(f, 'output'), `${f.key}.output`, { min, typical, max });
}

function checkChangelog(f: MetaField, report: Report): void {
  const check = (version: unknown, at: SourceRef) => {
    if (typeof version === 'string' && semver.valid(version) === version) return;
    const text = typeof version === 'string' ? version : shown(version);
    const cleaned = typeof version === 'string' ? semver.valid(semver.coerce(version, { includePrerelease: true })) : null;
    report('notSemverKey', at, f.key, { version: text, hint: cleaned ? ` ("${cleaned}")` : '' });
  };
  if (isObject(f.value)) {
    for (const version of Object.keys(f.value)) check(version, inner(f, version));
  } else if (Array.isArray(f.value)) {
    f.value.forEach((entry, i) => {
      if (isObject(entry) && 'version' in entry) check(entry.version, inner(f, String(i), 'version'));
      else report('notChangelog', inner(f, String(i)), `${f.key}[${i}]`, { actual: shown(entry) });
    });
  } else {
    report('notChangelog', f.ref, f.key, { actual: shown(f.value) });
  }
}
