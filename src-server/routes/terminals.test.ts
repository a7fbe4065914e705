import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEARTBEAT_SIGNATURE_HEADER,
  HEARTBEAT_TIMESTAMP_HEADER,
  heartbeatSigningInput,
  terminalHeartbeatPath,
  terminalKeyPath,
  terminalPath,
  TERMINALS_PATH,
  UPDATE_CHANNELS_PATH,
  updateChannelPath,
  type HeartbeatBody,
} from '../../src-domain/http/routes/terminals.ts';
import { bearer, createLoginTestApp, identityOf, logIn, type LoginTestApp } from '../auth/login.test-support.ts';
import { HEARTBEAT_LIMITS } from './terminals.ts';

/** The kiosk fleet (migration 0017, 0018): keys, signed heartbeats, rollouts; the server decides every role. */
describe('kiosk terminals and update channels', () => {
  let t: LoginTestApp;
  let technician: Record<string, string>;
  let operations: Record<string, string>;
  let citizen: Record<string, string>;
  const keys = generateKeyPairSync('ed25519');
  const publicKey = keys.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');

  beforeAll(async () => {
    t = await createLoginTestApp();
    technician = bearer(await logIn(t, identityOf('jamshid')));
    operations = bearer(await logIn(t, identityOf('nodira')));
    citizen = bearer(await logIn(t, identityOf('aziz')));
  });
  afterAll(() => t.close());

  const body: HeartbeatBody = {
    appVersion: '0.2.0',
    channel: 'latest',
    uptimeS: 3600,
    lastUpdateCheckAt: null,
    lastDictionarySyncAt: '2026-11-22T05:50:00.000Z',
    pendingVersion: null,
    selfTest: null,
  };
  function beat(terminalId: string, payload: HeartbeatBody, signedAt = t.clock.now().toISOString(), privateKey = keys.privateKey) {
    const text = JSON.stringify(payload);
    const signature = sign(null, Buffer.from(heartbeatSigningInput(terminalId, signedAt, text)), privateKey).toString('base64');
    return t.app.inject({
      method: 'POST',
      url: terminalHeartbeatPath(terminalId),
      headers: { 'content-type': 'application/json', [HEARTBEAT_TIMESTAMP_HEADER]: signedAt, [HEARTBEAT_SIGNATURE_HEADER]: signature },
      payload: text,
    });
  }

  it('lets only a technician read or register a terminal', async () => {
    expect((await t.app.inject({ url: terminalPath('HALL-1'), headers: citizen })).json()).toMatchObject({ code: 'forbidden' });
    expect((await t.app.inject({ url: terminalPath('HALL-1'), headers: operations })).statusCode).toBe(403);
    expect((await t.app.inject({ url: terminalPath('HALL-1') })).statusCode).toBe(403);
    expect((await t.app.inject({ url: terminalPath('HALL-1'), headers: technician })).json()).toEqual({ terminalId: 'HALL-1', record: null });
    const refused = await t.app.inject({ method: 'PUT', url: terminalKeyPath('HALL-1'), headers: citizen, payload: { publicKey } });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a heartbeat of a terminal that is not registered', async () => {
    expect((await beat('HALL-1', body)).json()).toMatchObject({ code: 'terminal_not_registered' });
  });

  it('registers an Ed25519 key and refuses anything else as a key', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    expect((await t.app.inject({ method: 'PUT', url: terminalKeyPath('HALL-1'), headers: technician, payload: { publicKey: rsa } })).statusCode).toBe(400);
    const ecdsaLike = Buffer.alloc(44, 1).toString('base64');
    expect((await t.app.inject({ method: 'PUT', url: terminalKeyPath('HALL-1'), headers: technician, payload: { publicKey: ecdsaLike } })).statusCode).toBe(
      400,
    );
    const registered = await t.app.inject({ method: 'PUT', url: terminalKeyPath('HALL-1'), headers: technician, payload: { publicKey } });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({ terminalId: 'HALL-1', record: { channel: 'latest', lastHeartbeatAt: null } });
    expect(JSON.stringify(registered.json())).not.toContain(publicKey);
  });

  it('stores a signed heartbeat and answers the channel rollout', async () => {
    const response = await beat('HALL-1', body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rolloutPercent: 100 });
    const lookup = (await t.app.inject({ url: terminalPath('HALL-1'), headers: technician })).json();
    expect(lookup.record).toMatchObject({
      appVersion: '0.2.0',
      uptimeS: 3600,
      lastDictionarySyncAt: '2026-11-22T05:50:00.000Z',
      lastHeartbeatAt: t.clock.now().toISOString(),
    });
  });

  it('refuses a replayed, stale, tampered or foreign-signed heartbeat', async () => {
    t.clock.advance(60_000);
    const signedAt = t.clock.now().toISOString();
    expect((await beat('HALL-1', body, signedAt)).statusCode).toBe(200);
    expect((await beat('HALL-1', body, signedAt)).json()).toMatchObject({ code: 'terminal_signature_invalid' });
    t.clock.advance(60_000);
    expect((await beat('HALL-1', body, new Date(t.clock.ms() - 10 * 60_000).toISOString())).statusCode).toBe(401);
    const other = generateKeyPairSync('ed25519').privateKey;
    expect((await beat('HALL-1', body, undefined, other)).statusCode).toBe(401);
    const signedAtNow = t.clock.now().toISOString();
    const signature = sign(null, Buffer.from(heartbeatSigningInput('HALL-1', signedAtNow, JSON.stringify(body))), keys.privateKey).toString('base64');
    const tampered = await t.app.inject({
      method: 'POST',
      url: terminalHeartbeatPath('HALL-1'),
      headers: { 'content-type': 'application/json', [HEARTBEAT_TIMESTAMP_HEADER]: signedAtNow, [HEARTBEAT_SIGNATURE_HEADER]: signature },
      payload: JSON.stringify({ ...body, appVersion: '9.9.9' }),
    });
    expect(tampered.statusCode).toBe(401);
  });

  it('lets operations list the fleet and set a channel rollout that heartbeats then carry', async () => {
    expect((await t.app.inject({ url: TERMINALS_PATH, headers: technician })).statusCode).toBe(403);
    const fleet = (await t.app.inject({ url: TERMINALS_PATH, headers: operations })).json();
    expect(fleet.items.map((item: { terminalId: string }) => item.terminalId)).toEqual(['HALL-1']);
    expect((await t.app.inject({ method: 'PUT', url: updateChannelPath('latest'), headers: technician, payload: { rolloutPercent: 20 } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'PUT', url: updateChannelPath('latest'), headers: operations, payload: { rolloutPercent: 120 } })).statusCode).toBe(
      400,
    );
    const set = await t.app.inject({ method: 'PUT', url: updateChannelPath('latest'), headers: operations, payload: { rolloutPercent: 20 } });
    expect(set.json().items).toContainEqual({ channel: 'latest', rolloutPercent: 20, updatedAt: t.clock.now().toISOString() });
    expect((await t.app.inject({ url: UPDATE_CHANNELS_PATH })).json().items).toContainEqual(expect.objectContaining({ channel: 'latest', rolloutPercent: 20 }));
    t.clock.advance(60_000);
    expect((await beat('HALL-1', body)).json()).toEqual({ rolloutPercent: 20 });
  });
  it('counts forged posts against their sender, never against the terminal they name', async () => {
    t.clock.advance(60 * 60_000);
    const signedAt = t.clock.now().toISOString();
    const forged = () =>
      t.app.inject({
        method: 'POST',
        url: terminalHeartbeatPath('HALL-1'),
        headers: { 'content-type': 'application/json', [HEARTBEAT_TIMESTAMP_HEADER]: signedAt, [HEARTBEAT_SIGNATURE_HEADER]: 'AAAA' },
        payload: JSON.stringify(body),
      });
    // More unsigned posts than a terminal may send in a minute, then more than the sender may.
    for (let i = 0; i < HEARTBEAT_LIMITS.perUnsignedSender; i += 1) expect((await forged()).statusCode).toBe(401);
    expect((await forged()).json()).toMatchObject({ code: 'too_many_requests' });
    // The terminal, from the same address, still beats: its budget was not spent.
    const own = await beat('HALL-1', body);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('still refuses a terminal that beats more often than its budget', async () => {
    t.clock.advance(60 * 60_000);
    for (let i = 0; i < HEARTBEAT_LIMITS.perTerminal; i += 1) {
      t.clock.advance(1);
      expect((await beat('HALL-1', body)).statusCode).toBe(200);
    }
    t.clock.advance(1);
    const over = await beat('HALL-1', body);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'too_many_requests' });
  });
});
