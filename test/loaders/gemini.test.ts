import { describe, expect, it } from 'vitest';
import { loadSource } from '../../src/loaders/index.js';
import { at, byName } from './helpers.js';

describe('gemini', () => {
  it('reads a functionDeclarations block', () => {
    const r = loadSource(
      JSON.stringify(
        {
          functionDeclarations: [
            {
              name: 'set_light',
              description: 'Sets a light.',
              parameters: { type: 'OBJECT', properties: { on: { type: 'BOOLEAN' } } },
              behavior: 'NON_BLOCKING',
            },
          ],
        },
        null,
        2,
      ),
      'gemini.json',
    );
    expect(r.dialect).toBe('gemini');
    const t = r.tools[0];
    expect(t.source.pointer).toBe('/functionDeclarations/0');
    expect(t.refs.inputSchema?.pointer).toBe('/functionDeclarations/0/parameters');
    expect(at(r, t.refs.inputSchema)).toEqual({ line: 6, column: 21 });
    expect(t.meta).toEqual({ behavior: 'NON_BLOCKING' });
    expect(t.kind).toBe('write');
  });

  it('reads every block of a generateContent request, snake_case too, and notes built-in tools', () => {
    const r = loadSource(
      `contents: []
tools:
  - googleSearch: {}
  - functionDeclarations:
      - name: get_time
        description: The time.
        parametersJsonSchema:
          type: object
        responseJsonSchema:
          type: string
  - function_declarations:
      - name: get_date
        parameters:
          type: object
        response:
          type: string
`,
      'request.yaml',
    );
    expect(r.dialect).toBe('gemini');
    expect(r.tools.map((t) => t.source.pointer)).toEqual(['/tools/1/functionDeclarations/0', '/tools/2/function_declarations/0']);
    const time = byName(r, 'get_time');
    expect(time.refs.inputSchema?.pointer).toBe('/tools/1/functionDeclarations/0/parametersJsonSchema');
    expect(time.outputSchema).toEqual({ type: 'string' });
    expect(at(r, time.refs.outputSchema)).toEqual({ line: 10, column: 11 });
    expect(byName(r, 'get_date').refs.outputSchema?.pointer).toBe('/tools/2/function_declarations/0/response');
    expect(r.notices.map((n) => [n.code, n.pointer])).toEqual([['not-a-function-tool', '/tools/0']]);
  });

  it('keeps a stray parameters key beside parametersJsonSchema in meta', () => {
    const r = loadSource(
      JSON.stringify({ function_declarations: [{ name: 'x', parametersJsonSchema: { type: 'object' }, parameters: { type: 'OBJECT' } }] }),
      'g.json',
    );
    expect(r.tools[0].inputSchema).toEqual({ type: 'object' });
    expect(r.tools[0].meta.parameters).toEqual({ type: 'OBJECT' });
  });
});
