/** The last bytes a stream wrote, kept so that a failure can say what the server said last. */
export class Tail {
  private text = '';

  constructor(private readonly keep = 8192) {}

  push(chunk: Buffer | string): void {
    this.text += chunk.toString();
    if (this.text.length > this.keep * 2) this.text = this.text.slice(-this.keep);
  }

  /** The last few non-empty lines on one line, printable, or '' when nothing was written. */
  lines(count = 5, width = 200): string {
    return this.text
      .slice(-this.keep)
      .split(/\r?\n/)
      .map((l) => printable(l).trim())
      .filter((l) => l !== '')
      .slice(-count)
      .map((l) => (l.length > width ? `${l.slice(0, width)}…` : l))
      .join(' | ');
  }
}

/** Drops terminal escapes and control characters, which a message must not carry. */
export function printable(text: string): string {
  return text.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, '').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}
