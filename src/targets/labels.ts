import { formatCount } from '../model/index.js';
import type { Limit, TargetLimits } from './types.js';

/** What each limit is called in `toolslint explain <target>`, in the order it is shown. */
export const LIMIT_LABELS: { readonly [K in keyof Required<TargetLimits>]: string } = {
  namePattern: 'tool name pattern',
  descriptionMaxLength: 'longest tool description (characters)',
  maxTools: 'most tools in one request',
  strictDefault: 'strict mode on by default',
  dialect: 'JSON Schema dialect without $schema',
  rootUnsupportedKeywords: 'keywords rejected at the root of the input schema',
  supportedKeywords: 'the only keywords accepted',
  unsupportedKeywords: 'keywords rejected',
  supportedFormats: 'the only formats accepted',
  typeArrays: 'type lists accepted',
  keywordValues: 'keywords accepted only with these values',
  scalarEnums: 'enum values must be scalars',
  allPropertiesRequired: 'every property required',
  closedObjects: 'every object closed (additionalProperties: false)',
  recursion: 'recursive schemas accepted',
  maxProperties: 'most properties in one schema',
  maxDepth: 'deepest object nesting',
  maxEnumValues: 'most enum values in one schema',
  largeEnum: 'characters in an enum of many values',
  maxSchemaStrings: 'characters of names and enum values in one schema',
  maxStrictTools: 'most strict tools in one request',
  maxOptionalParameters: 'most optional parameters across strict tools',
  maxUnionParameters: 'most union-typed parameters across strict tools',
  mcpRevision: 'MCP Tool schema revision',
  jsonSchemaFields: 'fields that take any JSON Schema',
};

/** A limit's value as one line of text. */
export function showLimit(limit: Limit<unknown>): string {
  const v = limit.value;
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number') return formatCount(v);
  if (Array.isArray(v)) return v.join(', ');
  if (typeof v === 'object' && v !== null) {
    if ('values' in v && 'length' in v) return `${formatCount((v as { length: number }).length)} when over ${(v as { values: number }).values} values`;
    return Object.entries(v)
      .map(([k, x]) => `${k}: ${Array.isArray(x) ? x.join(' or ') : String(x)}`)
      .join('; ');
  }
  return String(v);
}

/** A target's limits in display order, each with its label. */
export function listLimits(limits: TargetLimits): Array<{ key: keyof TargetLimits; label: string; limit: Limit<unknown> }> {
  return (Object.keys(LIMIT_LABELS) as Array<keyof TargetLimits>)
    .filter((key) => limits[key] !== undefined)
    .map((key) => ({ key, label: LIMIT_LABELS[key], limit: limits[key] as Limit<unknown> }));
}
