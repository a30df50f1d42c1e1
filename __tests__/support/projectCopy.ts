import { execFileSync, spawn, type ChildProcess, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Readable } from 'node:stream';
import { join } from 'node:path';
import { copyCheckout } from '../../scripts/test/checkout-copy.mjs';
import { required } from '../../lib/required';

export { freePort } from '../../scripts/test/free-port.mjs';

// The README's commands, run as an owner runs them: in a copy of the project (what a clone of it holds, committed,
// with this tree's installed packages and picture cache, as a machine that has built before has them), spawned
// through a shell exactly as the README writes them.

export const PROJECT = process.cwd();

/** What a command printed (stdout and stderr, in order) and how it ended. */
export type Ran = { status: number | null; output: string };

export class ProjectCopy {
  readonly dir = mkdtempSync(join(tmpdir(), 'owner-copy-'));
  /** Every command started here, so that none outlives the copy (a test that failed halfway leaves them running). */
  private started: ChildProcess[] = [];

  constructor() {
    copyCheckout(this.dir, PROJECT);
    // Hard links, as the deploy rehearsal links CI's install: Turbopack reads no package through a symbolic link that
    // leaves the project, and a build writes new cache files beside the old (never into them).
    for (const folder of ['node_modules', '.cache']) {
      if (existsSync(join(PROJECT, folder))) execFileSync('cp', ['-al', join(PROJECT, folder), join(this.dir, folder)]);
    }
    this.git('init', '-q');
    this.git('add', '-A');
    this.git('commit', '-qm', 'the owner’s clone');
  }

  git(...args: string[]): string {
    const who = { GIT_AUTHOR_NAME: 'owner', GIT_AUTHOR_EMAIL: 'owner@localhost', GIT_COMMITTER_NAME: 'owner', GIT_COMMITTER_EMAIL: 'owner@localhost' };
    return execFileSync('git', args, { cwd: this.dir, encoding: 'utf8', env: { ...process.env, ...who } });
  }

  /** Back to the clone as committed: what a command wrote, changed or added is gone (its ignored files stay). */
  reset(): void {
    this.git('checkout', '-q', '--', '.');
    this.git('clean', '-qfd');
  }

  read(path: string): string {
    return readFileSync(join(this.dir, path), 'utf8');
  }

  /** Runs `command` as a shell line in the copy, to its end. `env` adds to this process's environment. */
  run(command: string, env: Record<string, string> = {}): Promise<Ran> {
    const { child, output } = this.start(command, env);
    return new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, output: output() }));
    });
  }

  /**
   * Starts `command` (a server that runs until stopped) and resolves once `url` answers, with its answer; what the
   * command printed so far comes with it. Rejects, with that output, if the command ends first.
   */
  async serve(command: string, url: string, env: Record<string, string> = {}): Promise<{ response: Response; output: () => string }> {
    const { child, output } = this.start(command, env);
    let ended: number | null | undefined;
    child.on('close', (status) => (ended = status));
    for (;;) {
      if (ended !== undefined) throw new Error(`\`${command}\` ended (${ended}) before ${url} answered:\n${output()}`);
      try {
        return { response: await fetch(url, { redirect: 'manual' }), output };
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** Stops whatever this copy started that still runs (its servers), and removes the copy. */
  async remove(): Promise<void> {
    await Promise.all(this.started.map(stop));
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Starts `command` in the copy, collecting what it prints (stdout and stderr, in order). */
  private start(command: string, env: Record<string, string>): { child: ChildProcessByStdio<null, Readable, Readable>; output: () => string } {
    // The owner's shell has none of Jest's own settings (NODE_ENV=test would make `next build` a test build).
    const shell: Record<string, string | undefined> = { ...process.env, ...env };
    delete shell.NODE_ENV;
    delete shell.JEST_WORKER_ID;
    // Its own process group, so a server (npm, its shell, Node) stops as one.
    const child = spawn('bash', ['-c', command], { cwd: this.dir, env: shell as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    this.started.push(child);
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    return { child, output: () => output };
  }
}

/** Ends a server's whole process group, and resolves once its leader is gone. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on('close', () => resolve());
    try {
      process.kill(-required(child.pid), 'SIGTERM');
    } catch {
      resolve();
    }
  });
}
