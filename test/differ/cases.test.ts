import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffTexts, FIXTURES } from './helpers.js';

/**
 * Edge cases of a check, each a pair under fixtures/diff/<check-id>/<case>/ beside the check's
 * own pair: edits met in real releases (GitHub's REST API, compared with oasdiff in
 * docs/diff-release-notes.md) that a check misjudged. Each lists every change its pair shows.
 */
const EXPECTED: Record<string, Array<[id: string, level: string, pointer: string]>> = {
  // A property added to a closed output is named by output-property-added-optional, so the
  // second opinion does not call the same growth an unnamed breaking change.
  'input-schema-narrowed/closed-output-property-added': [['output-property-added-optional', 'info', '/properties/dismissal_request']],
  // `state` was required; now `state` or `assignee` is: every call that worked still does.
  'branches-introduced/required-now-one-of-two': [
    ['param-added-optional', 'info', '/properties/body/properties/assignee'],
    ['param-became-optional', 'info', '/properties/body/properties/state'],
  ],
  // An output property moved into the `oneOf` alternatives of its object is not removed;
  // that the alternatives leave each other's keys free (`pages` may be anything next to
  // `action`) is a real widening, which the second opinion names.
  'param-removed-from-open-object/moved-into-alternatives': [
    ['output-branches-introduced', 'info', '/items/properties/payload/oneOf'],
    ['output-schema-widened', 'breaking', '/items/properties/payload'],
  ],
  // An object that became a `oneOf` of objects is still an object: its type did not widen.
  'type-widened/alternatives-of-one-type': [['output-branches-introduced', 'info', '/items/properties/payload/oneOf']],
  // OpenAI's tools are named without their preview or date: the released tool is the same tool.
  'builtin-tool-changed/openai-preview-released': [['builtin-tool-changed', 'warning', '/type']],
  // Two removed reads that each look like the one new read: a rename is one to one, so
  // neither is said to be renamed to it.
  'tool-removed/look-alikes-share-one-successor': [
    ['tool-added', 'info', ''],
    ['tool-removed', 'breaking', ''],
    ['tool-removed', 'breaking', ''],
  ],
};

const cases = readdirSync(FIXTURES)
  .flatMap((check) => readdirSync(path.join(FIXTURES, check)).map((name) => `${check}/${name}`))
  .filter((c) => statSync(path.join(FIXTURES, c)).isDirectory())
  .sort();

describe('edge cases of the checks', () => {
  it('every case folder has an expectation, and every expectation a folder', () => {
    expect(cases).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(cases)('%s', async (name) => {
    const read = (side: string) => readFileSync(path.join(FIXTURES, name, `${side}.yaml`), 'utf8');
    const result = await diffTexts(read('base'), read('head'));
    const got = result.changes.map((c) => [c.id, c.level, c.pointer]).sort((a, b) => (a.join(' ') < b.join(' ') ? -1 : 1));
    expect(got).toEqual(EXPECTED[name]);
  });

  it('a lone look-alike is still named as the successor of a removed tool', async () => {
    const dir = path.join(FIXTURES, 'tool-removed/look-alikes-share-one-successor');
    const base = readFileSync(path.join(dir, 'base.yaml'), 'utf8').replace(/ {2}\/orgs\/\{org\}\/settings\/billing\/packages:[\s\S]*$/, '');
    const result = await diffTexts(base, readFileSync(path.join(dir, 'head.yaml'), 'utf8'));
    const removed = result.changes.find((c) => c.id === 'tool-removed');
    expect(removed?.message).toContain('It looks renamed to `get_all_budgets_org`');
  });
});
