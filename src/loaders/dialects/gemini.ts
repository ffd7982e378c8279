import { isObject, joinPointer } from '../../model/index.js';
import type { JsonObject, SourceNotice } from '../../model/index.js';
import type { DialectLoader } from '../dialect.js';
import { buildTool } from '../tool-builder.js';
import { present } from './element.js';
import { countShapes, loadList, notThisDialect, shareScore } from './list-loader.js';
import { findTools, findToolsAsTold } from './list.js';
import { shapeReason } from './reason.js';

interface Block {
  declarations: unknown[];
  /** Pointer of the declarations array. */
  pointer: string;
}

const KEYS = ['functionDeclarations', 'function_declarations'];

function blocksIn(holder: unknown, at: string, out: Block[], others: string[]): void {
  if (!isObject(holder)) return;
  const before = out.length;
  for (const key of KEYS) {
    const list = holder[key];
    if (Array.isArray(list)) out.push({ declarations: list, pointer: joinPointer(at, key) });
  }
  if (out.length === before && at !== '') others.push(at);
}

/**
 * Every function-declaration block: at the root, in a request's `tools` (or the SDKs'
 * `config.tools`), or in a bare array of tool blocks. Blocks of built-in tools (`googleSearch`,
 * `codeExecution`) are not function tools; they are noted, not loaded.
 */
function geminiBlocks(value: unknown): { blocks: Block[]; others: string[] } {
  const blocks: Block[] = [];
  const others: string[] = [];
  const scan = (list: unknown, at: string) => {
    if (Array.isArray(list)) list.forEach((b, i) => blocksIn(b, joinPointer(at, i), blocks, others));
  };
  if (Array.isArray(value)) scan(value, '');
  else if (isObject(value)) {
    blocksIn(value, '', blocks, others);
    scan(value.tools, '/tools');
    if (isObject(value.config)) scan(value.config.tools, '/config/tools');
  }
  return { blocks, others };
}

const LABEL = 'Gemini function declarations';

/**
 * Gemini: `functionDeclarations` blocks, alone or in a `generateContent` request's `tools`; or
 * declarations on their own, one per file or in a list, told by their Gemini-only keys.
 */
export const gemini: DialectLoader = {
  id: 'gemini',
  label: LABEL,
  detect(value) {
    if (geminiBlocks(value).blocks.length > 0) return 40;
    const list = findTools(value);
    return list ? shareScore(countShapes(list.items), 'declaration', 10) : 0;
  },
  reason(value) {
    const { blocks } = geminiBlocks(value);
    if (blocks.length > 0) return `${blocks.length === 1 ? 'a `functionDeclarations` block' : `${blocks.length} \`functionDeclarations\` blocks`}`;
    const list = findTools(value);
    return list ? shapeReason(list, countShapes(list.items), ['declaration']) : 'chosen with --dialect';
  },
  load(input) {
    const { document, classification } = input;
    const { blocks, others } = geminiBlocks(document.value);
    if (blocks.length === 0) {
      const list = findToolsAsTold(document.value);
      if (!list) throw notThisDialect(document, LABEL);
      return loadList(input, list, 'gemini', ['declaration', 'functions', 'bare']);
    }
    const notices: SourceNotice[] = others.map((pointer) => ({
      code: 'not-a-function-tool',
      message: 'this tool block declares no functions (a built-in tool such as googleSearch); it is not linted',
      file: document.file,
      pointer,
    }));
    const tools = blocks.flatMap((block) =>
      block.declarations.map((decl, i) => {
        const body: JsonObject = isObject(decl) ? decl : Object.create(null);
        return buildTool({
          dialect: 'gemini',
          file: document.file,
          pointer: joinPointer(block.pointer, i),
          body,
          inputKeys: present(body, ['parametersJsonSchema', 'parameters_json_schema', 'parameters']),
          outputKeys: present(body, ['responseJsonSchema', 'response_json_schema', 'response']),
          classification,
        });
      }),
    );
    return { tools, notices };
  },
};
