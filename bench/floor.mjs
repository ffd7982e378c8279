// The floor of the large workloads: read the same bytes and JSON.parse them, nothing more.
//
//   node bench/floor.mjs <file or folder>...

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function* files(p) {
  if (!statSync(p).isDirectory()) {
    yield p;
    return;
  }
  for (const name of readdirSync(p).sort()) {
    if (name.startsWith('.') || name === 'node_modules') continue;
    const child = path.join(p, name);
    if (statSync(child).isDirectory()) yield* files(child);
    else if (name.endsWith('.json')) yield child;
  }
}

let count = 0;
for (const arg of process.argv.slice(2)) {
  for (const file of files(arg)) {
    JSON.parse(readFileSync(file, 'utf8'));
    count++;
  }
}
if (count === 0) process.exitCode = 2;
