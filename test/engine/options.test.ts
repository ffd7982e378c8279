import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../rules/index.js';
import { optionsErrorsText, optionsValidator, resolveRuleOptions } from '../../src/engine/index.js';

describe('resolveRuleOptions', () => {
  // Without options the engine takes a rule's defaults as they are, unchecked: that is only
  // right while checking them, and filling in the schema's defaults, would change nothing.
  it('gives each rule its defaults unchanged, as validating them would', () => {
    const ajv = new Ajv({ allErrors: false, useDefaults: true, strict: false });
    for (const [id, rule] of RULES) {
      const checked = structuredClone(rule.meta.defaults);
      expect(ajv.validate(rule.meta.schema, checked), id).toBe(true);
      expect(checked, id).toEqual(rule.meta.defaults);
      expect(resolveRuleOptions(rule, undefined), id).toEqual(checked);
    }
  });

  it('still checks options that are given', () => {
    const rule = RULES.get('param-count')!;
    expect(() => resolveRuleOptions(rule, { nope: 1 })).toThrow(/has no option "nope"/);
  });

  // The text kit knows a phrase list by its identity: every file of a run must get the same lists.
  it('gives the same frozen options for the same options object, and its own to another', () => {
    const rule = RULES.get('constraint-in-description-only')!;
    const first = resolveRuleOptions(rule, undefined) as { maxPhrases: string[]; minPhrases: string[] };
    expect(resolveRuleOptions(rule, undefined)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.maxPhrases)).toBe(true);
    expect(() => first.maxPhrases.push('tops')).toThrow(TypeError);
    const given = { maxPhrases: ['tops'] };
    const mine = resolveRuleOptions(rule, given) as { maxPhrases: string[]; minPhrases: string[] };
    expect(resolveRuleOptions(rule, given)).toBe(mine);
    expect(mine.maxPhrases).toEqual(['tops']);
    expect(mine.minPhrases).toEqual(first.minPhrases);
    // The config's own object is copied, not frozen.
    expect(Object.isFrozen(given.maxPhrases)).toBe(false);
    expect(resolveRuleOptions(rule, { maxPhrases: ['tops'] })).not.toBe(mine);
  });
});

describe('optionsValidator', () => {
  it('checks a schema against draft-07 as ajv does, without compiling the meta-schema', () => {
    expect(() => optionsValidator({ type: 'object', properties: { max: { type: 'lots' } } })).toThrow(
      /^schema is invalid: data\/properties\/max\/type must be equal to one of the allowed values/,
    );
    expect(() => optionsValidator({ $schema: 'http://json-schema.org/draft-07/schema#', required: 'max' })).toThrow(
      /^schema is invalid: data\/required must be array/,
    );
    // Another dialect is left to ajv, which knows no 2020-12 meta-schema in this instance.
    expect(() => optionsValidator({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' })).toThrow(/no schema with key or ref/);
  });

  it('fills in defaults and reports what fails, as before', () => {
    const validate = optionsValidator({ type: 'object', properties: { max: { type: 'integer', minimum: 1, default: 5 } }, additionalProperties: false });
    const options: Record<string, unknown> = {};
    expect(validate(options)).toBe(true);
    expect(options).toEqual({ max: 5 });
    expect(validate({ max: 0 })).toBe(false);
    expect(optionsErrorsText(validate)).toBe('data/max must be >= 1');
    expect(optionsValidator(validate.schema as object)).toBe(validate);
  });
});
