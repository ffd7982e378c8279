import { defineRule } from '../../src/engine/index.js';
import {
  findPhrase,
  isFreeString,
  isParameter,
  schemaDescription,
  schemaPath,
  underCondition,
  nameMatcher,
  describedText,
  toolLabel,
} from '../../src/kit/index.js';
import { nameWords } from '../../src/model/index.js';
import { LABEL_WORDS, NAMES, PATH_NAMES, PHRASES, SAFE_PHRASES } from './phrases.js';

interface Options {
  names: string[];
  pathNames: string[];
  phrases: string[];
  labelWords: string[];
  safePhrases: string[];
}

export default defineRule({
  meta: {
    id: 'param-code-injection-risk',
    description:
      'Free-text parameters that are executed or interpolated (SQL, shell commands, scripts, expressions, paths) are constrained, or their description says what they may not contain.',
    // Tools whose job is to run a command or read a path are full of such parameters on purpose.
    recommended: 'off',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        names: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Globs of parameter names that carry code (`sql`, `command`, `*_script`), compared as snake_case.',
          default: NAMES,
        },
        pathNames: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Globs of parameter names that carry a file or URL path (`path`).',
          default: PATH_NAMES,
        },
        phrases: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description:
            'Phrases in a parameter description that say its value is code that is run ("SQL query", "shell command", "expression to evaluate", "SQL 语句", "要执行的").',
          default: PHRASES,
        },
        labelWords: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description:
            'Last name words of parameters that only name or describe code (`command_name`, `query_id`, `description`), which `phrases` do not apply to.',
          default: LABEL_WORDS,
        },
        safePhrases: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description:
            'Phrases that say how the value is confined ("read-only", "parameterized", "relative to", "只读", "白名单"); a description holding one passes.',
          default: SAFE_PHRASES,
        },
      },
    },
    messages: {
      byName:
        'Parameter "{{path}}" of "{{tool}}" is free text named like code ("{{match}}"), which the tool will likely run or interpolate: constrain it with an `enum` or a `pattern`, or say in its description what it may not contain and how it is run (read-only, parameterised, sandboxed).',
      byDescription:
        'Parameter "{{path}}" of "{{tool}}" is free text that its description calls code ("{{match}}"): constrain it with an `enum` or a `pattern`, or say in its description what it may not contain and how it is run (read-only, parameterised, sandboxed).',
      path: 'Parameter "{{path}}" of "{{tool}}" is a free-text path, which the tool joins to a directory or a URL: constrain it with a `pattern` (no `..`, no absolute paths) or say in its description where it must stay (relative to the repository root, inside the workspace).',
    },
  },
  create(context, options: Options) {
    const byName = nameMatcher(options.names);
    const byPath = nameMatcher(options.pathNames);
    const labels = new Set(options.labelWords.map((w) => w.toLowerCase()));
    return {
      schema(visit) {
        if (visit.role !== 'input' || !isParameter(visit) || underCondition(visit)) return;
        if (!isFreeString(visit.node)) return;
        const name = visit.propertyName!;
        const description = schemaDescription(visit) ?? '';
        if (findPhrase(description, options.safePhrases) !== undefined) return;
        const data = { path: schemaPath(visit), tool: toolLabel(visit.tool) };
        const code = byName(name);
        if (code) {
          context.report({ messageId: 'byName', data: { ...data, match: code } });
          return;
        }
        if (byPath(name)) {
          // A tool that confines all its paths ("The path must start with /memories/") says so once.
          const toolText = describedText(visit.tool) ?? '';
          if (findPhrase(toolText, options.safePhrases) === undefined) context.report({ messageId: 'path', data });
          return;
        }
        const last = nameWords(name).at(-1);
        if (last !== undefined && labels.has(last)) return;
        const phrase = findPhrase(description, options.phrases);
        if (phrase) context.report({ messageId: 'byDescription', data: { ...data, match: phrase } });
      },
    };
  },
});
