/**
 * What was thrown outside the run's own calls: a plugin rule that reported from a timer after its
 * visitor returned, or a promise it left behind. The main thread catches it in start.ts, a worker
 * thread in lint-worker.ts; both say it in the same sentence, after the report, and exit 2.
 */
export interface Stray {
  /** Thrown by a plugin rule's guard: the plugin's doing, not toolslint's. */
  plugin: boolean;
  message: string;
}

export function strayOf(e: unknown): Stray {
  return { plugin: (e as { pluginRule?: unknown } | null)?.pluginRule === true, message: e instanceof Error ? e.message : String(e) };
}

export function strayLine({ plugin, message }: Stray): string {
  return plugin ? `toolslint: ${message} The report above is incomplete.\n` : `toolslint: internal error after the run: ${message}. This is a bug.\n`;
}
