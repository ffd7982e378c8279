import { describe, expect, it } from 'vitest';
import { createRegistryView, inputProperties } from '../../src/kit/index.js';
import { loadSource } from '../../src/loaders/index.js';

/** A plain registry of tools, each with the parameters named. */
function view(tools: Record<string, string[]>) {
  const registry = loadSource(
    JSON.stringify({
      tools: Object.entries(tools).map(([name, params]) => ({
        name,
        description: `Does ${name}.`,
        inputSchema: { type: 'object', properties: Object.fromEntries(params.map((p) => [p, { type: 'string' }])) },
      })),
    }),
    'tools.json',
  );
  return { registry, view: createRegistryView(registry) };
}

describe('the registry view: naming conventions', () => {
  it('measures the tool-name style after a shared prefix, counting only names of two or more words', () => {
    const { view: v } = view({ acme_listUsers: [], acme_getUser: [], acme_deleteUser: [], acme_ping: [], acme_create_team: [] });
    expect(v.nameParts('acme_listUsers')).toMatchObject({ prefix: 'acme_', rest: 'listUsers' });
    expect(v.toolNameConvention()).toEqual({ style: 'camel', count: 3, total: 4 });
  });

  it('measures the parameter style of the whole registry and of each tool', () => {
    const { registry, view: v } = view({
      a: ['page_size', 'user_id', 'q'],
      b: ['perPage', 'networkId'],
      c: ['team_id', 'USD', 'q'],
      d: ['_private_note', 'x'],
    });
    expect(v.paramNameConvention()).toEqual({ style: 'snake', count: 4, total: 6 });
    expect(v.paramStyle(registry.tools[1])).toBe('camel');
    // One multi-word name is not a tool's own style.
    expect(v.paramStyle(registry.tools[2])).toBeUndefined();
  });

  it('gathers the property names of every tool at every depth, once for the registry', () => {
    const registry = loadSource(
      JSON.stringify({
        tools: [
          {
            name: 'create_user',
            description: 'Creates a user.',
            inputSchema: {
              type: 'object',
              properties: {
                user: { type: 'object', properties: { first_name: { type: 'string' } } },
                tags: { type: 'array', items: { type: 'object', properties: { label: { type: 'string' } } } },
              },
            },
          },
          {
            name: 'get_user',
            description: 'Gets a user.',
            inputSchema: { type: 'object', properties: { user: { type: 'string' }, fields: { type: 'string' } } },
          },
        ],
      }),
      'tools.json',
    );
    const v = createRegistryView(registry);
    const names = v.parameterNames();
    expect([...names]).toEqual(['user', 'tags', 'first_name', 'label', 'fields']);
    expect(v.parameterNames()).toBe(names);
  });

  it('gives each property of a wide schema once, however many branches of a composition repeat it', () => {
    // Past sixteen names or nodes the properties are told apart by a hash set: both sides of it.
    const wide = Object.fromEntries(Array.from({ length: 24 }, (_, i) => [`p${i}`, { type: 'string' }]));
    const registry = loadSource(
      JSON.stringify({
        tools: [
          {
            name: 'wide',
            description: 'Takes many parameters.',
            inputSchema: {
              type: 'object',
              $defs: { shared: { type: 'object', properties: { leaf: { type: 'string' } } } },
              properties: { ...wide, a: { $ref: '#/$defs/shared' }, b: { $ref: '#/$defs/shared' } },
              allOf: [{ properties: wide }, { properties: { p3: { type: 'string' }, extra: { type: 'string' } } }],
            },
          },
        ],
      }),
      'tools.json',
    );
    const tool = registry.tools[0];
    const top = inputProperties(registry, tool, false).map((p) => p.path);
    expect(top).toEqual([...Object.keys(wide), 'a', 'b', 'extra']);
    const nested = inputProperties(registry, tool).map((p) => p.path);
    // One node reached through `a` and `b` is read once: its property is under `a` alone.
    expect(nested).toEqual([...Object.keys(wide), 'a', 'b', 'a.leaf', 'extra']);
  });

  it('has no convention when no name shows a style', () => {
    const { view: v } = view({ ping: ['q'], echo: ['text'] });
    expect(v.toolNameConvention()).toBeUndefined();
    expect(v.paramNameConvention()).toBeUndefined();
  });
});

describe('the registry view: actions', () => {
  it('finds the verb after namespaces and prefixes, in every naming style', () => {
    const { registry, view: v } = view({ compute_disk_delete: [], compute_disk_list: [], compute_disk_create: [] });
    expect(registry.tools.map((t) => v.action(t).kind)).toEqual(['destructive', 'read', 'write']);
    const other = view({ 'disk-delete': [], deleteDisk: [], 'API-delete-page': [] });
    expect(other.registry.tools.map((t) => other.view.action(t).kind)).toEqual(['destructive', 'destructive', 'destructive']);
  });

  it('takes a word that inside a name is usually a noun as the verb only when it leads', () => {
    const { registry, view: v } = view({ doesEmailInputExist: [], zpa_bulk_delete_connectors: [], email_user: [] });
    expect(registry.tools.map((t) => v.action(t).verb)).toEqual([undefined, 'delete', 'email']);
  });

  it('takes no verb from a name that starts reading and ends in a clear destructive verb', () => {
    // Alone, `compute_` is no service namespace: the name may compute, or delete.
    const { registry, view: v } = view({ compute_disk_delete: [], calculate_pressure_drop: [], create_task_list: [], mark_all_notifications_read: [] });
    expect(registry.tools.map((t) => v.action(t).verb)).toEqual([undefined, undefined, 'create', 'mark']);
    expect(v.action(registry.tools[0]).kind).toBe('unknown');
  });

  it('never takes a clear verb for a service namespace', () => {
    // Operation ids that each start with their method: `get` leads names ending in a clear verb.
    const { registry, view: v } = view({
      GetChargesCharge: [],
      GetCustomersCustomerUpdate: [],
      GetInvoicesInvoiceSearch: [],
      compute_disk_delete: [],
      compute_instance_list: [],
    });
    expect(registry.tools.map((t) => v.action(t).verb)).toEqual(['get', 'get', 'get', 'delete', 'list']);
  });
});

describe('the registry view: text facts', () => {
  it('hands one object per description with its words, languages, sentences and phrase hits', () => {
    const { view: v } = view({ ping: [] });
    const facts = v.text('Pass the token. 然后返回。');
    expect(v.text('Pass the token. 然后返回。')).toBe(facts);
    expect(facts.words).toEqual(['pass', 'the', 'token']);
    expect(facts.ascii).toBe(false);
    expect(facts.cjk).toBe(true);
    expect(facts.sentences().map(([a, b]) => facts.text.slice(a, b))).toEqual(['Pass the token.', '然后返回']);
    const verbs = ['send', 'pass', '返回'];
    expect(facts.hits(verbs).map((h) => h.phrase)).toEqual([1, 2]);
    expect(facts.holds(verbs)).toBe(true);
    expect(facts.holds(['leak'])).toBe(false);
    expect(v.text('Plain words.').cjk).toBe(false);
  });
});
