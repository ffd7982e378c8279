import { createRequire } from 'node:module';

/**
 * From this much input in one run, the heap is let grow by half between full collections.
 *
 * V8 lets the old generation grow up to four times its live size before it collects it again
 * when a program allocates fast, as linting a big registry does: on 100,000 tools that was
 * 1.3 GB of peak memory. How much to allow is speed against memory; on the bench's 100,000-tool
 * array, 20 % peaked at 650 MB in 15.5 s, 50 % at 735 MB in 12.1 s, 100 % at 830 MB in 11.3 s.
 * Half keeps big runs well under 1 GiB for most of the speed. Smaller runs, where memory is no
 * concern, keep V8's default and its speed.
 */
export const LARGE_INPUT_BYTES = 32 * 1024 * 1024;
export const LARGE_INPUT_HEAP_GROWTH_PERCENT = 50;

/** The heap growth a run of this much input gets, in percent; undefined for V8's default. */
export function heapGrowthFor(bytes: number): number | undefined {
  return bytes >= LARGE_INPUT_BYTES ? LARGE_INPUT_HEAP_GROWTH_PERCENT : undefined;
}

/**
 * Sets the heap growth for a run of this much input. A V8 flag is the only way to set it; it is
 * read at each full collection, so setting it before the input is parsed governs the whole run.
 * node:v8 is required only then: loading it costs every start about 4 ms.
 */
export function limitHeapGrowth(bytes: number): void {
  const percent = heapGrowthFor(bytes);
  if (percent === undefined) return;
  const v8 = createRequire(import.meta.url)('node:v8') as typeof import('node:v8');
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
