var __bundleUrl = require('node:url').pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/cli/start.ts
var start_exports = {};
__export(start_exports, {
  cacheVariant: () => cacheVariant,
  loadMain: () => loadMain,
  onlyInforms: () => onlyInforms
});
module.exports = __toCommonJS(start_exports);
var import_node_path4 = __toESM(require("node:path"), 1);
var import_node_url2 = require("node:url");

// src/cli/commands.ts
var COMMAND_NAMES = ["lint", "diff", "rules", "explain", "init", "targets", "snapshot", "stats"];

// src/cli/code-cache.ts
var import_node_fs = require("node:fs");
var import_node_module = require("node:module");
var import_node_os = __toESM(require("node:os"), 1);
var import_node_path = __toESM(require("node:path"), 1);
var import_node_vm = __toESM(require("node:vm"), 1);
function loadCached(file, digest, variant = "") {
  const source = (0, import_node_fs.readFileSync)(file, "latin1");
  const cacheFile = process.env.TOOLSLINT_CODE_CACHE === "0" || digest === void 0 ? void 0 : cachePath(digest, source.length, variant);
  let cachedData;
  try {
    if (cacheFile) cachedData = (0, import_node_fs.readFileSync)(cacheFile);
  } catch {
    cachedData = void 0;
  }
  const script = new import_node_vm.default.Script(import_node_module.Module.wrap(source), {
    filename: file,
    cachedData,
    // The bundle leaves no import() of its own; this is for any a dependency makes.
    importModuleDynamically: ((specifier) => import(specifier))
  });
  const module2 = { exports: {} };
  const wrapper = script.runInThisContext();
  wrapper.call(module2.exports, module2.exports, (0, import_node_module.createRequire)(file), module2, file, import_node_path.default.dirname(file));
  const stale = cacheFile !== void 0 && (cachedData === void 0 || script.cachedDataRejected === true);
  return { exports: module2.exports, ...stale ? { save: () => writeCache(cacheFile, script) } : {} };
}
function cachePath(digest, size, variant) {
  const base = process.env.XDG_CACHE_HOME || import_node_path.default.join(import_node_os.default.homedir(), ".cache");
  return import_node_path.default.join(base, "toolslint", `${digest.slice(0, 24)}-${size}${variant ? `-${variant}` : ""}-${process.version}-${process.arch}.v8cache`);
}
function writeCache(cacheFile, script) {
  try {
    (0, import_node_fs.mkdirSync)(import_node_path.default.dirname(cacheFile), { recursive: true, mode: 448 });
    const temporary = `${cacheFile}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    (0, import_node_fs.writeFileSync)(temporary, script.createCachedData(), { mode: 384 });
    (0, import_node_fs.renameSync)(temporary, cacheFile);
    pruneCaches(import_node_path.default.dirname(cacheFile));
  } catch {
  }
}
var KEPT_CACHES = 24;
function pruneCaches(dir) {
  const caches = (0, import_node_fs.readdirSync)(dir).filter((name) => name.endsWith(".v8cache")).map((name) => ({ file: import_node_path.default.join(dir, name), time: statOrUndefined(import_node_path.default.join(dir, name))?.mtimeMs ?? 0 })).sort((a, b) => b.time - a.time);
  for (const { file } of caches.slice(KEPT_CACHES)) (0, import_node_fs.rmSync)(file, { force: true });
}
function statOrUndefined(file) {
  try {
    return (0, import_node_fs.statSync)(file);
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
var import_node_fs2 = require("node:fs");
var import_node_path3 = __toESM(require("node:path"), 1);
var import_node_url = require("node:url");

// src/config/folders.ts
var import_node_path2 = __toESM(require("node:path"), 1);
function* folderAndAbove(dir) {
  for (let at = dir; ; ) {
    yield at;
    const parent = import_node_path2.default.dirname(at);
    if (parent === at) return;
    at = parent;
  }
}

// src/cli/version.ts
function packageRoot() {
  for (const dir of folderAndAbove(import_node_path3.default.dirname((0, import_node_url.fileURLToPath)(__bundleUrl)))) {
    const candidate = import_node_path3.default.join(dir, "package.json");
    if ((0, import_node_fs2.existsSync)(candidate) && JSON.parse((0, import_node_fs2.readFileSync)(candidate, "utf8")).name === "toolslint") return dir;
  }
  throw new Error("cannot find the toolslint package folder");
}

// src/cli/start.ts
var BUNDLE_DIGEST = true ? "2400766ff05066a4c7fc63956b029912a0dbe7abd65ed48422a3bb9bce1d68ce" : void 0;
async function loadMain() {
  catchStrayErrors();
  const root = packageRoot();
  const bundle = import_node_path4.default.join(root, "dist", "cli.cjs");
  const bundled = statOrUndefined(bundle);
  const modulesFile = import_node_path4.default.join(root, "dist", "src", "cli", "main.js");
  const modules = statOrUndefined(modulesFile);
  if (modules && (!bundled || modules.mtimeMs > bundled.mtimeMs)) return (await import((0, import_node_url2.pathToFileURL)(modulesFile).href)).main;
  if (!bundled) throw new Error(`toolslint is not built: neither ${bundle} nor ${modulesFile} exists; run npm run compile`);
  return runBundle(bundle);
}
function runBundle(file) {
  const { exports: exports2, save } = loadCached(file, BUNDLE_DIGEST, cacheVariant(process.argv.slice(2)));
  if (save && !onlyInforms(process.argv.slice(2))) process.once("exit", save);
  return exports2.main;
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  cacheVariant,
  loadMain,
  onlyInforms
});
