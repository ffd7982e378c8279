#!/usr/bin/env node
import { loadMain } from '../dist/start.js';

const main = await loadMain();
process.exitCode = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  cwd: process.cwd(),
  env: process.env,
});
