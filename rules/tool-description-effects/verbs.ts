import { hasCjk } from '../../src/kit/index.js';

/**
 * The forms of an English verb a description may use: "Create a branch", "Creates", "creating",
 * "created". Forms that are not words ("stopd") are harmless: nothing matches them.
 */
export function verbForms(verb: string): string[] {
  const v = verb.toLowerCase();
  const forms = [v, `${v}s`, `${v}es`, `${v}d`, `${v}ed`, `${v}ing`];
  if (v.endsWith('e')) forms.push(`${v.slice(0, -1)}ing`);
  if (/[^aeiou]y$/.test(v)) forms.push(`${v.slice(0, -1)}ies`, `${v.slice(0, -1)}ied`);
  // set → setting, stop → stopped: a short verb ending consonant-vowel-consonant doubles.
  if (/(^|[^aeiou])[aeiou][bdgklmnprt]$/.test(v)) forms.push(`${v}${v.at(-1)}ing`, `${v}${v.at(-1)}ed`);
  return forms;
}

/**
 * A matcher for "says what it changes": Latin verbs in any of their forms, as whole words;
 * CJK verbs (创建, 刪除) anywhere in the text.
 */
export function verbMatcher(verbs: readonly string[]): (text: string) => string | undefined {
  const latin = new Map<string, string>();
  const cjk: string[] = [];
  for (const verb of verbs) {
    const v = verb.trim();
    if (v === '') continue;
    if (hasCjk(v)) cjk.push(v);
    else for (const form of verbForms(v)) if (!latin.has(form)) latin.set(form, v);
  }
  return (text) => {
    for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
      const verb = latin.get(word);
      if (verb !== undefined) return verb;
    }
    return cjk.find((v) => text.includes(v));
  };
}
