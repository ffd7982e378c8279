import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/engine/index.js';
import { markdown, MAX_FINDING_ROWS } from '../../src/reporters/markdown.js';
import { markdownCell } from '../../src/reporters/markup.js';
import type { LintResults } from '../../src/reporters/index.js';
import { CLEAN, EMPTY, EMPTY_REGISTRIES, HOSTILE, RAW_UNSAFE, RESULTS, RULE_INFOS } from './fixtures.js';

const ctx = { color: true, version: '0.0.0', rules: RULE_INFOS };

describe('markdown', () => {
  it('a headline, counts by rule, the findings and the files that could not be linted', () => {
    expect(markdown(RESULTS, ctx)).toMatchInlineSnapshot(`
      "### toolslint

      ✖ 6 problems (2 errors, 2 warnings, 1 info, 1 hint). ✖ 2 files could not be linted.

      | Rule | Errors | Warnings | Info | Hints |
      | --- | ---: | ---: | ---: | ---: |
      | [param-description-required](https://github.com/toolslint/toolslint/blob/main/rules/param-description-required/README.md) | 0 | 1 | 0 | 0 |
      | [registry-version-required](https://github.com/toolslint/toolslint/blob/main/rules/registry-version-required/README.md) | 0 | 0 | 0 | 1 |
      | [schema-additional-properties](https://github.com/toolslint/toolslint/blob/main/rules/schema-additional-properties/README.md) | 0 | 0 | 1 | 0 |
      | [tool-description-required](https://github.com/toolslint/toolslint/blob/main/rules/tool-description-required/README.md) | 1 | 0 | 0 | 0 |
      | tool-name-length | 0 | 1 | 0 | 0 |
      | [tool-name-verb](https://github.com/toolslint/toolslint/blob/main/rules/tool-name-verb/README.md) | 1 | 0 | 0 | 0 |

      #### Findings

      | Severity | Location | Tool | Rule | Message |
      | --- | --- | --- | --- | --- |
      | error | tools/a.yaml:4:11 | doStuff | tool-name-verb | Tool name "doStuff" does not start with a verb. |
      | warn | tools/a.yaml:12:9 | doStuff | param-description-required | param-description-required message |
      | info | tools/a.yaml:120:5 | get\\_user | schema-additional-properties | schema-additional-properties message |
      | hint | tools/a.yaml |  | registry-version-required | registry-version-required message |
      | error | tools/b.json | list\\_items | tool-description-required | tool-description-required message (at /tools/2) |
      | warn | tools/b.json:9:15 | list\\_items | tool-name-length | tool-name-length message |

      #### Files that could not be linted

      | File | Problem |
      | --- | --- |
      | bad.json:3:7 | bad.json:3:7: invalid JSON: expected a value. |
      | missing.yaml | missing.yaml: no such file or folder. |
      "
    `);
  });

  it('a clean run is one line under the heading', () => {
    expect(markdown(CLEAN, ctx)).toBe('### toolslint\n\n✔ No problems in 2 files (15 tools).\n');
    expect(markdown(EMPTY, ctx)).toBe('### toolslint\n\n✔ No problems in 0 files (0 tools).\n');
  });

  it('says each note on a line of its own under the headline', () => {
    expect(markdown(EMPTY_REGISTRIES, ctx)).toBe(
      '### toolslint\n\n✔ No problems in 2 files (0 tools).\n\nℹ e/bare.json: the registry holds no tools.\n\nℹ e/none: the folder holds no tool definitions; it is read as an empty registry.\n',
    );
  });

  it('shows text from the input as written: no markup, no broken cells, nothing raw for a terminal', () => {
    expect(markdownCell('a|b <img src=x> *c* [d](e) `f` ~~g~~ $h$ &amp; \\')).toBe(
      'a\\|b \\<img src=x\\> \\*c\\* \\[d\\](e) \\`f\\` \\~\\~g\\~\\~ \\$h\\$ \\&amp; \\\\',
    );
    const results: LintResults = {
      ...EMPTY,
      failures: [{ file: HOSTILE, message: HOSTILE }],
      findings: [{ ruleId: HOSTILE, severity: 'warn', messageId: 'm', message: HOSTILE, tool: HOSTILE, file: HOSTILE, pointer: '/x' }],
    };
    const out = markdown(results, ctx);
    for (const line of out.split('\n')) expect(line).not.toMatch(RAW_UNSAFE);
    // Every row has as many cell borders as its table's header: no `|` from the input survived unescaped.
    const borders = (row: string) => row.replace(/\\./g, '').split('|').length - 1;
    const tables = out.split('\n\n').filter((block) => block.startsWith('|'));
    expect(tables).toHaveLength(3);
    for (const rows of tables.map((t) => t.trimEnd().split('\n'))) for (const row of rows) expect(borders(row), row).toBe(borders(rows[0]));
  });

  it(`lists at most ${MAX_FINDING_ROWS} findings and says how many more there are`, () => {
    const many: Finding[] = Array.from({ length: MAX_FINDING_ROWS + 2 }, (_, i) => ({
      ruleId: 'tool-name-verb',
      severity: 'warn',
      messageId: 'm',
      message: `m${i}`,
      file: 'a.yaml',
      pointer: '',
      line: i + 1,
    }));
    const out = markdown({ ...EMPTY, findings: many }, ctx);
    expect(out.split('\n').filter((l) => l.startsWith('| warn |'))).toHaveLength(MAX_FINDING_ROWS);
    expect(out).toContain(
      `| [tool-name-verb](https://github.com/toolslint/toolslint/blob/main/rules/tool-name-verb/README.md) | 0 | ${MAX_FINDING_ROWS + 2} | 0 | 0 |`,
    );
    expect(out.trimEnd().split('\n').at(-1)).toBe('…and 2 more findings, counted in the table by rule above.');
  });
});
