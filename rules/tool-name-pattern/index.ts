import { defineRule } from '../../src/engine/index.js';
import { toolBody, valueKind, writtenValue, type Target } from '../../src/kit/index.js';
import { ToolslintError } from '../../src/model/index.js';

interface Options {
  pattern: string;
}

/** A name as one line of a message can show it: quotes and control characters escaped, cut short. */
function shown(name: string): string {
  const s = JSON.stringify(name).slice(1, -1);
  return s.length > 80 ? `${s.slice(0, 79)}…` : s;
}

/**
 * A name close to the original that the pattern accepts: each run of other characters becomes
 * `_`, a leading digit gets `_` before it, and the length is cut to 64. Undefined when even that
 * does not match (a pattern with other ideas, or a name with nothing to keep).
 */
function suggest(name: string, checks: Check[]): string | undefined {
  let s = name
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^_+(?=[A-Za-z])/, '')
    .replace(/_+$/, '');
  if (/^[0-9-]/.test(s)) s = `_${s}`;
  s = s.slice(0, 64).replace(/_+$/, '');
  return s !== '' && /[A-Za-z0-9]/.test(s) && checks.every((c) => c.pattern.test(s)) ? s : undefined;
}

interface Check {
  pattern: RegExp;
  /** The pattern as written, for the message. */
  source: string;
  /** Whose pattern it is, for the message: `` (target openai)``, or nothing for the option. */
  by: string;
}

/** The name patterns of the targets, each distinct pattern once (targets without one add none). */
function targetChecks(targets: readonly Target[]): Check[] {
  const out = new Map<string, Check>();
  for (const t of targets) {
    const p = t.limits.namePattern?.value;
    if (p !== undefined && !out.has(p)) out.set(p, { pattern: new RegExp(p), source: p, by: ` (target ${t.id})` });
  }
  return [...out.values()];
}

export default defineRule({
  meta: {
    id: 'tool-name-pattern',
    description: 'Tool names match the pattern the target model providers accept.',
    recommended: 'error',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        pattern: {
          type: 'string',
          description:
            'The regular expression (ECMAScript, no flags) every tool name must match; empty takes the pattern of each selected target, and without a target what OpenAI, Anthropic and Gemini all accept.',
          default: '',
        },
      },
    },
    messages: {
      mismatch: 'Tool name "{{name}}" does not match {{pattern}}{{by}}, so a provider may reject the whole list: rename it, for example to "{{suggestion}}".',
      mismatchNoSuggestion: 'Tool name "{{name}}" does not match {{pattern}}{{by}}, so a provider may reject the whole list: rename it to one that does.',
      missing: 'This tool has no name: add a `name` that matches {{pattern}}.',
      notString: 'Tool name {{name}} is written as {{got}}, not a string, which providers reject: write it as a string that matches {{pattern}}.',
      empty: "This tool's name is empty: give it one that matches {{pattern}}.",
    },
  },
  create(context, options: Options) {
    let checks: Check[];
    if (options.pattern !== '') {
      try {
        checks = [{ pattern: new RegExp(options.pattern), source: options.pattern, by: '' }];
      } catch (e) {
        throw new ToolslintError('config', `rule "tool-name-pattern": option "pattern" is not a valid regular expression: ${(e as Error).message}.`);
      }
    } else checks = targetChecks(context.targets);
    if (checks.length === 0) return {};
    const data = { pattern: checks[0].source, by: checks[0].by };
    return {
      tool(tool) {
        if (tool.nameOrigin === 'missing') {
          if (!toolBody(context.registry, tool)) return;
          context.report({ messageId: 'missing', at: tool.source, data });
          return;
        }
        // Names the loader made from an OpenAPI method and path: nobody wrote them.
        if (tool.nameOrigin !== 'declared') return;
        const at = tool.refs.name ?? tool.source;
        if (tool.name === '') {
          context.report({ messageId: 'empty', at, data });
          return;
        }
        // A name written as a number (or true) is read as its text: no provider accepts it,
        // whatever it reads. A name the loader took from elsewhere (a map's key) has no value there.
        const written = tool.refs.name ? writtenValue(context.registry, tool.refs.name) : undefined;
        if (written !== undefined && typeof written !== 'string') {
          context.report({ messageId: 'notString', at, data: { ...data, name: shown(tool.name), got: valueKind(written) } });
          return;
        }
        const failed = checks.find((c) => !c.pattern.test(tool.name));
        if (!failed) return;
        const found = { pattern: failed.source, by: failed.by, name: shown(tool.name) };
        // A name another tool already has is no rename: `get_😀` would become `get`, beside a `get`.
        const suggestion = suggest(tool.name, checks);
        if (suggestion === undefined || context.view.toolNames().has(suggestion)) context.report({ messageId: 'mismatchNoSuggestion', at, data: found });
        else context.report({ messageId: 'mismatch', at, data: { ...found, suggestion } });
      },
    };
  },
});
