import { describe, expect, it } from 'vitest';
import { lintRegistry, renderMessage, type AnyRule, type Finding } from '../../src/engine/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { applyFileEdits } from '../../src/cli/lint/fix/file-edits.js';
import { selectTargets } from '../../src/targets/index.js';

/** A registry as YAML or JSON text, or as a value (written out as JSON). */
export type Code = string | object;

export interface ValidCase {
  name?: string;
  code: Code;
  options?: object;
  /** The file name the text is loaded under; its extension picks the parser. */
  file?: string;
  /** Provider targets, as `--target` names them; none gives the portable profile. */
  targets?: string[];
}

export interface ExpectedError {
  messageId: string;
  pointer?: string;
  line?: number;
  column?: number;
  tool?: string;
  /** The severity, where the rule caps a message's below error (`maxSeverity`): cases run at error. */
  severity?: 'error' | 'warn' | 'info' | 'hint';
  /** The placeholders the message was rendered with: the whole message must match. */
  data?: Record<string, string | number | boolean>;
  message?: string | RegExp;
}

export interface InvalidCase extends ValidCase {
  errors: ExpectedError[];
  /**
   * The text once the findings' fixes are made, as `--fix` makes them; `null` when the case
   * has no fix. Required when a fixable rule's findings carry one.
   */
  output?: string | null;
}

function sourceOf(code: Code, file?: string): { text: string; name: string } {
  const text = typeof code === 'string' ? code : JSON.stringify(code, null, 2);
  return { text, name: file ?? (typeof code === 'string' && !/^\s*[[{]/.test(code) ? 'test.yaml' : 'test.json') };
}

/** The case's text with the findings' fixes made; null when there are none. */
function fixedText(code: Code, file: string | undefined, findings: Finding[]): string | null {
  const { text, name } = sourceOf(code, file);
  const edits = findings.flatMap((f) => f.fix ?? []);
  if (edits.length === 0) return null;
  expect(
    edits.every((e) => e.file === name),
    'a fix edits the file the case loads',
  ).toBe(true);
  const out = applyFileEdits(name, text, edits);
  expect(out.skipped, 'every fix can be made').toEqual([]);
  return out.text;
}

/** Loads `code` the way the CLI would and runs `rule` alone on it, at severity error. */
export function lintWith(rule: AnyRule, code: Code, options?: object, file?: string, targets?: string[]): Finding[] {
  const { text, name } = sourceOf(code, file);
  const registry = loadSource(text, name);
  const id = rule.meta.id;
  const findings = lintRegistry(registry, new Map([[id, rule]]), {
    rules: new Map([[id, { severity: 'error', options }]]),
    overrides: [],
    targets: selectTargets(targets ?? []),
  });
  for (const f of findings) {
    // A placeholder left in a message means a report call forgot a piece of data.
    expect(f.message, `unfilled placeholder in ${f.messageId}`).not.toMatch(/\{\{\s*\w+\s*\}\}/);
    expect(Object.keys(rule.meta.messages), `unknown messageId ${f.messageId}`).toContain(f.messageId);
  }
  return findings;
}

function title(c: ValidCase, i: number): string {
  if (c.name) return c.name;
  const text = typeof c.code === 'string' ? c.code : JSON.stringify(c.code);
  const flat = text.replace(/\s+/g, ' ').trim();
  return `#${i + 1} ${flat.length > 70 ? `${flat.slice(0, 70)}…` : flat}${c.options ? ` ${JSON.stringify(c.options)}` : ''}${c.targets ? ` --target ${c.targets.join(',')}` : ''}`;
}

/** Only the keys a case asks about, so that a mismatch shows as a readable diff. */
function project(rule: AnyRule, f: Finding, e: ExpectedError): Record<string, unknown> {
  const out: Record<string, unknown> = { messageId: f.messageId };
  if (e.pointer !== undefined) out.pointer = f.pointer;
  if (e.line !== undefined) out.line = f.line;
  if (e.column !== undefined) out.column = f.column;
  if (e.tool !== undefined) out.tool = f.tool;
  if (e.severity !== undefined) out.severity = f.severity;
  if (e.data !== undefined) out.message = f.message;
  else if (e.message !== undefined) out.message = typeof e.message === 'string' ? f.message : e.message.test(f.message) ? e.message : f.message;
  return out;
}

function expected(rule: AnyRule, e: ExpectedError): Record<string, unknown> {
  const { data, message, ...rest } = e;
  const out: Record<string, unknown> = { ...rest };
  if (data !== undefined) out.message = renderMessage((rule.meta.messages as Record<string, string>)[e.messageId] ?? '', data);
  else if (message !== undefined) out.message = message;
  return out;
}

/**
 * Table tests for one rule, in the manner of ESLint's RuleTester: each valid case must give no
 * finding; each invalid case exactly the listed findings, in output order.
 */
export function ruleTester(rule: AnyRule) {
  return {
    run(cases: { valid: ValidCase[]; invalid: InvalidCase[] }): void {
      describe(rule.meta.id, () => {
        describe('valid', () => {
          cases.valid.forEach((c, i) => {
            it(title(c, i), () => {
              expect(lintWith(rule, c.code, c.options, c.file, c.targets).map((f) => `${f.pointer}: ${f.message}`)).toEqual([]);
            });
          });
        });
        describe('invalid', () => {
          cases.invalid.forEach((c, i) => {
            it(title(c, i), () => {
              expect(c.errors.length, 'an invalid case lists at least one error').toBeGreaterThan(0);
              const findings = lintWith(rule, c.code, c.options, c.file, c.targets);
              const got = findings.map((f, j) => project(rule, f, c.errors[j] ?? { messageId: '', pointer: '', message: '' }));
              expect(got).toEqual(c.errors.map((e) => expected(rule, e)));
              const output = fixedText(c.code, c.file, findings);
              if (c.output !== undefined) expect(output, 'output: the text once fixed').toBe(c.output);
              else expect(output, `${rule.meta.id} fixes this case: give its \`output\``).toBeNull();
            });
          });
        });
      });
    },
  };
}
