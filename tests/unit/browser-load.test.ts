import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { TOKEN_HEADER } from '../../src-domain/http/api-error-codes.ts';
import { startBrowserLoad } from '../topology/browser-load.ts';
import { selfSignedCertificate } from '../topology/certificate.ts';

// The rolling restart's load (tests/topology/rolling-restart.ts) goes through nginx, which closes
// a kept-alive connection after `keepalive_requests` answers: here every third answer on a
// connection says `Connection: close`. Each path answers its own status, and a token is honoured
// only while it is its session's newest, as the server's rotation (spec §7) would soon refuse it.
const CLOSE_AFTER = 3;
const STATUS_OF: Record<string, number> = { '/health': 200, '/page': 203, '/acts': 200, '/new': 201 };

let server: Server;
let origin = '';
let dir = '';
const newest = new Map<string, string>();
let connections = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'browser-load-'));
  const { cert, key } = selfSignedCertificate(dir);
  let issued = 0;
  server = createServer({ cert: readFileSync(cert), key: readFileSync(key) }, (request, response) => {
    const answeredOnSocket = ((request.socket as { answered?: number }).answered ?? 0) + 1;
    (request.socket as { answered?: number }).answered = answeredOnSocket;
    const headers: Record<string, string> = {};
    if (answeredOnSocket % CLOSE_AFTER === 0) headers.connection = 'close';
    const auth = request.headers.authorization;
    if (auth) {
      const [session, token] = auth.replace('Bearer ', '').split(':') as [string, string];
      if (newest.get(session) !== token) {
        response.writeHead(403, headers).end();
        return;
      }
      const next = `t${(issued += 1)}`;
      newest.set(session, next);
      headers[TOKEN_HEADER] = `${session}:${next}`;
    }
    request.resume();
    request.once('end', () => response.writeHead(STATUS_OF[request.url ?? ''] ?? 404, headers).end('{}'));
  });
  server.on('secureConnection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

test('connections the server closes are left, and every answer is counted against its own request and token', async () => {
  for (const session of ['a', 'b']) newest.set(session, 't0');
  const load = startBrowserLoad({
    origin,
    tokens: ['a:t0', 'b:t0'],
    timeoutMs: 20_000,
    requests: [
      { kind: 'health', method: 'GET', path: '/health', signedIn: false },
      { kind: 'page', method: 'GET', path: '/page', signedIn: false },
      { kind: 'acts', method: 'GET', path: '/acts', signedIn: true },
      { kind: 'new', method: 'POST', path: '/new', body: '{}', signedIn: true },
    ],
  });
  await vi.waitFor(() => expect(load.answered()).toBeGreaterThanOrEqual(80), { timeout: 30_000, interval: 20 });
  const report = await load.stop();

  expect(Object.keys(report.byKind).sort()).toEqual(['acts', 'health', 'new', 'page']);
  expect(report.byKind.health).toEqual({ '200': expect.any(Number) });
  expect(report.byKind.page).toEqual({ '203': expect.any(Number) });
  expect(report.byKind.acts).toEqual({ '200': expect.any(Number) });
  expect(report.byKind.new).toEqual({ '201': expect.any(Number) });
  expect({ errors: report.errors, timeouts: report.timeouts }).toEqual({ errors: 0, timeouts: 0 });
  const answered = Object.values(report.byKind).reduce((sum, statuses) => sum + Object.values(statuses)[0]!, 0);
  expect(report.requests).toBe(answered);
  // The server closed a connection every third answer: the browsers opened new ones each time.
  expect(connections).toBeGreaterThanOrEqual(Math.floor(answered / CLOSE_AFTER) - 2);
});
