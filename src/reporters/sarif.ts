import type { Finding, Severity, SeverityOrOff } from '../engine/index.js';
import { fingerprints } from './fingerprint.js';
import { safeJson, safeJsonText } from './markup.js';
import type { LintFailure, LintReporter, RuleInfo } from './types.js';

type Level = 'error' | 'warning' | 'note';

const LEVEL: Record<Severity, Level> = { error: 'error', warn: 'warning', info: 'note', hint: 'note' };

/** Under this key in `partialFingerprints`; the version changes if the recipe ever does. */
const FINGERPRINT_KEY = 'toolslint/v2';

const INFORMATION_URI = 'https://github.com/toolslint/toolslint';

/**
 * `lint --format sarif`: one SARIF 2.1.0 run for GitHub code scanning and other SARIF
 * viewers. Rules carry their docs link and default level; each result names the LLM tool it
 * is about in `properties.tool` and, because SARIF's own `tool` is the analyser, also as a
 * logical location. Files that could not be linted are tool execution notifications, and make
 * the invocation unsuccessful.
 */
export const sarif: LintReporter = (results, ctx) => {
  const rules: SarifRule[] = (ctx.rules ?? []).map(ruleDescriptor);
  const index = new Map(rules.map((r, i) => [r.id, i]));
  // A rule the context does not describe still gets a descriptor, so every ruleIndex points at one.
  for (const { ruleId } of results.findings) {
    if (index.has(ruleId)) continue;
    index.set(ruleId, rules.length);
    rules.push({ id: ruleId, shortDescription: { text: ruleId } });
  }
  const prints = fingerprints(results.findings);

  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'toolslint',
            version: ctx.version,
            semanticVersion: ctx.version,
            informationUri: INFORMATION_URI,
            rules,
          },
        },
        invocations: [
          {
            executionSuccessful: results.failures.length === 0,
            toolExecutionNotifications: results.failures.map(notification),
          },
        ],
        // Lines and columns come from JavaScript string offsets.
        columnKind: 'utf16CodeUnits',
        results: [] as unknown[],
      },
    ],
  };
  if (results.findings.length === 0) return safeJson(log);
  // The results are written one at a time into the log's text, as JSON.stringify would lay them
  // out: on 100,000 tools, their objects and the text made from all of them at once cost some
  // 250 MB more at the peak.
  const [head, tail] = safeJson(log).split(RESULTS_PLACEHOLDER);
  const items = results.findings.map((f, i) => indent(safeJsonText(JSON.stringify(result(f, index.get(f.ruleId)!, prints[i]), null, 2)), RESULT_INDENT));
  return `${head}"results": [\n${items.join(',\n')}\n${' '.repeat(RESULT_INDENT - 2)}]${tail}`;
};

/** How `"results": []` reads in the log's text, and how deep its items are indented there. */
const RESULTS_PLACEHOLDER = '"results": []';
const RESULT_INDENT = 8;

function indent(json: string, by: number): string {
  const pad = ' '.repeat(by);
  return pad + json.replaceAll('\n', `\n${pad}`);
}

interface SarifRule {
  id: string;
  shortDescription: { text: string };
  fullDescription?: { text: string };
  helpUri?: string;
  defaultConfiguration?: { level: Level } | { enabled: false };
}

function ruleDescriptor(rule: RuleInfo): SarifRule {
  return {
    id: rule.id,
    shortDescription: { text: rule.description },
    ...(rule.fullDescription ? { fullDescription: { text: rule.fullDescription } } : {}),
    ...(rule.docsUrl ? { helpUri: rule.docsUrl } : {}),
    defaultConfiguration: defaultConfiguration(rule.defaultSeverity),
  };
}

function defaultConfiguration(severity: SeverityOrOff): SarifRule['defaultConfiguration'] {
  return severity === 'off' ? { enabled: false } : { level: LEVEL[severity] };
}

function result(f: Finding, ruleIndex: number, fingerprint: string) {
  return {
    ruleId: f.ruleId,
    ruleIndex,
    level: LEVEL[f.severity],
    message: { text: f.message },
    locations: [
      {
        physicalLocation: physicalLocation(f),
        ...(f.tool === undefined ? {} : { logicalLocations: [{ name: f.tool, kind: 'function' }] }),
      },
    ],
    partialFingerprints: { [FINGERPRINT_KEY]: fingerprint },
    properties: {
      ...(f.tool === undefined ? {} : { tool: f.tool }),
      pointer: f.pointer,
      // SARIF has one level for info and hint; this keeps them apart.
      severity: f.severity,
    },
  };
}

function notification(f: LintFailure) {
  return {
    level: 'error',
    message: { text: f.message },
    locations: [{ physicalLocation: physicalLocation(f) }],
  };
}

function physicalLocation(at: { file: string; line?: number; column?: number }) {
  const region = at.line === undefined ? undefined : { startLine: at.line, ...(at.column === undefined ? {} : { startColumn: at.column }) };
  return { artifactLocation: artifactLocation(at.file), ...(region ? { region } : {}) };
}

/**
 * Paths inside the project are relative to where toolslint ran, which is the checkout root in
 * CI (`%SRCROOT%`); others are absolute and become file URIs.
 */
function artifactLocation(file: string) {
  const slashed = file.replaceAll('\\', '/');
  const absolute = slashed.startsWith('/') || /^[A-Za-z]:\//.test(slashed);
  const encoded = slashed
    .split('/')
    .map((seg, i) => (i === 0 && /^[A-Za-z]:$/.test(seg) ? seg : encodeURIComponent(seg)))
    .join('/');
  if (absolute) return { uri: `file://${slashed.startsWith('/') ? '' : '/'}${encoded}` };
  return { uri: encoded, uriBaseId: '%SRCROOT%' };
}
