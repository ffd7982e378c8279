/** A text with its first letter upper-case: to start a sentence with a phrase, or a PascalCase word. */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
