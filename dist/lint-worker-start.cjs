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

// src/cli/lint/worker-start.ts
var worker_start_exports = {};
__export(worker_start_exports, {
  default: () => lintTask
});
module.exports = __toCommonJS(worker_start_exports);
var import_node_url = require("node:url");

// src/cli/code-cache.ts
var import_node_fs = require("node:fs");
var import_node_module = require("node:module");
var import_node_os = __toESM(require("node:os"), 1);
var import_node_path = __toESM(require("node:path"), 1);
var import_node_vm = __toESM(require("node:vm"), 1);
function loadCached(file, digest2, variant = "") {
  const source = (0, import_node_fs.readFileSync)(file, "latin1");
  const cacheFile = process.env.TOOLSLINT_CODE_CACHE === "0" || digest2 === void 0 ? void 0 : cachePath(digest2, source.length, variant);
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
function cachePath(digest2, size, variant) {
  const base = process.env.XDG_CACHE_HOME || import_node_path.default.join(import_node_os.default.homedir(), ".cache");
  return import_node_path.default.join(base, "toolslint", `${digest2.slice(0, 24)}-${size}${variant ? `-${variant}` : ""}-${process.version}-${process.arch}.v8cache`);
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

// src/cli/lint/worker-start.ts
var digest = true ? "40a31da242d497731c8139f026070026e31d1bc0b5c7c6245154644ffa61c3ec" : void 0;
var loaded = loadCached((0, import_node_url.fileURLToPath)(new URL("./lint-worker.cjs", __bundleUrl)), digest);
var lint = loaded.exports.default;
var save = loaded.save;
async function lintTask(task) {
  const result = await lint(task);
  if (save) {
    const saveNow = save;
    save = void 0;
    saveNow();
  }
  return result;
}
