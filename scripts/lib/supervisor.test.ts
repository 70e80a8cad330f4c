import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';

import { afterEach, describe, expect, it } from 'vitest';

import { describeDatabase, isRunning, Supervisor } from './supervisor.ts';

const spawned: ChildProcess[] = [];

/** A tiny long-running node process; `ignoreTerm` makes it survive SIGTERM. */
function sleeper({ ignoreTerm = false } = {}): ChildProcess {
  const code = `${ignoreTerm ? "process.on('SIGTERM', () => {});" : ''} setInterval(() => {}, 1000); console.log('up');`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  spawned.push(child);
  return child;
}

/** Resolves once the child has printed its first line (its handlers are installed). */
const up = (child: ChildProcess) =>
  new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));

function supervise(graceMs = 10_000) {
  const lines: string[] = [];
  let resolveExit!: (value: { code: number; name: string }) => void;
  const exited = new Promise<{ code: number; name: string }>((resolve) => {
    resolveExit = resolve;
  });
  const supervisor = new Supervisor({
    log: (line) => lines.push(line),
    onUnexpectedExit: (code, name) => resolveExit({ code, name }),
    graceMs,
    signalNumbers: os.constants.signals,
  });
  return { supervisor, lines, exited };
}

afterEach(() => {
  for (const child of spawned.splice(0)) if (isRunning(child)) child.kill('SIGKILL');
});

describe('Supervisor', () => {
  it('stops the others and reports a child killed by SIGKILL (it used to wait for it forever)', async () => {
    const { supervisor, lines, exited } = supervise();
    const server = sleeper();
    const web = sleeper();
    await Promise.all([up(server), up(web)]);
    supervisor.add('server', server);
    supervisor.add('web', web);

    server.kill('SIGKILL');
    const { code, name } = await exited;

    expect(name).toBe('server');
    expect(code).toBe(128 + os.constants.signals.SIGKILL);
    expect(lines).toEqual(['[server] was killed by SIGKILL; stopping everything']);
    expect(isRunning(web)).toBe(false);
    expect(web.signalCode).toBe('SIGTERM');
  });

  it('names the exit code of a child that exits on its own', async () => {
    const { supervisor, lines, exited } = supervise();
    const web = sleeper();
    await up(web);
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => process.exit(3), 100)']);
    spawned.push(server);
    supervisor.add('web', web);
    supervisor.add('server', server);

    expect(await exited).toEqual({ code: 3, name: 'server' });
    expect(lines).toEqual(['[server] exited with code 3; stopping everything']);
    expect(isRunning(web)).toBe(false);
  });

  it('kills a child that ignores SIGTERM once the grace period is over', async () => {
    const { supervisor, lines, exited } = supervise(300);
    const stubborn = sleeper({ ignoreTerm: true });
    const server = sleeper();
    await Promise.all([up(stubborn), up(server)]);
    supervisor.add('web', stubborn);
    supervisor.add('server', server);

    server.kill('SIGKILL');
    await exited;

    expect(stubborn.signalCode).toBe('SIGKILL');
    expect(lines).toContain('[web] did not stop within 0.3 s; killing it');
  });

  it('reports a command that cannot be started', async () => {
    const { supervisor, lines, exited } = supervise();
    const missing = spawn('/nonexistent/lexio-command');
    supervisor.add('web', missing);

    expect((await exited).name).toBe('web');
    expect(lines[0]).toMatch(/^\[web\] (could not run: .*ENOENT|exited with code -2)/);
  });

  it('a stop asked for (Ctrl+C) ends every child without calling onUnexpectedExit', async () => {
    let unexpected = 0;
    const supervisor = new Supervisor({
      log: () => undefined,
      onUnexpectedExit: () => unexpected++,
    });
    const a = sleeper();
    const b = sleeper();
    await Promise.all([up(a), up(b)]);
    supervisor.add('server', a);
    supervisor.add('web', b);

    await supervisor.stop();
    await supervisor.stop();

    expect([isRunning(a), isRunning(b)]).toEqual([false, false]);
    expect(unexpected).toBe(0);
  });
});

describe('describeDatabase', () => {
  it('names the PostgreSQL server and database without the password', () => {
    const label = describeDatabase('postgres://lexio:s3cret@db.internal:5433/lexio_prod', '.data');
    expect(label).toBe('PostgreSQL db.internal:5433/lexio_prod, user lexio');
    expect(label).not.toContain('s3cret');
  });

  it('names PGlite with its folder when DATABASE_URL is unset', () => {
    expect(describeDatabase(undefined, 'apps/server/.data')).toBe(
      'PGlite, data in apps/server/.data',
    );
  });

  it('does not print a URL it cannot parse', () => {
    expect(describeDatabase('postgres://u:p@[bad', '.data')).toBe('PostgreSQL (DATABASE_URL)');
  });
});
