import { createRequire } from 'node:module';

type Crypto = typeof import('node:crypto');
let crypto: Crypto | undefined;

/**
 * The SHA-256 of a text or bytes, in hex. node:crypto is required on first use rather than
 * imported: loading it costs a short run (a pre-commit hook) about 10 ms, and only fingerprints,
 * the CLI's cache and the code cache's name need it.
 */
export function sha256Hex(data: string | Uint8Array): string {
  crypto ??= createRequire(import.meta.url)('node:crypto') as Crypto;
  return crypto.createHash('sha256').update(data).digest('hex');
}
