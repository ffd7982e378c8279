import { describe, expect, it } from 'vitest';
import { nameWords } from '../../src/model/index.js';

describe('nameWords', () => {
  it('splits every naming style into lower-case words', () => {
    expect(nameWords('get_user')).toEqual(['get', 'user']);
    expect(nameWords('getUser')).toEqual(['get', 'user']);
    expect(nameWords('get-user')).toEqual(['get', 'user']);
    expect(nameWords('repo.get')).toEqual(['repo', 'get']);
    expect(nameWords('HTTPServerStart')).toEqual(['http', 'server', 'start']);
    expect(nameWords('list_v2_items')).toEqual(['list', 'v2', 'items']);
    expect(nameWords('')).toEqual([]);
  });

  it('hands every caller the same frozen array', () => {
    const words = nameWords('create_invoice');
    expect(nameWords('create_invoice')).toBe(words);
    expect(Object.isFrozen(words)).toBe(true);
  });
});
