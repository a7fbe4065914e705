import { randomBytes } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '../../src-domain/i18n/locale.ts';
import { formatApiError } from '../../src-domain/http/error-codes.ts';
import { faceCheckNeeded, type FaceCheckReason } from '../../src-domain/video/reidentification.ts';
import { MAX_ROOM_MEMBERS, MAX_SIGNAL_FRAME_BYTES, JOIN_FRAME_TIMEOUT_MS } from '../../src-domain/video/room-limits.ts';
import type { JoinFrame, RoomClientFrame, RoomServerFrame } from '../../src-domain/video/room-protocol.ts';
import { ROOM_SOCKET_ERRORS, type RoomSocketErrorCode } from '../../src-domain/video/room-socket-errors.ts';
import type { ActRow } from '../acts/act-rows.ts';
import { personName } from '../acts/act-wire.ts';
import { ApiError } from '../http/api-error.ts';
import type { RequestUser } from '../sessions/request-auth.ts';
import { iceServersFor } from './ice-servers.ts';
import { IdleTimer } from '../http/idle-timer.ts';
import { hasAgreedToRecording, recordConsent } from './room-consent.ts';
import { parseRoomFrame } from './room-frames.ts';
import type { LocalMember } from './room-hub.ts';
import { type LeftReason, liveMembers, markLeft, memberToWire, type MemberRow, presenceOf } from './room-members.ts';
import { currentRecording } from './recordings/recording-rows.ts';
import { admissionOf, refusalError } from './room-seat.ts';
import { holdRoomIdentity, spendRoomIdentity, verifyRoomIdentity } from './room-identity.ts';
import { leaveTestSeat, takeTestSeat, testRoomKey } from './test-rooms.ts';
import { TokenBucket } from './token-bucket.ts';
import { writeRoomHistory, type RoomRole } from './video-history.ts';
import type { VideoRooms } from './video-rooms.ts';
import { recordRoomAttendance } from '../acts/act-no-show.ts';

/** The part of a websocket a room connection uses (ws's WebSocket fits). */
export interface RoomSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
  /** A protocol ping (RFC 6455 §5.5.2): the browser answers it by itself, whatever its page is doing. */
  ping?(): void;
}

interface Seated {
  user: RequestUser;
  act: ActRow;
  role: RoomRole;
  partyRole: string | null;
  identifiedAt: Date | null;
  /** The face check this join brought, if one was due: spent when the seat is taken. */
  checked: { id: number; reason: FaceCheckReason } | null;
  last: MemberRow | undefined;
}

type Phase = 'awaiting' | 'joining' | 'consent' | 'joined' | 'closed';

/**
 * One participant's room socket (docs/video.md). The first frame is `join` with the session
 * token; then the server decides, per act and per person: the seat (room-admission.ts), the
 * face check when due (reidentification.ts, bound to this join), the answer to the recording
 * announcement; only then `joined`, and the socket relays simple-peer signals to members of the
 * same room (through the bus: they may be on another process). Joins, leaves, pauses, resumes,
 * face checks and answers go to the act's history.
 */
