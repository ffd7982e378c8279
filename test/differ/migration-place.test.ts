import { describe, expect, it } from 'vitest';
import { diffTexts, toolWith } from './helpers.js';

/** The change with this id, from one tool's input schema before and after. */
async function change(before: string, after: string, id: string) {
  const r = await diffTexts(toolWith(before), toolWith(after));
  const found = r.changes.find((c) => c.id === id);
  expect(found, `${id} in ${r.changes.map((c) => c.id).join(', ')}`).toBeDefined();
  return found!;
}

describe('a migration about the whole input schema names the input, not an empty parameter', () => {
  it('branches-introduced at the root', async () => {
    const c = await change(
      'type: object\nproperties: {body: {type: string}, reaction: {type: string}}',
      'type: object\nproperties: {body: {type: string}, reaction: {type: string}}\nanyOf: [{required: [body]}, {required: [reaction]}]',
      'branches-introduced',
    );
    expect(c.migration).toBe('Send the input in one of the new shapes: {`body`}; {`reaction`}.');
  });

  it('dependent-schema-added at the root, with the entry lower-case mid-sentence and capitalised at the start', async () => {
    const c = await change(
      'type: object\nproperties: {a: {type: string}, b: {type: string}}',
      'type: object\nproperties: {a: {type: string}, b: {type: string}}\ndependentSchemas: {a: {required: [b]}}',
      'dependent-schema-added',
    );
    expect(c.message).toMatch(/^The schema applied when `a` is sent \(.*\) was added to the input schema: /);
    expect(c.migration).toMatch(/^Send the input values that satisfy the schema applied when `a` is sent \(/);
  });

  it('a parameter is still named as code, fenced past any backtick in its name', async () => {
    const c = await change('type: object\nproperties: {"a`b": {type: string}}', 'type: object\nproperties: {"a`b": {type: integer}}', 'type-changed');
    expect(c.migration).toBe('Send ``a`b`` as integer (was string).');
  });
});
