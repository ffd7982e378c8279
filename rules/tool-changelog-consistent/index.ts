import semver from 'semver';
import { defineRule } from '../../src/engine/index.js';
import { findPhrase, toolLabel, metaField } from '../../src/kit/index.js';
import { getAtPointer, joinPointer, parsePointer, upperFirst, type SourceRef } from '../../src/model/index.js';
import { changelogEntries, isMajorStep } from './entries.js';

interface Options {
  changelogKey: string;
  breakingPhrases: string[];
  checkRegistry: boolean;
}

/** Words a note about a breaking change uses, in English and Chinese (simplified and traditional). */
const BREAKING_PHRASES = [
  'breaking',
  'break',
  'breaks',
  'broke',
  'incompatible',
  'removed',
  'remove',
  'removes',
  'dropped',
  'drop',
  'renamed',
  'rename',
  'renames',
  'no longer',
  'now required',
  'became required',
  'is required',
  'replaced',
  'replaces',
  'instead of',
  'changed',
  'changes the type',
  'migrate',
  'migration',
  'deprecated',
  '破坏',
  '不兼容',
  '移除',
  '删除',
  '重命名',
  '改名',
  '不再',
  '必填',
  '替换',
  '迁移',
  '变更',
  '改为',
  '破壞',
  '不相容',
  '刪除',
  '重新命名',
  '替換',
  '遷移',
  '變更',
  '改為',
];

export default defineRule({
  meta: {
    id: 'tool-changelog-consistent',
    description: 'A changelog agrees with the version: its latest entry is the `version`, none is above it, and major entries say what broke.',
    recommended: 'warn',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        changelogKey: { type: 'string', minLength: 1, description: 'The field holding the changelog, beside `version`.', default: 'changelog' },
        breakingPhrases: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          description: 'Words and phrases that say what a major entry broke; one of them must appear in its text.',
          default: BREAKING_PHRASES,
        },
        checkRegistry: { type: 'boolean', description: "Also check a changelog written beside the registry's own `version`.", default: true },
      },
    },
    messages: {
      noVersion: 'The changelog of {{owner}} has entries but there is no `version`: set `version` to the latest entry, "{{latest}}".',
      ahead: 'The changelog of {{owner}} has an entry for {{entry}}, above its version {{version}}: raise `version` or remove the entry.',
      behind: '{{Owner}} is at version {{version}}, but the latest changelog entry is {{latest}}: add an entry for {{version}} saying what changed.',
      majorUnexplained:
        'The changelog entry {{entry}} of {{owner}} is a breaking release (from {{previous}}) but does not say what broke: name what was removed, renamed or made required, and how to migrate.',
    },
  },
  create(context, options: Options) {
    const check = (value: unknown, ref: SourceRef, version: unknown, owner: string) => {
      const entries = changelogEntries(value, ref);
      if (entries.length === 0) return;
      const latest = entries[entries.length - 1];
      const Owner = upperFirst(owner);
      if (version === undefined) context.report({ messageId: 'noVersion', at: ref, data: { owner, latest: latest.version } });
      // A version that is not semver is tool-version-semver's to report.
      else if (typeof version === 'string' && semver.valid(version) === version) {
        const above = entries.filter((e) => semver.gt(e.version, version));
        for (const e of above) context.report({ messageId: 'ahead', at: e.ref, data: { owner, entry: e.version, version } });
        if (above.length === 0 && semver.lt(latest.version, version))
          context.report({ messageId: 'behind', at: ref, data: { Owner, version, latest: latest.version } });
      }
      entries.forEach((e, i) => {
        if (i === 0 || !isMajorStep(entries[i - 1].version, e.version) || e.flagged) return;
        if (findPhrase(e.text, options.breakingPhrases) === undefined) {
          context.report({ messageId: 'majorUnexplained', at: e.ref, data: { owner, entry: e.version, previous: entries[i - 1].version } });
        }
      });
    };
    return {
      registry(registry) {
        if (!options.checkRegistry || !registry.versionRef) return;
        const { file, pointer } = registry.versionRef;
        const container = joinPointer('', ...parsePointer(pointer).slice(0, -1));
        const doc = registry.documents.get(file);
        const value = getAtPointer(doc?.value, joinPointer(container, options.changelogKey));
        const written = getAtPointer(doc?.value, pointer);
        if (value !== undefined) check(value, { file, pointer: joinPointer(container, options.changelogKey) }, written, 'the registry');
      },
      tool(tool) {
        const changelog = metaField(tool, [options.changelogKey]);
        if (!changelog) return;
        const version = metaField(tool, ['version']);
        check(changelog.value, changelog.ref, version?.value, `tool "${toolLabel(tool)}"`);
      },
    };
  },
});
