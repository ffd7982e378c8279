import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainDescription, parameterChain, parameterDescription, walkToolSchemas } from '../../src/kit/index.js';
import { loadSource } from '../../src/loaders/index.js';

/** Schemas of properties, compositions, items, conditions and references, with descriptions blank or not, `depth` levels deep. */
function schemaOf(depth: number): fc.Arbitrary<object> {
  const description = fc.constantFrom('Max 10.', '  ', '', 'Defaults to 5.');
  if (depth === 0) return fc.record({ type: fc.constant('string'), description }, { requiredKeys: ['type'] });
  const child = schemaOf(depth - 1);
  return fc.record(
    {
      type: fc.constant('object'),
      description,
      properties: fc.dictionary(fc.constantFrom('a', 'b'), child, { maxKeys: 2 }),
      anyOf: fc.array(child, { maxLength: 2 }),
      allOf: fc.array(child, { maxLength: 1 }),
      items: child,
      if: child,
      $ref: fc.constant('#/$defs/shared'),
    },
    { requiredKeys: ['type'] },
  );
}

describe('parameterDescription', () => {
  it("gives the first description along the parameter's chain, as the chain itself would", () => {
    fc.assert(
      fc.property(schemaOf(3), schemaOf(2), (input, shared) => {
        const registry = loadSource(
          JSON.stringify({ tools: [{ name: 't', description: 'A tool.', inputSchema: { ...input, $defs: { shared } } }] }),
          'tools.json',
        );
        walkToolSchemas(registry, registry.tools[0], new WeakSet(), (visit) => {
          const chain = parameterChain(visit, false);
          expect(parameterDescription(visit)).toBe(chain && chainDescription(chain)?.text);
        });
      }),
      { numRuns: 200 },
    );
  });
});
