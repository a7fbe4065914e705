/**
 * Figures of the video rooms (docs/video.md): time from "connect" to media flowing between
 * two participants on loopback (the room test page in Chromium, budget 1.5 s), the recording's
 * upload throughput (segments in 256 KiB chunks, each hashed and verified by the server), and
 * signalling messages relayed per second by one server process. `bench/run.ts` calls
 * `videoBench()`; true means over budget.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import {
  actRecordingSealPath,
  actRecordingSegmentPath,
  actRecordingsPath,
  SEGMENT_SHA256_HEADER,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_LENGTH_HEADER,
  UPLOAD_OFFSET_HEADER,
} from '../src-domain/http/routes/video-recordings.ts';
import { manifestText } from '../src-domain/video/recording-manifest.ts';
import { createDb } from '../src-server/db/create-db.ts';
import { migrateToLatest } from '../src-server/db/migrate.ts';
import { DEFAULT_SEED } from '../src-server/seed/generate-world.ts';
import { seed } from '../src-server/seed/seed.ts';
import { prepareOpenRoom } from '../src-server/video/room-processes.test-support.ts';
import { RoomTestSocket } from '../src-server/video/room.test-support.ts';
import { makeFaceVideo } from '../tests/fixtures/faces/make-face-video.ts';
import { cameraArgs } from '../tests/support/camera-videos.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium-path.ts';
import { LOOPBACK_WEBRTC_ARGS } from '../tests/support/webrtc-loopback.ts';
import { startChildServer } from './child-server.ts';
import { roomConnectTimes } from './video-room-connect.ts';

const DIR = '.cache/bench-video';
/** BENCH_VIDEO_PORT: another port when several benches share a machine. */
const PORT = Number(process.env.BENCH_VIDEO_PORT ?? 8497);
const CONNECT_BUDGET_MS = 1_500;
const CONNECT_RUNS = 5;
/** Rounds of a third participant joining a call of two, dropping and coming back. */
const ROOM_ROUNDS = 3;
const SEGMENTS = 20;
const SEGMENT_BYTES = 1024 * 1024;
/** 50 calls' worth of pairs, each sender just under its socket's 40/s: 1 750 messages/s offered. */
const SIGNAL_PAIRS = 50;
const SIGNAL_RATE_PER_SOCKET = 35;
const SIGNAL_SECONDS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** /room_video_testing in Chromium with the fake camera: the page's own "time to connect". */
async function connectTimes(baseUrl: string): Promise<number[]> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium: see tests/support/ensure-chromium.ts');
  const video = `${DIR}/camera-face.y4m`;
  await makeFaceVideo(video);
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...cameraArgs(video), ...LOOPBACK_WEBRTC_ARGS] });
  const times: number[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/room_video_testing`);
    for (let run = 0; run < CONNECT_RUNS; run += 1) {
      await page.getByRole('button', { name: 'Sinovni boshlash' }).click();
      const cell = page.getByRole('row', { name: /Ulanish vaqti/ }).getByRole('cell');
      await page.getByText(/^Sinovdan o‘t(di|madi)$/).waitFor({ timeout: 60_000 });
      const text = (await cell.textContent()) ?? '';
      times.push(Number(text.replace(/[^\d]/g, '')));
    }
  } finally {
    await browser.close();
  }
  return times;
}

/** The notary's client uploading a recording: every chunk a PATCH, every segment verified. */
async function uploadThroughput(baseUrl: string, dbFile: string): Promise<{ mbPerS: number; sealed: boolean }> {
  const db = createDb({ kind: 'sqlite', file: dbFile });
  const room = await prepareOpenRoom(db);
  await db.destroy();
  const notary = new RoomTestSocket(baseUrl);
  await notary.send({ type: 'join', token: room.tokens.gulnora, act: room.uuid });
  await notary.next('joined', 15_000);
  const headers = { authorization: `Bearer ${room.tokens.gulnora}`, 'content-type': 'application/json' };
  const started = await fetch(`${baseUrl}${actRecordingsPath(room.uuid)}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ mimeType: 'video/webm;codecs=vp8,opus' }),
  });
  const { id } = (await started.json()) as { id: string };
  const segments = Array.from({ length: SEGMENTS }, (_, seq) => {
    const bytes = randomBytes(SEGMENT_BYTES);
    return { seq, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), bytes };
  });
  const begin = performance.now();
  for (const segment of segments) {
    for (let offset = 0; offset < segment.size; offset += UPLOAD_CHUNK_BYTES) {
      const chunk = segment.bytes.subarray(offset, Math.min(offset + UPLOAD_CHUNK_BYTES, segment.size));
      const response = await fetch(`${baseUrl}${actRecordingSegmentPath(room.uuid, id, segment.seq)}`, {
        method: 'PATCH',
        headers: {
          authorization: headers.authorization,
          'content-type': 'application/offset+octet-stream',
          [UPLOAD_OFFSET_HEADER]: String(offset),
          [UPLOAD_LENGTH_HEADER]: String(segment.size),
          [SEGMENT_SHA256_HEADER]: segment.sha256,
        },
        body: chunk,
      });
      if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    }
  }
  const seconds = (performance.now() - begin) / 1000;
  const list = segments.map(({ seq, size, sha256 }) => ({ seq, size, sha256 }));
  const manifestSha256 = createHash('sha256').update(manifestText(id, list)).digest('hex');
  const sealed = await fetch(`${baseUrl}${actRecordingSealPath(room.uuid, id)}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ segments: list, manifestSha256 }),
  });
  notary.close();
  return { mbPerS: (SEGMENTS * SEGMENT_BYTES) / (1024 * 1024) / seconds, sealed: sealed.ok };
}

/** Pairs in test rooms, each sender at its socket's limit: what one process relays per second. */
async function signalRate(baseUrl: string): Promise<{ perSecond: number; sent: number; delivered: number }> {
  const pairs = await Promise.all(
    Array.from({ length: SIGNAL_PAIRS }, async (_, index) => {
      const room = `bench-signal-room-${String(index).padStart(4, '0')}`;
      const a = new RoomTestSocket(baseUrl);
      await a.send({ type: 'test-join', room });
      await a.next('joined', 15_000);
      const b = new RoomTestSocket(baseUrl);
      await b.send({ type: 'test-join', room });
      const joined = await b.next('joined', 15_000);
      return { a, b, to: joined.members[0]!.memberId };
    }),
  );
  let sent = 0;
  const begin = performance.now();
  const deadline = begin + SIGNAL_SECONDS * 1000;
  // Under the socket's 40/s limit, as a busy call's candidates and renegotiations.
  await Promise.all(
    pairs.map(async ({ b, to }) => {
      for (let tick = 0; performance.now() < deadline; tick += 1) {
        b.socket.send(
          JSON.stringify({
            type: 'signal',
            to,
            data: { type: 'candidate', candidate: { candidate: `candidate:${tick} 1 udp 2122260223 127.0.0.1 5${tick % 1000} typ host`, sdpMLineIndex: 0 } },
          }),
        );
        sent += 1;
        await new Promise((resolve) => setTimeout(resolve, 1000 / SIGNAL_RATE_PER_SOCKET));
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const seconds = (performance.now() - begin) / 1000;
  const delivered = pairs.reduce((sum, { a }) => sum + a.frames.filter((frame) => frame.type === 'signal').length, 0);
  for (const { a, b } of pairs) {
    a.close();
    b.close();
  }
  return { perSecond: delivered / seconds, sent, delivered };
}

export async function videoBench(): Promise<boolean> {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const dbFile = `${DIR}/video.sqlite`;
  const db = createDb({ kind: 'sqlite', file: dbFile });
  await migrateToLatest(db);
  await seed(db, { seed: DEFAULT_SEED, scale: 0.2 });
  await db.destroy();
  const server = await startChildServer(
    'src-server/cli/serve.ts',
    PORT,
    // The prepared seats are taken again over the whole section without a face check.
    { DB_FILE: dbFile, WEB_ROOT: 'dist-web', RECORDINGS_DIR: `${DIR}/recordings`, VIDEO_REIDENTIFY_GAP_S: '3600' },
    '/api/health',
  );
  let over = false;
  try {
    console.log('\n(e) video rooms (docs/video.md)');
    const times = await connectTimes(server.url);
    const connect = median(times);
    over ||= !(connect <= CONNECT_BUDGET_MS);
    console.log(
      `connect → media flowing, two peers on loopback through the signalling (room test, ${CONNECT_RUNS} runs): median ${connect} ms, all ${times.join(' / ')} ms, budget ${CONNECT_BUDGET_MS} ms ${connect <= CONNECT_BUDGET_MS ? 'ok' : 'OVER'}`,
    );
    const upload = await uploadThroughput(server.url, dbFile);
    over ||= !upload.sealed;
    console.log(
      `recording upload: ${SEGMENTS} × 1 MiB segments in 256 KiB chunks, each verified: ${upload.mbPerS.toFixed(1)} MiB/s, sealed ${upload.sealed ? 'yes' : 'NO'}`,
    );
    const signals = await signalRate(server.url);
    over ||= signals.delivered !== signals.sent;
    console.log(
      `signalling: ${SIGNAL_PAIRS} pairs for ${SIGNAL_SECONDS} s in one process (${SIGNAL_PAIRS * SIGNAL_RATE_PER_SOCKET} messages/s offered): ${signals.perSecond.toFixed(0)} messages/s relayed, ${signals.delivered}/${signals.sent} delivered`,
    );
    // Last: its sockets count against the per-address socket limit the signalling pairs use first.
    const db = createDb({ kind: 'sqlite', file: dbFile });
    const room = await prepareOpenRoom(db);
    await db.destroy();
    const video = `${DIR}/camera-face.y4m`;
    const rounds = await roomConnectTimes(server.url, room, video, ROOM_ROUNDS);
    for (const [label, runs] of [
      ['first join', rounds.firstJoin],
      ['rejoin after the network drops (from online)', rounds.rejoin],
      ['rejoin after the room socket drops (network up)', rounds.socketDrop],
    ] as const) {
      const slowest = median(runs.map((peers) => Math.max(...peers)));
      over ||= !(slowest <= CONNECT_BUDGET_MS);
      console.log(
        `video room, ${label}: the third participant to each of two peers (${ROOM_ROUNDS} rounds): median of the slower peer ${Math.round(slowest)} ms, all ${runs.map((peers) => peers.map(Math.round).join('+')).join(' / ')} ms, budget ${CONNECT_BUDGET_MS} ms ${slowest <= CONNECT_BUDGET_MS ? 'ok' : 'OVER'}`,
      );
    }
  } finally {
    await server.stop();
  }
  return over;
}
