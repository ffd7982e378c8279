import { defineRule } from '../../src/engine/index.js';
import { schemaDescription, schemaPath, underCondition, type SchemaVisit, describedText, toolLabel, memoized, escapeRegExp } from '../../src/kit/index.js';
import { hasOwn, isObject, ToolslintError } from '../../src/model/index.js';

interface Options {
  codePatterns: string[];
  allow: string[];
  descriptionKeys: string[];
  checkOutput: boolean;
}

const CODE_PATTERNS = ['^[A-Za-z]{1,2}\\d{1,3}$', '^[A-Za-z]$'];
const ALLOW = ['^[vV]\\d+$', '^[hH][1-6]$', '^[xyzXYZ]$', '^(?:mp[34]|h26[45]|x86|x64|k8s|s3|ec2|[ab][3-5]|utf8|ipv[46]|md5|sha\\d+|i18n|l10n|[a-z]{2}\\d?)$'];
const DESCRIPTION_KEYS = [
  'enumDescriptions',
  'x-enumDescriptions',
  'x-enum-descriptions',
  'enumNames',
  'x-enumNames',
  'x-enum-varnames',
  'markdownEnumDescriptions',
];

/** Compiles an option's patterns; a bad one is a config error, not a crash. */
function compile(option: string, patterns: string[], flags: string): RegExp[] {
  return patterns.map((p) => {
    try {
      return new RegExp(p, flags);
    } catch (e) {
      throw new ToolslintError(
        'config',
        `rule "enum-codes-explained": option "${option}" holds "${p}", which is not a valid regular expression: ${(e as Error).message}.`,
      );
    }
  });
}

/** Matchers per code, built once: the same codes come back in every tool of a registry. */
const matchers = memoized(codeMatchers);

/**
 * A code is explained where the text puts a meaning right after it ("d1: daily", "d1 = one
 * day", "d1 表示一天", "d1 for daily") or the code in brackets right after a meaning ("daily (d1)").
 */
function explained(code: string, text: string): boolean {
  const [after, before] = matchers(code);
  return after.test(text) || before.test(text);
}

function codeMatchers(code: string): [RegExp, RegExp] {
  const c = escapeRegExp(code);
  const edge = '(?<![\\p{L}\\p{N}_])';
  const after = new RegExp(
    `${edge}['"\`“‘]?${c}['"\`”’]?(?![\\p{L}\\p{N}_])\\s*(?:[:=：＝(（\\-–—→]|means\\b|is\\b|for\\b|stands for\\b|represents\\b|表示|为|為|代表|指|即|是)`,
    'iu',
  );
  const bracketed = new RegExp(`[(（]\\s*['"\`]?${c}['"\`]?\\s*[)）]`, 'iu');
  return [after, bracketed];
}

/** The descriptions that may explain a node's values: its own, its array's, its tool's. */
function texts(visit: SchemaVisit): string {
  const out: string[] = [];
  const own = schemaDescription(visit);
  if (own) out.push(own);
  if (visit.via === 'items' && visit.parent) {
    const array = schemaDescription(visit.parent);
    if (array) out.push(array);
  }
  const tool = describedText(visit.tool);
  if (tool) out.push(tool);
  return out.join('\n');
}

export default defineRule({
  meta: {
    id: 'enum-codes-explained',
    description: 'Short opaque enum codes (`d1`, `m3`, `A`) are each explained in the description.',
    recommended: 'off',
    strict: 'info',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        codePatterns: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Regular expressions for enum values that say nothing on their own: a letter or two and a number (`d1`, `m3`, `QX12`), a single letter.',
          default: CODE_PATTERNS,
        },
        allow: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Regular expressions (case-insensitive) for codes everyone reads alike (`v2`, `h1`, `x`, `mp4`, `s3`, language codes such as `en`).',
          default: ALLOW,
        },
        descriptionKeys: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Schema keys that give one description or label per enum value (`enumDescriptions`, `x-enumNames`); a node with one is explained.',
          default: DESCRIPTION_KEYS,
        },
        checkOutput: {
          type: 'boolean',
          description: 'Also check enums in output schemas, whose codes a model has to read.',
          default: false,
        },
      },
    },
    messages: {
      unexplained:
        'Parameter "{{path}}" of "{{tool}}" takes codes that say nothing on their own ({{codes}}): explain each in the description ("d1: one day") or use readable values.',
      unexplainedOutput:
        'Output field "{{path}}" of "{{tool}}" holds codes that say nothing on their own ({{codes}}): explain each in the description ("d1: one day") or use readable values.',
    },
  },
  create(context, options: Options) {
    const codes = compile('codePatterns', options.codePatterns, 'u');
    const allow = compile('allow', options.allow, 'iu');
    const isCode = (v: unknown): v is string => typeof v === 'string' && codes.some((re) => re.test(v)) && !allow.some((re) => re.test(v));
    return {
      schema(visit) {
        if (visit.role === 'output' && !options.checkOutput) return;
        const { node } = visit;
        if (!Array.isArray(node.enum) || underCondition(visit)) return;
        if (options.descriptionKeys.some((k) => hasOwn(node, k) && (Array.isArray(node[k]) || isObject(node[k])))) return;
        const opaque = [...new Set(node.enum.filter(isCode))];
        if (opaque.length === 0) return;
        const text = texts(visit);
        const missing = opaque.filter((c) => !explained(c, text));
        if (missing.length === 0) return;
        const shown =
          missing
            .slice(0, 5)
            .map((c) => `"${c}"`)
            .join(', ') + (missing.length > 5 ? `, and ${missing.length - 5} more` : '');
        const data = { path: schemaPath(visit), tool: toolLabel(visit.tool), codes: shown };
        context.report({ messageId: visit.role === 'output' ? 'unexplainedOutput' : 'unexplained', data });
      },
    };
  },
});
