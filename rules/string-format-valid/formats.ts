import { closest } from '../../src/model/index.js';

/**
 * Known `format` values and the types they apply to: JSON Schema 2020-12's formats, OpenAPI's
 * (int32, int64, float, double, byte, binary, password) and the common ones of the OpenAPI
 * format registry.
 */
const STRING = ['string'];
const NUMBER = ['number', 'integer'];

export const KNOWN_FORMATS: Readonly<Record<string, readonly string[]>> = {
  'date-time': STRING,
  date: STRING,
  time: STRING,
  duration: STRING,
  email: STRING,
  'idn-email': STRING,
  hostname: STRING,
  'idn-hostname': STRING,
  ipv4: STRING,
  ipv6: STRING,
  uri: STRING,
  'uri-reference': STRING,
  iri: STRING,
  'iri-reference': STRING,
  uuid: STRING,
  'uri-template': STRING,
  'json-pointer': STRING,
  'relative-json-pointer': STRING,
  regex: STRING,
  byte: STRING,
  binary: STRING,
  password: STRING,
  base64url: STRING,
  char: STRING,
  commonmark: STRING,
  html: STRING,
  'date-time-local': STRING,
  'time-local': STRING,
  'http-date': STRING,
  'media-range': STRING,
  decimal128: STRING,
  int8: NUMBER,
  int16: NUMBER,
  int32: NUMBER,
  int64: NUMBER,
  uint8: NUMBER,
  unixtime: NUMBER,
  float: ['number'],
  double: ['number'],
  'double-int': ['number'],
  decimal: ['string', 'number'],
};

/**
 * The known format an unknown one was probably meant to be: the same up to case and separators
 * (`date_time`, `dateTime`, `UUID`), or one or two edits away (`e-mail`, `url`, `ipv-4`). Short
 * names get one edit only, so that `text` does not become `time`.
 */
export function suggestFormat(format: string, known: readonly string[]): string | undefined {
  const squash = (s: string) =>
    s
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[\s_]+/g, '-');
  const squashed = squash(format);
  const same = known.find((k) => k === squashed || k.replace(/-/g, '') === squashed.replace(/-/g, ''));
  if (same) return same;
  return closest(squashed, known, squashed.length <= 5 ? 1 : 2);
}
