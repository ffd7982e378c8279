import path from 'node:path';
import { parseJson, type ParsedSource } from '../loaders/parse/json.js';
import { decodeText } from '../loaders/parse/text.js';
import { parseYaml } from '../loaders/parse/yaml.js';
import { getAtPointer, hasOwn, isObject, joinPointer, parsePointer, ToolslintError } from '../model/index.js';
import { keyPosition } from './key-position.js';
import { schemaErrors } from './schema.js';
import { schemaProblems } from './schema-messages.js';
import type { ConfigData, ConfigFile, ConfigLoad, ConfigWarning } from './types.js';

/**
 * Bytes of a config file to a schema-valid ConfigFile. `.json` and `package.json` are read as
 * JSON (`.jsonc` allows comments), anything else as YAML, which is how `--config` may name any
 * file.
 */
export function parseConfigFile(bytes: Uint8Array, absolute: string, display: string): ConfigLoad<ConfigFile> {
  const warnings: ConfigWarning[] = [];
  const name = path.basename(absolute).toLowerCase();
  const isPackage = name === 'package.json';
  let parsed: ParsedSource | undefined;
  let text: string;
  try {
    text = decodeText(bytes, display);
    if (/\.jsonc?$/.test(name)) parsed = parseJson(text, display, { allowComments: name.endsWith('.jsonc') });
    // A YAML rc holding only comments is an empty config, not an error: `toolslint init`
    // users comment things out.
    else if (!/^\s*[^#\s]/m.test(text)) return { config: emptyFile(absolute, display), warnings, errors: [] };
    else parsed = parseYaml(text, display);
  } catch (e) {
    if (e instanceof ToolslintError) return { warnings, errors: [new ToolslintError('config', e.message, { file: display, position: e.position })] };
    throw e;
  }
  for (const n of parsed.notices) {
    const at = n.position ? `${display}:${n.position.line}:${n.position.column}` : display;
    warnings.push({ file: display, message: `${at}: ${n.message}.`, position: n.position });
  }
  const { document } = parsed;
  let value = document.value;
  const base = isPackage ? '/toolslint' : '';
  if (isPackage) {
    if (!isObject(value) || !hasOwn(value, 'toolslint')) {
      return { warnings, errors: [new ToolslintError('config', `${display}: has no "toolslint" key to read the config from.`, { file: display })] };
    }
    value = value.toolslint;
  }
  const lines = text.split(/\r?\n/);
  const locate = (pointer: string) => {
    const at = document.locate(base + pointer);
    const segments = parsePointer(base + pointer);
    const key = segments[segments.length - 1];
    // Only object members have a key to point at; array items keep the value's place.
    if (!at || key === undefined || Array.isArray(getAtPointer(document.value, joinPointer('', ...segments.slice(0, -1))))) return at;
    return keyPosition(lines, at, key);
  };
  const file: ConfigFile = { path: absolute, display, data: value as ConfigData, base, locate };
  const errors = schemaProblems(file, schemaErrors(value));
  return errors.length > 0 ? { warnings, errors } : { config: file, warnings, errors };
}

function emptyFile(absolute: string, display: string): ConfigFile {
  return { path: absolute, display, data: {}, base: '', locate: () => undefined };
}
