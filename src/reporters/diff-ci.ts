import { CHECK_INFOS, type Change, type Level } from '../differ/index.js';
import type { Finding, Severity } from '../engine/index.js';
import type { DiffReport, DiffReporter } from './diff-types.js';
import { passed, verdictLine } from './diff-verdict.js';
import { data, github } from './github.js';
import { junit } from './junit.js';
import { sarif } from './sarif.js';
import type { LintResults, RuleInfo } from './types.js';

/**
 * `diff -f github`, `-f sarif` and `-f junit`: the lint formats, fed with changes as findings,
 * so a pull-request check annotates the changed lines with the conventions lint's CI reports
 * already follow (levels, escaping, caps, fingerprints). A breaking change is an error, a
 * warning a warning, the rest a notice; each sits where it is written in head, or in base for
 * something removed.
 */
const SEVERITY: Record<Level, Severity> = { breaking: 'error', warning: 'warn', info: 'info' };

const DOCS_URL = 'https://github.com/toolslint/toolslint#diff';

function asResults(result: DiffReport): LintResults {
  const findings = result.changes.map(asFinding);
  const files = [...new Set(findings.map((f) => f.file))].map((file) => ({
    file,
    dialect: '',
    tools: 0,
    toolNames: [...new Set(findings.filter((f) => f.file === file).map((f) => f.tool!))],
  }));
  return { files, failures: [], findings };
}

function asFinding(c: Change): Finding {
  const at = c.location;
  // Without a place in a file, the change is about the side as a whole.
  const file = at?.file ?? '';
  return {
    ruleId: c.id,
    severity: SEVERITY[c.level],
    messageId: c.id,
    message: c.migration ? `${c.message} ${c.migration}` : c.message,
    tool: c.tool,
    file,
    pointer: at?.pointer ?? c.pointer,
    ...(at?.line === undefined ? {} : { line: at.line, column: at.column }),
  };
}

/** What SARIF viewers show of each check: its description and default level. */
const CHECK_RULES: readonly RuleInfo[] = CHECK_INFOS.map((c) => ({
  id: c.id,
  description: c.description,
  defaultSeverity: SEVERITY[c.level],
  docsUrl: DOCS_URL,
}));

/** One annotation per change, then the verdict as one more, of the level the exit code has. */
export const diffGithub: DiffReporter = (result, ctx) => {
  const verdict = `::${passed(result) ? 'notice' : 'error'} title=toolslint diff::${data(verdictLine(result))}\n`;
  // The cap note names lint's full format; diff's is text.
  return github(asResults(result), ctx).replace('-f stylish', '-f text') + verdict;
};

export const diffSarif: DiffReporter = (result, ctx) => sarif(asResults(result), { ...ctx, rules: CHECK_RULES });

/** A test suite per file a change is written in, a test case per tool. */
export const diffJunit: DiffReporter = (result, ctx) => junit(asResults(result), ctx);
