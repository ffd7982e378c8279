/**
 * The commands of the command line, in the order help lists them; lint is the default
 * (`toolslint tools/` lints). Its own module, with no imports, because the start-up loader
 * (which picks a code cache per command) reads it before the bundle is loaded.
 */
export const COMMAND_NAMES = ['lint', 'diff', 'rules', 'explain', 'init', 'targets', 'snapshot', 'stats'] as const;
