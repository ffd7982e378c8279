import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import validate2020 from './meta-2020-12.generated.js';
import validateDraft07 from './meta-draft-07.generated.js';

/** The JSON Schema dialects checked against their meta-schemas. */
export type CheckedDialect = 'draft-06' | 'draft-07' | '2019-09' | '2020-12';

const META: Record<CheckedDialect, string> = {
  'draft-06': 'http://json-schema.org/draft-06/schema',
  'draft-07': 'http://json-schema.org/draft-07/schema',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
};

/**
 * The dialect a `$schema` names: a checked one, `unchecked` for draft-04 and older (known, but
 * ajv 8 has no meta-schema for them), or undefined for a URI that names no dialect.
 */
export function dialectOf(uri: string): CheckedDialect | 'unchecked' | undefined {
  const m = /^https?:\/\/json-schema\.org\/(?:draft-0?(\d)|draft\/(\d{4}-\d{2}))\/schema#?$/.exec(uri.trim());
  if (!m) return undefined;
  if (m[2]) return m[2] === '2019-09' || m[2] === '2020-12' ? m[2] : undefined;
  const n = Number(m[1]);
  return n === 6 ? 'draft-06' : n === 7 ? 'draft-07' : n < 6 ? 'unchecked' : undefined;
}

/**
 * The two dialects almost every schema is read in are checked by code written at build time
 * (scripts/meta-validators.mjs), so that a short run does not compile their meta-schemas first.
 */
const validators = new Map<CheckedDialect, ValidateFunction>([
  ['draft-07', validateDraft07 as unknown as ValidateFunction],
  ['2020-12', validate2020 as unknown as ValidateFunction],
]);

/**
 * The meta-schema validator of a dialect, made once. No formats are added, so `format` values
 * in meta-schemas are not enforced (pattern-valid and ref-resolvable judge patterns and refs),
 * and nothing is ever fetched.
 */
function metaValidator(dialect: CheckedDialect): ValidateFunction {
  let v = validators.get(dialect);
  if (!v) {
    // The options of scripts/meta-validators.mjs, so that every dialect is checked alike.
    const options = { strict: false, allErrors: true, logger: false, validateFormats: false } as const;
    const ajv = dialect === '2020-12' ? new Ajv2020(options) : dialect === '2019-09' ? new Ajv2019(options) : new Ajv(options);
    if (dialect === 'draft-06') ajv.addMetaSchema(draft06);
    v = ajv.getSchema(META[dialect]);
    if (!v) throw new Error(`no meta-schema for ${dialect}`);
    validators.set(dialect, v);
  }
  return v;
}

/** The meta-schema errors of a schema, or undefined when it is too deep or cyclic to check. */
export function metaErrors(dialect: CheckedDialect, schema: unknown): ErrorObject[] | undefined {
  const validate = metaValidator(dialect);
  try {
    return validate(schema) ? [] : [...(validate.errors ?? [])];
  } catch (e) {
    if (e instanceof RangeError) return undefined;
    throw e;
  }
}
