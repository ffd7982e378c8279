import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { project, runCli, tempDir } from '../helpers/cli.js';

const CONFIG = `extends: []
rules:
  schema-additional-properties: error
  schema-type-valid: error
  schema-required-declared: [error, {exemptAllDefaults: false}]
  param-description-required: warn
`;

const YAML = `# Weather tools, shared with the mobile team.
tools:
  - name: get_weather   # the name the app calls
    description: >
      Get the current weather for one city.
      Use it when the user asks about the weather.
    parameters:
      type: dict          # BFCL spelling
      required: [city]
      properties:
        city: {type: str, description: 'The city, e.g. "Paris".'}
        units: {type: string, default: celsius}

  - name: get_forecast
    description: "Forecast for the next days."
    parameters: {type: object, properties: {days: {type: int, default: 3}}}
`;

const YAML_FIXED = `# Weather tools, shared with the mobile team.
tools:
  - name: get_weather   # the name the app calls
    description: >
      Get the current weather for one city.
      Use it when the user asks about the weather.
    parameters:
      type: object          # BFCL spelling
      required: [city]
      properties:
        city: {type: string, description: 'The city, e.g. "Paris".'}
        units: {type: string, default: celsius}
      additionalProperties: false

  - name: get_forecast
    description: "Forecast for the next days."
    parameters: {type: object, properties: {days: {type: integer, default: 3}}, additionalProperties: false, required: []}
`;

const JSON_TEXT = `{
    "tools": [
        {
            "type": "function",
            "function": {
                "name": "get_weather",
                "description": "Get the current weather for one city.",
                "parameters": {
                    "type": "dict",
                    "properties": {
                        "city": {"type": "string", "description": "The city."},
                        "when": {"type": "string"}
                    },
                    "required": ["city"]
                }
            }
        }
    ]
}
`;

const JSON_FIXED = `{
    "tools": [
        {
            "type": "function",
            "function": {
                "name": "get_weather",
                "description": "Get the current weather for one city.",
                "parameters": {
                    "type": "object",
                    "properties": {
                        "city": {"type": "string", "description": "The city."},
                        "when": {"type": "string"}
                    },
                    "required": ["city"],
                    "additionalProperties": false
                }
            }
        }
    ]
}
`;

const FIXABLE = ['schema-additional-properties', 'schema-type-valid', 'schema-required-declared'];

async function findings(cwd: string, file: string): Promise<Array<{ ruleId: string; pointer: string }>> {
  const r = await runCli(['lint', file, '-f', 'json'], { cwd });
  return JSON.parse(r.stdout).findings;
}

