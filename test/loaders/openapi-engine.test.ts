import { describe, expect, it } from 'vitest';
import { defineRule, lintRegistry, type AnyRule, type EngineConfig } from '../../src/engine/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { hasOwn } from '../../src/model/index.js';

/** Reports every schema node without a description, except bare `$ref`s (their target is checked). */
const describeEverything = defineRule({
  meta: {
    id: 'schema-description',
    description: 'every schema node has a description',
    recommended: 'warn',
    schema: { type: 'object', properties: {}, additionalProperties: false },
    messages: { missing: 'schema has no description' },
  },
  create(context) {
    return {
      schema({ node }) {
        if (hasOwn(node, '$ref') && Object.keys(node).length === 1) return;
        if (typeof node.description !== 'string') context.report({ messageId: 'missing' });
      },
    };
  },
});

const DOC = `openapi: 3.0.3
info:
  title: Pets
  version: 1.0.0
paths:
  /pets:
    post:
      operationId: addPet
      description: Adds a pet.
      parameters:
        - name: dryRun
          in: query
          description: Only check the pet.
          schema:
            type: boolean
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/Pet'
      responses:
        '201':
          description: made
  /pets/{id}:
    put:
      operationId: replacePet
      description: Replaces a pet.
      parameters:
        - name: id
          in: path
          required: true
          schema:
            type: string
      requestBody:
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/Pet'
      responses:
        '200':
          description: ok
components:
  schemas:
    Pet:
      description: A pet.
      type: object
      properties:
        name:
          type: string
        tags:
          type: array
          items:
            description: A tag.
            type: string
`;

describe('OpenAPI tools through the engine', () => {
  const registry = loadSource(DOC, 'openapi.yaml');
  const rules = new Map<string, AnyRule>([['schema-description', describeEverything]]);
  const config: EngineConfig = { rules: new Map([['schema-description', { severity: 'warn' }]]), overrides: [] };
  const findings = lintRegistry(registry, rules, config);
  const lineOf = (needle: string) => DOC.slice(0, DOC.indexOf(needle)).split('\n').length;

  it('points a finding inside a $ref target at the component, once for two operations', () => {
    const inPet = findings.filter((f) => f.pointer.startsWith('/components/schemas/Pet'));
    expect(inPet.map((f) => [f.file, f.pointer, f.line, f.tool])).toEqual([
      ['openapi.yaml', '/components/schemas/Pet/properties/name', lineOf('        name:') + 1, 'addPet'],
      ['openapi.yaml', '/components/schemas/Pet/properties/tags', lineOf('        tags:') + 1, 'addPet'],
    ]);
  });

  it('points a finding on a parameter schema at the parameter, and sees descriptions written there', () => {
    // dryRun's description is on the parameter, so its schema is not reported.
    expect(findings.some((f) => f.pointer.includes('/parameters/0/schema') && f.tool === 'addPet')).toBe(false);
    const id = findings.find((f) => f.tool === 'replacePet' && f.pointer.includes('/parameters/'));
    expect([id?.pointer, id?.line]).toEqual(['/paths/~1pets~1{id}/put/parameters/0/schema', lineOf('            type: string')]);
  });

  it('reports the built input schema at the operation', () => {
    const roots = findings.filter((f) => /^\/paths\/[^/]+\/(post|put)$/.test(f.pointer));
    expect(roots.map((f) => [f.tool, f.line])).toEqual([
      ['addPet', lineOf('      operationId: addPet')],
      ['replacePet', lineOf('      operationId: replacePet')],
    ]);
  });
});
