#!/usr/bin/env node
// CommonJS (bin/package.json says so): a start through ES modules would set up Node's ES module
// loader first, 20 to 40 ms of a short run such as a pre-commit hook's.
'use strict';
const { loadMain } = require('../dist/start.cjs');

loadMain()
  .then((main) =>
    main(process.argv.slice(2), {
      stdout: process.stdout,
      stderr: process.stderr,
      stdin: process.stdin,
      cwd: process.cwd(),
      env: process.env,
    }),
  )
  .then((code) => {
    process.exitCode = code;
  });