describe('--fix', () => {
  it('YAML: changes only what the fixes need (comments, folding, quoting and flow maps stay), and re-linting finds none of the fixed problems', async () => {
    const cwd = project({ 'tools.yaml': YAML, '.toolslintrc.yaml': CONFIG });
    const before = await findings(cwd, 'tools.yaml');
    expect(before.filter((f) => FIXABLE.includes(f.ruleId)).length).toBe(6);
    const r = await runCli(['lint', 'tools.yaml', '--fix', '-f', 'json'], { cwd });
    expect(readFileSync(path.join(cwd, 'tools.yaml'), 'utf8')).toBe(YAML_FIXED);
    expect(r.stderr).toBe('toolslint: made 6 fixes in 1 file.\n');
    // The report is of the fixed file: only what no fix could do is left.
    const left = JSON.parse(r.stdout).findings;
    expect(left.map((f: { ruleId: string; pointer: string }) => `${f.ruleId} ${f.pointer}`)).toEqual([
      'param-description-required /tools/0/parameters/properties/units',
      'param-description-required /tools/1/parameters/properties/days',
    ]);
    expect(r.code).toBe(0);
    expect((await findings(cwd, 'tools.yaml')).filter((f) => FIXABLE.includes(f.ruleId))).toEqual([]);
  });

  it('JSON: keeps 4-space indentation and key order, and re-linting finds none of the fixed problems', async () => {
    const cwd = project({ 'tools.json': JSON_TEXT, '.toolslintrc.yaml': CONFIG });
    const r = await runCli(['lint', 'tools.json', '--fix'], { cwd });
    expect(readFileSync(path.join(cwd, 'tools.json'), 'utf8')).toBe(JSON_FIXED);
    expect(r.code).toBe(0);
    expect((await findings(cwd, 'tools.json')).filter((f) => FIXABLE.includes(f.ruleId))).toEqual([]);
  });

  it('--fix-dry-run prints a unified diff instead of the report and changes nothing', async () => {
    const cwd = project({ 'tools.json': JSON_TEXT, '.toolslintrc.yaml': CONFIG });
    const r = await runCli(['lint', 'tools.json', '--fix-dry-run'], { cwd });
    expect(readFileSync(path.join(cwd, 'tools.json'), 'utf8')).toBe(JSON_TEXT);
    expect(r.stdout).toBe(`--- a/tools.json
+++ b/tools.json
@@ -6,12 +6,13 @@
                 "name": "get_weather",
                 "description": "Get the current weather for one city.",
                 "parameters": {
-                    "type": "dict",
+                    "type": "object",
                     "properties": {
                         "city": {"type": "string", "description": "The city."},
                         "when": {"type": "string"}
                     },
-                    "required": ["city"]
+                    "required": ["city"],
+                    "additionalProperties": false
                 }
             }
         }
`);
    // The exit code is that of the files as they are.
    expect(r.code).toBe(1);
  });

  it('--fix-dry-run with -o still writes the report of the unfixed files', async () => {
    const cwd = project({ 'tools.json': JSON_TEXT, '.toolslintrc.yaml': CONFIG });
    const r = await runCli(['lint', 'tools.json', '--fix-dry-run', '-f', 'json', '-o', 'report.json'], { cwd });
    expect(r.stdout).toContain('+++ b/tools.json');
    const report = JSON.parse(readFileSync(path.join(cwd, 'report.json'), 'utf8'));
    expect(report.findings.map((f: { ruleId: string }) => f.ruleId)).toContain('schema-type-valid');
  });

  it('a fix inside a schema reached through $ref edits the file where the schema is written', async () => {
    const cwd = project({
      '.toolslintrc.yaml': CONFIG,
      'tools.yaml': `tools:\n  - name: get_weather\n    description: Weather for a place.\n    parameters:\n      type: object\n      additionalProperties: false\n      required: [place]\n      properties:\n        place: {$ref: 'schemas/place.yaml#/Place', description: Where.}\n`,
      'schemas/place.yaml': `# Shared by every tool that takes a place.\nPlace:\n  type: dict\n  required: [city]\n  properties:\n    city: {type: string, description: The city.}\n`,
    });
    const r = await runCli(['lint', 'tools.yaml', '--fix'], { cwd });
    expect(r.code).toBe(0);
    expect(readFileSync(path.join(cwd, 'schemas/place.yaml'), 'utf8')).toBe(
      `# Shared by every tool that takes a place.\nPlace:\n  type: object\n  required: [city]\n  properties:\n    city: {type: string, description: The city.}\n  additionalProperties: false\n`,
    );
  });

  it('a file outside the project, reached through $ref, is left alone and said so', async () => {
    const outside = tempDir('toolslint-outside-');
    mkdirSync(path.join(outside, 'shared'));
    writeFileSync(
      path.join(outside, 'tools.yaml'),
      `tools:\n  - name: get_weather\n    description: Weather.\n    parameters: {type: dict, additionalProperties: false, required: [place], properties: {place: {$ref: 'place.yaml#/Place', description: Where.}}}\n`,
    );
    writeFileSync(path.join(outside, 'place.yaml'), `Place: {type: object, required: [city], properties: {city: {type: string, description: The city.}}}\n`);
    const cwd = project({ '.toolslintrc.yaml': CONFIG });
    const r = await runCli(['lint', path.join(outside, 'tools.yaml'), '--fix', '-c', '.toolslintrc.yaml'], { cwd });
    // The file named on the command line is fixed; the one beside it, outside the project, is not.
    expect(readFileSync(path.join(outside, 'tools.yaml'), 'utf8')).toContain('parameters: {type: object,');
    expect(readFileSync(path.join(outside, 'place.yaml'), 'utf8')).not.toContain('additionalProperties');
    expect(r.stderr).toMatch(/place\.yaml: not fixed \(schema-additional-properties\): the file is outside the project/);
    expect(r.code).toBe(1);
  });

  it('standard input cannot be fixed, and --fix and --fix-dry-run do not go together', async () => {
    const cwd = project({ 'tools.json': JSON_TEXT });
    const stdin = await runCli(['lint', '-', '--fix'], { cwd, stdin: JSON_TEXT });
    expect(stdin.code).toBe(2);
    expect(stdin.stderr).toContain('--fix edits files, and standard input is not one');
    const both = await runCli(['lint', 'tools.json', '--fix', '--fix-dry-run'], { cwd });
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--fix and --fix-dry-run cannot be used together');
  });

  it('nothing to fix leaves the file untouched and says nothing', async () => {
    const cwd = project({ 'tools.yaml': YAML_FIXED, '.toolslintrc.yaml': CONFIG });
    const r = await runCli(['lint', 'tools.yaml', '--fix'], { cwd });
    expect(r.stderr).toBe('');
    expect(readFileSync(path.join(cwd, 'tools.yaml'), 'utf8')).toBe(YAML_FIXED);
  });
});
