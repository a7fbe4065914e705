import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.ts';
import { LivenessAttemptRequestSchema } from './attempt.ts';
import { CHALLENGE_STEPS, challengeInstruction } from './challenge-steps.ts';
import { guideRect } from './guide-frame.ts';
import { LIVENESS_IDLE_TIMEOUT_MS, LIVENESS_NONCE_TTL_MS, LIVENESS_TOKEN_TTL_MS } from './liveness-limits.ts';
import { LivenessClaimsSchema } from './liveness-token.ts';
import { LIVENESS_SUBPROTOCOL } from './protocol.ts';
import { LIVENESS_SOCKET_ERROR_CODES, LIVENESS_SOCKET_ERRORS, livenessSocketErrorText } from './socket-errors.ts';

describe('liveness contract', () => {
  it('names a versioned sub-protocol (spec §7): v2 since the screen light (docs/decisions/0063-presentation-attacks.md)', () => {
    expect(LIVENESS_SUBPROTOCOL).toBe('enotary-liveness.v2');
  });

  it('keeps tokens 3 minutes, nonces 5 minutes, idle sockets 10 s (docs/liveness.md)', () => {
    expect([LIVENESS_TOKEN_TTL_MS, LIVENESS_NONCE_TTL_MS, LIVENESS_IDLE_TIMEOUT_MS]).toEqual([180_000, 300_000, 10_000]);
  });

  it.each([
    [640, 480, { x: 230, y: 115, width: 180, height: 250 }],
    [1280, 960, { x: 460, y: 230, width: 360, height: 500 }],
    [1280, 720, { x: 505, y: 172.5, width: 270, height: 375 }],
  ])('places the 180×250 guide frame (spec §9) centred in a %i×%i image', (width, height, rect) => {
    expect(guideRect(width, height)).toEqual(rect);
  });

  it('binds an attempt to the login identity (spec §5 rules)', () => {
    expect(v.parse(LivenessAttemptRequestSchema, { pin: '31234567890123', passserial: 'aa', passnum: '1234567' })).toEqual({
      pin: '31234567890123',
      passserial: 'AA',
      passnum: '1234567',
    });
    expect(v.safeParse(LivenessAttemptRequestSchema, { pin: '3123', passserial: 'AA', passnum: '1234567' }).success).toBe(false);
  });

  it('reads the token claims of spec §3', () => {
    const claims = { isOk: true, livenessWasSuccessful: true, bestshot: 'data:image/jpeg;base64,/9j/', nonce: 'n' };
    expect(v.parse(LivenessClaimsSchema, { ...claims, iat: 1 })).toEqual(claims);
    expect(v.safeParse(LivenessClaimsSchema, { ...claims, bestshot: 'http://example.com/x.jpg' }).success).toBe(false);
  });

  it('gives every socket error its own close code and text in every locale', () => {
    const codes = LIVENESS_SOCKET_ERROR_CODES.map((code) => LIVENESS_SOCKET_ERRORS[code].closeCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of LIVENESS_SOCKET_ERROR_CODES) for (const locale of LOCALES) expect(livenessSocketErrorText(code, locale).trim()).not.toBe('');
  });

  it('tells the user what to do at every challenge step, in every locale', () => {
    for (const step of CHALLENGE_STEPS) for (const locale of LOCALES) expect(challengeInstruction(step, locale).trim()).not.toBe('');
  });
});
