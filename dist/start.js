// src/cli/start.ts
import path4 from "node:path";
import { pathToFileURL } from "node:url";

// src/cli/commands.ts
var COMMAND_NAMES = ["lint", "diff", "rules", "explain", "init", "targets", "snapshot", "stats"];

// src/cli/code-cache.ts
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire, Module } from "node:module";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
function loadCached(file, digest, variant = "") {
  const source = readFileSync(file, "latin1");
  const cacheFile = process.env.TOOLSLINT_CODE_CACHE === "0" || digest === void 0 ? void 0 : cachePath(digest, source.length, variant);
  let cachedData;
  try {
    if (cacheFile) cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = void 0;
  }
  const script = new vm.Script(Module.wrap(source), {
    filename: file,
    cachedData,
    // The bundle leaves no import() of its own; this is for any a dependency makes.
    importModuleDynamically: ((specifier) => import(specifier))
  });
  const module = { exports: {} };
  const wrapper = script.runInThisContext();
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  const stale = cacheFile !== void 0 && (cachedData === void 0 || script.cachedDataRejected === true);
  return { exports: module.exports, ...stale ? { save: () => writeCache(cacheFile, script) } : {} };
}
function cachePath(digest, size, variant) {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
  return path.join(base, "toolslint", `${digest.slice(0, 24)}-${size}${variant ? `-${variant}` : ""}-${process.version}-${process.arch}.v8cache`);
}
function writeCache(cacheFile, script) {
  try {
    mkdirSync(path.dirname(cacheFile), { recursive: true, mode: 448 });
    const temporary = `${cacheFile}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(temporary, script.createCachedData(), { mode: 384 });
    renameSync(temporary, cacheFile);
    pruneCaches(path.dirname(cacheFile));
  } catch {
  }
}
var KEPT_CACHES = 24;
function pruneCaches(dir) {
  const caches = readdirSync(dir).filter((name) => name.endsWith(".v8cache")).map((name) => ({ file: path.join(dir, name), time: statOrUndefined(path.join(dir, name))?.mtimeMs ?? 0 })).sort((a, b) => b.time - a.time);
  for (const { file } of caches.slice(KEPT_CACHES)) rmSync(file, { force: true });
}
function statOrUndefined(file) {
  try {
    return statSync(file);
  } catch {
    return void 0;
  }
}

// src/cli/stray.ts
function strayOf(e) {
  return { plugin: e?.pluginRule === true, message: e instanceof Error ? e.message : String(e) };
}
function strayLine({ plugin, message }) {
  return plugin ? `toolslint: ${message} The report above is incomplete.
` : `toolslint: internal error after the run: ${message}. This is a bug.
`;
}

// src/cli/version.ts
import { existsSync, readFileSync as readFileSync2 } from "node:fs";
import path3 from "node:path";
import { fileURLToPath } from "node:url";

// src/config/folders.ts
import path2 from "node:path";
function* folderAndAbove(dir) {
  for (let at = dir; ; ) {
    yield at;
    const parent = path2.dirname(at);
    if (parent === at) return;
    at = parent;
  }
}

// src/cli/version.ts
function packageRoot() {
  for (const dir of folderAndAbove(path3.dirname(fileURLToPath(import.meta.url)))) {
    const candidate = path3.join(dir, "package.json");
    if (existsSync(candidate) && JSON.parse(readFileSync2(candidate, "utf8")).name === "toolslint") return dir;
  }
  throw new Error("cannot find the toolslint package folder");
}

// src/cli/start.ts
var BUNDLE_DIGEST = true ? "95a70eb6d01c03c2ff310ed4036596ef6396ffa09c2e4a3558a2d1e64e18c9c5" : void 0;
async function loadMain() {
  catchStrayErrors();
  const root = packageRoot();
  const bundle = path4.join(root, "dist", "cli.cjs");
  const bundled = statOrUndefined(bundle);
  const modulesFile = path4.join(root, "dist", "src", "cli", "main.js");
  const modules = statOrUndefined(modulesFile);
  if (modules && (!bundled || modules.mtimeMs > bundled.mtimeMs)) return (await import(pathToFileURL(modulesFile).href)).main;
  if (!bundled) throw new Error(`toolslint is not built: neither ${bundle} nor ${modulesFile} exists; run npm run compile`);
  return runBundle(bundle);
}
function runBundle(file) {
  const { exports, save } = loadCached(file, BUNDLE_DIGEST, cacheVariant(process.argv.slice(2)));
  if (save && !onlyInforms(process.argv.slice(2))) process.once("exit", save);
  return exports.main;
}
function catchStrayErrors() {
  const stray = (e) => {
    process.stderr.write(strayLine(strayOf(e)));
    process.exitCode = 2;
    process.once("exit", () => {
      process.exitCode = 2;
    });
  };
  process.on("uncaughtException", stray);
  process.on("unhandledRejection", stray);
}
function cacheVariant(args) {
  return COMMANDS.has(args[0] ?? "") ? args[0] : "lint";
}
var COMMANDS = new Set(COMMAND_NAMES);
function onlyInforms(args) {
  return args[0] === "help" || args.some((a) => a === "-h" || a === "--help" || a === "-V" || a === "--version");
}
export {
  cacheVariant,
  loadMain,
  onlyInforms
};
