import { createRequire } from 'node:module';
import type MarkdownIt from 'markdown-it';
import { diffMarkdown } from './diff-markdown.js';
import type { DiffReporter } from './diff-types.js';
import { escapeTerminal } from './escape.js';

/**
 * `diff --format html`: the release notes of `--format markdown` as one self-contained page
 * (styles inline, no script, nothing fetched), for a release job to publish. The Markdown is
 * rendered by markdown-it. The only HTML it lets through is the `<ins>` and `<del>` of the word
 * diffs: any other markup is shown as text (the Markdown already writes a `<` from the input as
 * `&lt;`, so input cannot make a tag, and this holds even if it could).
 */
export const diffHtml: DiffReporter = (result, ctx) => {
  const md = renderer();
  const versions = [result.base.version, result.head.version].filter((v) => v !== undefined);
  // The Markdown is escaped already; the title's versions come from the files too.
  const title = escapeTerminal(versions.length > 0 ? `Release notes: ${versions.join(' → ')}` : 'Release notes');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="toolslint${ctx.version ? ` ${md.utils.escapeHtml(ctx.version)}` : ''}">
<title>${md.utils.escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${md.render(diffMarkdown(result, ctx)).trimEnd()}
</main>
</body>
</html>
`;
};

const STYLE = [
  'body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328;background:#fff;margin:0}',
  'main{max-width:52rem;margin:0 auto;padding:2rem 1.5rem}',
  'h1,h2,h3{line-height:1.25}h2{border-bottom:1px solid #d1d9e0;padding-bottom:.3em;margin-top:2em}',
  'code{font:.875em ui-monospace,SFMono-Regular,Menlo,monospace;background:#f6f8fa;padding:.1em .35em;border-radius:4px}',
  'table{border-collapse:collapse}th,td{border:1px solid #d1d9e0;padding:.3em .7em;text-align:left}',
  'ins{background:#dafbe1;text-decoration:none}del{background:#ffebe9}',
  '@media (prefers-color-scheme:dark){body{color:#e6edf3;background:#0d1117}code{background:#161b22}ins{background:#033a16}del{background:#67060c}h2,th,td{border-color:#3d444d}}',
].join('');

type Renderer = InstanceType<typeof MarkdownIt>;

let made: Renderer | undefined;

/**
 * Loaded on first use, from node_modules (the bundles leave it out): only an HTML report needs
 * it, and every other run would pay to read it.
 */
function renderer(): Renderer {
  if (!made) {
    const MarkdownItClass = createRequire(import.meta.url)('markdown-it') as typeof MarkdownIt;
    const md = new MarkdownItClass({ html: true, linkify: false, typographer: false });
    // The notes hold no links or images of their own: whatever would make one is text.
    md.disable(['link', 'image', 'autolink']);
    const escape = md.utils.escapeHtml;
    md.renderer.rules.html_inline = (tokens, i) => (WORD_DIFF_TAGS.has(tokens[i].content) ? tokens[i].content : escape(tokens[i].content));
    md.renderer.rules.html_block = (tokens, i) => escape(tokens[i].content);
    made = md;
  }
  return made;
}

/** What the word diffs of reworded descriptions write (see word-diff.ts), exactly. */
const WORD_DIFF_TAGS = new Set(['<ins>', '</ins>', '<del>', '</del>']);
