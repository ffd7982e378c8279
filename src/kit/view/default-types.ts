import { schemaTypes } from '../schema-kit.js';
import type { JsonObject } from '../../model/index.js';

/**
 * Type names as registries write them, mapped to JSON Schema's: BFCL's `dict` and `float`,
 * Java's `String`, Python's `list`. `schema-type-valid` reports the spelling; the rules that
 * compare values with types still read what was meant.
 */
const ALIASES: Record<string, string> = {
  string: 'string',
  str: 'string',
  char: 'string',
  integer: 'integer',
  int: 'integer',
  long: 'integer',
  short: 'integer',
  number: 'number',
  float: 'number',
  double: 'number',
  boolean: 'boolean',
  bool: 'boolean',
  object: 'object',
  dict: 'object',
  hashmap: 'object',
  map: 'object',
  array: 'array',
  list: 'array',
  tuple: 'array',
  arraylist: 'array',
  null: 'null',
};

/** The JSON Schema types a node declares; undefined when it declares none or one unknown (`any`). */
export function typeNames(node: JsonObject): string[] | undefined {
  const names = schemaTypes(node);
  if (names.length === 0) return undefined;
  const types = names.map((t) => ALIASES[t.toLowerCase()]);
  return types.every((t) => t !== undefined) ? types : undefined;
}

/** The JSON type of a value: `integer` for whole numbers. */
export function valueType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Whether a value of JSON type `actual` is accepted by type `declared`. */
export function typeAccepts(declared: string, actual: string): boolean {
  return declared === actual || (declared === 'number' && actual === 'integer');
}
