import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../rules/index.js';
import { OPTION_VALIDATORS } from '../../rules/option-validators.generated.js';
import { optionsValidator, usePrecompiledOptionsValidator } from '../../src/engine/index.js';
// @ts-expect-error: a plain script with no types
import { optionValidators, RULE_OPTIONS } from '../../scripts/meta-validators.mjs';

type Validate = ((data: unknown) => boolean) & { errors?: unknown };

/** Option values of the wrong kind, to compare the errors each validator gives. */
const WRONG: unknown[] = [{ nope: 1 }, { '': null }, 7, 'text', [], null];

describe("each built-in rule's options validator, written at build time", () => {
  it("is the code ajv generates now from the rules (run npm run generate after changing a rule's options)", () => {
    const { file, text } = optionValidators([...RULES.values()]) as { file: string; text: string };
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('is the one the engine uses, for every rule', () => {
    const table = OPTION_VALIDATORS as unknown as Record<string, Validate>;
    expect(Object.keys(table).sort()).toEqual([...RULES.keys()].sort());
    for (const rule of RULES.values()) expect(optionsValidator(rule.meta.schema)).toBe(table[rule.meta.id]);
  });

  it('is used even where the schema was compiled before it was handed over (a rule imported on its own, then the list)', () => {
    const schema = { type: 'object', properties: { n: { type: 'integer', default: 1 } } };
    const compiled = optionsValidator(schema);
    const written = Object.assign(() => true, { errors: null }) as unknown as ReturnType<typeof optionsValidator>;
    usePrecompiledOptionsValidator(schema, written);
    expect(optionsValidator(schema)).toBe(written);
    expect(written).not.toBe(compiled);
  });

  it('fills in the defaults and gives the errors that ajv compiling the schema at run time gives', () => {
    const ajv = new Ajv(RULE_OPTIONS);
    addFormats.default(ajv);
    const table = OPTION_VALIDATORS as unknown as Record<string, Validate>;
    let rejected = 0;
    for (const rule of RULES.values()) {
      const compiled = ajv.compile(rule.meta.schema);
      const written = table[rule.meta.id];
      const [a, b] = [{}, {}];
      expect(written(a)).toBe(compiled(b));
      expect(a, rule.meta.id).toEqual(b);
      expect(a).toEqual(rule.meta.defaults);
      for (const value of WRONG) {
        const [x, y] = [structuredClone(value), structuredClone(value)];
        const ok = written(x);
        expect(ok, `${rule.meta.id} ${JSON.stringify(value)}`).toBe(compiled(y));
        expect(written.errors ?? null).toEqual(compiled.errors ?? null);
        if (!ok) rejected++;
      }
    }
    expect(rejected).toBeGreaterThan(RULES.size * 4);
  });
});
