import path from 'node:path';

/** `dir`, then each folder above it, up to the root of the file system: where Node and toolslint look for what is nearest. */
export function* folderAndAbove(dir: string): Generator<string> {
  for (let at = dir; ;) {
    yield at;
    const parent = path.dirname(at);
    if (parent === at) return;
    at = parent;
  }
}
