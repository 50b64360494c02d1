import { afterEach, describe, expect, it } from 'vitest';
import { IdleQueue } from './idle-queue.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('IdleQueue', () => {
  // The loop's load is given: a real busy loop measures differently on a loaded test machine.
  let load = 0;
  const utilization = () => load;
  afterEach(() => {
    load = 0;
  });

  it('runs jobs in the order they came once the loop is quiet', async () => {
    const queue = new IdleQueue({ tickMs: 5, utilization });
    const ran: number[] = [];
    const done = new Promise<void>((resolve) => {
      for (const n of [1, 2, 3, 4, 5, 6]) {
        queue.add(async () => {
          ran.push(n);
          if (n === 6) resolve();
        });
      }
    });
    await done;
    expect(ran).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('holds jobs back while the loop is busy and runs them when it quiets down', async () => {
    const queue = new IdleQueue({ tickMs: 5, maxDelayMs: 60_000, utilization });
    let ran = false;
    load = 0.95;
    queue.add(async () => {
      ran = true;
    });
    await sleep(100);
    expect(ran).toBe(false);
    load = 0.2;
    while (!ran) await sleep(10);
    expect(ran).toBe(true);
    queue.stop();
  });

  it('runs a job that waited its longest even while the loop stays busy', async () => {
    const queue = new IdleQueue({ tickMs: 5, maxDelayMs: 100, utilization });
    let ran = false;
    load = 1;
    queue.add(async () => {
      ran = true;
    });
    while (!ran) await sleep(10);
    expect(ran).toBe(true);
    queue.stop();
  });

  it('drain starts every waiting job at once and waits for all', async () => {
    const queue = new IdleQueue({ tickMs: 60_000, utilization });
    const ran: number[] = [];
    for (const n of [1, 2, 3]) {
      queue.add(async () => {
        await sleep(5);
        ran.push(n);
      });
    }
    expect(ran).toEqual([]);
    await queue.drain();
    expect(ran.sort()).toEqual([1, 2, 3]);
  });
});
