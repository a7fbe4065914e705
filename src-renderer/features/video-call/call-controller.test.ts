import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SimplePeerInstance } from 'simple-peer/simplepeer.min.js';
import { ROOM_PING_INTERVAL_MS, ROOM_RECONNECT_FIRST_DELAY_MS } from '../../../src-domain/video/room-limits.ts';
import type { RoomMember, RoomServerFrame } from '../../../src-domain/video/room-protocol.ts';
import { ROOM_SOCKET_ERRORS } from '../../../src-domain/video/room-socket-errors.ts';
import { CallController } from './call-controller.ts';
import type { CallDeps, JoinIdentity } from './call-deps.ts';
import type { RoomSocketHandlers } from './room-socket.ts';

/** One socket the controller opened: what it sent, and the server's side to drive. */
interface FakeSocket {
  handlers: RoomSocketHandlers;
  sent: Record<string, unknown>[];
  closed: boolean;
}

const member = (memberId: string, name = memberId): RoomMember => ({
  memberId,
  name,
  role: 'party',
  partyRole: 'party',
  identifiedAt: null,
  muted: false,
  cameraOff: false,
  joinedAt: '2026-11-26T10:00:00.000Z',
});

const joined = (self: string, members: RoomMember[] = []): RoomServerFrame => ({
  type: 'joined',
  self: member(self),
  members,
  iceServers: [],
  recording: null,
  resumed: false,
});

function track(kind: 'audio' | 'video') {
  return { kind, enabled: true, stop: vi.fn() };
}

function fakeStream(): MediaStream {
  const tracks = [track('audio'), track('video')];
  return {
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((one) => one.kind === 'audio'),
    getVideoTracks: () => tracks.filter((one) => one.kind === 'video'),
  } as unknown as MediaStream;
}

function call(options: { faceChecks?: JoinIdentity[] } = {}) {
  const sockets: FakeSocket[] = [];
  const faceChecks = [...(options.faceChecks ?? [])];
  const peers: { initiator: boolean }[] = [];
  const deps: CallDeps = {
    act: 'act-uuid',
    socketUrl: async () => 'ws://server/api/video/ws',
    token: () => 'session-token-0123456789',
    locale: () => 'oz',
    openSocket: (_url, handlers) => {
      const socket: FakeSocket = { handlers, sent: [], closed: false };
      sockets.push(socket);
      return {
        send: (frame) => socket.sent.push(frame as Record<string, unknown>),
        close: () => {
          socket.closed = true;
        },
      };
    },
    openMedia: async () => fakeStream(),
    createPeer: (peerOptions) => {
      peers.push({ initiator: peerOptions.initiator === true });
      return { on: () => undefined, signal: () => undefined, destroy: () => undefined, destroyed: false } as unknown as SimplePeerInstance;
    },
    faceCheck: vi.fn(async () => {
      const next = faceChecks.shift();
      if (!next) throw new Error('no face check left');
      return next;
    }),
    recordings: {
      start: async () => {
        throw new Error('not in these tests');
      },
      upload: () => {
        throw new Error('not in these tests');
      },
      seal: async () => {
        throw new Error('not in these tests');
      },
    },
    createRecorder: () => {
      throw new Error('not in these tests');
    },
  };
  const controller = new CallController(deps);
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  };
  return { controller, deps, sockets, peers, last, frames: (type: string) => sockets.flatMap((socket) => socket.sent.filter((frame) => frame.type === type)) };
}

/** Lets the controller's awaits (media, socket address, face check) run. */
const settle = async () => {
  for (let round = 0; round < 5; round += 1) await Promise.resolve();
};

/** The server asks for the face check on the open socket and closes it; the controller passes one and opens the next. */
async function faceCheckAsked(last: () => FakeSocket): Promise<void> {
  last().handlers.open();
  last().handlers.frame({ type: 'identity-required', reason: 'first_join' });
  last().handlers.close(1000);
  await settle();
  last().handlers.open();
}

