// One runner at a time for the background jobs, across processes (lib/job-leader.ts): on PostgreSQL
// through an advisory lock held on a connection of its own, each "process" here with its own pool.
import { afterAll, expect, it } from '../../test/harness.ts';
import { type Database, openPostgres } from '../db/client.ts';
import { runAsLeader } from './job-leader.ts';

const opened: Database[] = [];
afterAll(async () => {
  for (const d of opened) await d.close();
});
const quiet = { info() {}, warn() {} };

async function eventually(check: () => boolean, what: string) {
  for (let i = 0; !check(); i++) {
    if (i > 600) throw new Error(`waited a minute for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('runs the work in one process at a time, and another takes over when the leader stops', async ({ ctx }) => {
  const url = ctx.database.url;
  const processes = url
    ? await Promise.all([0, 1, 2].map(async () => opened[opened.push(await openPostgres(url, { max: 2 })) - 1]!))
    : [ctx.database];
  const running = new Set<number>();
  let overlapped = false;
  let stepsFinished = 0;
  const name = `test-leader-${Math.random()}`;
  const leaders = processes.map((database, i) =>
    runAsLeader({
      database,
      name,
      log: quiet,
      retryMs: 100,
      start: () => {
        if (running.size > 0) overlapped = true;
        running.add(i);
        return {
          async stop() {
            // a step in progress: the lock must not go before it is done
            await new Promise((r) => setTimeout(r, 200));
            stepsFinished++;
            running.delete(i);
          },
        };
      },
    }),
  );
  await eventually(() => running.size === 1, 'one leader');
  await new Promise((r) => setTimeout(r, 500)); // the others have tried for the lock several times
  expect(running.size).toBe(1);
  expect(leaders.filter((l) => l.leading())).toHaveLength(1);
  if (processes.length === 1) {
    await leaders[0]!.stop();
    expect(stepsFinished).toBe(1);
    return; // the embedded database: one process, which leads at once
  }

  const first = [...running][0]!;
  await leaders[first]!.stop();
  await eventually(() => running.size === 1 && ![...running].includes(first), 'another process to take over');
  expect(overlapped).toBe(false);
  for (const l of leaders) await l.stop();
  expect(running.size).toBe(0);
  expect(stepsFinished).toBe(2);
});
