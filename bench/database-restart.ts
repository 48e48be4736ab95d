// The database restarted under write load, longer than CI's fault test (apps/api/test/database-restart.test.ts)
// and on one and two processes: a PostgreSQL cluster of its own (initdb into a temporary folder, its own
// port; never the machine's server) is stopped fast and immediately, in turn, while clients write top-ups
// with an Idempotency-Key each. Prints the figures docs/benchmarks.md keeps.
//   npx tsx bench/database-restart.ts [--workers 1,2] [--clients 8] [--restarts 6] [--steady-s 5] [--down-s 3]
import { postgresBinDir } from '../apps/api/test/private-postgres.ts';
import { runRestartScenario } from '../apps/api/test/restart-scenario.ts';
import { stringOptions } from './lib.mjs';

const values = stringOptions({
  workers: '1,2',
  clients: '8',
  restarts: '6',
  'steady-s': '5',
  'down-s': '3',
});
const binDir = postgresBinDir();
if (!binDir) throw new Error('no PostgreSQL server programs (initdb, pg_ctl) on this machine');
const modes: ('fast' | 'immediate')[] = Array.from({ length: Number(values.restarts) }, (_, i) =>
  i % 2 ? 'immediate' : 'fast',
);

for (const workers of values.workers.split(',').map(Number)) {
  const f = await runRestartScenario({
    binDir,
    workers,
    clients: Number(values.clients),
    restarts: modes,
    steadyMs: Number(values['steady-s']) * 1000,
    downMs: Number(values['down-s']) * 1000,
    log: (line) => console.error(`  ${line}`),
  });
  const recovered = f.restarts.map((r) => r.recoveredMs);
  console.log(
    [
      `WORKERS=${workers}, ${f.clients} clients, ${f.restarts.length} restarts (${modes.join(', ')}):`,
      `  acknowledged ${f.acknowledged}, lost ${f.lost}, applied without acknowledgement ${f.unacknowledged}`,
      `  503 answers ${f.answered503}, other answers ${JSON.stringify(f.otherAnswers)}, connection errors ${f.connectionErrors}`,
      `  hung ${f.hung}, slowest answer ${f.slowestMs} ms`,
      `  serving again after the database: ${recovered.map((ms) => `${ms} ms`).join(', ')} (worst ${Math.max(...recovered)} ms)`,
      `  resync frames ${f.resyncs}, live after the restarts ${f.liveAfterRestarts}, process deaths ${f.deaths.length}, exited ${f.exitedDuringRun}, exit code ${f.exitCode}`,
    ].join('\n'),
  );
}
