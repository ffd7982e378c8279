import { describe, expect, it } from 'vitest';
import { walkToolSchemas, type SchemaVisit } from '../../src/kit/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { deriveName, claimName } from '../../src/loaders/openapi/names.js';
import type { JsonObject, Registry, Tool } from '../../src/model/index.js';

const props = (t: Tool): JsonObject => (t.inputSchema as JsonObject).properties as JsonObject;
const byName = (r: Registry, name: string): Tool => {
  const t = r.tools.find((x) => x.name === name);
  if (!t) throw new Error(`no tool ${name}; have ${r.tools.map((x) => x.name).join(', ')}`);
  return t;
};

const PETS_30 = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1.2.0' },
  paths: {
    '/pets': {
      parameters: [
        { name: 'X-Tenant', in: 'header', schema: { type: 'string' } },
        { name: 'limit', in: 'query', description: 'path-level', schema: { type: 'integer' } },
      ],
      get: {
        operationId: 'listPets',
        summary: 'List pets',
        description: 'Lists every pet.',
        tags: ['pets'],
        security: [],
        'x-toolslint-kind': 'read',
        'x-rate-limit': 5,
        parameters: [
          { name: 'limit', in: 'query', description: 'How many', schema: { type: 'integer', maximum: 100 } },
          { name: 'Accept', in: 'header', schema: { type: 'string' } },
          { name: 'session', in: 'cookie', schema: { type: 'string' } },
        ],
        responses: {
          default: { description: 'error', content: { 'application/json': { schema: { type: 'object' } } } },
          '201': { description: 'odd', content: { 'application/json': { schema: { type: 'string' } } } },
          '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } } } } },
        },
      },
      post: {
        summary: 'Add a pet',
        requestBody: { $ref: '#/components/requestBodies/PetBody' },
        responses: { '201': { $ref: '#/components/responses/Created' } },
      },
    },
    '/pets/{petId}': {
      parameters: [{ $ref: '#/components/parameters/PetId' }],
      get: {
        deprecated: true,
        responses: {
          '204': { description: 'nothing' },
          '2XX': { description: 'ok', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Pet' } } } },
        },
      },
      delete: { operationId: 'deletePet', responses: { '204': { description: 'gone' } } },
    },
  },
  components: {
    parameters: { PetId: { name: 'petId', in: 'path', description: 'The pet', schema: { type: 'string' } } },
    requestBodies: {
      PetBody: {
        required: true,
        description: 'The new pet',
        content: { 'application/xml': { schema: { type: 'string' } }, 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
      },
    },
    responses: { Created: { description: 'made', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } },
    schemas: { Pet: { type: 'object', properties: { name: { type: 'string' } } } },
  },
};

describe('OpenAPI 3.0 (JSON)', () => {
  const text = JSON.stringify(PETS_30, null, 2);
  const r = loadSource(text, 'pets.json');

  it('detects the dialect and reads the registry name and version', () => {
    expect(r.dialect).toBe('openapi-3.0');
    expect(r.name).toBe('Pets');
    expect(r.version).toBe('1.2.0');
    expect(r.versionRef).toEqual({ file: 'pets.json', pointer: '/info/version' });
  });

  it('makes one tool per operation, in document order, with declared or derived names', () => {
    expect(r.tools.map((t) => [t.name, t.nameOrigin])).toEqual([
      ['listPets', 'declared'],
      ['post_pets', 'derived'],
      ['get_pets_petId', 'derived'],
      ['deletePet', 'declared'],
    ]);
    expect(r.tools.every((t) => t.refBase === 'document' && t.dialect === 'openapi-3.0')).toBe(true);
    expect(byName(r, 'listPets').refs.name).toEqual({ file: 'pets.json', pointer: '/paths/~1pets/get/operationId' });
  });

  it('takes description, else summary, and the summary as title when both exist', () => {
    const list = byName(r, 'listPets');
    expect([list.title, list.description, list.refs.title?.pointer]).toEqual(['List pets', 'Lists every pet.', '/paths/~1pets/get/summary']);
    const post = byName(r, 'post_pets');
    expect([post.title, post.description, post.refs.description?.pointer]).toEqual([undefined, 'Add a pet', '/paths/~1pets/post/summary']);
  });

  it('gives the HTTP method, the path, the source and the kind', () => {
    const get = byName(r, 'get_pets_petId');
    expect(get.http).toEqual({ method: 'GET', path: '/pets/{petId}' });
    expect(get.source).toEqual({ file: 'pets.json', pointer: '/paths/~1pets~1{petId}/get' });
    expect(r.tools.map((t) => [t.kind, t.kindEvidence])).toEqual([
      ['read', 'metadata'],
      ['write', 'http-method'],
      ['read', 'http-method'],
      ['destructive', 'http-method'],
    ]);
  });

  it('keeps deprecated, tags and x- extensions in meta, and nothing structural', () => {
    const list = byName(r, 'listPets');
    expect(Object.keys(list.meta)).toEqual(['tags', 'x-toolslint-kind', 'x-rate-limit']);
    expect(list.refs.meta['x-rate-limit']).toEqual({ file: 'pets.json', pointer: '/paths/~1pets/get/x-rate-limit' });
    expect(byName(r, 'get_pets_petId').meta).toEqual({ deprecated: true });
  });

  it('merges path-item and operation parameters, skipping cookies and HTTP plumbing headers', () => {
    const list = byName(r, 'listPets');
    expect(Object.keys(props(list))).toEqual(['X-Tenant', 'limit']);
    const limit = props(list).limit as JsonObject;
    expect(limit).toMatchObject({ type: 'integer', maximum: 100, description: 'How many' });
    // The parameter's description is carried without touching the user's schema node.
    expect(Object.keys(PETS_30.paths['/pets'].get.parameters[0].schema)).toEqual(['type', 'maximum']);
    expect(r.nodeRefs.get(limit)).toEqual({ file: 'pets.json', pointer: '/paths/~1pets/get/parameters/0/schema' });
    expect((list.inputSchema as JsonObject).additionalProperties).toBe(false);
    expect(r.nodeRefs.get(list.inputSchema as object)).toEqual({ file: 'pets.json', pointer: '/paths/~1pets/get' });
  });

  it('resolves $ref parameters, makes path parameters required, and places them where written', () => {
    const get = byName(r, 'get_pets_petId');
    const input = get.inputSchema as JsonObject;
    expect(input.required).toEqual(['petId']);
    expect(props(get).petId).toMatchObject({ type: 'string', description: 'The pet' });
    expect(r.nodeRefs.get(props(get).petId as object)?.pointer).toBe('/components/parameters/PetId/schema');
    // Shared through $ref, the parameter is one node in both operations.
    expect(props(byName(r, 'deletePet')).petId).toBe(props(get).petId);
  });

  it('adds the JSON request body as a required `body`, placed at its schema', () => {
    const post = byName(r, 'post_pets');
    const input = post.inputSchema as JsonObject;
    expect(input.required).toEqual(['body']);
    const body = props(post).body as JsonObject;
    expect(body).toMatchObject({ $ref: '#/components/schemas/Pet', description: 'The new pet' });
    expect(r.nodeRefs.get(body)?.pointer).toBe('/components/requestBodies/PetBody/content/application~1json/schema');
  });

  it('takes the output schema from 200 first, then other 2xx codes, then 2XX, resolving $ref responses', () => {
    expect(byName(r, 'listPets').refs.outputSchema?.pointer).toBe('/paths/~1pets/get/responses/200/content/application~1json/schema');
    expect(byName(r, 'post_pets').refs.outputSchema?.pointer).toBe('/components/responses/Created/content/application~1json/schema');
    expect(byName(r, 'get_pets_petId').outputSchema).toEqual({ $ref: '#/components/schemas/Pet' });
    expect(byName(r, 'get_pets_petId').refs.outputSchema?.pointer).toBe('/paths/~1pets~1{petId}/get/responses/2XX/content/application~1problem+json/schema');
    expect(byName(r, 'deletePet').outputSchema).toBeUndefined();
  });

  it('reads the same document written in YAML the same way', () => {
    const y = loadSource(toYaml(PETS_30), 'pets.yaml');
    expect(y.dialect).toBe('openapi-3.0');
    expect(y.tools.map((t) => t.name)).toEqual(r.tools.map((t) => t.name));
    expect(y.tools.map((t) => t.refs.outputSchema?.pointer)).toEqual(r.tools.map((t) => t.refs.outputSchema?.pointer));
  });
});

const PETS_31_YAML = `openapi: 3.1.0
info:
  title: Pets 3.1
  version: 2.0.0
paths:
  /pets/{id}:
    get:
      operationId: getPet
      summary: Get a pet
      parameters:
        - name: id
          in: path
          required: true
          schema:
            $ref: '#/components/schemas/Id'
        - name: id
          in: query
          schema: { type: string }
        - name: filter
          in: query
          content:
            application/json:
              schema: { type: object }
      responses:
        '200':
          description: ok
          content:
            application/vnd.api+json:
              schema:
                $ref: '#/components/schemas/Pet'
    patch:
      operationId: patchPet
      x-toolslint-kind: destructive
      requestBody:
        content:
          application/merge-patch+json:
            schema:
              $ref: '#/components/schemas/Pet'
      responses:
        '200': { description: ok }
webhooks:
  newPet:
    post:
      operationId: onNewPet
      responses: { '200': { description: ok } }
components:
  schemas:
    Id:
      type: string
    Pet:
      type: object
      properties:
        name:
          type: string
`;

describe('OpenAPI 3.1 (YAML)', () => {
  const r = loadSource(PETS_31_YAML, 'api/pets.yaml');

  it('detects 3.1, and leaves webhooks out (the API calls them, a model does not)', () => {
    expect(r.dialect).toBe('openapi-3.1');
    expect(r.tools.map((t) => t.name)).toEqual(['getPet', 'patchPet']);
    expect(r.version).toBe('2.0.0');
  });

  it('keeps a path and a query parameter of the same name apart', () => {
    const get = byName(r, 'getPet');
    expect(Object.keys(props(get))).toEqual(['id', 'id_query', 'filter']);
    expect((get.inputSchema as JsonObject).required).toEqual(['id']);
    expect(r.nodeRefs.get(props(get).filter as object)?.pointer).toBe('/paths/~1pets~1{id}/get/parameters/2/content/application~1json/schema');
  });

  it('takes +json media types for the body and the output, and kinds from metadata first', () => {
    const patch = byName(r, 'patchPet');
    expect(props(patch).body).toEqual({ $ref: '#/components/schemas/Pet' });
    expect((patch.inputSchema as JsonObject).required).toBeUndefined();
    expect([patch.kind, patch.kindEvidence]).toEqual(['destructive', 'metadata']);
    expect(byName(r, 'getPet').refs.outputSchema?.pointer).toBe('/paths/~1pets~1{id}/get/responses/200/content/application~1vnd.api+json/schema');
  });

  it('locates a schema reached through $ref where it is written in the YAML source', () => {
    const visits: SchemaVisit[] = [];
    walkToolSchemas(r, byName(r, 'getPet'), new WeakSet(), (v) => visits.push(v));
    const name = visits.find((v) => v.role === 'output' && v.propertyName === 'name')!;
    expect(name.ref).toEqual({ file: 'api/pets.yaml', pointer: '/components/schemas/Pet/properties/name' });
    // A block map's place is its first key: the line after `name:`.
    expect(r.documents.get(name.ref.file)!.locate(name.ref.pointer)?.line).toBe(lineOf(PETS_31_YAML, '        name:') + 1);
    const id = visits.find((v) => v.role === 'input' && v.via === '$ref')!;
    expect(id.ref.pointer).toBe('/components/schemas/Id');
    expect(r.documents.get(id.ref.file)!.locate(id.ref.pointer)?.line).toBe(lineOf(PETS_31_YAML, '    Id:') + 1);
  });
});

const SWAGGER = {
  swagger: '2.0',
  info: { title: 'Store', version: 3 },
  produces: ['application/json'],
  paths: {
    '/orders': {
      post: {
        operationId: 'placeOrder',
        parameters: [
          { name: 'order', in: 'body', required: true, description: 'The order', schema: { $ref: '#/definitions/Order' } },
          { $ref: '#/parameters/Trace' },
          { name: 'Authorization', in: 'header', type: 'string' },
        ],
        responses: { '200': { $ref: '#/responses/OrderOk' } },
      },
    },
    '/orders/{id}/note': {
      put: {
        consumes: ['application/x-www-form-urlencoded'],
        produces: ['application/xml'],
        parameters: [
          { name: 'id', in: 'path', required: true, type: 'integer', format: 'int64', description: 'Order id' },
          { name: 'note', in: 'formData', type: 'array', items: { type: 'string' }, collectionFormat: 'csv' },
        ],
        responses: { '200': { description: 'ok', schema: { type: 'string' } } },
      },
    },
  },
  parameters: { Trace: { name: 'trace', in: 'query', type: 'boolean', description: 'Trace it' } },
  responses: { OrderOk: { description: 'ok', schema: { $ref: '#/definitions/Order' } } },
  definitions: { Order: { type: 'object', properties: { qty: { type: 'integer' } } } },
};

describe('Swagger 2.0', () => {
  const r = loadSource(JSON.stringify(SWAGGER, null, 2), 'store.json');

  it('detects it and keeps a numeric version as text', () => {
    expect(r.dialect).toBe('swagger-2.0');
    expect(r.version).toBe('3');
  });

  it('turns the body parameter into `body`, and $ref parameters into properties', () => {
    const place = byName(r, 'placeOrder');
    expect(Object.keys(props(place))).toEqual(['trace', 'body']);
    expect((place.inputSchema as JsonObject).required).toEqual(['body']);
    expect(props(place).body).toEqual({ $ref: '#/definitions/Order', description: 'The order' });
    expect(props(place).trace).toEqual({ description: 'Trace it', type: 'boolean' });
    expect(r.nodeRefs.get(props(place).trace as object)?.pointer).toBe('/parameters/Trace');
    expect(place.refs.outputSchema?.pointer).toBe('/responses/OrderOk/schema');
  });

  it('gathers the schema keywords of path and formData parameters, placed at the parameter', () => {
    const put = byName(r, 'put_orders_id_note');
    expect(props(put).id).toEqual({ description: 'Order id', type: 'integer', format: 'int64' });
    expect(props(put).note).toEqual({ type: 'array', items: { type: 'string' } });
    expect(r.nodeRefs.get(props(put).note as object)?.pointer).toBe('/paths/~1orders~1{id}~1note/put/parameters/1');
    // The operation produces XML only, so it has no JSON output schema.
    expect(put.outputSchema).toBeUndefined();
    expect(put.kind).toBe('write');
  });

  it('reads YAML with an unquoted `swagger: 2.0`', () => {
    const y = loadSource(toYaml(SWAGGER).replace("swagger: '2.0'", 'swagger: 2.0').replace('swagger: "2.0"', 'swagger: 2.0'), 'store.yaml');
    expect(y.dialect).toBe('swagger-2.0');
    expect(y.tools.map((t) => t.name)).toEqual(['placeOrder', 'put_orders_id_note']);
  });
});

describe('messy documents', () => {
  it('still makes a tool of a malformed operation, with a notice for what it ignored', () => {
    const r = loadSource(
      JSON.stringify({
        openapi: '3.0.0',
        info: { title: 't', version: '1' },
        paths: {
          '/a': { get: { operationId: 'a', parameters: { name: 'x' }, responses: 'none' }, post: null, put: 'oops' },
          '/b': 'not a path item',
        },
      }),
      'bad.json',
    );
    expect(r.tools.map((t) => t.name)).toEqual(['a', 'post_a', 'put_a']);
    expect(r.tools.every((t) => (t.inputSchema as JsonObject).type === 'object')).toBe(true);
    expect(r.notices.map((n) => [n.code, n.pointer])).toEqual([
      ['openapi-operation', '/paths/~1a/post'],
      ['openapi-operation', '/paths/~1a/put'],
      ['openapi-path-item', '/paths/~1b'],
      ['openapi-parameters', '/paths/~1a/get/parameters'],
    ]);
    expect(r.notices[1].message).toBe('the put operation of path "/a" is not an object; it has no name, description or parameters');
  });

  it('a schema written as a number, a string or a list is a notice where it is written, not a silent gap', () => {
    const r = loadSource(
      JSON.stringify({
        openapi: '3.0.0',
        info: { title: 't', version: '1.0.0' },
        paths: {
          '/x/{id}': {
            post: {
              operationId: 'createX',
              parameters: [{ name: 'id', in: 'path', required: true, schema: 7 }],
              requestBody: { content: { 'application/json': { schema: 5 } } },
              responses: { '201': { description: 'ok', content: { 'application/json': { schema: ['a'] } } } },
            },
          },
        },
      }),
      'api.json',
    );
    expect(r.notices.map((n) => [n.code, n.pointer, n.message])).toEqual([
      [
        'openapi-schema',
        '/paths/~1x~1{id}/post/requestBody/content/application~1json/schema',
        "the request body's schema is a number, not a schema, so the body is left out of the tool's input",
      ],
      ['openapi-schema', '/paths/~1x~1{id}/post/parameters/0/schema', 'parameter "id" has a schema that is a number, not a schema, so it takes any value'],
      [
        'openapi-schema',
        '/paths/~1x~1{id}/post/responses/201/content/application~1json/schema',
        "the 201 response's schema is a list, not a schema, so the tool has no output schema",
      ],
    ]);
    expect(Object.keys((r.tools[0].inputSchema as JsonObject).properties as JsonObject)).toEqual(['id']);
    const swagger = loadSource(
      JSON.stringify({
        swagger: '2.0',
        info: { title: 't', version: '1.0.0' },
        paths: { '/x': { post: { operationId: 'createX', parameters: [{ name: 'b', in: 'body', schema: 'str' }], responses: {} } } },
      }),
      'api.json',
    );
    expect(swagger.notices.map((n) => n.message)).toEqual(["the body parameter's schema is a string, not a schema, so the body takes any value"]);
  });

  it('reports circular and unresolvable $refs instead of hanging', () => {
    const r = loadSource(
      JSON.stringify({
        openapi: '3.0.0',
        info: { title: 't', version: '1' },
        paths: {
          '/loop': { $ref: '#/paths/~1loop' },
          '/a': {
            get: {
              parameters: [{ $ref: '#/components/parameters/A' }, { $ref: '#/components/parameters/Missing' }, { $ref: 'https://example.com/p.json' }],
              requestBody: { $ref: '#/components/requestBodies/Self' },
              responses: { '200': { $ref: '#/components/responses/R1' } },
            },
          },
        },
        components: {
          parameters: { A: { $ref: '#/components/parameters/B' }, B: { $ref: '#/components/parameters/A' } },
          requestBodies: { Self: { $ref: '#/components/requestBodies/Self' } },
          responses: { R1: { $ref: '#/components/responses/R2' }, R2: { $ref: '#/components/responses/R1' } },
        },
      }),
      'loop.json',
    );
    expect(r.tools.map((t) => t.name)).toEqual(['get_a']);
    expect(Object.keys(props(r.tools[0]))).toEqual([]);
    expect(r.notices.map((n) => n.code).sort()).toEqual(['ref-cycle', 'ref-cycle', 'ref-cycle', 'ref-cycle', 'ref-unresolved', 'ref-unresolved']);
  });

  it('keeps a parameter named __proto__ as plain data', () => {
    const r = loadSource(
      '{"openapi":"3.0.0","paths":{"/a":{"get":{"parameters":[{"name":"__proto__","in":"query","description":"d","schema":{"type":"string"}}]}}}}',
      'p.json',
    );
    expect(Object.keys(props(r.tools[0]))).toEqual(['__proto__']);
    expect(({} as JsonObject).type).toBeUndefined();
  });

  it('follows $refs to relative files for parameters, bodies and responses', () => {
    const files: Record<string, string> = {
      'api/common/params.yaml': 'Limit:\n  name: limit\n  in: query\n  schema:\n    type: integer\n',
      'api/common/bodies.json': JSON.stringify({
        Pet: { required: true, content: { 'application/json': { schema: { $ref: '#/Schemas/Pet' } } } },
        Schemas: { Pet: { type: 'object' } },
      }),
    };
    const doc = `openapi: 3.0.3
info: { title: t, version: '1' }
paths:
  /pets:
    post:
      operationId: addPet
      parameters:
        - $ref: './common/params.yaml#/Limit'
        - $ref: './common/nowhere.yaml#/X'
      requestBody:
        $ref: 'common/bodies.json#/Pet'
      responses:
        '200':
          $ref: './common/bodies.json#/Pet'
`;
    const r = loadSource(doc, 'api/openapi.yaml', {
      readRefFile: (f) => (files[f] === undefined ? undefined : new TextEncoder().encode(files[f])),
    });
    const add = r.tools[0];
    expect(Object.keys(props(add))).toEqual(['limit', 'body']);
    expect(r.nodeRefs.get(props(add).limit as object)).toEqual({ file: 'api/common/params.yaml', pointer: '/Limit/schema' });
    expect(r.nodeRefs.get(props(add).body as object)).toEqual({ file: 'api/common/bodies.json', pointer: '/Pet/content/application~1json/schema' });
    expect(add.refs.outputSchema).toEqual({ file: 'api/common/bodies.json', pointer: '/Pet/content/application~1json/schema' });
    expect([...r.documents.keys()].sort()).toEqual(['api/common/bodies.json', 'api/common/params.yaml', 'api/openapi.yaml']);
    expect(r.notices.map((n) => n.code)).toEqual(['ref-unresolved']);
  });
});

describe('derived names', () => {
  it('joins the method and the path words', () => {
    expect(deriveName('get', '/pets/{petId}')).toBe('get_pets_petId');
    expect(deriveName('DELETE', '/v1/users/{id}.json')).toBe('delete_v1_users_id_json');
    expect(deriveName('get', '/')).toBe('get_root');
    expect(deriveName('post', '/€uro//x y')).toBe('post_uro_x_y');
  });

  it('stays within 64 characters of the usual name pattern', () => {
    const long = deriveName('get', '/' + 'segment/'.repeat(20));
    expect(long).toMatch(/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/);
  });

  it('never takes a name already taken', () => {
    const taken = new Set(['get_pets']);
    expect(claimName('get_pets', taken)).toBe('get_pets_2');
    expect(claimName('get_pets', taken)).toBe('get_pets_3');
    expect(claimName('x'.repeat(64), taken)).toBe('x'.repeat(64));
    expect(claimName('x'.repeat(64), taken)).toBe('x'.repeat(62) + '_2');
  });

  it('does not give a derived name that an operation declares later in the file', () => {
    const r = loadSource(
      JSON.stringify({
        openapi: '3.0.0',
        info: { title: 't', version: '1' },
        paths: { '/pets': { get: { responses: {} } }, '/other': { get: { operationId: 'get_pets', responses: {} } } },
      }),
      'n.json',
    );
    expect(r.tools.map((t) => t.name)).toEqual(['get_pets_2', 'get_pets']);
  });
});

function lineOf(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split('\n').length;
}

/** A small JSON-to-YAML writer, enough for these fixtures (block maps and lists, JSON scalars). */
function toYaml(value: unknown, indent = ''): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return value.map((v) => `\n${indent}- ${toYaml(v, indent + '  ').replace(/^\n\s*/, '')}`).join('');
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return entries.map(([k, v]) => `\n${indent}${JSON.stringify(k)}: ${toYaml(v, indent + '  ')}`).join('');
  }
  return JSON.stringify(value);
}
