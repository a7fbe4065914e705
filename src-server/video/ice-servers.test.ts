import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';
import { iceServersFor } from './ice-servers.ts';

const STUN = 'stun:turn.notary.example.uz:3478';
const TURN = [
  'turn:turn.notary.example.uz:3478?transport=udp',
  'turn:turn.notary.example.uz:3478?transport=tcp',
  'turns:turn.notary.example.uz:443?transport=tcp',
];
const SECRET = 'coturn-static-auth-secret';
const NOW = new Date('2026-11-26T06:00:00.000Z');

/** The rooms' ICE servers from the server's configuration (docs/video.md "ICE servers"). */
describe('ICE servers: STUN, and TURN over UDP, TCP and TLS 443 from the environment', () => {
  it('reads STUN_URLS, TURN_URLS, TURN_SECRET and TURN_TTL_S', () => {
    const { video } = configFromEnv({ STUN_URLS: STUN, TURN_URLS: TURN.join(','), TURN_SECRET: SECRET, TURN_TTL_S: '3600' });
    expect(video.ice).toEqual({ stunUrls: [STUN], turnUrls: TURN, turnSecret: SECRET, turnTtlS: 3600 });
    expect(configFromEnv({}).video.ice).toEqual({ stunUrls: [], turnUrls: [], turnSecret: undefined, turnTtlS: 21_600 });
  });

  it.each([
    ['TURN without its secret', { TURN_URLS: TURN[0] }],
    ['a TURN address that is not turn: or turns:', { TURN_URLS: 'https://turn.example.uz', TURN_SECRET: SECRET }],
    ['a STUN address that is not stun:', { STUN_URLS: 'turn.example.uz:3478' }],
  ])('refuses %s', (_name, env) => {
    expect(() => configFromEnv(env)).toThrow();
  });

  it('gives each participant coturn REST credentials: expiring, naming the user id, signed with the secret', () => {
    const servers = iceServersFor({ stunUrls: [STUN], turnUrls: TURN, turnSecret: SECRET, turnTtlS: 3600 }, 42, NOW);
    const expiry = NOW.getTime() / 1000 + 3600;
    const username = `${expiry}:42`;
    expect(servers).toEqual([{ urls: [STUN] }, { urls: TURN, username, credential: createHmac('sha1', SECRET).update(username).digest('base64') }]);
  });

  it('gives no TURN entry without TURN addresses, and nothing at all when none is configured (loopback and LAN only)', () => {
    expect(iceServersFor({ stunUrls: [STUN], turnUrls: [], turnSecret: SECRET, turnTtlS: 3600 }, 42, NOW)).toEqual([{ urls: [STUN] }]);
    expect(iceServersFor({ stunUrls: [], turnUrls: [], turnSecret: undefined, turnTtlS: 3600 }, 42, NOW)).toEqual([]);
  });
});
