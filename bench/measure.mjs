// One process, measured whole: wall time, and peak RSS from GNU time's %M where it exists, else
// from polling /proc/<pid>/status (VmHWM). Output is thrown away; a run past the timeout is
// killed with its process group.

import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const GNU_TIME = '/usr/bin/time';
const hasGnuTime = existsSync(GNU_TIME);

/** Resolves to { wall (s), rss (MB), failure? }; exit codes 0 and 1 (findings) are success. */
export function measure(argv, { cwd, env, timeoutSeconds }) {
  const wrapped = hasGnuTime ? [GNU_TIME, '-f', '@@%M', ...argv] : argv;
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(wrapped[0], wrapped.slice(1), { cwd, env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let stderr = '';
    let peakKB = 0;
    let timedOut = false;
    child.stderr.on('data', (d) => {
      stderr = (stderr + d).slice(-4096);
    });
    const poll = hasGnuTime ? undefined : setInterval(() => (peakKB = Math.max(peakKB, vmHwm(child.pid))), 20);
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, timeoutSeconds * 1000);
    child.on('close', (code, signal) => {
      const wall = Number(process.hrtime.bigint() - started) / 1e9;
      clearTimeout(timer);
      if (poll) clearInterval(poll);
      const reported = /@@(\d+)\s*$/.exec(stderr);
      const rss = (reported ? Number(reported[1]) : peakKB) / 1024;
      // GNU time reports a child's non-zero exit as its own, with a line before the RSS one.
      const exit = /Command exited with non-zero status (\d+)/.exec(stderr)?.[1] ?? (signal ? undefined : String(code));
      const killedBy = /Command terminated by signal (\d+)/.exec(stderr)?.[1] ?? signal;
      let failure;
      if (timedOut) failure = `timed out after ${timeoutSeconds} s`;
      else if (killedBy) failure = `killed by signal ${killedBy}${/heap out of memory/i.test(stderr) ? ' (out of memory)' : ''}`;
      else if (exit !== '0' && exit !== '1') failure = `exit ${exit}${/heap out of memory/i.test(stderr) ? ' (out of memory)' : ''}: ${lastLine(stderr)}`;
      resolve({ wall, rss, failure });
    });
  });
}

function vmHwm(pid) {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

function lastLine(text) {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('@@') && !l.startsWith('Command '));
  return (lines.at(-1) ?? '').slice(0, 160);
}
