import { defineRule } from '../../src/engine/index.js';
import { findPhrase, isFreeString, schemaPath, underCondition, type SchemaVisit, nameMatcher, nameOf } from '../../src/kit/index.js';

interface Kind {
  what: string;
  fix: string;
  names: string[];
  descriptionWords?: string[];
}

interface Options {
  kinds: Kind[];
}

const TICKER_FIX = 'a `pattern` such as `^[A-Z][A-Z0-9.]{0,9}$`';

const KINDS: Kind[] = [
  {
    what: 'a URL',
    fix: '`format: uri`',
    names: ['url', 'uri', 'link', 'href', 'website', 'homepage', '*_url', '*_uri', '*_link', '*_href', 'urls', 'uris', 'links', '*_urls', '*_uris', '*_links'],
  },
  { what: 'an e-mail address', fix: '`format: email`', names: ['email', 'e_mail', 'email_address', '*_email', '*_email_address', 'emails', '*_emails'] },
  {
    what: 'a timestamp',
    fix: '`format: date-time`',
    names: ['timestamp', '*_timestamp', 'datetime', '*_datetime', 'date_time', '*_date_time', '*_at', 'since', 'until'],
  },
  { what: 'a date', fix: '`format: date` (or `date-time`)', names: ['date', '*_date', 'dates', '*_dates', 'birthday', 'dob'] },
  { what: 'a time', fix: '`format: time`, `date-time` or `duration`', names: ['time', '*_time'] },
  { what: 'a UUID', fix: '`format: uuid`', names: ['uuid', '*_uuid', 'guid', '*_guid', 'uuids', '*_uuids'] },
  { what: 'a UUID', fix: '`format: uuid`', names: ['id', '*_id', 'ids', '*_ids'], descriptionWords: ['uuid', 'guid'] },
  { what: 'an IP address', fix: '`format: ipv4` or `ipv6`', names: ['ip', '*_ip', 'ip_address', '*_ip_address', 'ip_addr', 'ips', 'ip_addresses'] },
  { what: 'a stock ticker', fix: TICKER_FIX, names: ['ticker', '*_ticker', 'tickers', 'stock_symbol', 'ticker_symbol', 'stock_code'] },
  {
    what: 'a stock ticker',
    fix: TICKER_FIX,
    names: ['symbol', 'symbols', '*_symbol'],
    descriptionWords: ['stock', 'ticker', 'share', 'shares', 'equity', 'NASDAQ', 'NYSE', '股票', '证券', '證券', '股份', '代码', '代碼'],
  },
];

/** The description of the parameter a node belongs to: its own, or its array's, or its `$ref`'s. */
function describedAs(visit: SchemaVisit): string {
  for (let v: SchemaVisit | undefined = visit; v; v = v.parent) {
    if (typeof v.node.description === 'string') return v.node.description;
    if (v.via === 'properties' || !['$ref', 'items', 'allOf', 'anyOf', 'oneOf'].includes(v.via)) break;
  }
  return '';
}

export default defineRule({
  meta: {
    id: 'string-format-suggested',
    description: 'Strings named like URLs, e-mails, dates, times, UUIDs, IP addresses or tickers declare a `format` or a `pattern`.',
    recommended: 'off',
    strict: 'info',
    schema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        kinds: {
          type: 'array',
          description:
            'What to look for: parameter names (globs over snake_case), what they are and the fix to suggest; `descriptionWords`, when given, must also occur in the description. Replaces the built-in list.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['what', 'fix', 'names'],
            properties: {
              what: { type: 'string', minLength: 1 },
              fix: { type: 'string', minLength: 1 },
              names: { type: 'array', items: { type: 'string', minLength: 1 } },
              descriptionWords: { type: 'array', items: { type: 'string', minLength: 1 } },
            },
          },
          default: KINDS,
        },
      },
    },
    messages: {
      suggested:
        'String "{{path}}" looks like {{what}} but declares no `format` or `pattern`: add {{fix}}, so that the model knows the expected shape and the server can check it.',
    },
  },
  create(context, options: Options) {
    const kinds = options.kinds.map((kind) => ({ ...kind, matches: nameMatcher(kind.names) }));
    return {
      schema(visit) {
        if (visit.role !== 'input' || !isFreeString(visit.node) || underCondition(visit)) return;
        const name = nameOf(visit);
        if (name === undefined) return;
        const kind = kinds.find((k) => k.matches(name) && (!k.descriptionWords || findPhrase(describedAs(visit), k.descriptionWords)));
        if (kind) context.report({ messageId: 'suggested', data: { path: schemaPath(visit), what: kind.what, fix: kind.fix } });
      },
    };
  },
});
