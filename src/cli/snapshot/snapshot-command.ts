import { Option, type Command } from 'commander';
import { toolsDocument } from '../../mcp/document.js';
import { serverFile } from '../../mcp/registry.js';
import { ToolslintError } from '../../model/index.js';
import type { CliIO } from '../cli-io.js';
import { EXIT_OK, type SetExitCode } from '../exit-codes.js';
import { hasMcpFlags, mcpLimits, mcpServerOptions, plannedServers, type McpFlags } from '../mcp/server-flags.js';
import { emit } from '../output/emit.js';
import { toolslintVersion } from '../version.js';

const MB = 1024 * 1024;

interface SnapshotFlags extends McpFlags {
  output?: string;
  format: 'json';
}

export function snapshotCommand(program: Command, io: CliIO, setExit: SetExitCode): void {
  const command = program
    .command('snapshot')
    .description("write one MCP server's tool list to a file to commit, for toolslint diff and lint")
    .option('-o, --output <file>', 'write the snapshot to this file instead of standard output')
    // One format: the MCP tools/list JSON that lint and diff read. The flag is there so that every
    // command takes -f, as scripts expect.
    .addOption(new Option('-f, --format <format>', "the snapshot's format: json, the tools/list result lint and diff read").choices(['json']).default('json'))
    .addHelpText(
      'after',
      `
The snapshot is the server's tools/list result, every page of it, written the
same way every time: tools sorted by name, object keys in a fixed order,
two-space JSON, the server's serverInfo (name and version) beside the tools, and
nothing that changes from run to run (paging cursors, the result's _meta).
Commit it, and compare it with the next build in a release job; lint reads it
as the mcp dialect.

Exit codes:
  0  the snapshot was written
  2  the run failed: bad usage, or a server that could not be started or did
     not answer

Examples:
  $ toolslint snapshot --mcp-stdio "node dist/server.js" -o tools.snapshot.json
  $ toolslint snapshot --mcp-config .vscode/mcp.json --mcp-server weather \\
      -o weather.snapshot.json
  $ toolslint diff tools.snapshot.json --mcp-stdio "node dist/server.js"`,
    )
    .action(async (flags: SnapshotFlags) => {
      if (!hasMcpFlags(flags))
        throw new ToolslintError('usage', 'name the server to snapshot with --mcp-stdio, --mcp-url or --mcp-config (see toolslint snapshot --help).');
      const planned = plannedServers(flags, io, 100 * MB);
      if (planned.length !== 1) {
        throw new ToolslintError(
          'usage',
          `a snapshot holds one server, and the flags name ${planned.length}: ${planned.map((p) => p.name).join(', ') || 'none'} (pick one with --mcp-server).`,
        );
      }
      const p = planned[0];
      if ('problem' in p) throw new ToolslintError('read', `${serverFile(p.name)}: ${p.problem}`);
      const { fetchTools } = await import('../../mcp/client.js');
      const list = await fetchTools(p.server, { env: io.env, cwd: io.cwd, name: p.name, clientVersion: toolslintVersion(), limits: mcpLimits(flags) });
      for (const w of list.warnings) io.stderr.write(`toolslint: warning: ${serverFile(p.name)}: ${w}\n`);
      emit(io, toolsDocument(list), flags.output);
      setExit(EXIT_OK);
    });
  // After -o, so that help lists the output option first.
  for (const o of mcpServerOptions()) command.addOption(o);
}
