import { readFileSync, statSync } from 'node:fs';
import type { ConfigFs } from './types.js';

const ABSENT = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

export const nodeConfigFs: ConfigFs = {
  isFile(file) {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  },
  readFile(file) {
    try {
      return readFileSync(file);
    } catch (e) {
      if (ABSENT.has((e as { code?: string }).code ?? '')) return undefined;
      throw e;
    }
  },
};
