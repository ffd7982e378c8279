// src/cli/start.ts
import { mkdirSync, readdirSync, readFileSync as readFileSync2, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire, Module } from "node:module";
import os from "node:os";
import path2 from "node:path";
import { pathToFileURL } from "node:url";
import vm from "node:vm";

// src/cli/version.ts
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
function packageRoot() {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (; ; ) {
    const candidate = path.join(dir, "package.json");
    if (existsSync(candidate) && JSON.parse(readFileSync(candidate, "utf8")).name === "toolslint") return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("cannot find the toolslint package folder");
    dir = parent;
  }
}

// src/cli/start.ts
var BUNDLE_DIGEST = true ? "4ca212e93ec9ccdd4fd9e6e184d1f71ae1e0038be85fb9d4f971988b338dd449" : void 0;
async function loadMain() {
  const root = packageRoot();
  const bundle = path2.join(root, "dist", "cli.cjs");
  const bundled = statOrUndefined(bundle);
  const modulesFile = path2.join(root, "dist", "src", "cli", "main.js");
  const modules = statOrUndefined(modulesFile);
  if (modules && (!bundled || modules.mtimeMs > bundled.mtimeMs)) return (await import(pathToFileURL(modulesFile).href)).main;
  if (!bundled) throw new Error(`toolslint is not built: neither ${bundle} nor ${modulesFile} exists; run npm run build`);
  return runBundle(bundle, bundled);
}
function runBundle(file, stat) {
  const source = readFileSync2(file, "latin1");
  const cacheFile = process.env.TOOLSLINT_CODE_CACHE === "0" ? void 0 : cachePath(stat);
  let cachedData;
  try {
    if (cacheFile) cachedData = readFileSync2(cacheFile);
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
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, path2.dirname(file));
  if (cacheFile && (cachedData === void 0 || script.cachedDataRejected) && !onlyInforms(process.argv.slice(2))) {
    process.once("exit", () => writeCache(cacheFile, script));
  }
  return module.exports.main;
}
function onlyInforms(args) {
  return args[0] === "help" || args.some((a) => a === "-h" || a === "--help" || a === "-V" || a === "--version");
}
function cachePath(stat) {
  if (BUNDLE_DIGEST === void 0) return void 0;
  const base = process.env.XDG_CACHE_HOME || path2.join(os.homedir(), ".cache");
  return path2.join(base, "toolslint", `${BUNDLE_DIGEST.slice(0, 24)}-${stat.size}-${process.version}-${process.arch}.v8cache`);
}
function writeCache(cacheFile, script) {
  try {
    mkdirSync(path2.dirname(cacheFile), { recursive: true, mode: 448 });
    const temporary = `${cacheFile}.${process.pid}`;
    writeFileSync(temporary, script.createCachedData(), { mode: 384 });
    renameSync(temporary, cacheFile);
    pruneCaches(path2.dirname(cacheFile));
  } catch {
  }
}
var KEPT_CACHES = 8;
function pruneCaches(dir) {
  const caches = readdirSync(dir).filter((name) => name.endsWith(".v8cache")).map((name) => ({ file: path2.join(dir, name), time: statOrUndefined(path2.join(dir, name))?.mtimeMs ?? 0 })).sort((a, b) => b.time - a.time);
  for (const { file } of caches.slice(KEPT_CACHES)) rmSync(file, { force: true });
}
function statOrUndefined(file) {
  try {
    return statSync(file);
  } catch {
    return void 0;
  }
}
export {
  loadMain,
  onlyInforms
};
