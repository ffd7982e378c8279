import { defineRule } from '../../src/engine/index.js';
import { getAtPointer, hasOwn, type SourceRef } from '../../src/model/index.js';

interface Options {
  checkRegistry: boolean;
  checkTools: boolean;
}

/** semver.org's own expression: MAJOR.MINOR.PATCH, then an optional pre-release and build. */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/**
 * Close enough to complete: `1`, `1.2`, `v1.2.3`, `01.2.3-beta`. A suffix only after all three
 * parts, so that a date (`2024-06-20`) is not read as `2024` with a pre-release.
 */
const LOOSE = /^[vV]?(\d+)(?:\.(\d+)(?:\.(\d+)((?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?))?)?$/;

function complete(text: string): string | undefined {
  const m = LOOSE.exec(text.trim());
  if (!m) return undefined;
  const s = `${Number(m[1])}.${Number(m[2] ?? 0)}.${Number(m[3] ?? 0)}${m[4] ?? ''}`;
  return SEMVER.test(s) ? s : undefined;
}

function shown(value: unknown): string {
  const s = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return s.length > 40 ? `${s.slice(0, 39)}…` : s;
}

export default defineRule({
  meta: {
    id: 'tool-version-semver',
    description: 'The `version` of a registry and of each tool is a semver string.',
    recommended: 'warn',
    strict: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        checkRegistry: {
          type: 'boolean',
          description: "Check the registry's own version (`version` beside `tools`, `info.version` of an OpenAPI document).",
          default: true,
        },
        checkTools: {
          type: 'boolean',
          description: 'Check the `version` field of each tool.',
          default: true,
        },
      },
    },
    messages: {
      number: 'The {{what}} version is the number {{value}}, which loses trailing zeros (1.10 reads as 1.1): quote it as a semver string, "{{suggestion}}".',
      incomplete: 'The {{what}} version "{{value}}" is not semver (MAJOR.MINOR.PATCH): write "{{suggestion}}".',
      notSemver:
        'The {{what}} version {{value}} is not a semver string (MAJOR.MINOR.PATCH, such as "1.4.0"), so changes cannot be checked against it: replace it with one.',
    },
  },
  create(context, options: Options) {
    const check = (value: unknown, at: SourceRef, what: string) => {
      if (typeof value === 'string' && SEMVER.test(value)) return;
      if (typeof value === 'number') {
        context.report({ messageId: 'number', at, data: { what, value: String(value), suggestion: complete(String(value)) ?? '1.0.0' } });
        return;
      }
      const suggestion = typeof value === 'string' ? complete(value) : undefined;
      if (suggestion !== undefined) context.report({ messageId: 'incomplete', at, data: { what, value: shown(value), suggestion } });
      else context.report({ messageId: 'notSemver', at, data: { what, value: typeof value === 'string' ? `"${shown(value)}"` : shown(value) } });
    };
    return {
      registry(registry) {
        if (!options.checkRegistry || registry.versionRef === undefined) return;
        const ref = registry.versionRef;
        // The loader keeps a number as text; the document says what was written.
        const doc = registry.documents.get(ref.file);
        const written = doc ? getAtPointer(doc.value, ref.pointer) : registry.version;
        check(written ?? registry.version, ref, 'registry');
      },
      tool(tool) {
        if (!options.checkTools || !hasOwn(tool.meta, 'version')) return;
        const value = tool.meta.version;
        if (value === undefined) return;
        check(value, tool.refs.meta.version ?? tool.source, `"${tool.name}" tool`);
      },
    };
  },
});
