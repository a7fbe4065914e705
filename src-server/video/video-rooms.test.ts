import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actActionsPath, actHistoryPath, type ActDetails, type ActHistoryItem } from '../../src-domain/http/routes/acts.ts';
import {
  actRecordingMediaPath,
  actRecordingPath,
  type RecordingDetails,
  actRecordingSealPath,
  actRecordingSegmentPath,
  actRecordingsPath,
  SEGMENT_SHA256_HEADER,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_LENGTH_HEADER,
  UPLOAD_OFFSET_HEADER,
  type SegmentStatus,
} from '../../src-domain/http/routes/video-recordings.ts';
import { actVideoAttemptPath, actVideoPath, type RecordingSummary, type VideoRoomView } from '../../src-domain/http/routes/video-room.ts';
import { manifestText } from '../../src-domain/video/recording-manifest.ts';
import { actSignaturesPath, actSigningDocumentPath, type SigningDocument, type SigningState } from '../../src-domain/http/routes/act-signatures.ts';
import { DEMO_CAST } from '../seed/demo-cast.ts';
import { createActTestApp, ok, type ActClient, type ActTestApp } from '../test-support/act-test-app.ts';
import { createTestCa, type TestCa } from '../test-support/pki/test-ca.ts';
import { createTestPkcs7 } from '../test-support/pki/test-pkcs7.ts';
import { MAX_ROOM_MEMBERS } from '../../src-domain/video/room-limits.ts';
import type { RoomBus } from './room-bus.ts';
import { joinRoom, passRoomFaceCheck, RoomTestSocket, videoActAtRegistration } from './room.test-support.ts';

/**
 * The video rooms on one server (docs/video.md): who may join (per act and per person), the face
 * check bound to the join and again after a long drop, the recording announcement, signalling,
 * the act's history, the recording uploaded with resume and sealed, and registration by video
 * refused until the evidence is complete.
 */
let t: ActTestApp;
let base: string;
let act: ActDetails;
let aziz: ActClient;
let malika: ActClient;
let dilnoza: ActClient;
let gulnora: ActClient;
let sherzod: ActClient;

/** Shorter than the session token's 30 s rotation grace, so the test clients' first tokens stay valid. */
const GAP_MS = 10_000;

const DAY = 86_400_000;
let ca: TestCa;

/** Every video participant signs the fixed document with a key of the test CA (docs/signatures.md): parties, then the notary. */
async function signEveryone(): Promise<SigningState> {
  ok<SigningState>(await gulnora.post(actSigningDocumentPath(act.uuid)));
  const document = ok<SigningDocument>(await gulnora.get(actSigningDocumentPath(act.uuid)));
  const bytes = new Uint8Array(Buffer.from(document.contentBase64, 'base64'));
  const now = t.clock.now().getTime();
  let state: SigningState | null = null;
  for (const [client, key] of [
    [aziz, 'aziz'],
    [malika, 'malika'],
    [gulnora, 'gulnora'],
  ] as const) {
    const person = DEMO_CAST[key];
    const identity = await ca.issue({
      pin: person.pin,
      fullName: `${person.surname} ${person.firstName}`.toUpperCase(),
      notBefore: new Date(now - DAY),
      notAfter: new Date(now + 365 * DAY),
    });
    const pkcs7 = Buffer.from(await createTestPkcs7(identity, bytes)).toString('base64');
    state = ok<SigningState>(await client.post(actSignaturesPath(act.uuid), { pkcs7, sha256: document.sha256 }));
  }
  if (!state) throw new Error('nobody signed');
  return state;
}

