import { DEFAULT_CLASSIFICATION } from '../../model/index.js';

/**
 * Verbs that say what a tool does but decide no kind, so the classification lists leave them
 * out. `do`, `handle`, `process`, `manage` and `perform` are missing on purpose: they are verbs
 * that say nothing about what the tool does.
 */
const COMMON_VERBS = [
  'accept', 'ask', 'answer', 'assess', 'audit', 'authenticate', 'buy', 'call', 'capture', 'choose',
  'classify', 'click', 'combine', 'confirm', 'connect', 'crawl', 'decline', 'decode', 'decrypt',
  'disconnect', 'dismiss', 'display', 'divide', 'draft', 'draw', 'encode', 'encrypt', 'evaluate',
  'fill', 'filter', 'flip', 'forecast', 'geocode', 'go', 'hover', 'invoke', 'join', 'locate',
  'look', 'match', 'measure', 'mix', 'monitor', 'multiply', 'navigate', 'peek', 'pick', 'place',
  'plan', 'play', 'plot', 'press', 'print', 'prioritize', 'rank', 'record', 'refresh', 'remind',
  'rent', 'replay', 'reprioritize', 'rerun', 'reschedule', 'retry', 'review', 'roll', 'sample',
  'scrape', 'scroll', 'select', 'sell', 'share', 'shuffle', 'sign', 'simulate', 'solve', 'sort',
  'split', 'subtract', 'sum', 'switch', 'take', 'toggle', 'trace', 'track', 'transcribe', 'type',
  'unresolve', 'visit', 'wait',
];

/** Every single-word verb of the kind classification, plus the common verbs above. */
export const DEFAULT_VERBS: string[] = [
  ...new Set([...DEFAULT_CLASSIFICATION.read, ...DEFAULT_CLASSIFICATION.write, ...DEFAULT_CLASSIFICATION.destructive, ...COMMON_VERBS]),
]
  .filter((v) => /^[a-z0-9]+$/.test(v))
  .sort();
