import { hasOwn, isObject, joinPointer } from '../../model/index.js';
import type { DialectLoader } from '../dialect.js';
import { buildTool } from '../tool-builder.js';
import { toolList } from './list.js';

const isChatTool = (v: unknown): boolean => isObject(v) && v.type === 'function' && isObject(v.function);

/** OpenAI Chat Completions: `[{type: "function", function: {name, description, parameters, strict}}]`. */
export const openaiChat: DialectLoader = {
  id: 'openai-chat',
  label: 'an OpenAI Chat Completions tools array',
  detect(value) {
    const list = toolList(value);
    if (!list || list.items.length === 0) return 0;
    const hits = list.items.filter(isChatTool).length;
    return hits > 0 ? 10 * (hits / list.items.length) + 1 : 0;
  },
  load({ document, classification }) {
    const list = toolList(document.value)!;
    const tools = list.items.map((item, i) => {
      const pointer = joinPointer(list.pointer, i);
      const wrapper = isObject(item) ? item : Object.create(null);
      const body = isObject(wrapper.function) ? wrapper.function : wrapper;
      const outer = Object.keys(wrapper).filter((k) => k !== 'type' && k !== 'function' && body !== wrapper);
      return buildTool({
        dialect: 'openai-chat',
        file: document.file,
        pointer,
        body,
        bodyPointer: body === wrapper ? pointer : joinPointer(pointer, 'function'),
        inputKeys: ['parameters'],
        shapeKeys: ['type'],
        // Keys beside `function` (a misplaced `strict`, say) are kept so rules can see them.
        extraMeta: outer.filter((k) => hasOwn(wrapper, k)).map((k) => ({ key: k, value: wrapper[k], ref: { file: document.file, pointer: joinPointer(pointer, k) } })),
        classification,
      });
    });
    return { tools, ...list.registryInfo(document.file) };
  },
};
