import { listLimits, PORTABLE_TARGET, showLimit, TARGET_ALIASES, TARGETS, type Target } from '../../targets/index.js';

/** The targets `toolslint targets` lists: every selectable one, then the portable profile. */
export function listedTargets(): Target[] {
  return [...TARGETS.values(), PORTABLE_TARGET];
}

export function aliasesOf(id: string): string[] {
  return [...TARGET_ALIASES].filter(([, to]) => to === id).map(([alias]) => alias);
}

/** `toolslint targets`: one line per target, then how to see one target's limits. */
export function targetListText(): string {
  const rows = listedTargets().map((t) => {
    const aliases = aliasesOf(t.id);
    return [t.id + (aliases.length ? ` (${aliases.join(', ')})` : ''), t.checked, t.title];
  });
  const width = rows.map((r) => r[0].length).reduce((a, b) => Math.max(a, b), 0);
  const lines = rows.map(([id, checked, title]) => `${id.padEnd(width)}  checked ${checked}  ${title}`);
  return `${lines.join('\n')}\n\nWithout --target, the portable profile applies. toolslint explain <target> shows a target's limits and their sources.\n`;
}

/** Which tools a target sends in its strict mode, when that is another target. */
function strictNote(t: Target): string {
  if (!t.strictVariant || t.strictVariant === t.id) return '';
  if (t.limits.strictDefault?.value) return ` Tools are held to ${t.strictVariant} unless they set strict: false.`;
  return ` Tools with strict: true are held to ${t.strictVariant}.`;
}

/** One target's limits with their sources, for `toolslint explain <target>`. */
export function explainTarget(t: Target): string {
  const aliases = aliasesOf(t.id);
  const head = [
    `# ${t.id}${aliases.length ? ` (also: ${aliases.join(', ')})` : ''}`,
    '',
    t.title,
    '',
    `Checked ${t.checked}.${t.strict ? ' A strict mode: every tool sent to it must fit its subset.' : ''}${strictNote(t)}`,
    `Schemas read: ${t.schemas.join(' and ')}.`,
    '',
  ];
  const body = listLimits(t.limits).flatMap(({ label, limit }) => {
    const sources = Array.isArray(limit.source) ? limit.source : [limit.source];
    return [`- ${label}: ${showLimit(limit)}`, ...(limit.note ? [`  ${limit.note}`] : []), ...sources.map((s) => `  source: ${s}`)];
  });
  return `${[...head, ...body].join('\n')}\n`;
}