export function openRoomConnection(socket: RoomSocket, rooms: VideoRooms) {
  const { config } = rooms;
  let phase: Phase = 'awaiting';
  let locale: Locale = DEFAULT_LOCALE;
  let seated: Seated | null = null;
  let member: MemberRow | null = null;
  let ending: Promise<void> | null = null;
  let testSeat: { roomId: number; key: number; memberId: string } | null = null;
  const bucket = new TokenBucket(config.signalRatePerS, config.signalBurst, () => rooms.now().getTime());

  const send = (frame: RoomServerFrame) => {
    if (phase !== 'closed') socket.send(JSON.stringify(frame));
  };
  const closeSocket = (code: number, reason: string) => {
    idle.stop();
    clearInterval(keepAlive);
    if (phase === 'closed') return;
    phase = 'closed';
    socket.close(code, reason);
  };
  /** A room socket error of our own (room-socket-errors.ts). */
  const fail = (code: RoomSocketErrorCode) => {
    send({ type: 'error', code, message: ROOM_SOCKET_ERRORS[code].text[locale] });
    void leaveRoom(code === 'replaced' ? null : 'dropped');
    closeSocket(ROOM_SOCKET_ERRORS[code].closeCode, code);
  };
  /** A refusal by the HTTP rules: the API's own code and localized text (spec §8). */
  const refuse = (error: ApiError) => {
    send({ type: 'error', code: error.code, message: formatApiError(error.code, locale, error.params) });
    closeSocket(error.code === 'too_many_requests' ? ROOM_SOCKET_ERRORS.too_many_messages.closeCode : ROOM_SOCKET_ERRORS.refused.closeCode, error.code);
  };
  /**
   * The room server failed (its database or, across processes, the bus): spec §8 "media server
   * connection error, retry later" in the frame, and a close the client may retry after.
   */
  const internal = (error: unknown) => {
    if (error instanceof ApiError) return refuse(error);
    rooms.options.log.error({ err: error }, 'video room connection failed');
    send({ type: 'error', code: 'media_server_error', message: formatApiError('media_server_error', locale) });
    void leaveRoom('dropped');
    closeSocket(ROOM_SOCKET_ERRORS.internal_error.closeCode, 'internal_error');
  };

  // Until the first frame, silence is a join that never came; after it, an idle connection.
  let silence: 'join_timeout' | 'idle_timeout' = 'join_timeout';
  const idle = new IdleTimer(() => fail(silence));
  idle.touch(JOIN_FRAME_TIMEOUT_MS);
  let heldAt = 0;
  const stillAlive = () => {
    silence = 'idle_timeout';
    idle.touch(config.idleTimeoutMs);
    // A face check held while the announcement is read: the gap in which a lost connection may
    // bring it back runs from this connection's last sign of life (the server may learn of the
    // loss only at the idle time-out).
    const now = rooms.now();
    if (phase === 'consent' && seated?.checked && now.getTime() - heldAt >= config.keepAliveMs / 2) {
      heldAt = now.getTime();
      void holdRoomIdentity(rooms.db, seated.checked.id, now).catch((error: unknown) =>
        rooms.options.log.error({ err: error }, 'video room: holding a face check failed'),
      );
    }
  };
  // Kept alive from the moment it opens, whatever the page does meanwhile (a person reading the
  // recording announcement sends nothing): the browser's pong counts as a sign of life.
  const keepAlive = socket.ping ? setInterval(() => socket.ping?.(), config.keepAliveMs) : undefined;

  async function leaveRoom(reason: LeftReason | null): Promise<void> {
    if (!member || !seated) return;
    const gone = member;
    const { act, user, role } = seated;
    member = null;
    rooms.hub.remove(gone.member_id);
    if (reason === null) return;
    ending = (async () => {
      const now = rooms.now();
      const ended = await markLeft(rooms.db, gone.member_id, reason, now);
      if (!ended) return;
      if (reason === 'left' || reason === 'dropped')
        await writeRoomHistory(rooms.db, act, { pin: user.pin, role }, reason === 'left' ? 'video_leave' : 'video_pause', now);
      if (reason !== 'closed')
        await rooms.broadcast(act.id, {
          type: 'member-left',
          memberId: gone.member_id,
          reason: reason === 'left' ? 'left' : reason === 'declined' ? 'declined' : 'dropped',
        });
    })().catch((error: unknown) => rooms.options.log.error({ err: error }, 'video room: leaving failed'));
    await ending;
  }

  async function join(frame: JoinFrame): Promise<void> {
    locale = frame.locale ?? DEFAULT_LOCALE;
    const auth = await rooms.options.sessions.fromToken(frame.token);
    if (!auth) return fail('session_invalid');
    const { user } = auth;
    if (!rooms.joins.hit(user.pin)) return refuse(new ApiError('too_many_requests', { params: { seconds: 60 } }));
    const act = await rooms.db.selectFrom('notarial_acts').selectAll().where('uuid', '=', frame.act).executeTakeFirst();
    if (!act) return refuse(new ApiError('uuid_not_found', { params: { uuid: frame.act } }));
    const now = rooms.now();
    const seat = await admissionOf(rooms.db, act, user, now, config.opensBeforeMs);
    if (!seat.admission.ok) return refuse(refusalError(seat.admission.reason, seat.opensAt));
    await rooms.options.sessions.touch(auth.session);
    const live = await liveMembers(rooms.db, act, now, config.memberStaleMs);
    if (live.filter((row) => row.pin !== user.pin).length >= MAX_ROOM_MEMBERS) return fail('room_full');

    const role = seat.admission.role;
    const { presence, last } = await presenceOf(rooms.db, act, user.pin, now, config.memberStaleMs);
    const due = faceCheckNeeded(presence, now, config.reidentifyGapMs);
    let identifiedAt = presence.identifiedAt;
    let checked: Seated['checked'] = null;
    if (due !== null) {
      const identity =
        frame.joinId && frame.faceJwt ? await verifyRoomIdentity(rooms.options, act, user.pin, frame.joinId, frame.faceJwt, now, config.reidentifyGapMs) : null;
      if (identity === null || (!identity.ok && identity.askAgain)) {
        send({ type: 'identity-required', reason: due });
        return closeSocket(1000, 'identity required');
      }
      if (!identity.ok) return refuse(new ApiError('identity_not_confirmed_video'));
      checked = { id: identity.checkId, reason: identity.reason };
      identifiedAt = now;
      if (identity.firstUse) await writeRoomHistory(rooms.db, act, { pin: user.pin, role }, 'video_identity_passed', now);
    }
    seated = { user, act, role, partyRole: seat.party?.role ?? null, identifiedAt, checked, last };
    if (!(await hasAgreedToRecording(rooms.db, act.id, user.pin))) {
      phase = 'consent';
      send({ type: 'consent-required' });
      return;
    }
    await admit();
  }

  /**
   * A seat in a room test's room of two (docs/decisions/0030-room-test-peer.md), paired through
   * the database whichever processes hold the page's two sockets; its events go by the room's own
   * key, so nobody outside the pair hears them.
   */
  async function joinTest(roomName: string): Promise<void> {
    const now = rooms.now();
    const seat = await takeTestSeat(rooms.db, roomName, rooms.processId, now);
    if (!seat) return fail('room_full');
    const key = testRoomKey(seat.roomId);
    testSeat = { roomId: seat.roomId, key, memberId: seat.member.memberId };
    if (phase === 'closed') return leaveTest();
    rooms.hub.add({
      memberId: seat.member.memberId,
      actId: key,
      send,
      end: fail,
      closeRoom: () => closeSocket(ROOM_SOCKET_ERRORS.room_closed.closeCode, 'room_closed'),
    });
    phase = 'joined';
    send({ type: 'joined', self: seat.member, members: seat.others, iceServers: iceServersFor(config.ice, 0, now), recording: null, resumed: false });
    await rooms.broadcast(key, { type: 'member-joined', member: seat.member }, seat.member.memberId);
  }

  function leaveTest(): void {
    if (!testSeat) return;
    const { roomId, key, memberId } = testSeat;
    testSeat = null;
    rooms.hub.remove(memberId);
    ending = leaveTestSeat(rooms.db, roomId, memberId)
      .then(() => rooms.broadcast(key, { type: 'member-left', memberId, reason: 'left' }))
      .catch((error: unknown) => rooms.options.log.error({ err: error }, 'video room: leaving a test room failed'));
  }

  async function onTest(frame: RoomClientFrame): Promise<void> {
    if (!testSeat) return;
    if (frame.type === 'signal') return rooms.hub.publish({ kind: 'signal', actId: testSeat.key, to: frame.to, from: testSeat.memberId, data: frame.data });
    if (frame.type === 'ping') return send({ type: 'pong', ts: frame.ts });
    if (frame.type === 'leave') {
      leaveTest();
      return closeSocket(1000, 'left');
    }
  }

  async function answerConsent(agree: boolean): Promise<void> {
    if (!seated) return;
    const now = rooms.now();
    await recordConsent(rooms.db, seated.act, { pin: seated.user.pin, role: seated.role }, agree, now);
    if (agree) return admit();
    send({ type: 'error', code: 'video_declined_recording', message: formatApiError('video_declined_recording', locale) });
    closeSocket(ROOM_SOCKET_ERRORS.declined_recording.closeCode, 'declined_recording');
  }

  async function admit(): Promise<void> {
    if (!seated) return;
    const { user, role, last, checked } = seated;
    const now = rooms.now();
    // The announcement may have been open for minutes: the room must still be open to this person.
    const act = await rooms.db.selectFrom('notarial_acts').selectAll().where('id', '=', seated.act.id).executeTakeFirstOrThrow();
    const seat = await admissionOf(rooms.db, act, user, now, config.opensBeforeMs);
    if (!seat.admission.ok) return refuse(refusalError(seat.admission.reason, seat.opensAt));
    if (checked && !(await spendRoomIdentity(rooms.db, checked.id, now))) return refuse(new ApiError('identity_not_confirmed_video'));
    seated.act = act;
    // One seat per person: a second tab or device takes it over.
    if (last && last.left_at === null) {
      await markLeft(rooms.db, last.member_id, 'replaced', now);
      await rooms.hub.publish({ kind: 'kick', actId: act.id, memberId: last.member_id, code: 'replaced' });
      await rooms.broadcast(act.id, { type: 'member-left', memberId: last.member_id, reason: 'replaced' });
    }
    const person = await rooms.db.selectFrom('persons').select(['surname', 'first_name', 'patronymic']).where('pin', '=', user.pin).executeTakeFirst();
    const row = await rooms.db
      .insertInto('video_room_members')
      .values({
        act_id: act.id,
        member_id: randomBytes(12).toString('base64url'),
        pin: user.pin,
        user_id: user.id,
        role,
        party_role: seated.partyRole,
        name: person ? personName(person) : user.pin,
        process_id: rooms.processId,
        visit_number: act.visit_number,
        identified_at: seated.identifiedAt?.toISOString() ?? null,
        joined_at: now.toISOString(),
        seen_at: now.toISOString(),
        left_at: null,
        left_reason: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (phase === 'closed') {
      await markLeft(rooms.db, row.member_id, 'dropped', now);
      return;
    }
    member = row;
    if (role === 'party') await recordRoomAttendance(rooms.db, act, now);
    rooms.hub.add(localMember(row));
    // A return after a drop resumes the seat; a first join or a return after leaving joins again.
    const resumed = last !== undefined && last.left_reason !== 'left' && last.left_reason !== 'closed';
    await writeRoomHistory(rooms.db, act, { pin: user.pin, role }, resumed ? 'video_resume' : 'video_join', now);
    const others = (await liveMembers(rooms.db, act, now, config.memberStaleMs)).filter((other) => other.member_id !== row.member_id);
    const recording = await currentRecording(rooms.db, act);
    phase = 'joined';
    send({
      type: 'joined',
      self: memberToWire(row),
      members: others.map(memberToWire),
      iceServers: iceServersFor(config.ice, user.id, now),
      recording,
      resumed: resumed && seated.checked === null,
    });
    await rooms.broadcast(act.id, { type: 'member-joined', member: memberToWire(row) }, row.member_id);
  }

  function localMember(row: MemberRow): LocalMember {
    return {
      memberId: row.member_id,
      actId: row.act_id,
      send,
      end: (code) => {
        if (code === 'replaced') {
          member = null;
          rooms.hub.remove(row.member_id);
        }
        fail(code);
      },
      closeRoom: (reason) => {
        send({ type: 'room-closed', reason });
        void leaveRoom('closed').finally(() => closeSocket(ROOM_SOCKET_ERRORS.room_closed.closeCode, 'room_closed'));
      },
    };
  }

  async function onJoined(frame: RoomClientFrame): Promise<void> {
    if (!member || !seated) return;
    switch (frame.type) {
      case 'signal':
        await rooms.hub.publish({ kind: 'signal', actId: member.act_id, to: frame.to, from: member.member_id, data: frame.data });
        return;
      case 'media': {
        const updated = await rooms.db
          .updateTable('video_room_members')
          .set({ muted: frame.muted ? 1 : 0, camera_off: frame.cameraOff ? 1 : 0 })
          .where('member_id', '=', member.member_id)
          .returningAll()
          .executeTakeFirst();
        if (updated) await rooms.broadcast(member.act_id, { type: 'member-updated', member: memberToWire(updated) }, member.member_id);
        return;
      }
      case 'leave':
        await leaveRoom('left');
        return closeSocket(1000, 'left');
      case 'ping':
        send({ type: 'pong', ts: frame.ts });
        return;
      default:
        return fail('invalid_frame');
    }
  }

  return {
    onMessage(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
      if (phase === 'closed') return;
      const parsed = parseRoomFrame(data, isBinary, MAX_SIGNAL_FRAME_BYTES);
      if (!parsed.ok) return fail('invalid_frame');
      if (!bucket.take()) return fail('too_many_messages');
      stillAlive();
      const { frame } = parsed;
      if (frame.type === 'ping' && phase !== 'joined') return send({ type: 'pong', ts: frame.ts });
      if (phase === 'awaiting') {
        if (frame.type === 'test-join') {
          phase = 'joining';
          void joinTest(frame.room).catch(internal);
          return;
        }
        if (frame.type !== 'join') return fail('invalid_frame');
        phase = 'joining';
        void join(frame).catch(internal);
        return;
      }
      if (phase === 'consent') {
        if (frame.type !== 'consent') return fail('invalid_frame');
        phase = 'joining';
        void answerConsent(frame.agree).catch(internal);
        return;
      }
      if (phase === 'joined') void (testSeat ? onTest(frame) : onJoined(frame)).catch(internal);
      // While a join is being decided, other frames wait for nothing: the client sends none.
    },
    /** The browser answered a protocol ping. */
    onPong(): void {
      if (phase !== 'awaiting' && phase !== 'closed') stillAlive();
    },
    onClose(): void {
      idle.stop();
      clearInterval(keepAlive);
      leaveTest();
      const wasJoined = member !== null;
      phase = 'closed';
      if (wasJoined) void leaveRoom('dropped');
      // Lost before the seat was taken: the face check it brought may come back within the gap.
      else if (seated?.checked) {
        const check = seated.checked.id;
        ending = holdRoomIdentity(rooms.db, check, rooms.now()).catch((error: unknown) =>
          rooms.options.log.error({ err: error }, 'video room: holding a face check failed'),
        );
      }
    },
    /** Resolves once a leave in progress is written (tests, shutdown). */
    settled: (): Promise<void> => ending ?? Promise.resolve(),
  };
}
