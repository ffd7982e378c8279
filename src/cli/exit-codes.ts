/** The exit codes DESIGN.md promises; every command returns one of these and nothing else. */

/** Nothing at or above the failure threshold (or a listing, help, a written file). */
export const EXIT_OK = 0;
/** Findings or changes at or above the failure threshold. */
export const EXIT_FINDINGS = 1;
/** The run itself failed: usage, config, unreadable or unparsable input, internal error. */
export const EXIT_FAILURE = 2;

export type ExitCode = typeof EXIT_OK | typeof EXIT_FINDINGS | typeof EXIT_FAILURE;

/** How a command hands its exit code to `main`. */
export type SetExitCode = (code: ExitCode) => void;
