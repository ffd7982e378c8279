import { nameWords } from '../../src/model/index.js';

export type Style = 'snake' | 'camel' | 'kebab' | 'pascal';

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** In this order ties between styles are broken when `consistent` looks for the majority. */
export const STYLES: Record<Style, { label: string; fits: RegExp; join(words: string[]): string }> = {
  // An acronym in capitals (`generate_DNA_sequence`) is still snake_case to a reader.
  snake: { label: 'snake_case', fits: /^[a-z][a-z0-9]*(?:_(?:[a-z0-9]+|[A-Z0-9]+))*$/, join: (w) => w.join('_') },
  // Acronyms (`repoURL`) are accepted: camelCase guides differ on them, models do not care.
  camel: { label: 'camelCase', fits: /^[a-z][A-Za-z0-9]*$/, join: (w) => w[0] + w.slice(1).map(cap).join('') },
  kebab: { label: 'kebab-case', fits: /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, join: (w) => w.join('-') },
  pascal: { label: 'PascalCase', fits: /^[A-Z][A-Za-z0-9]*$/, join: (w) => w.map(cap).join('') },
};
export const STYLE_ORDER = Object.keys(STYLES) as Style[];

/** The name in `style`; the name itself when it has no words to rearrange. */
export function convertName(name: string, style: Style): string {
  const words = nameWords(name);
  return words.length === 0 ? name : STYLES[style].join(words);
}

/** The style a name of two or more words is written in, or undefined (one word fits several). */
export function styleOf(name: string): Style | undefined {
  if (nameWords(name).length < 2) return undefined;
  return STYLE_ORDER.find((s) => STYLES[s].fits.test(name));
}
