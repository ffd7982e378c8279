import { ToolslintError } from '../model/index.js';

/**
 * Splits `--mcp-stdio "node server.js --flag 'a b'"` into words the way a POSIX shell would
 * for quotes and backslashes, and nothing more: no globbing, variables or pipes, because the
 * command is run without a shell so that nothing in it is interpreted twice.
 */
export function splitCommandLine(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote === "'") {
      if (ch === "'") quote = undefined;
      else word += ch;
    } else if (quote === '"') {
      if (ch === '"') quote = undefined;
      else if (ch === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1])) word += line[++i];
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      inWord = true;
    } else if (ch === '\\' && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (quote) throw new ToolslintError('usage', `the command ${JSON.stringify(line)} has an unclosed ${quote} quote.`);
  if (inWord) words.push(word);
  if (words.length === 0) throw new ToolslintError('usage', '--mcp-stdio needs a command to run, e.g. --mcp-stdio "node server.js".');
  return words;
}

/**
 * A name for a server nobody named: the script or package it runs (`node dist/server.js` →
 * `server`, `npx -y @scope/weather-mcp@1` → `weather-mcp`, `node pkg/dist/index.js` → `pkg`).
 */
export function nameFromCommand(argv: string[]): string {
  const runner = /^(node|nodejs|bun|deno|python[0-9.]*|npx|uvx|uv|pnpm|yarn|docker)(\.exe)?$/i;
  const base = (w: string) => w.split(/[\\/]/).pop() ?? w;
  // `sh -c "node server.js"`: the command the shell runs names the server.
  const c = argv.indexOf('-c');
  if (/^(sh|bash|zsh|dash)$/.test(base(argv[0])) && c > 0 && argv[c + 1]) {
    const commands = argv[c + 1].split(/[;&|]+/).map((part) => part.split(/\s+/).filter((w) => w !== '' && !/^\w+=/.test(w) && w !== 'exec'));
    const server = commands.find((words) => words.length > 0 && !/^(cd|export|set|source|\.|true|:)$/.test(words[0]));
    if (server) return nameFromCommand(server);
  }
  const subject = runner.test(base(argv[0])) ? argv.slice(1).find((w) => !w.startsWith('-') && !/^(run|exec|dlx|x)$/.test(w)) : argv[0];
  if (subject === undefined) return base(argv[0]) || 'server';
  const parts = subject
    .replace(/@[^/@]*$/, '')
    .split(/[\\/]/)
    .filter((p) => p !== '');
  let name = (parts.pop() ?? '').replace(/\.(m?[jt]s|cjs|py|exe)$/, '');
  // A package's entry point says less than the package: walk up past index.js and dist/.
  while (/^(index|main|cli)$/.test(name) && parts.length > 0) {
    const up = parts.pop()!;
    if (!/^(dist|build|lib|bin|src|out)$/.test(up)) name = up;
  }
  return name || 'server';
}

/** A name for a URL's server, without anything secret a URL might carry (user, query). */
export function nameFromUrl(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'server';
  }
}

/** A URL as messages may show it: scheme, host and path, never credentials or query. */
export function showUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '(an invalid URL)';
  }
}