describe('CallController: one participant’s call (docs/video.md)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('joins with the session token, passes the face check the server asks for, answers the announcement, connects to those in', async () => {
    const face = { joinId: 'join-id-0123456789abcd', faceJwt: 'face.jwt.token' };
    const { controller, sockets, last, peers } = call({ faceChecks: [face] });
    await controller.connect();
    await settle();
    last().handlers.open();
    expect(last().sent).toEqual([{ type: 'join', token: 'session-token-0123456789', act: 'act-uuid', locale: 'oz' }]);

    last().handlers.frame({ type: 'identity-required', reason: 'first_join' });
    expect(controller.getState().phase).toBe('identity');
    last().handlers.close(1000);
    await settle();
    expect(sockets).toHaveLength(2);
    last().handlers.open();
    expect(last().sent[0]).toMatchObject({ type: 'join', ...face });

    last().handlers.frame({ type: 'consent-required' });
    expect(controller.getState().phase).toBe('consent');
    controller.answerConsent(true);
    expect(last().sent.at(-1)).toEqual({ type: 'consent', agree: true });

    last().handlers.frame(joined('self-0001', [member('other-0001', 'Sherzod')]));
    expect(controller.getState()).toMatchObject({ phase: 'joined', self: { memberId: 'self-0001' } });
    expect(peers).toEqual([{ initiator: true }]);
    expect(last().sent.at(-1)).toEqual({ type: 'media', muted: false, cameraOff: false });
  });

  it('keeps the socket alive from the moment it opens: the announcement may stay open for minutes', async () => {
    const { controller, last, frames } = call();
    await controller.connect();
    await settle();
    last().handlers.open();
    last().handlers.frame({ type: 'consent-required' });
    vi.advanceTimersByTime(5 * 60_000);
    expect(frames('ping')).toHaveLength((5 * 60_000) / ROOM_PING_INTERVAL_MS);
    expect(controller.getState().phase).toBe('consent');
    controller.answerConsent(true);
    last().handlers.frame(joined('self-0001'));
    vi.advanceTimersByTime(ROOM_PING_INTERVAL_MS);
    expect(frames('ping')).toHaveLength((5 * 60_000) / ROOM_PING_INTERVAL_MS + 1);
    // A socket closed is no longer pinged.
    const closed = last();
    closed.handlers.close(1006);
    const before = closed.sent.length;
    vi.advanceTimersByTime(2 * ROOM_PING_INTERVAL_MS);
    expect(closed.sent).toHaveLength(before);
  });

  it('brings the same face check back after a drop while the announcement is open (it is spent only with the seat)', async () => {
    const face = { joinId: 'join-id-0123456789abcd', faceJwt: 'face.jwt.token' };
    const { controller, deps, sockets, last } = call({ faceChecks: [face] });
    await controller.connect();
    await settle();
    await faceCheckAsked(last);
    last().handlers.frame({ type: 'consent-required' });
    last().handlers.close(1006);
    vi.advanceTimersByTime(ROOM_RECONNECT_FIRST_DELAY_MS);
    await settle();
    expect(sockets).toHaveLength(3);
    last().handlers.open();
    expect(last().sent[0]).toMatchObject({ type: 'join', ...face });
    expect(deps.faceCheck).toHaveBeenCalledTimes(1);
  });

  it('comes back after a drop with back-off, without the face check it already spent', async () => {
    const face = { joinId: 'join-id-0123456789abcd', faceJwt: 'face.jwt.token' };
    const { controller, sockets, last } = call({ faceChecks: [face] });
    await controller.connect();
    await settle();
    await faceCheckAsked(last);
    last().handlers.frame(joined('self-0001'));

    last().handlers.close(1006);
    expect(controller.getState().phase).toBe('reconnecting');
    vi.advanceTimersByTime(ROOM_RECONNECT_FIRST_DELAY_MS);
    await settle();
    expect(sockets).toHaveLength(3);
    last().handlers.open();
    expect(last().sent[0]).toEqual({ type: 'join', token: 'session-token-0123456789', act: 'act-uuid', locale: 'oz' });
  });

  it('tries again at once after a drop, and waits the back-off only once an attempt has failed', async () => {
    const { controller, sockets, last } = call();
    await controller.connect();
    await settle();
    last().handlers.open();
    last().handlers.frame(joined('self-0001'));
    last().handlers.close(1006);
    expect(controller.getState().phase).toBe('reconnecting');
    vi.advanceTimersByTime(0);
    await settle();
    expect(sockets).toHaveLength(2);
    // That attempt fails as well: the next one waits.
    last().handlers.close(1006);
    vi.advanceTimersByTime(ROOM_RECONNECT_FIRST_DELAY_MS - 1);
    await settle();
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    await settle();
    expect(sockets).toHaveLength(3);
  });

  it('stops for good on a refusal, with the server’s words', async () => {
    const { controller, sockets, last } = call();
    await controller.connect();
    await settle();
    last().handlers.open();
    last().handlers.frame({ type: 'error', code: 'video_room_closed', message: 'Xona yopilgan' });
    last().handlers.close(ROOM_SOCKET_ERRORS.refused.closeCode);
    vi.advanceTimersByTime(60_000);
    await settle();
    expect(sockets).toHaveLength(1);
    expect(controller.getState()).toMatchObject({ phase: 'failed', problem: { kind: 'server', code: 'video_room_closed' }, local: null });
  });

  it('checks the face afresh when connecting again after the room refused a face check (spec §8)', async () => {
    const refused = { joinId: 'join-id-0123456789abcd', faceJwt: 'refused.jwt.token' };
    const fresh = { joinId: 'join-id-fedcba9876543210', faceJwt: 'fresh.jwt.token' };
    const { controller, deps, last } = call({ faceChecks: [refused, fresh] });
    await controller.connect();
    await settle();
    await faceCheckAsked(last);
    last().handlers.frame({ type: 'error', code: 'identity_not_confirmed_video', message: 'Tasdiqlanmadi' });
    last().handlers.close(ROOM_SOCKET_ERRORS.refused.closeCode);
    expect(controller.getState()).toMatchObject({ phase: 'failed', problem: { kind: 'identity' } });

    await controller.connect();
    await settle();
    last().handlers.open();
    expect(last().sent[0]).toEqual({ type: 'join', token: 'session-token-0123456789', act: 'act-uuid', locale: 'oz' });
    last().handlers.frame({ type: 'identity-required', reason: 'first_join' });
    last().handlers.close(1000);
    await settle();
    last().handlers.open();
    expect(last().sent[0]).toMatchObject({ type: 'join', ...fresh });
    expect(deps.faceCheck).toHaveBeenCalledTimes(2);
  });

  it('keeps the room’s news of its members', async () => {
    const { controller, last } = call();
    await controller.connect();
    await settle();
    last().handlers.open();
    last().handlers.frame(joined('self-0001', [member('other-0001')]));
    last().handlers.frame({ type: 'member-joined', member: member('other-0002') });
    last().handlers.frame({ type: 'member-updated', member: { ...member('other-0001'), muted: true } });
    last().handlers.frame({ type: 'member-left', memberId: 'other-0002', reason: 'left' });
    expect(controller.getState().members).toEqual([{ ...member('other-0001'), muted: true }]);
  });
});
