import { describe, expect, it } from 'vitest';
import { stylish } from '../../src/reporters/stylish.js';
import { CLEAN, EMPTY, EMPTY_REGISTRIES, RESULTS, showAnsi } from './fixtures.js';

const plain = { color: false, version: '0.0.0' };
const colored = { color: true, version: '0.0.0' };

describe('stylish', () => {
  it('groups findings and failures by file, aligned, with a summary', () => {
    expect(stylish(RESULTS, plain)).toMatchInlineSnapshot(`
      "bad.json
        3:7  error  invalid JSON: expected a value.

      missing.yaml
          error  no such file or folder.

      tools/a.yaml
          4:11  error  Tool name "doStuff" does not start with a verb.  [doStuff]  tool-name-verb
         12:9   warn   param-description-required message  [doStuff]               param-description-required
        120:5   info   schema-additional-properties message  [get_user]            schema-additional-properties
                hint   registry-version-required message                           registry-version-required

      tools/b.json
              error  tool-description-required message  [list_items] at /tools/2  tool-description-required
        9:15  warn   tool-name-length message  [list_items]                       tool-name-length

      ✖ 6 problems (2 errors, 2 warnings, 1 info, 1 hint)
      ✖ 2 files could not be linted
      "
    `);
  });

  it('colours only when asked, with the same layout', () => {
    const out = stylish(RESULTS, colored);
    expect(showAnsi(out)).toMatchInlineSnapshot(`
      "<4>bad.json<24>
        <2>3:7<22>  <31>error<39>  invalid JSON: expected a value.

      <4>missing.yaml<24>
          <31>error<39>  no such file or folder.

      <4>tools/a.yaml<24>
        <2>  4:11<22>  <31>error<39>  Tool name "doStuff" does not start with a verb.<2>  [doStuff]<22>  <2>tool-name-verb<22>
        <2> 12:9<22>   <33>warn<39>   param-description-required message<2>  [doStuff]<22>               <2>param-description-required<22>
        <2>120:5<22>   <34>info<39>   schema-additional-properties message<2>  [get_user]<22>            <2>schema-additional-properties<22>
                <90>hint<39>   registry-version-required message                           <2>registry-version-required<22>

      <4>tools/b.json<24>
              <31>error<39>  tool-description-required message<2>  [list_items] at /tools/2<22>  <2>tool-description-required<22>
        <2>9:15<22>  <33>warn<39>   tool-name-length message<2>  [list_items]<22>                       <2>tool-name-length<22>

      <31><1>✖ 6 problems (2 errors, 2 warnings, 1 info, 1 hint)<22><39>
      <31><1>✖ 2 files could not be linted<22><39>
      "
    `);
    expect(out.replace(/\u001b\[\d+m/g, '')).toBe(stylish(RESULTS, plain));
    expect(stylish(RESULTS, plain)).not.toContain('\u001b');
  });

  it('says what was checked when nothing was found', () => {
    expect(stylish(CLEAN, plain)).toBe('✔ No problems in 2 files (15 tools)\n');
    expect(stylish(EMPTY, plain)).toBe('✔ No problems in 0 files (0 tools)\n');
    expect(showAnsi(stylish(CLEAN, colored))).toBe('<32>✔ No problems in 2 files (15 tools)<39>\n');
  });

  it('counts in the summary, singular and plural', () => {
    const one = { ...RESULTS, failures: RESULTS.failures.slice(0, 1), findings: RESULTS.findings.slice(1, 2) };
    expect(stylish(one, plain).trimEnd().split('\n').slice(-2)).toEqual([
      '✖ 1 problem (0 errors, 1 warning, 0 infos, 0 hints)',
      '✖ 1 file could not be linted',
    ]);
    const onlyFailures = { ...RESULTS, findings: [] };
    expect(stylish(onlyFailures, plain).trimEnd().split('\n').at(-1)).toBe('✖ 2 files could not be linted');
    expect(stylish(onlyFailures, plain)).not.toContain('No problems');
  });
});

describe('stylish and notes', () => {
  it('says each note on one dim line before the summary, escaped', () => {
    expect(stylish(EMPTY_REGISTRIES, plain)).toBe(
      'ℹ e/bare.json: the registry holds no tools.\nℹ e/none: the folder holds no tool definitions; it is read as an empty registry.\n✔ No problems in 2 files (0 tools)\n',
    );
    const one = {
      ...EMPTY_REGISTRIES,
      files: EMPTY_REGISTRIES.files.slice(0, 1),
      notes: [{ file: 'x\u001b[2J', message: 'x\u001b[2J: the registry holds no tools.' }],
    };
    expect(showAnsi(stylish(one, colored))).toBe('<2>ℹ x\\u001b[2J: the registry holds no tools.<22>\n<32>✔ No problems in 1 file (0 tools)<39>\n');
  });
});

describe('stylish and skipped files', () => {
  it('lists each file a folder search passed over, with its reason, escaped', () => {
    const out = stylish(
      { files: [], failures: [], findings: [], skipped: [{ file: 'tools/notes.json', reason: 'not a tool registry: found an object\u001b[2J' }] },
      { color: false, version: '0.0.0', rules: [] } as never,
    );
    expect(out).toContain(
      '1 file skipped (name one on the command line, without --skip-non-registries, to lint it anyway):\n  tools/notes.json: not a tool registry: found an object\\u001b[2J',
    );
  });
});
