import { isFreeString } from '../schema-kit.js';
import { underCondition } from '../schema-path.js';
import { walkToolSchemas } from '../walk.js';
import { shared } from './shared-time.js';
import { type SchemaVisit } from '../walk.js';
import { hasOwn, isObject, type JsonObject, type Registry, type Tool } from '../../model/index.js';

/**
 * A schema node seen as the parameter it stands for: through `$ref`s and compositions (and,
 * when asked, `items`) up to the property that names it.
 */
export interface ParameterChain {
  name: string;
  /** The visits from the node out to the property, innermost first. */
  visits: SchemaVisit[];
  /** True when the chain passes through `items`: the node is an element of an array parameter. */
  item: boolean;
}

const WRAPPERS = new Set(['$ref', 'anyOf', 'oneOf', 'allOf']);
const SHAPING = ['enum', 'const', 'format', 'pattern'];

export const shapes = (node: JsonObject): boolean => SHAPING.some((k) => hasOwn(node, k));

export function parameterChain(visit: SchemaVisit, throughItems: boolean): ParameterChain | undefined {
  if (underCondition(visit)) return undefined;
  const visits: SchemaVisit[] = [];
  let item = false;
  for (let v: SchemaVisit | undefined = visit; v; v = v.parent) {
    visits.push(v);
    if (v.via === 'properties' && v.propertyName !== undefined) return { name: v.propertyName, visits, item };
    if (v.via === 'items' && throughItems && !item) item = true;
    else if (!WRAPPERS.has(v.via)) return undefined;
  }
  return undefined;
}

/**
 * `chainDescription(parameterChain(visit, false))?.text`, found without making the chain: a
 * rule that reads the description of every input node, and needs the chain only for the few
 * whose description claims something, makes nothing for the others.
 */
export function parameterDescription(visit: SchemaVisit): string | undefined {
  if (underCondition(visit)) return undefined;
  let text: string | undefined;
  for (let v: SchemaVisit | undefined = visit; v; v = v.parent) {
    if (text === undefined) {
      const d = v.node.description;
      if (typeof d === 'string' && d.trim() !== '') text = d;
    }
    if (v.via === 'properties' && v.propertyName !== undefined) return text;
    if (!WRAPPERS.has(v.via)) return undefined;
  }
  return undefined;
}

/** The first non-blank description along the chain, and the visit that holds it. */
export function chainDescription(chain: ParameterChain): { text: string; visit: SchemaVisit } | undefined {
  for (const visit of chain.visits) {
    const d = visit.node.description;
    if (typeof d === 'string' && d.trim() !== '') return { text: d, visit };
  }
  return undefined;
}

/**
 * A branch beside one with an `enum` (`anyOf: [{enum: [...]}, {type: string}]`) is a
 * deliberate "or any other value".
 */
export function besideEnum(chain: ParameterChain): boolean {
  return chain.visits.some((v) => {
    if ((v.via !== 'anyOf' && v.via !== 'oneOf') || !v.parent) return false;
    const branches = v.parent.node[v.via];
    return Array.isArray(branches) && branches.some((b) => isObject(b) && b !== v.node && shapes(b));
  });
}

/** The parameter a free string schema belongs to, unless something already closes its values. */
export function freeStringChain(visit: SchemaVisit): ParameterChain | undefined {
  if (!isFreeString(visit.node)) return undefined;
  const chain = parameterChain(visit, true);
  if (!chain || besideEnum(chain) || chain.visits.some((v) => shapes(v.node))) return undefined;
  return chain;
}

const vocabularies = new WeakMap<Tool, Set<string>>();

/**
 * The words a tool's schemas already give meaning to: property names and enum members. A
 * description that quotes them ("required for 'add' and 'reply' methods") is talking about
 * another parameter's values, not listing its own.
 */
export function toolVocabulary(registry: Registry, tool: Tool): Set<string> {
  let words = vocabularies.get(tool);
  if (!words) vocabularies.set(tool, (words = vocabularyOf([registry, tool])));
  return words;
}

/** Read by param-enum-suggested and constraint-in-description-only alike: the view's work, not the first asker's. */
const vocabularyOf = shared(([registry, tool]: [Registry, Tool]): Set<string> => {
  const found = new Set<string>();
  walkToolSchemas(registry, tool, new WeakSet(), (v) => {
    if (v.via === 'properties' && v.propertyName !== undefined) found.add(v.propertyName.toLowerCase());
    if (Array.isArray(v.node.enum)) for (const m of v.node.enum) if (typeof m === 'string') found.add(m.toLowerCase());
  });
  return found;
});

/** Whether most of `values` are words the tool's schemas already use elsewhere. */
export function refersElsewhere(values: string[], vocabulary: Set<string>): boolean {
  const known = values.filter((v) => vocabulary.has(v.toLowerCase())).length;
  return known * 2 >= values.length;
}
