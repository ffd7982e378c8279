import { findPhrase } from '../text.js';
import { schemaTypes, type Parameter } from '../schema-kit.js';
import { nameMatcher } from './format-names.js';
import { hasOwn, isObject, type JsonObject } from '../../model/index.js';

/**
 * How a tool pages, read from its top-level parameters. Shared by pagination-cursor and
 * collection-tool-limit. Names are compared as snake_case globs (`pageToken` is `page_token`).
 */

export interface PagingNames {
  cursorNames: string[];
  offsetNames: string[];
  limitNames: string[];
}

export const PAGING_DEFAULTS: PagingNames = {
  cursorNames: [
    'cursor',
    '*_cursor',
    'page_token',
    'next_token',
    'next_page_token',
    'continuation_token',
    'continuation',
    'starting_after',
    'ending_before',
    'after',
    'before',
    'next_page',
    'marker',
    'page_after',
  ],
  offsetNames: ['offset', '*_offset', 'skip', 'start_index', 'page', 'page_number', 'page_no', 'page_num', 'page_index'],
  limitNames: [
    'limit',
    '*_limit',
    'page_size',
    'per_page',
    'max_results',
    'max_items',
    'num_results',
    'top_k',
    'top',
    'first',
    'last',
    'count',
    'size',
    'max',
    'k',
    'n',
  ],
};

export const PAGING_SCHEMA: Record<keyof PagingNames, JsonObject> = {
  cursorNames: {
    type: 'array',
    items: { type: 'string', minLength: 1 },
    description: 'Names (snake_case globs) of parameters that carry a paging cursor or token.',
    default: PAGING_DEFAULTS.cursorNames,
  },
  offsetNames: {
    type: 'array',
    items: { type: 'string', minLength: 1 },
    description: 'Names of parameters that page by position: offsets and page numbers.',
    default: PAGING_DEFAULTS.offsetNames,
  },
  limitNames: {
    type: 'array',
    items: { type: 'string', minLength: 1 },
    description: 'Names of parameters that bound how many results come back.',
    default: PAGING_DEFAULTS.limitNames,
  },
};

/** Words that say a loosely named parameter (`after`, `next_page`) is a paging cursor. */
const CURSOR_WORDS = ['cursor', 'pagination', 'paginate', 'page token', 'next page', 'continuation', '游标', '分页', '下一页', '游標', '分頁', '下一頁'];
/** Names that are cursors only when their description says so: `after` may be a date. */
const LOOSE_CURSORS = new Set(['after', 'before', 'next_page', 'marker', 'continuation']);

export interface Paging {
  cursor?: Parameter;
  offset?: Parameter;
  limit?: Parameter;
}

function types(p: Parameter): string[] {
  return schemaTypes(p.node);
}

const isTextual = (p: Parameter) => types(p).length === 0 || types(p).includes('string');
const isNumeric = (p: Parameter) => types(p).length === 0 || types(p).some((t) => t === 'integer' || t === 'number');

/** A paging reader for one set of names; matchers are built once. */
export function pagingReader(names: PagingNames): (params: Parameter[]) => Paging {
  const cursor = nameMatcher(names.cursorNames);
  const offset = nameMatcher(names.offsetNames);
  const limit = nameMatcher(names.limitNames);
  return (params) => {
    const out: Paging = {};
    for (const p of params) {
      const description = typeof p.node.description === 'string' ? p.node.description : '';
      const glob = cursor(p.name);
      if (!out.cursor && glob !== undefined && isTextual(p) && (!LOOSE_CURSORS.has(glob) || findPhrase(description, CURSOR_WORDS) !== undefined))
        out.cursor = p;
      else if (!out.offset && offset(p.name) !== undefined && isNumeric(p)) out.offset = p;
      else if (!out.limit && limit(p.name) !== undefined && isNumeric(p)) out.limit = p;
    }
    return out;
  };
}

/** True when a schema accepts null (`type: [string, "null"]`, `nullable: true`, a null branch). */
export function acceptsNull(node: JsonObject): boolean {
  if (schemaTypes(node).includes('null') || node.nullable === true) return true;
  for (const key of ['anyOf', 'oneOf']) {
    const list = node[key];
    if (Array.isArray(list) && list.some((b) => isObject(b) && (schemaTypes(b).includes('null') || (hasOwn(b, 'const') && b.const === null)))) return true;
  }
  return false;
}
