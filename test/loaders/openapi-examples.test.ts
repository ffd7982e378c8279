import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { walkToolSchemas } from '../../src/kit/index.js';
import { loadSource } from '../../src/loaders/index.js';
import { getAtPointer } from '../../src/model/index.js';

const root = path.resolve(import.meta.dirname, '../../node_modules/@readme/oas-examples');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const DIALECT = { '2.0': 'swagger-2.0', '3.0': 'openapi-3.0', '3.1': 'openapi-3.1' } as const;

function files(dir: string, ext: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p, ext));
    else if (name.endsWith(ext)) out.push(p);
  }
  return out;
}

/** Operations counted on the raw value: paths × methods, following local path-item `$ref`s. */
function countOperations(doc: Record<string, any>): number {
  let n = 0;
  for (const item of Object.values<any>(doc.paths ?? {})) {
    const target = typeof item?.$ref === 'string' && item.$ref.startsWith('#') ? getAtPointer(doc, item.$ref) : item;
    for (const m of METHODS) if (target && typeof target === 'object' && m in target) n++;
  }
  return n;
}

for (const version of ['2.0', '3.0', '3.1'] as const) {
  describe(`@readme/oas-examples ${version}`, () => {
    const parsers: Array<[string, (text: string) => Record<string, any>]> = [
      ['.json', (t) => JSON.parse(t)],
      ['.yaml', (t) => parseYaml(t)],
    ];
    for (const [ext, parse] of parsers) {
      for (const file of files(path.join(root, version, ext.slice(1)), ext)) {
        const name = path.relative(root, file);
        it(`loads ${name} with one tool per operation`, () => {
          const text = readFileSync(file, 'utf8');
          const registry = loadSource(text, name);
          expect(registry.dialect).toBe(DIALECT[version]);
          expect(registry.tools.length).toBe(countOperations(parse(text)));
          for (const tool of registry.tools) {
            expect(tool.name).not.toBe('');
            if (tool.nameOrigin === 'derived') expect(tool.name).toMatch(/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/);
          }
          // Walking every schema, circular ones included, ends.
          const seen = new WeakSet<object>();
          let visits = 0;
          for (const tool of registry.tools) walkToolSchemas(registry, tool, seen, () => visits++);
          expect(visits).toBeGreaterThanOrEqual(registry.tools.length);
        });
      }
    }
  });
}

const PETSTORE = [
  'addPet',
  'updatePet',
  'findPetsByStatus',
  'findPetsByTags',
  'getPetById',
  'updatePetWithForm',
  'deletePet',
  'uploadFile',
  'getInventory',
  'placeOrder',
  'getOrderById',
  'deleteOrder',
  'createUser',
  'createUsersWithArrayInput',
  'createUsersWithListInput',
  'loginUser',
  'logoutUser',
  'getUserByName',
  'updateUser',
  'deleteUser',
];

describe('the petstore in every version', () => {
  for (const version of ['2.0', '3.0', '3.1'] as const) {
    for (const ext of ['json', 'yaml']) {
      it(`${version} ${ext}`, () => {
        const name = `${version}/${ext}/petstore.${ext}`;
        const registry = loadSource(readFileSync(path.join(root, name), 'utf8'), name);
        expect(registry.tools.map((t) => t.name)).toEqual(PETSTORE);
        expect(registry.tools.every((t) => t.nameOrigin === 'declared')).toBe(true);
        const kinds = Object.fromEntries(registry.tools.map((t) => [t.name, t.kind]));
        expect([kinds.getPetById, kinds.addPet, kinds.deletePet]).toEqual(['read', 'write', 'destructive']);
      });
    }
  }
});
