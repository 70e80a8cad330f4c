import { describe, expect, it } from 'vitest';

import { TurnQueue } from './runs';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('TurnQueue', () => {
  it('runs its jobs one per turn of the event loop, in the order they were queued', async () => {
    const queue = new TurnQueue();
    const log: string[] = [];
    const done = ['a', 'b', 'c'].map((name) =>
      queue.run(async () => {
        log.push(name);
        return name.toUpperCase();
      }),
    );
    // Other work waiting for the loop (a socket's data; here an immediate) runs between them.
    setImmediate(() => log.push('other'));
    expect(log).toEqual([]);
    expect(await Promise.all(done)).toEqual(['A', 'B', 'C']);
    expect(log).toEqual(['a', 'other', 'b', 'c']);
  });

  it('starts the next job on the next turn without waiting for the previous one to settle', async () => {
    const queue = new TurnQueue();
    let release!: () => void;
    const first = queue.run(() => new Promise<string>((resolve) => (release = () => resolve('1'))));
    const second = queue.run(async () => '2');
    await nextTurn();
    await nextTurn();
    expect(await second).toBe('2');
    release();
    expect(await first).toBe('1');
  });

  it('passes a job’s failure to its caller only', async () => {
    const queue = new TurnQueue();
    const failing = queue.run(async () => {
      throw new Error('ranking failed');
    });
    const fine = queue.run(async () => 'ok');
    await expect(failing).rejects.toThrow('ranking failed');
    expect(await fine).toBe('ok');
  });

  it('passes a job that throws before its first await to its caller', async () => {
    const queue = new TurnQueue();
    const failing = queue.run((): Promise<string> => {
      throw new Error('at once');
    });
    const fine = queue.run(async () => 'ok');
    await expect(failing).rejects.toThrow('at once');
    expect(await fine).toBe('ok');
  });
});
