import type { DiffSide } from '../../differ/index.js';
import type { Dialect } from '../../model/index.js';
import type { Note } from '../../reporters/index.js';

export interface SideOptions {
  cwd: string;
  maxFileSize: number;
  /** `--dialect`: every file of both sides is read as this dialect instead of detecting it. */
  dialect?: Dialect;
}

/** One side of `toolslint diff`, with how to show the files it was read from. */
export interface ReadSide extends DiffSide {
  /** The name a report shows for a file of this side (`HEAD~1:tools.yaml` for a git side). */
  show(file: string): string;
  /** What to say about the side that is neither a change nor a failure: that it is empty. */
  notes: Note[];
}
