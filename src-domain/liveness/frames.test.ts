import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClientFrameSchema } from './client-frames.ts';
import { stripImageDataUrl } from './image-data.ts';
import { ServerFrameSchema } from './server-frames.ts';

const NONCE = 'Q2hhbGxlbmdlLW5vbmNlLWZvci1hdHRlbXB0LTAwMQ';
const LIGHT = { index: 3, phaseMs: 250 };
const SEED = 'q1w2e3r4t5y6u7i8o9p0aa';
const JPEG = '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/';

describe('liveness frames, client → server (spec §7)', () => {
  it.each([
    [{ type: 'connect', nonce: NONCE }],
    [{ type: 'connect', nonce: NONCE, locale: 'ru' }],
    [{ type: 'image', seq: 0, data: JPEG, width: 640, height: 480, light: LIGHT }],
    [{ type: 'image', seq: 12, data: `data:image/jpeg;base64,${JPEG}`, width: 640, height: 480, light: LIGHT }],
    [{ type: 'image', seq: 13, data: `data:image/png;base64,${JPEG}`, width: 1280, height: 720, light: { index: 209, phaseMs: 0 } }],
    [{ type: 'heartbeat', ts: 1795326482135 }],
  ])('accepts %j', (frame) => {
    expect(v.safeParse(ClientFrameSchema, frame).success).toBe(true);
  });

  it.each([
    [{ type: 'connect' }],
    [{ type: 'connect', nonce: 'short' }],
    [{ type: 'connect', nonce: NONCE, locale: 'en' }],
    [{ type: 'image', seq: -1, data: JPEG, width: 640, height: 480, light: LIGHT }],
    [{ type: 'image', seq: 1.5, data: JPEG, width: 640, height: 480, light: LIGHT }],
    [{ type: 'image', seq: 1, data: 'not base64!', width: 640, height: 480, light: LIGHT }],
    [{ type: 'image', seq: 1, data: `data:image/gif;base64,${JPEG}`, width: 640, height: 480, light: LIGHT }],
    [{ type: 'image', seq: 1, data: JPEG, width: 0, height: 480, light: LIGHT }],
    // v2: every frame says which colour the screen showed (screen-light.ts).
    [{ type: 'image', seq: 1, data: JPEG, width: 640, height: 480 }],
    [{ type: 'image', seq: 1, data: JPEG, width: 640, height: 480, light: { index: 210, phaseMs: 0 } }],
    [{ type: 'image', seq: 1, data: JPEG, width: 640, height: 480, light: { index: 1, phaseMs: -1 } }],
    [{ type: 'heartbeat' }],
    [{ type: 'hello' }],
  ])('rejects %j', (frame) => {
    expect(v.safeParse(ClientFrameSchema, frame).success).toBe(false);
  });

  it('strips the data URL prefix canvas.toDataURL adds', () => {
    expect(stripImageDataUrl(`data:image/jpeg;base64,${JPEG}`)).toBe(JPEG);
    expect(stripImageDataUrl(JPEG)).toBe(JPEG);
  });
});

describe('liveness frames, server → client (spec §3 overlay details, §7)', () => {
  it.each([
    [{ type: 'challenge', steps: ['tilt-left', 'turn-right', 'neutral'], light: { seed: SEED, periodMs: 600 } }],
    [
      {
        type: 'stats',
        seq: 4,
        errors: [21],
        details: { faceFramePosition: { faceRect: { x: 207, y: 116, width: 230, height: 230 } } },
        isOk: false,
        challenge: { index: 0, total: 3, step: 'tilt-left', restarted: false },
        dropped: 0,
      },
    ],
    [
      {
        type: 'stats',
        seq: 5,
        errors: [8],
        details: { faceFramePosition: null },
        isOk: false,
        challenge: { index: 1, total: 3, step: 'closer', restarted: false },
        dropped: 2,
      },
    ],
    [{ type: 'success', jwt: 'a.b.c' }],
    [{ type: 'error', code: 'connect_timeout', message: 'Ulanish vaqti tugadi' }],
  ])('accepts %j', (frame) => {
    expect(v.safeParse(ServerFrameSchema, frame).success).toBe(true);
  });

  it.each([
    [{ type: 'challenge', steps: [], light: { seed: SEED, periodMs: 600 } }],
    [{ type: 'challenge', steps: ['smile'], light: { seed: SEED, periodMs: 600 } }],
    [{ type: 'challenge', steps: ['neutral'] }],
    // Faster than 3 changes a second (WCAG 2.3.1), or a seed too short to be unguessable.
    [{ type: 'challenge', steps: ['neutral'], light: { seed: SEED, periodMs: 300 } }],
    [{ type: 'challenge', steps: ['neutral'], light: { seed: 'short', periodMs: 600 } }],
    [
      {
        type: 'stats',
        seq: 1,
        errors: [71],
        details: { faceFramePosition: null },
        isOk: false,
        challenge: { index: 0, total: 3, step: 'neutral', restarted: false },
        dropped: 0,
      },
    ],
    [
      {
        type: 'stats',
        seq: 1,
        errors: [],
        details: { faceFramePosition: null },
        isOk: true,
        challenge: { index: 0, total: 3, step: 'neutral', restarted: false },
        dropped: 0,
      },
    ],
    [{ type: 'error', code: 'teapot', message: '' }],
  ])('rejects %j', (frame) => {
    expect(v.safeParse(ServerFrameSchema, frame).success).toBe(false);
  });
});
