import { spawn, type ChildProcess } from 'node:child_process';
import { deserializeMessage, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { track, untrack, type Child } from './children.js';
import { printable, Tail } from './tail.js';

export interface SpawnSpec {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
  graceMs: number;
  maxLineBytes: number;
}

// Own process group on POSIX, so that ending a wrapper (npx, uvx, sh) ends the real server too.
const GROUPS = process.platform !== 'win32';

/**
 * The stdio transport, written here rather than taken from the SDK because a linter needs
 * what the SDK's keeps private: the exit code, the lines that were not JSON-RPC, and a way to
 * end the whole process group. Messages are still read and written with the SDK's codec.
 */
export class ChildTransport implements Transport, Child {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  readonly stderr = new Tail();
  /** The first lines on stdout that were not JSON-RPC, and how many there were. */
  readonly noise: string[] = [];
  noiseCount = 0;
  exit?: { code: number | null; signal: NodeJS.Signals | null };
  /** Why the transport gave up on the process, when it did. */
  broken?: string;

  private child?: ChildProcess;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private exited?: Promise<void>;

  constructor(private readonly spec: SpawnSpec) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.spec.command, this.spec.args, {
        env: this.spec.env,
        cwd: this.spec.cwd,
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: GROUPS,
        windowsHide: true,
      });
      this.child = child;
      this.exited = new Promise((done) =>
        child.once('exit', (code, signal) => {
          this.exit = { code, signal };
          untrack(this);
          done();
        }),
      );
      child.once('error', (e) => {
        // A command that cannot be started has no process to end.
        if (child.pid === undefined) this.child = undefined;
        untrack(this);
        reject(e);
      });
      child.once('spawn', () => {
        track(this);
        resolve();
      });
      child.once('close', () => this.onclose?.());
      child.stdout!.on('data', (chunk: Buffer) => this.read(chunk));
      child.stderr!.on('data', (chunk: Buffer) => this.stderr.push(chunk));
      // A server that exits while a message is being written makes stdin fail; the exit says why.
      child.stdin!.on('error', () => {});
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.child?.stdin;
      if (!stdin || stdin.destroyed || !stdin.writable) return reject(new Error('the server is not running'));
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once('drain', resolve);
    });
  }

  /** Ends a server that answered: input closed first, as MCP asks, then signals if it lingers. */
  async close(): Promise<void> {
    if (!this.child) return;
    if (!this.exit) {
      this.child.stdin?.end();
      if (!(await this.waitExit())) await this.terminate();
    }
    this.finish();
  }

  /** Ends a server that failed or timed out: SIGTERM at once, SIGKILL if it is still there. */
  async terminate(): Promise<void> {
    if (!this.child) return;
    if (!this.exit) {
      this.kill('SIGTERM');
      if (!(await this.waitExit())) {
        this.kill('SIGKILL');
        await this.waitExit();
      }
    }
    this.finish();
  }

  kill(signal: NodeJS.Signals): void {
    const child = this.child;
    if (!child?.pid) return;
    try {
      if (GROUPS) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // The group is already gone.
    }
  }

  private finish(): void {
    // Whatever the server left behind in its group goes with it.
    if (GROUPS) this.kill('SIGTERM');
    untrack(this);
    this.child?.stdout?.destroy();
    this.child?.stderr?.destroy();
    this.child?.stdin?.destroy();
  }

  /** Whether the process exits within `ms` (the grace period by default). */
  async waitExit(ms = this.spec.graceMs): Promise<boolean> {
    if (this.exit || !this.exited) return this.exit !== undefined;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    const done = await Promise.race([this.exited!.then(() => true as const), timeout]);
    clearTimeout(timer);
    return done;
  }

  private read(chunk: Buffer): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (!chunk.includes(10)) {
      if (this.pendingBytes > this.spec.maxLineBytes)
        this.fail(`the server wrote a line over ${Math.round(this.spec.maxLineBytes / 1024 / 1024)} MB to stdout`);
      return;
    }
    const text = Buffer.concat(this.pending);
    let start = 0;
    for (let nl = text.indexOf(10); nl !== -1; nl = text.indexOf(10, start)) {
      this.line(text.toString('utf8', start, nl).replace(/\r$/, ''));
      start = nl + 1;
    }
    const rest = text.subarray(start);
    this.pending = rest.length > 0 ? [rest] : [];
    this.pendingBytes = rest.length;
  }

  private line(line: string): void {
    if (line.trim() === '') return;
    let message: JSONRPCMessage;
    try {
      message = deserializeMessage(line);
    } catch {
      this.noiseCount++;
      if (this.noise.length < 3) {
        const shown = printable(line).trim();
        this.noise.push(shown.length > 120 ? `${shown.slice(0, 120)}…` : shown);
      }
      return;
    }
    this.onmessage?.(message);
  }

  private fail(reason: string): void {
    if (this.broken) return;
    this.broken = reason;
    this.pending = [];
    this.pendingBytes = 0;
    this.kill('SIGKILL');
    this.onerror?.(new Error(reason));
  }
}
