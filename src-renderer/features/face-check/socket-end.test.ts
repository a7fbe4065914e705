import { describe, expect, it } from 'vitest';
import { livenessSocketUrl } from './socket-url.ts';
import { socketEnd } from './socket-end.ts';

describe('livenessSocketUrl (spec §7, docs/liveness.md)', () => {
  it('is ws on an http origin and wss on https, at /api/liveness/ws', () => {
    expect(livenessSocketUrl('http://localhost:8080')).toBe('ws://localhost:8080/api/liveness/ws');
    expect(livenessSocketUrl('https://e-notarius.uz')).toBe('wss://e-notarius.uz/api/liveness/ws');
  });
});

describe('socketEnd (docs/liveness.md close codes)', () => {
  it('trusts the error frame the server sent before closing', () => {
    expect(socketEnd(4408, { type: 'error', code: 'connect_timeout', message: 'Ulanish vaqti tugadi' })).toEqual({
      code: 'connect_timeout',
      retry: true,
      message: 'Ulanish vaqti tugadi',
    });
    expect(socketEnd(4401, { type: 'error', code: 'invalid_nonce', message: 'x' })).toMatchObject({ code: 'invalid_nonce', retry: false });
  });

  it('reads the close code when no error frame arrived', () => {
    expect(socketEnd(4429)).toEqual({ code: 'too_many_frames', retry: true });
    expect(socketEnd(4440)).toEqual({ code: 'session_expired', retry: false });
    expect(socketEnd(1011)).toEqual({ code: 'internal_error', retry: true });
  });

  it('retries a dropped network connection but not a refused sub-protocol or an oversized frame', () => {
    expect(socketEnd(1006)).toEqual({ code: null, retry: true });
    expect(socketEnd(1001)).toEqual({ code: null, retry: true });
    expect(socketEnd(1002)).toEqual({ code: null, retry: false });
  });

  it('reads 1009, the websocket layer refusing an oversized frame, as frame_too_large, told in the person’s language', () => {
    expect(socketEnd(1009)).toEqual({ code: 'frame_too_large', retry: false });
    expect(socketEnd(1009, undefined, 'ru')).toEqual({ code: 'frame_too_large', retry: false, message: 'Слишком большой кадр' });
    expect(socketEnd(4429, undefined, 'uz')).toEqual({ code: 'too_many_frames', retry: true, message: 'Кадрлар жуда тез юборилмоқда' });
  });
});
