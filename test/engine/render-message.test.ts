import { describe, expect, it } from 'vitest';
import { renderMessage, shortened } from '../../src/engine/index.js';
import { stylish } from '../../src/reporters/stylish.js';
import { RESULTS } from '../reporters/fixtures.js';

describe('renderMessage', () => {
  it('fills placeholders and leaves a missing one visible', () => {
    expect(renderMessage('Tool "{{name}}" has {{count}} issues, {{other}}.', { name: 'get_user', count: 2 })).toBe('Tool "get_user" has 2 issues, {{other}}.');
  });

  it('cuts a value past 200 characters, so that one finding stays one readable line', () => {
    const message = renderMessage('Tool "{{name}}" is too long.', { name: 'x'.repeat(10_000) });
    expect(message).toBe(`Tool "${'x'.repeat(199)}…" is too long.`);
  });
});

describe('shortened', () => {
  it('keeps a value within the limit as it is', () => {
    expect(shortened('get_user', 8)).toBe('get_user');
  });

  it('does not split a surrogate pair', () => {
    // Cut at 4, the last kept character would be the first half of 😀.
    expect(shortened('abc😀def', 5)).toBe('abc…');
    expect(shortened('ab😀def', 5)).toBe('ab😀…');
  });
});

describe('stylish', () => {
  it("shows at most 80 characters of a tool's name in the [tool] column", () => {
    const long = 'n'.repeat(500);
    const results = { ...RESULTS, findings: [{ ...RESULTS.findings[0], tool: long }] };
    const line = stylish(results, { color: false, version: '0.0.0' })
      .split('\n')
      .find((l) => l.includes('[n'));
    expect(line).toContain(`[${'n'.repeat(79)}…]`);
    expect(line).not.toContain('n'.repeat(81));
  });
});