beforeAll(async () => {
  ca = await createTestCa('E-Notary Test CA', { notBefore: new Date(Date.UTC(2020, 0, 1)), notAfter: new Date(Date.UTC(2040, 0, 1)) });
  t = await createActTestApp({
    video: { config: { reidentifyGapMs: GAP_MS } },
    signatures: {
      verification: { trustedCas: [ca.certificateDer], revocation: 'none', crlUrls: [], mode: 'local', siteHost: 'localhost' },
      agent: { agentUrl: 'ws://127.0.0.1:64646/service/cryptapi', apiKeys: [] },
    },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  act = await videoActAtRegistration(t);
  [aziz, malika, dilnoza, gulnora, sherzod] = [await t.as('aziz'), await t.as('malika'), await t.as('dilnoza'), await t.as('gulnora'), await t.as('sherzod')];
}, 120_000);

afterAll(async () => {
  await t.close();
});

async function history(): Promise<ActHistoryItem[]> {
  return ok<ActHistoryItem[]>(await gulnora.get(actHistoryPath(act.uuid)));
}

function chunkHeaders(token: string, offset: number, length: number, sha256: string) {
  return {
    authorization: `Bearer ${token}`,
    'content-type': 'application/offset+octet-stream',
    [UPLOAD_OFFSET_HEADER]: String(offset),
    [UPLOAD_LENGTH_HEADER]: String(length),
    [SEGMENT_SHA256_HEADER]: sha256,
  };
}

describe('who may join (spec §3 participation type, §6; src-domain/video/room-admission.ts)', () => {
  it('refuses a stranger before any face check: the act is not theirs (spec §8 418)', async () => {
    expect((await sherzod.post(actVideoAttemptPath(act.uuid))).statusCode).toBe(418);
    const { socket, first } = await joinRoom(base, sherzod, act.uuid);
    expect(first).toMatchObject({ type: 'error', code: 'video_not_participant' });
    expect((await socket.closed).code).toBe(4403);
  });

  it('refuses a party who meets the notary in person (participation type 1)', async () => {
    const attempt = await dilnoza.post(actVideoAttemptPath(act.uuid));
    expect(attempt.statusCode).toBe(409);
    expect(attempt.json()).toMatchObject({ code: 'video_in_person_participant' });
    const { first } = await joinRoom(base, dilnoza, act.uuid);
    expect(first).toMatchObject({ type: 'error', code: 'video_in_person_participant' });
    expect(ok<VideoRoomView>(await dilnoza.get(actVideoPath(act.uuid))).me).toEqual({ canJoin: false, refusal: 'in_person_participant', role: 'party' });
  });

  it('refuses a token that opens no session, and a socket that never says who it is', async () => {
    const socket = new RoomTestSocket(base);
    await socket.send({ type: 'join', token: 'x'.repeat(43), act: act.uuid });
    expect(await socket.next('error')).toMatchObject({ code: 'session_invalid' });
    expect((await socket.closed).code).toBe(4401);
  });

  it('refuses a face check that is not bound to this join', async () => {
    const gulnoraFace = await passRoomFaceCheck(t, gulnora, act.uuid);
    const { first } = await joinRoom(base, malika, act.uuid, gulnoraFace);
    expect(first).toMatchObject({ type: 'error', code: 'identity_not_confirmed_video' });
  });

  it('refuses a live face that is not the person’s registry photo (spec §8 "identity not confirmed for video mode")', async () => {
    const { socket, first } = await joinRoom(base, malika, act.uuid, await passRoomFaceCheck(t, malika, act.uuid, { faceMatched: false }));
    expect(first).toMatchObject({ type: 'error', code: 'identity_not_confirmed_video' });
    await socket.closed;
    expect((await history()).filter((item) => item.action === 'video_join')).toEqual([]);
  });

  it('seats at most six (the peer mesh, src-domain/video/room-limits.ts): a seventh is told the room is full', async () => {
    const now = t.clock.now().toISOString();
    const user = await t.db.selectFrom('users').select('id').where('pin', '=', DEMO_CAST.aziz.pin).executeTakeFirstOrThrow();
    const { visit_number } = await t.db.selectFrom('notarial_acts').select('visit_number').where('id', '=', act.id).executeTakeFirstOrThrow();
    // Six seats of this visit taken in another server process, seen just now (as its members' heartbeats keep them).
    const seats = Array.from({ length: MAX_ROOM_MEMBERS }, (_, i) => ({
      act_id: act.id,
      member_id: `full-room-${i}`,
      pin: `9000000000000${i}`,
      user_id: user.id,
      role: 'party' as const,
      party_role: 'buyer',
      name: `seat ${i}`,
      process_id: 'another-process',
      visit_number,
      identified_at: now,
      joined_at: now,
      seen_at: now,
      left_at: null,
      left_reason: null,
    }));
    await t.db.insertInto('video_room_members').values(seats).execute();
    try {
      const { socket, first } = await joinRoom(base, malika, act.uuid);
      expect(first).toMatchObject({ type: 'error', code: 'room_full' });
      await socket.closed;
    } finally {
      await t.db.deleteFrom('video_room_members').where('member_id', 'like', 'full-room-%').execute();
    }
    expect((await history()).filter((item) => item.action === 'video_join')).toEqual([]);
  });
});

describe('a call: face check on joining, the recording announced, signals relayed, drops and resumes', () => {
  let notarySocket: RoomTestSocket;
  let notaryId: string;
  let partySocket: RoomTestSocket;
  let partyId: string;

  it('asks for a face check first, then for the answer to the recording, then admits', async () => {
    const { socket: asked, first } = await joinRoom(base, gulnora, act.uuid);
    expect(first).toEqual({ type: 'identity-required', reason: 'first_join' });
    expect((await asked.closed).code).toBe(1000);

    const { socket, first: joined } = await joinRoom(base, gulnora, act.uuid, await passRoomFaceCheck(t, gulnora, act.uuid));
    expect(joined).toMatchObject({
      type: 'joined',
      members: [],
      recording: null,
      resumed: false,
      self: { role: 'notary', name: 'Saidova Gulnora Anvar qizi' },
    });
    notarySocket = socket;
    notaryId = joined.type === 'joined' ? joined.self.memberId : '';
  });

  it('tells the others who joined, and the newcomer who is in', async () => {
    const { socket, first } = await joinRoom(base, malika, act.uuid, await passRoomFaceCheck(t, malika, act.uuid));
    expect(first).toMatchObject({ type: 'joined', members: [{ memberId: notaryId, role: 'notary' }], self: { role: 'party', partyRole: 'buyer' } });
    partySocket = socket;
    partyId = first.type === 'joined' ? first.self.memberId : '';
    expect(await notarySocket.next('member-joined')).toMatchObject({ member: { memberId: partyId, name: 'Yusupova Malika Bobur qizi' } });
    const view = ok<VideoRoomView>(await aziz.get(actVideoPath(act.uuid)));
    expect(view.members.map((member) => member.memberId)).toEqual([notaryId, partyId]);
    expect(view.room).toMatchObject({ open: true, closedReason: null });
    expect(view.consents.map((consent) => [consent.name, consent.agreed])).toEqual([
      ['Saidova Gulnora Anvar qizi', true],
      ['Yusupova Malika Bobur qizi', true],
    ]);
  });

  it('relays a signal to the member named, and to no one else', async () => {
    await partySocket.send({ type: 'signal', to: notaryId, data: { type: 'offer', sdp: 'v=0' } });
    expect(await notarySocket.next('signal')).toEqual({ type: 'signal', from: partyId, data: { type: 'offer', sdp: 'v=0' } });
    await notarySocket.send({ type: 'media', muted: true, cameraOff: false });
    expect(await partySocket.next('member-updated')).toMatchObject({ member: { memberId: notaryId, muted: true } });
    expect(partySocket.frames.filter((frame) => frame.type === 'signal')).toEqual([]);
  });

  it('resumes a seat after a short drop without a new face check (a pause and a resume in the history)', async () => {
    partySocket.drop();
    expect(await notarySocket.next('member-left')).toEqual({ type: 'member-left', memberId: partyId, reason: 'dropped' });
    t.clock.advance(GAP_MS / 2);
    const { socket, first } = await joinRoom(base, malika, act.uuid);
    expect(first).toMatchObject({ type: 'joined', resumed: true, members: [{ memberId: notaryId }] });
    partySocket = socket;
    partyId = first.type === 'joined' ? first.self.memberId : '';
    expect(await notarySocket.next('member-joined')).toMatchObject({ member: { memberId: partyId } });
    const actions = (await history()).map((item) => item.action);
    expect(actions.slice(-2)).toEqual(['video_pause', 'video_resume']);
  });

  it('asks for the face check again after a drop longer than the gap', async () => {
    partySocket.drop();
    await notarySocket.next('member-left');
    t.clock.advance(GAP_MS + 1_000);
    const { first } = await joinRoom(base, malika, act.uuid);
    expect(first).toEqual({ type: 'identity-required', reason: 'gap_exceeded' });
    const { socket, first: joined } = await joinRoom(base, malika, act.uuid, await passRoomFaceCheck(t, malika, act.uuid));
    expect(joined).toMatchObject({ type: 'joined', resumed: false });
    partySocket = socket;
    partyId = joined.type === 'joined' ? joined.self.memberId : '';
    expect(await notarySocket.next('member-joined')).toMatchObject({ member: { memberId: partyId } });
    const checks = ok<VideoRoomView>(await gulnora.get(actVideoPath(act.uuid))).identityChecks;
    expect(checks.map((check) => [check.name, check.reason])).toEqual([
      ['Saidova Gulnora Anvar qizi', 'first_join'],
      ['Yusupova Malika Bobur qizi', 'first_join'],
      ['Yusupova Malika Bobur qizi', 'gap_exceeded'],
    ]);
  });

  it('keeps a participant who does not agree to the recording out of the call (spec §1)', async () => {
    const { socket, first } = await joinRoom(base, aziz, act.uuid, await passRoomFaceCheck(t, aziz, act.uuid), false);
    expect(first).toMatchObject({ type: 'error', code: 'video_declined_recording' });
    expect((await socket.closed).code).toBe(4441);
    expect((await history()).at(-1)).toMatchObject({ action: 'recording_declined', actorRole: 'applicant' });
  });

  it('closes a socket that floods the signalling', async () => {
    // Declining kept him out before a seat was his: a new join is a first join, face check included.
    const { socket, first } = await joinRoom(base, aziz, act.uuid, await passRoomFaceCheck(t, aziz, act.uuid), true);
    expect(first.type).toBe('joined');
    for (let i = 0; i < 150; i += 1) socket.socket.send(JSON.stringify({ type: 'ping', ts: i }));
    expect((await socket.closed).code).toBe(4429);
  });

  describe('the recording: announced, uploaded with resume, verified byte-exact, sealed', () => {
    let recordingId: string;
    const segments = [randomBytes(UPLOAD_CHUNK_BYTES + 40_000), randomBytes(90_000)];
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

    it('refuses to register by video before the recording is sealed (docs/architecture.md Video acts)', async () => {
      const seen = ok<ActDetails>(await gulnora.get(`/api/acts/${act.uuid}`));
      expect(seen.allowedActions).toContain('register');
      const refused = await gulnora.post(actActionsPath(act.uuid), { action: 'register', version: seen.version });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'act_recording_not_sealed' });
    });

    it('lets only the notary start it, and shows it to everyone in the room', async () => {
      const refused = await malika.post(actRecordingsPath(act.uuid), { mimeType: 'video/webm;codecs=vp8,opus' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'recording_notary_only' });
      const started = ok<RecordingSummary>(await gulnora.post(actRecordingsPath(act.uuid), { mimeType: 'video/webm;codecs=vp8,opus' }));
      recordingId = started.id;
      expect(await partySocket.next('recording')).toEqual({ type: 'recording', recording: { recordingId, state: 'recording', startedAt: started.startedAt } });
    });

    it('appends chunks at the offset the server holds and resumes after a drop', async () => {
      const [first] = segments as [Buffer, Buffer];
      const path = actRecordingSegmentPath(act.uuid, recordingId, 0);
      const part = await t.app.inject({
        method: 'PATCH',
        url: path,
        headers: chunkHeaders(gulnora.token, 0, first.length, sha(first)),
        payload: first.subarray(0, UPLOAD_CHUNK_BYTES),
      });
      expect(part.json<SegmentStatus>()).toEqual({ seq: 0, length: first.length, received: UPLOAD_CHUNK_BYTES, verified: false });
      // The connection dropped: the client asks where to go on, and a wrong offset is refused with the right one.
      expect(ok<SegmentStatus>(await gulnora.get(path)).received).toBe(UPLOAD_CHUNK_BYTES);
      const wrong = await t.app.inject({
        method: 'PATCH',
        url: path,
        headers: chunkHeaders(gulnora.token, 1000, first.length, sha(first)),
        payload: first.subarray(1000, 2000),
      });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json()).toMatchObject({ code: 'segment_offset_mismatch' });
      expect(wrong.json<{ message: string }>().message).toContain(String(UPLOAD_CHUNK_BYTES));
      const rest = await t.app.inject({
        method: 'PATCH',
        url: path,
        headers: chunkHeaders(gulnora.token, UPLOAD_CHUNK_BYTES, first.length, sha(first)),
        payload: first.subarray(UPLOAD_CHUNK_BYTES),
      });
      expect(rest.json<SegmentStatus>()).toEqual({ seq: 0, length: first.length, received: first.length, verified: true });
    });

    it('refuses a segment whose bytes do not match its hash, and takes it again', async () => {
      const [, second] = segments as [Buffer, Buffer];
      const path = actRecordingSegmentPath(act.uuid, recordingId, 1);
      const damaged = Buffer.from(second);
      damaged[100] = (damaged[100] ?? 0) ^ 0xff;
      const bad = await t.app.inject({ method: 'PATCH', url: path, headers: chunkHeaders(gulnora.token, 0, second.length, sha(second)), payload: damaged });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'segment_mismatch' });
      const good = await t.app.inject({ method: 'PATCH', url: path, headers: chunkHeaders(gulnora.token, 0, second.length, sha(second)), payload: second });
      expect(good.json<SegmentStatus>().verified).toBe(true);
    });

    it('seals with the manifest hash both sides compute; the notary plays it byte-exact, nobody else can', async () => {
      const list = segments.map((bytes, seq) => ({ seq, size: bytes.length, sha256: sha(bytes) }));
      const wrongManifest = await gulnora.post(actRecordingSealPath(act.uuid, recordingId), { segments: list, manifestSha256: 'f'.repeat(64) });
      expect(wrongManifest.json()).toMatchObject({ code: 'recording_incomplete' });
      const manifestSha256 = sha(Buffer.from(manifestText(recordingId, list)));
      const sealed = ok<RecordingSummary>(await gulnora.post(actRecordingSealPath(act.uuid, recordingId), { segments: list, manifestSha256 }));
      expect(sealed).toMatchObject({ state: 'sealed', segmentCount: 2, totalBytes: segments[0]!.length + segments[1]!.length, manifestSha256, playable: true });
      expect(await partySocket.next('recording')).toMatchObject({ recording: { state: 'sealed' } });

      const media = await gulnora.get(actRecordingMediaPath(act.uuid, recordingId));
      expect(media.statusCode).toBe(200);
      expect(media.rawPayload.equals(Buffer.concat(segments))).toBe(true);
      expect((await malika.get(actRecordingMediaPath(act.uuid, recordingId))).json()).toMatchObject({ code: 'recording_notary_only' });
      expect((await sherzod.get(actRecordingMediaPath(act.uuid, recordingId))).statusCode).toBe(418);
      expect(ok<RecordingSummary[]>(await malika.get(actRecordingsPath(act.uuid))).map((recording) => recording.playable)).toEqual([false]);
      expect(ok<RecordingDetails>(await gulnora.get(actRecordingPath(act.uuid, recordingId))).segments).toEqual(
        list.map((segment) => ({ ...segment, verified: true })),
      );
      expect((await malika.get(actRecordingPath(act.uuid, recordingId))).statusCode).toBe(409);
    });

    it('registers by video once every video participant is identified and has signed, and closes the room', async () => {
      let seen = ok<ActDetails>(await gulnora.get(`/api/acts/${act.uuid}`));
      // Gulnora, Malika and Aziz (the applicant, by video) all passed a face check in the room, but nobody has signed yet.
      expect(ok<VideoRoomView>(await gulnora.get(actVideoPath(act.uuid))).evidenceComplete).toBe(false);
      expect((await gulnora.post(actActionsPath(act.uuid), { action: 'register', version: seen.version })).json()).toMatchObject({
        code: 'act_signatures_missing',
      });
      expect(await signEveryone()).toMatchObject({ complete: true });
      expect(ok<VideoRoomView>(await gulnora.get(actVideoPath(act.uuid))).evidenceComplete).toBe(true);
      seen = ok<ActDetails>(await gulnora.get(`/api/acts/${act.uuid}`));
      seen = ok<ActDetails>(await gulnora.post(actActionsPath(act.uuid), { action: 'register', version: seen.version }));
      expect(seen).toMatchObject({ step: 9, state: 'active', regnum: expect.any(String) });
      expect(await notarySocket.next('room-closed')).toEqual({ type: 'room-closed', reason: 'registered' });
      expect((await partySocket.closed).code).toBe(4440);
      const actions = (await history()).map((item) => item.action);
      for (const action of [
        'video_join',
        'video_identity_passed',
        'video_pause',
        'video_resume',
        'recording_acknowledged',
        'recording_declined',
        'recording_started',
        'recording_sealed',
        'register',
      ])
        expect(actions).toContain(action);
    });
  });
});

