// The database restarts under write load and the API lives through it (docs/operations.md, "Database
// faults"): a PostgreSQL cluster of this test's own is stopped fast, then immediately, while clients
// write top-ups; the API process must never exit, no acknowledged write may be lost or applied twice, no
// request may hang, and serving must resume within 5 s of the database being back. The longer version,
// on one and two processes, is bench/database-restart.ts (figures in docs/benchmarks.md).
//
// It runs with the API suite on PostgreSQL (DATABASE_URL set, as in .ci/run) where the server programs
// are installed; it never touches the machine's own server.
import { describe, expect, it } from 'vitest';
import { postgresBinDir } from './private-postgres.ts';
import { runRestartScenario } from './restart-scenario.ts';

const binDir = postgresBinDir();

describe.runIf(process.env.DATABASE_URL && binDir)('a database restart under write load', () => {
  it(
    'is survived: no exit, nothing lost, no request hung, serving again within 5 s',
    { timeout: 8 * 60_000 },
    async () => {
      const figures = await runRestartScenario({
        binDir: binDir!,
        workers: 1,
        clients: 4,
        restarts: ['fast', 'immediate'],
        steadyMs: 3000,
        downMs: 2000,
      });
      const { outputTail, ...shown } = figures;
      console.log(`database restart figures: ${JSON.stringify(shown)}`);
      if (figures.exitCode !== 0 || figures.deaths.length > 0) console.log(`the API's last output:\n${outputTail}`);
      expect(figures.deaths).toEqual([]);
      expect(figures.exitedDuringRun).toBe(false);
      expect(figures.acknowledged).toBeGreaterThan(0);
      expect(figures.lost).toBe(0);
      expect(figures.unacknowledged).toBe(0);
      expect(figures.hung).toBe(0);
      expect(figures.otherAnswers).toEqual({});
      // while the database was down the API answered, with 503s, rather than refusing connections
      expect(figures.answered503).toBeGreaterThan(0);
      expect(figures.restarts.map((r) => r.mode)).toEqual(['fast', 'immediate']);
      for (const r of figures.restarts) expect(r.recoveredMs).toBeLessThan(5000);
      // the live connection heard that LISTEN was lost and regained, and works after the restarts
      expect(figures.resyncs).toBeGreaterThanOrEqual(1);
      expect(figures.liveAfterRestarts).toBe(true);
      // and it still stops cleanly
      expect(figures.exitCode).toBe(0);
    },
  );
});
