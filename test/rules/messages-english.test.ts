import { describe, expect, it } from 'vitest';
import { RULES } from '../../rules/index.js';

// Chinese, Japanese and Korean letters and punctuation.
const CJK = /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff00-\uffef]/u;

describe('rule messages', () => {
  // The description rules read descriptions in both languages (their phrase lists and their
  // tests hold Chinese); what they print is English only.
  it('are English, with no glosses in another script', () => {
    const glossed = [...RULES.values()].flatMap((rule) =>
      Object.entries(rule.meta.messages as Record<string, string>)
        .filter(([, text]) => CJK.test(text))
        .map(([id]) => `${rule.meta.id}.${id}`),
    );
    expect(glossed).toEqual([]);
  });
});
