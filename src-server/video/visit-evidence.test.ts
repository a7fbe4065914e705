import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actSignaturesPath, actSigningDocumentPath, type SigningDocument, type SigningState } from '../../src-domain/http/routes/act-signatures.ts';
import { actActionsPath, actPath, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import {
  actRecordingSealPath,
  actRecordingSegmentPath,
  actRecordingsPath,
  SEGMENT_SHA256_HEADER,
  UPLOAD_LENGTH_HEADER,
  UPLOAD_OFFSET_HEADER,
} from '../../src-domain/http/routes/video-recordings.ts';
import { actVideoPath, type RecordingSummary, type VideoRoomView } from '../../src-domain/http/routes/video-room.ts';
import { manifestText } from '../../src-domain/video/recording-manifest.ts';
import { DEMO_CAST } from '../seed/demo-cast.ts';
import { createActTestApp, ok, type ActClient, type ActTestApp } from '../test-support/act-test-app.ts';
import { createTestCa, type TestCa } from '../test-support/pki/test-ca.ts';
import { createTestPkcs7 } from '../test-support/pki/test-pkcs7.ts';
import { joinRoom, passRoomFaceCheck, type RoomTestSocket, videoActAtRegistration } from './room.test-support.ts';

/**
 * Registration by video counts the evidence of the visit being registered (docs/video.md
 * "Evidence of the visit"; transition-table.ts `videoEvidence`): a recording sealed and face
 * checks passed in the room of that visit. Walked through the API: the evidence of a first visit
 * complete, back to setting the time, set, confirmed, paid — at step 8 again, none of it counts;
 * the room of the new visit gathers its own (and loses it to a technical failure's new time), and
 * the act is registered.
 */
let t: ActTestApp;
let base: string;
let act: ActDetails;
let ca: TestCa;
let aziz: ActClient;
let malika: ActClient;
let gulnora: ActClient;
const DAY = 86_400_000;
const sockets: RoomTestSocket[] = [];

beforeAll(async () => {
  ca = await createTestCa('E-Notary Test CA', { notBefore: new Date(Date.UTC(2020, 0, 1)), notAfter: new Date(Date.UTC(2040, 0, 1)) });
  t = await createActTestApp({
    signatures: {
      verification: { trustedCas: [ca.certificateDer], revocation: 'none', crlUrls: [], mode: 'local', siteHost: 'localhost' },
      agent: { agentUrl: 'ws://127.0.0.1:64646/service/cryptapi', apiKeys: [] },
    },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  act = await videoActAtRegistration(t);
  [aziz, malika, gulnora] = [await t.as('aziz'), await t.as('malika'), await t.as('gulnora')];
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function step(who: ActClient, body: Record<string, unknown>): Promise<ActDetails> {
  const seen = ok<ActDetails>(await who.get(actPath(act.uuid)));
  act = ok<ActDetails>(await who.post(actActionsPath(act.uuid), { ...body, version: seen.version }));
  return act;
}

async function registerRefusal(): Promise<string> {
  const seen = ok<ActDetails>(await gulnora.get(actPath(act.uuid)));
  const answer = await gulnora.post(actActionsPath(act.uuid), { action: 'register', version: seen.version });
  expect(answer.statusCode).toBe(409);
  return answer.json<{ code: string }>().code;
}

/** Joins the room with a face check, answered "yes" to the recording: seated. */
async function seated(client: ActClient): Promise<void> {
  const { socket, first } = await joinRoom(base, client, act.uuid, await passRoomFaceCheck(t, client, act.uuid));
  expect(first).toMatchObject({ type: 'joined' });
  sockets.push(socket);
}

/** The notary records one short segment and seals it. */
async function sealedRecording(): Promise<void> {
  const started = ok<RecordingSummary>(await gulnora.post(actRecordingsPath(act.uuid), { mimeType: 'video/webm;codecs=vp8,opus' }));
  const bytes = randomBytes(40_000);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const uploaded = await t.app.inject({
    method: 'PATCH',
    url: actRecordingSegmentPath(act.uuid, started.id, 0),
    headers: {
      authorization: `Bearer ${gulnora.token}`,
      'content-type': 'application/offset+octet-stream',
      [UPLOAD_OFFSET_HEADER]: '0',
      [UPLOAD_LENGTH_HEADER]: String(bytes.length),
      [SEGMENT_SHA256_HEADER]: sha256,
    },
    payload: bytes,
  });
  expect(uploaded.statusCode).toBe(200);
  const segments = [{ seq: 0, size: bytes.length, sha256 }];
  const manifestSha256 = createHash('sha256').update(manifestText(started.id, segments)).digest('hex');
  expect(ok<RecordingSummary>(await gulnora.post(actRecordingSealPath(act.uuid, started.id), { segments, manifestSha256 })).state).toBe('sealed');
}

/** Every video participant signs the fixed document with a key of the test CA (docs/signatures.md). */
async function signEveryone(): Promise<void> {
  ok<SigningState>(await gulnora.post(actSigningDocumentPath(act.uuid)));
  const document = ok<SigningDocument>(await gulnora.get(actSigningDocumentPath(act.uuid)));
  const bytes = new Uint8Array(Buffer.from(document.contentBase64, 'base64'));
  const now = t.clock.now().getTime();
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
    ok<SigningState>(await client.post(actSignaturesPath(act.uuid), { pkcs7, sha256: document.sha256 }));
  }
}

const evidenceComplete = async () => ok<VideoRoomView>(await gulnora.get(actVideoPath(act.uuid))).evidenceComplete;

describe('the evidence of the visit being registered (docs/video.md)', () => {
  it('completes the first visit’s evidence: everyone identified in its room, a recording sealed, the document signed', async () => {
    for (const client of [gulnora, malika, aziz]) await seated(client);
    await sealedRecording();
    await signEveryone();
    expect(await evidenceComplete()).toBe(true);
  });

  it('back to setting the time, set, confirmed and paid: at step 8 again, the first visit’s recording does not count', async () => {
    await step(gulnora, { action: 'return_to_set_time', reason: 'Boshqa vaqt' });
    for (const socket of sockets.splice(0)) expect((await socket.closed).code).toBe(4440);
    await step(gulnora, { action: 'set_time', visitDate: '22.11.2026', visitTime: '11:20' });
    await step(aziz, { action: 'confirm_time' });
    await step(aziz, { action: 'mark_paid' });
    expect(act).toMatchObject({ step: 8, state: 'awaiting_registration', regtypeId: 2 });
    expect(await evidenceComplete()).toBe(false);
    expect(await registerRefusal()).toBe('act_recording_not_sealed');
  });

  it('nor do its face checks: the new visit’s room asks each person again, and a recording of it alone is not enough', async () => {
    // Seated in the first visit's room minutes ago: a first join of this visit, face check included.
    const { first } = await joinRoom(base, gulnora, act.uuid);
    expect(first).toEqual({ type: 'identity-required', reason: 'first_join' });
    await seated(gulnora);
    await sealedRecording();
    expect(await registerRefusal()).toBe('act_video_identity_missing');
    await seated(malika);
    expect(await registerRefusal()).toBe('act_video_identity_missing');
  });

  it('a technical failure’s new time is another visit: its room closes for those in it, and what it gathered no longer counts', async () => {
    await step(gulnora, { action: 'technical_failure', reason: 'Aloqa uzildi', visitDate: '22.11.2026', visitTime: '11:25' });
    expect(act).toMatchObject({ step: 8, state: 'awaiting_registration', visitTime: '11:25' });
    for (const socket of sockets.splice(0)) expect((await socket.closed).code).toBe(4440);
    expect(await registerRefusal()).toBe('act_recording_not_sealed');
  });

  it('registers once everyone has passed the face check in this visit’s room and its recording is sealed', async () => {
    for (const client of [gulnora, malika, aziz]) await seated(client);
    await sealedRecording();
    expect(await evidenceComplete()).toBe(true);
    await step(gulnora, { action: 'register' });
    expect(act).toMatchObject({ step: 9, state: 'active', regnum: expect.any(String) });
  });
});
