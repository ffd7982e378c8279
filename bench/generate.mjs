// Writes a registry of realistic tools: verb_noun names under a service namespace, descriptions
// of two or three sentences (some saying when to use the tool, some not), two to four
// parameters with descriptions, enums, bounds and formats, now and then a nested object or an
// array. Seeded, so every run of the benchmark lints the same bytes.
//
//   node bench/generate.mjs <count> <out.json>

import { writeFileSync } from 'node:fs';

const VERBS = {
  read: ['get', 'list', 'search', 'find', 'fetch', 'describe', 'count', 'export', 'check', 'preview'],
  write: ['create', 'update', 'set', 'add', 'assign', 'archive', 'schedule', 'rename', 'merge', 'publish'],
  destructive: ['delete', 'remove', 'send', 'revoke', 'purge'],
};
const NOUNS = [
  'invoice',
  'customer',
  'order',
  'ticket',
  'issue',
  'repository',
  'branch',
  'comment',
  'user',
  'team',
  'project',
  'task',
  'document',
  'file',
  'folder',
  'message',
  'channel',
  'event',
  'calendar',
  'contact',
  'deal',
  'payment',
  'refund',
  'subscription',
  'product',
  'shipment',
  'warehouse',
  'report',
  'dashboard',
  'alert',
  'incident',
  'deployment',
  'build',
  'release',
  'secret',
  'webhook',
  'label',
  'milestone',
  'note',
];
const SERVICES = ['crm', 'billing', 'support', 'git', 'docs', 'chat', 'ops', 'shop', 'hr', 'analytics'];
const PARAMS = [
  { name: 'id', schema: { type: 'string', description: 'Identifier of the {noun}, as returned by list_{noun}s.' } },
  { name: 'query', schema: { type: 'string', description: 'Free-text search over titles and bodies, e.g. "overdue AND region:emea".', maxLength: 256 } },
  { name: 'limit', schema: { type: 'integer', description: 'Maximum number of {noun}s to return.', minimum: 1, maximum: 100, default: 20 } },
  { name: 'cursor', schema: { type: 'string', description: 'Opaque cursor from the previous page; omit it for the first page.' } },
  { name: 'status', schema: { type: 'string', description: 'Only {noun}s in this state.', enum: ['open', 'pending', 'closed', 'archived'] } },
  { name: 'created_after', schema: { type: 'string', format: 'date-time', description: 'Only {noun}s created after this time (RFC 3339).' } },
  { name: 'owner_email', schema: { type: 'string', format: 'email', description: 'Email address of the person who owns the {noun}.' } },
  { name: 'amount', schema: { type: 'number', description: 'Amount in the currency of the account, in cents.', minimum: 0 } },
  { name: 'tags', schema: { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 20, description: 'Labels to attach to the {noun}.' } },
  { name: 'notify', schema: { type: 'boolean', description: 'Whether to email the people watching the {noun}.', default: false } },
  { name: 'timeout', schema: { type: 'integer', description: 'How long to wait.', minimum: 1 } },
  {
    name: 'address',
    schema: {
      type: 'object',
      description: 'Postal address of the {noun}.',
      properties: {
        street: { type: 'string', description: 'Street and number.' },
        city: { type: 'string', description: 'City.' },
        country: { type: 'string', description: 'ISO 3166-1 alpha-2 country code.', pattern: '^[A-Z]{2}$' },
      },
      required: ['country'],
      additionalProperties: false,
    },
  },
  { name: 'sort', schema: { type: 'string', enum: ['created', 'updated', 'priority'], description: 'Field to sort by.' } },
  { name: 'includeArchived', schema: { type: 'boolean', description: 'Also return archived {noun}s.' } },
];
const WHEN = [
  ' Use this when the user names a specific {noun}.',
  ' Use it to answer questions about {noun}s in bulk.',
  '',
  ' Use this when you already know the id; do not use it to search (use search_{noun}s instead).',
];
const RETURNS = [' Returns the {noun} with its fields and links.', ' Returns a page of results and a cursor.', ''];

function random(seed) {
  // mulberry32: small, fast and the same on every machine.
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateTools(count, seed = 42) {
  const rnd = random(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const fill = (value, noun) => JSON.parse(JSON.stringify(value).replaceAll('{noun}', noun));
  const tools = [];
  for (let i = 0; i < count; i++) {
    const kind = rnd() < 0.55 ? 'read' : rnd() < 0.8 ? 'write' : 'destructive';
    const verb = pick(VERBS[kind]);
    const noun = pick(NOUNS);
    const service = `${pick(SERVICES)}${Math.floor(i / 400)}`;
    const name = `${service}_${verb}_${noun}${verb === 'list' || verb === 'search' ? 's' : ''}_${i % 400}`;
    const lead = `${verb[0].toUpperCase()}${verb.slice(1)}s ${kind === 'read' ? 'matching' : 'a'} ${noun}${kind === 'read' ? 's' : ''} in the ${service} workspace.`;
    const description = fill(lead + pick(WHEN) + pick(RETURNS) + (kind === 'destructive' ? ' This cannot be undone.' : ''), noun);
    const properties = {};
    const required = [];
    const n = 2 + Math.floor(rnd() * 3);
    for (let k = 0; k < n; k++) {
      const p = pick(PARAMS);
      properties[p.name] = fill(p.schema, noun);
      if (rnd() < 0.4) required.push(p.name);
    }
    const parameters = { type: 'object', properties, required: [...new Set(required)] };
    if (rnd() < 0.7) parameters.additionalProperties = false;
    tools.push({ name, description, parameters });
  }
  return { version: '1.0.0', tools };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const [count, out] = process.argv.slice(2);
  writeFileSync(out, JSON.stringify(generateTools(Number(count))));
}
