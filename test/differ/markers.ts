/**
 * Replaces what sits between `<!-- generated:NAME -->` and `<!-- /generated:NAME -->` in a
 * document: the parts of the docs that are written from code, and checked against it.
 */
export function replaceBetween(doc: string, name: string, body: string): string {
  const start = `<!-- generated:${name} -->`;
  const end = `<!-- /generated:${name} -->`;
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  if (i === -1 || j < i) throw new Error(`the document has no ${start} … ${end} block`);
  return `${doc.slice(0, i + start.length)}\n${body}\n${doc.slice(j)}`;
}
