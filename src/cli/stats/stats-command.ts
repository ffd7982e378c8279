import { Option, type Command } from 'commander';
import { createConfigResolver, type ConfigResolver } from '../../config/index.js';
import { estimateRegistryTokens } from '../../kit/index.js';
import { ToolslintError, type Dialect, type Registry } from '../../model/index.js';
import { statsJson, statsText, type StatsResults, type ToolCost } from '../../reporters/stats.js';
import { RULES } from '../../../rules/index.js';
import type { CliIO } from '../cli-io.js';
import { EXIT_FAILURE, EXIT_OK, type SetExitCode } from '../exit-codes.js';
import { dialectOption, maxFileSizeBytes } from '../io/input-options.js';
import { runLint } from '../lint/lint-files.js';
import { emit } from '../output/emit.js';

interface StatsFlags {
  format: 'text' | 'json';
  output?: string;
  config?: string | false;
  dialect?: Dialect;
  stdinFilepath?: string;
  maxFileSize: string;
}

/**
 * The config as lint resolves it (classification, ignorePatterns), with no rules to run:
 * stats only needs the registries lint would read.
 */
function withoutRules(resolver: ConfigResolver): ConfigResolver {
  return {
    forFile(file) {
      const config = resolver.forFile(file);
      return { ...config, engine: { ...config.engine, rules: new Map(), overrides: [] } };
    },
    load: (file) => resolver.load(file),
    configFileFor: (file) => resolver.configFileFor(file),
    get warnings() {
      return resolver.warnings;
    },
    rules: resolver.rules,
    checkCliRules: () => resolver.checkCliRules(),
  };
}

function costs(registry: Registry): ToolCost[] {
  return estimateRegistryTokens(registry).tools.map(({ tool, tokens }) => {
    const line = registry.documents.get(tool.source.file)?.locate(tool.source.pointer)?.line;
    return {
      name: tool.name,
      file: tool.source.file,
      pointer: tool.source.pointer,
      ...(line !== undefined ? { line } : {}),
      tokens: tokens.total,
      text: tokens.text,
      schema: tokens.schema,
    };
  });
}

export function statsCommand(program: Command, io: CliIO, setExit: SetExitCode): void {
  program
    .command('stats')
    .description('estimate the tokens of context each tool definition costs, costliest first')
    .argument('[paths...]', 'files, folders or globs as for lint; - reads standard input', [])
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('-o, --output <file>', 'write the table to a file instead of standard output')
    .option('-c, --config <path>', 'use this config file (for ignorePatterns and classification)')
    .option('--no-config', 'ignore config files')
    .addOption(dialectOption())
    .option('--stdin-filepath <path>', 'the file name standard input stands for')
    .option('--max-file-size <MB>', 'skip, as a failure, files larger than this many megabytes', '100')
    .addHelpText(
      'after',
      `
The estimate is made from the compact JSON a provider is sent for each tool
(name, description and input schema, with $ref targets inlined), weighed by
character class; on real tool lists it is within about 4% of OpenAI's
o200k_base tokenizer per tool.

Exit codes:
  0  the costs were printed
  2  the run failed: bad usage or config, or a file that could not be read or
     parsed (the other files are still counted)

Examples:
  $ toolslint stats tools/
  $ toolslint stats openapi.yaml -f json -o costs.json`,
    )
    .action(async (paths: string[], flags: StatsFlags) => {
      if (paths.length === 0)
        throw new ToolslintError('usage', 'name at least one file, folder or glob to measure, or - for standard input (see toolslint stats --help).');
      const maxFileSize = maxFileSizeBytes(flags.maxFileSize);
      const resolver = createConfigResolver({
        cwd: io.cwd,
        configPath: typeof flags.config === 'string' ? flags.config : undefined,
        noConfig: flags.config === false,
        rules: RULES,
      });
      const tools: ToolCost[] = [];
      const tokensByFile = new Map<string, number>();
      const run = await runLint(paths, io, withoutRules(resolver), {
        dialect: flags.dialect,
        stdinFilepath: flags.stdinFilepath,
        maxFileSize,
        onRegistry(registry) {
          for (const cost of costs(registry)) {
            tools.push(cost);
            tokensByFile.set(cost.file, (tokensByFile.get(cost.file) ?? 0) + cost.tokens);
          }
        },
      });
      tools.sort((a, b) => b.tokens - a.tokens || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      const results: StatsResults = {
        files: run.files.map((f) => ({ file: f.file, dialect: f.dialect, tools: f.tools, tokens: tokensByFile.get(f.file) ?? 0 })),
        failures: run.failures,
        tools,
      };
      emit(io, flags.format === 'json' ? statsJson(results) : statsText(results), flags.output);
      for (const w of resolver.warnings) io.stderr.write(`toolslint: warning: ${w.message}\n`);
      setExit(run.failures.length > 0 ? EXIT_FAILURE : EXIT_OK);
    });
}