describe('a participant who does not agree to the recording: back to setting a time, or in person (spec §1; docs/video.md)', () => {
  it('closes the room, clears the time, and once again at step 8 makes every party meet the notary in person', async () => {
    const app = await createActTestApp();
    try {
      const url = await app.app.listen({ port: 0, host: '127.0.0.1' });
      let seen = await videoActAtRegistration(app);
      const [notary, buyer, applicant] = [await app.as('gulnora'), await app.as('malika'), await app.as('aziz')];
      const step = async (who: ActClient, body: Record<string, unknown>) => {
        seen = ok<ActDetails>(await who.post(actActionsPath(seen.uuid), { version: seen.version, ...body }));
      };
      const { socket } = await joinRoom(url, notary, seen.uuid, await passRoomFaceCheck(app, notary, seen.uuid));
      const { first } = await joinRoom(url, buyer, seen.uuid, await passRoomFaceCheck(app, buyer, seen.uuid), false);
      expect(first).toMatchObject({ type: 'error', code: 'video_declined_recording' });

      // A new time: the room closes for whoever is in it, the act is back at step 5 without a visit.
      await step(notary, { action: 'return_to_set_time', reason: 'Ishtirokchi yozuvga rozi emas' });
      expect(seen).toMatchObject({ step: 5, state: 'draft', regtypeId: 2, visitDate: null, visitTime: null });
      expect(await socket.next('room-closed')).toEqual({ type: 'room-closed', reason: 'closed' });
      expect(ok<VideoRoomView>(await buyer.get(actVideoPath(seen.uuid))).room).toMatchObject({ open: false, closedReason: 'not_registration_step' });

      // At step 8 again, then over to a visit in person: no room, every party in person.
      await step(notary, { action: 'set_time', visitDate: '22.11.2026', visitTime: '11:20' });
      await step(applicant, { action: 'confirm_time' });
      await step(applicant, { action: 'mark_paid' });
      expect(seen).toMatchObject({ step: 8, regtypeId: 2 });
      await step(notary, { action: 'switch_to_in_person', reason: 'Ishtirokchi yozuvga rozi emas' });
      expect(seen).toMatchObject({ step: 8, state: 'awaiting_registration', regtypeId: 1 });
      expect(seen.parties.map((party) => party.participationType)).toEqual(seen.parties.map(() => 1));
      expect(ok<VideoRoomView>(await notary.get(actVideoPath(seen.uuid))).room).toMatchObject({ open: false, closedReason: 'not_video_act' });
      const { first: refused } = await joinRoom(url, notary, seen.uuid);
      expect(refused).toMatchObject({ type: 'error', code: 'video_not_video_act' });
      // Registered in person: no recording asked for.
      await step(notary, { action: 'register' });
      expect(seen).toMatchObject({ step: 9, state: 'active', regnum: expect.any(String) });
      const actions = ok<ActHistoryItem[]>(await notary.get(actHistoryPath(seen.uuid))).map((item) => item.action);
      for (const action of ['recording_declined', 'return_to_set_time', 'switch_to_in_person', 'register']) expect(actions).toContain(action);
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe('the room test’s room of two (docs/decisions/0030-room-test-peer.md)', () => {
  it('pairs two sockets without a sign-in, relays between them, and takes no third', async () => {
    const room = 'room-test-0123456789';
    const first = new RoomTestSocket(base);
    await first.send({ type: 'test-join', room });
    const a = await first.next('joined');
    expect(a).toMatchObject({ members: [], self: { role: 'test' }, recording: null });
    const second = new RoomTestSocket(base);
    await second.send({ type: 'test-join', room });
    const b = await second.next('joined');
    expect(b.members.map((member) => member.memberId)).toEqual([a.self.memberId]);
    expect(await first.next('member-joined')).toMatchObject({ member: { memberId: b.self.memberId } });
    await second.send({ type: 'signal', to: a.self.memberId, data: { type: 'offer', sdp: 'v=0' } });
    expect(await first.next('signal')).toEqual({ type: 'signal', from: b.self.memberId, data: { type: 'offer', sdp: 'v=0' } });
    // An act room's member is out of reach from a test room.
    await second.send({ type: 'signal', to: 'earlier-member-id', data: { type: 'offer' } });
    const third = new RoomTestSocket(base);
    await third.send({ type: 'test-join', room });
    expect(await third.next('error')).toMatchObject({ code: 'room_full' });
    second.close();
    expect(await first.next('member-left')).toMatchObject({ memberId: b.self.memberId });
    first.close();
  });
});

describe('a failing room server (spec §8 "media server connection error")', () => {
  it('tells the participant to retry later when the rooms cannot reach each other', async () => {
    const failing: RoomBus = {
      publish: () => Promise.reject(new Error('LISTEN/NOTIFY is down')),
      subscribe: () => () => undefined,
      close: () => Promise.resolve(),
    };
    const broken = await createActTestApp({ video: { bus: failing } });
    try {
      const url = await broken.app.listen({ port: 0, host: '127.0.0.1' });
      const brokenAct = await videoActAtRegistration(broken);
      const notary = await broken.as('gulnora');
      // Admitted in this process, but its arrival cannot be told to the others.
      const { socket } = await joinRoom(url, notary, brokenAct.uuid, await passRoomFaceCheck(broken, notary, brokenAct.uuid));
      expect(await socket.next('error')).toEqual({
        type: 'error',
        code: 'media_server_error',
        message: 'Media-serverga ulanishda xatolik, keyinroq qayta urinib ko‘ring',
      });
      expect((await socket.closed).code).toBe(1011);
    } finally {
      await broken.close();
    }
  }, 120_000);
});
