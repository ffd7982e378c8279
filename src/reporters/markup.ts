import { escapeTerminal } from './escape.js';

/**
 * What XML 1.0 forbids anywhere in a document and escapeTerminal leaves alone: U+FFFE and
 * U+FFFF (controls and lone surrogates are already escaped by then).
 */
const XML_FORBIDDEN = /[\ufffe\uffff]/g;

const XML_ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Untrusted text for XML content or attribute values. Characters a terminal would act on, and
 * every character XML 1.0 forbids, become visible escapes first (such a report is often
 * printed), then the markup characters become entities.
 */
export function xml(text: string): string {
  return escapeTerminal(text)
    .replace(XML_FORBIDDEN, (ch) => `\\u${ch.charCodeAt(0).toString(16)}`)
    .replace(/[&<>"']/g, (ch) => XML_ENTITY[ch]);
}

/**
 * Untrusted text for one Markdown table cell, shown as written: each character that starts
 * inline markup there (emphasis, code, links, HTML, entities, GitHub's strikethrough and
 * math) is backslash-escaped, `|` too since it would end the cell, and terminal controls
 * become visible escapes. Block markup (`#`, `-`, `1.`) means nothing inside a cell.
 */
export function markdownCell(text: string): string {
  return escapeTerminal(text).replace(/[\\`*_[\]<>|~&$]/g, (ch) => `\\${ch}`);
}

/**
 * JSON with two-space indent whose strings hold no character a terminal would act on or hide:
 * JSON.stringify escapes C0 controls and lone surrogates but leaves DEL, C1 controls, bidi
 * overrides and zero-width characters raw. Those only occur inside strings, where `\uXXXX`
 * means the same; the newlines of the indentation are C0 and stay.
 */
export function safeJson(value: unknown): string {
  return `${safeJsonText(JSON.stringify(value, null, 2))}\n`;
}

/** `safeJson` for JSON already written, or a piece of it (an array's items, one by one). */
export function safeJsonText(json: string): string {
  return json.replace(/[\u007f-\u009f\p{Cf}\u2028\u2029]/gu, (ch) =>
    ch
      .split('')
      .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .join(''),
  );
}
