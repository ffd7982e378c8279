import { readFileSync, statSync } from 'node:fs';
import type { ConfigFs } from './types.js';

const ABSENT = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/** The largest config file read. */
const MAX_CONFIG_BYTES = 4 * 1024 * 1024;

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
      // A FIFO or a device (a link to /dev/zero) would block or never end, and no config is
      // megabytes long: both are refused before a byte is read.
      const stat = statSync(file);
      if (!stat.isFile()) throw Object.assign(new Error('not a regular file'), { code: 'not a regular file' });
      if (stat.size > MAX_CONFIG_BYTES) throw Object.assign(new Error('too large'), { code: `over ${MAX_CONFIG_BYTES / 1024 / 1024} MB` });
      return readFileSync(file);
    } catch (e) {
      if (ABSENT.has((e as { code?: string }).code ?? '')) return undefined;
      throw e;
    }
  },
};
