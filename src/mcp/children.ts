/**
 * Every server process toolslint started and has not seen exit. Ctrl-C, a SIGTERM from CI or
 * an early exit of toolslint must not leave one running, so while any is alive toolslint
 * listens for those and ends them first.
 */
export interface Child {
  /** Ends the process (and its process group where there is one) at once. */
  kill(signal: NodeJS.Signals): void;
  /** Whether the process exits within `ms`. */
  waitExit(ms: number): Promise<boolean>;
}

const live = new Set<Child>();
const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** How long servers get to exit on SIGTERM before SIGKILL, when toolslint itself is signalled. */
const SIGNAL_GRACE_MS = 1_000;
let ending = false;

async function onSignal(signal: NodeJS.Signals): Promise<void> {
  const children = [...live];
  // A second Ctrl-C while servers are given their grace period means now.
  if (ending) {
    for (const c of children) kill(c, 'SIGKILL');
    return;
  }
  ending = true;
  for (const c of children) kill(c, 'SIGTERM');
  const exited = await Promise.all(children.map((c) => c.waitExit(SIGNAL_GRACE_MS)));
  children.forEach((c, i) => {
    if (!exited[i]) kill(c, 'SIGKILL');
  });
  live.clear();
  unlisten();
  ending = false;
  // With no listener left the signal's default action (ending toolslint) must still happen;
  // if someone else listens, ending the process is theirs to decide.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function onExit(): void {
  // Nothing can be awaited here, so the children get the signal that cannot be ignored.
  for (const c of live) kill(c, 'SIGKILL');
  live.clear();
}

function listen(): void {
  for (const s of SIGNALS) process.on(s, onSignal);
  process.on('exit', onExit);
}

function unlisten(): void {
  for (const s of SIGNALS) process.off(s, onSignal);
  process.off('exit', onExit);
}

export function track(child: Child): void {
  if (live.size === 0 && !ending) listen();
  live.add(child);
}

export function untrack(child: Child): void {
  if (!live.delete(child)) return;
  if (live.size === 0 && !ending) unlisten();
}

function kill(child: Child, signal: NodeJS.Signals): void {
  try {
    child.kill(signal);
  } catch {
    // Already gone.
  }
}
