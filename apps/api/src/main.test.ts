// The server as `npm start` runs it: a real process, a real port, a real signal.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-main-'));
const port = 39_000 + (process.pid % 1000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`http://localhost:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

describe.skipIf(!!process.env.DATABASE_URL)('the server process', () => {
  it('on SIGINT finishes the request in flight, closes the database and releases the data dir', async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SERVE_WEB: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (d) => (output += d));
    server.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    await waitForHealth();
    expect(output).toContain('Demo accounts');
    expect(fs.existsSync(path.join(dataDir, 'triptender.lock'))).toBe(true);

    // a login whose body is only half sent when the signal arrives
    const body = JSON.stringify({ email: 'admin@triptender.example', password: 'triptender' });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: 'localhost',
          port,
          path: '/v1/auth',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.kill('SIGINT');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });

    const res = await response;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).token).toBeTruthy();
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'triptender.lock'))).toBe(false);
    // new connections are refused once it has stopped
    await expect(fetch(`http://localhost:${port}/healthz`)).rejects.toThrow();
  }, 60_000);
});
