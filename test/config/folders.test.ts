import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderAndAbove } from '../../src/config/folders.js';

describe('folderAndAbove', () => {
  it('gives the folder, then each one above it, and ends at the root', () => {
    const start = path.join(path.sep, 'a', 'b');
    expect([...folderAndAbove(start)]).toEqual([start, path.join(path.sep, 'a'), path.sep]);
    expect([...folderAndAbove(path.sep)]).toEqual([path.sep]);
  });

  it('ends at `.` for a relative folder', () => {
    expect([...folderAndAbove(path.join('a', 'b'))]).toEqual([path.join('a', 'b'), 'a', '.']);
  });
});
