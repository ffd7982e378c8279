/**
 * A small XML 1.0 well-formedness check, enough for the reports toolslint writes: characters
 * XML allows, one root, balanced tags, quoted attributes without `<`, and only the five
 * predefined entities or character references.
 */
export function xmlProblems(text: string): string[] {
  const problems: string[] = [];
  const forbidden = text.match(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u);
  if (forbidden) problems.push(`forbidden character U+${forbidden[0].codePointAt(0)!.toString(16)}`);
  const body = text.replace(/^<\?xml [^?]*\?>\n/, '');
  const stack: string[] = [];
  let roots = 0;
  const token = /<(\/?)([A-Za-z][\w-]*)((?:\s+[\w-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/gy;
  for (let m = token.exec(body); m; m = token.exec(body)) {
    const [, close, name, , selfClose, textPart, stray] = m;
    if (stray) problems.push(`stray < at ${m.index}`);
    else if (textPart !== undefined) {
      if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(textPart)) problems.push(`bare & at ${m.index}`);
      if (stack.length === 0 && textPart.trim() !== '') problems.push(`text outside the root at ${m.index}`);
    } else if (close) {
      if (stack.pop() !== name) problems.push(`</${name}> closes nothing open at ${m.index}`);
    } else {
      if (stack.length === 0) roots += 1;
      if (!selfClose) stack.push(name);
      if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(m[3])) problems.push(`bare & in attributes at ${m.index}`);
    }
    if (token.lastIndex === body.length) break;
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}
