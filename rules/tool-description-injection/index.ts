import { defineRule } from '../../src/engine/index.js';
import { keptFor, perText, schemaPath, textFacts, type SchemaVisit, type TextFacts, toolLabel } from '../../src/kit/index.js';
import { joinPointer, type SourceRef, type Tool } from '../../src/model/index.js';
import { findHiddenCharacter, type HiddenCharacter } from './characters.js';
import * as D from './defaults.js';
import { phraseMatcher, tagFinder } from './phrases.js';
import { findSecretRequest, type RequestLists, type SecretRequest } from './requests.js';
import { injectionOptionsSchema } from './schema.js';

export interface Options extends RequestLists {
  allowCharacters: string[];
  tags: string[];
  markers: string[];
  overridePhrases: string[];
  concealPhrases: string[];
  dataWords: string[];
  instructWords: string[];
  checkParameters: boolean;
}

/** What one text holds, for each finding the rule makes. */
interface Found {
  hidden?: HiddenCharacter;
  tag?: string;
  override?: string;
  concealment?: string;
  request?: SecretRequest;
}

const DEFAULTS: Options = {
  allowCharacters: [],
  tags: D.TAGS,
  markers: D.MARKERS,
  overridePhrases: D.OVERRIDE_PHRASES,
  concealPhrases: D.CONCEAL_PHRASES,
  dataWords: D.DATA_WORDS,
  instructWords: D.INSTRUCT_WORDS,
  requestVerbs: D.REQUEST_VERBS,
  notRequests: D.NOT_REQUESTS,
  secretPaths: D.SECRET_PATHS,
  secretWords: D.SECRET_WORDS,
  ownerWords: D.OWNER_WORDS,
  contextPhrases: D.CONTEXT_PHRASES,
  checkParameters: true,
};

/** Per options object, which the engine keeps for the whole run: the matchers, and what each text was found to hold. */
const findersByOptions = new WeakMap<Options, (text: string) => Found | null>();

function finder(options: Options): (text: string) => Found | null {
  const allow = new Set(options.allowCharacters.map((c) => parseInt(c.slice(2), 16)));
  const findTag = tagFinder(options.tags);
  const markers = options.markers.filter((m) => m.trim() !== '').map((m) => ({ marker: m, lower: m.toLowerCase() }));
  const findOverride = phraseMatcher(options.overridePhrases, options.dataWords);
  const findConcealment = phraseMatcher(options.concealPhrases, options.instructWords);
  // A marker can only be in a text that holds its first character: `<` and `[` for the default
  // ones. No character lowers to ASCII punctuation, so those are looked for in the text itself.
  const starts = [...new Set(markers.map((m) => m.lower[0]))].map((c) => ({ c, caseless: /^[\x00-\x40\x5b-\x60\x7b-\x7f]$/.test(c) }));
  const findMarker = (text: string, facts: TextFacts) => {
    if (!starts.some((s) => (s.caseless ? text : facts.lower).includes(s.c))) return undefined;
    return markers.find((m) => facts.lower.includes(m.lower))?.marker;
  };
  const detect = (text: string): Found | null => {
    const hidden = findHiddenCharacter(text, allow);
    // Made here, not taken from the view: this answer is kept for the whole run, per text.
    const facts = textFacts(text);
    const tag = findTag(text) ?? findMarker(text, facts);
    const override = findOverride(text);
    const concealment = findConcealment(text);
    const request = findSecretRequest(facts, options);
    return hidden || tag !== undefined || override !== undefined || concealment !== undefined || request
      ? { hidden, tag, override, concealment, request }
      : null;
  };
  // What a text holds depends on the text and the options alone, and many parameters share a
  // description ("The page cursor."), in one file and across the files of a run: each is read
  // once while it is among the last ones read.
  return perText(detect);
}

export default defineRule({
  meta: {
    id: 'tool-description-injection',
    description:
      'Tool and parameter descriptions hold no text aimed at hijacking the model: hidden characters, prompt markup, overrides, secrecy or requests for secrets.',
    recommended: 'warn',
    strict: 'warn',
    schema: injectionOptionsSchema(DEFAULTS),
    messages: {
      hiddenCharacter:
        'The {{where}} contains {{kind}} ({{codePoint}}) at character {{position}}{{more}}: remove it; the model reads it, but people reviewing the tool cannot see it.',
      instructionTag:
        'The {{where}} contains "{{tag}}", markup that speaks to the model the way a system prompt does: describe the tool in plain sentences instead.',
      overrideInstructions: 'The {{where}} contains "{{phrase}}", which tells the model to set its instructions aside: remove it.',
      concealment: 'The {{where}} contains "{{phrase}}", which asks the model to keep something from the user: remove it.',
      secretRequest:
        'The {{where}} asks the model to hand over {{what}} ("{{quote}}"): a tool must not ask for credentials, private files, the conversation or other tools\' data; take what it needs as declared parameters.',
    },
  },
  create(context, options: Options) {
    const findings = keptFor(findersByOptions, options, () => finder(options));
    const check = (text: string, whereOf: () => string, at: SourceRef | undefined) => {
      const found = findings(text);
      if (!found) return;
      const where = whereOf();
      const report = (messageId: Parameters<typeof context.report>[0]['messageId'], data: Record<string, string | number>) =>
        context.report({ messageId, at, data: { where, ...data } });
      const { hidden, tag, override, concealment, request } = found;
      if (hidden) {
        const more = hidden.count > 1 ? ` (and ${hidden.count - 1} more)` : '';
        report('hiddenCharacter', { kind: hidden.kind, codePoint: hidden.codePoint, position: hidden.position, more });
      }
      if (tag !== undefined) report('instructionTag', { tag });
      if (override !== undefined) report('overrideInstructions', { phrase: override });
      if (concealment !== undefined) report('concealment', { phrase: concealment });
      if (request) report('secretRequest', { what: request.what, quote: request.quote });
    };

    return {
      tool(tool) {
        const name = toolLabel(tool);
        if (tool.description !== undefined) check(tool.description, () => `description of tool "${name}"`, tool.refs.description);
        if (tool.title !== undefined) check(tool.title, () => `title of tool "${name}"`, titleAt(tool));
      },
      schema(visit) {
        if (!options.checkParameters || typeof visit.node.description !== 'string') return;
        check(visit.node.description, () => schemaWhere(visit), undefined);
      },
    };
  },
});

function titleAt(tool: Tool): SourceRef | undefined {
  if (tool.refs.title) return tool.refs.title;
  return tool.refs.annotations && { file: tool.refs.annotations.file, pointer: joinPointer(tool.refs.annotations.pointer, 'title') };
}

function schemaWhere(visit: SchemaVisit): string {
  const path = schemaPath(visit);
  const name = toolLabel(visit.tool);
  if (path === '') return `description of the ${visit.role} schema of tool "${name}"`;
  return `description of ${visit.role === 'input' ? 'parameter' : 'result field'} "${path}" in tool "${name}"`;
}
