import { describe, expect, it } from 'vitest';
import { excerpt, findPhrase, findPhrases, hasCjk, proseUnits, textUnits } from '../../src/kit/index.js';

describe('textUnits', () => {
  it('counts a CJK character as one unit and four other characters as one', () => {
    expect(textUnits('返回订单状态')).toBe(6);
    expect(textUnits('abcd')).toBe(1);
    expect(textUnits('abcde')).toBe(2);
    expect(textUnits('查询 weather')).toBe(2 + 2);
  });

  it('treats traditional characters, kana and full-width punctuation as CJK', () => {
    expect(hasCjk('時使用')).toBe(true);
    expect(hasCjk('カタカナ')).toBe(true);
    expect(hasCjk('，')).toBe(true);
    expect(hasCjk('plain text')).toBe(false);
    expect(textUnits('')).toBe(0);
  });
});

describe('proseUnits', () => {
  // What it stands for: the units of the text with its layout collapsed, by the regexes it avoids.
  const collapsed = (text: string) => {
    const t = text.replace(/\s+/g, ' ').trim();
    const cjk = t.match(/[\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/gu)?.length ?? 0;
    return cjk + Math.ceil((Array.from(t).length - cjk) / 4);
  };

  it('reads each run of whitespace as one space and trims the ends', () => {
    expect(proseUnits('  ab\n\n\tcd  ')).toBe(2); // "ab cd"
    expect(proseUnits('\r\n\v\f')).toBe(0);
    expect(proseUnits('abcd')).toBe(1);
  });

  it('agrees with collapsing then counting, on ASCII and other text', () => {
    const pieces = ['a', 'bc', ' ', '  ', '\n', '\t\r\n', '\u00a0', '\u2003', '返回', '，', '😀', 'é', '\v\f'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < 500; n++) {
      const text = Array.from({ length: next() % 12 }, () => pieces[next() % pieces.length]).join('');
      expect(proseUnits(text), JSON.stringify(text)).toBe(collapsed(text));
    }
  });
});

describe('findPhrase', () => {
  it('matches Latin phrases on word boundaries, case-insensitively', () => {
    expect(findPhrase('This is READ-ONLY.', ['read-only'])).toBe('read-only');
    expect(findPhrase('A thread-only view', ['read-only'])).toBeUndefined();
    expect(findPhrase('Use  this\nwhen the user asks', ['use this when'])).toBe('use this when');
  });

  it('matches CJK phrases anywhere, simplified and traditional alike', () => {
    expect(findPhrase('查询天气，适用于出行规划', ['适用于'])).toBe('适用于');
    expect(findPhrase('查詢天氣時使用', ['時使用'])).toBe('時使用');
  });

  it('returns the first listed phrase found, ignores empty ones, and lists every hit', () => {
    expect(findPhrase('Do not use for writes; use X instead.', ['', 'use X instead', 'do not use'])).toBe('use X instead');
    expect(findPhrases('Do not use for writes; use X instead.', ['do not use', 'never', 'use x instead'])).toEqual(['do not use', 'use x instead']);
  });

  it('escapes regular-expression characters in phrases', () => {
    expect(findPhrase('costs $5 (approx.)', ['$5 (approx.)'])).toBe('$5 (approx.)');
    expect(findPhrase('costs 5', ['.*'])).toBeUndefined();
  });
});

describe('excerpt', () => {
  it('flattens whitespace and cuts long text with an ellipsis', () => {
    expect(excerpt('a\n  b')).toBe('a b');
    expect(excerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('phraseHits and sentenceSpans', () => {
  it('finds every match of every phrase once, in list order and by position', async () => {
    const { phraseHits } = await import('../../src/kit/text.js');
    const text = 'Pass the token. Then pass it again; never send it.';
    const verbs = ['send', 'pass', 'thread'];
    const hits = phraseHits(text, verbs);
    expect(hits.map((h) => [h.phrase, text.slice(h.index, h.index + h.length)])).toEqual([
      [0, 'send'],
      [1, 'Pass'],
      [1, 'pass'],
    ]);
    // Kept: asked again, the same answer comes back.
    expect(phraseHits(text, verbs)).toBe(hits);
  });

  it('looks several lists up together and gives each list its own hits, numbered within it', async () => {
    const { phraseHits, phraseHitsOfLists } = await import('../../src/kit/text.js');
    const text = 'Call search_tool, then use the fetch tool; 调用 it once.';
    const triggers = ['use', 'call', '调用'];
    const toolWords = ['tool', 'function'];
    const empty: string[] = [];
    const lists = [triggers, empty, toolWords];
    const [t, e, w] = phraseHitsOfLists(text, lists);
    const spans = (hits: readonly { phrase: number; index: number; length: number }[]) => hits.map((h) => [h.phrase, text.slice(h.index, h.index + h.length)]);
    expect(spans(t)).toEqual([
      [0, 'use'],
      [1, 'Call'],
      [2, '调用'],
    ]);
    expect(e).toEqual([]);
    // `search_tool` is one word: only the free-standing "tool" is a hit.
    expect(spans(w)).toEqual([[0, 'tool']]);
    // The same as each list alone, found in one lookup.
    expect(t).toEqual(phraseHits(text, triggers));
    expect(w).toEqual(phraseHits(text, toolWords));
    // Kept per text for the same tuple of lists.
    expect(phraseHitsOfLists(text, lists)).toBe(phraseHitsOfLists(text, lists));
  });

  it('splits sentences after a stop and whitespace, at CJK stops, semicolons and line breaks, not inside a file name', async () => {
    const { sentenceSpans } = await import('../../src/kit/text.js');
    const text = 'Reads mcp.json. Writes it!  Done;ok\n\n读取。完成';
    expect(sentenceSpans(text).map(([a, b]) => text.slice(a, b))).toEqual(['Reads mcp.json.', 'Writes it!', 'Done', 'ok', '读取', '完成']);
  });
});
