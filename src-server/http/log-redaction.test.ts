import { describe, expect, it } from 'vitest';
import { redactUrl, scrubText } from './log-redaction.ts';

/** What the log may hold (docs/security.md "Logs"): no pin, passport or token; the rest unchanged. */
describe('log scrubbing', () => {
  it.each([
    ['a pin alone', 'pin 12345678901234 tried', 'pin [redacted] tried'],
    ['a pin after a full stop', 'ended.12345678901234', 'ended.[redacted]'],
    ['a passport', 'passport AA1234567', 'passport [redacted]'],
    ['a token-like run', `token ${'a'.repeat(40)}`, 'token [redacted]'],
    ['a uuid', 'act 0f8fad5b-d9cb-469f-a165-70867728950e', 'act 0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['the decimals of a number', '{"responseTime":135.27091600000001}', '{"responseTime":135.27091600000001}'],
    ['15 digits', 'id 123456789012345', 'id 123456789012345'],
  ])('%s', (_what, text, logged) => {
    expect(scrubText(text)).toBe(logged);
  });

  it('keeps a JSON line JSON', () => {
    const line = `{"level":30,"responseTime":135.27091600000001,"url":"${redactUrl('/api/x?pin=12345678901234')}"}`;
    expect(() => JSON.parse(scrubText(line))).not.toThrow();
  });

  it('redacts sensitive query values and secret path segments', () => {
    expect(redactUrl('/api/invitations/abcdef?pin=12345678901234&page=2')).toBe('/api/invitations/[redacted]?pin=[redacted]&page=2');
    // docs/decisions/0044-act-handoff-code.md: the QR code's link carries the one-time code.
    expect(redactUrl('/my_notarial_act?handoff=ABCDEFGH')).toBe('/my_notarial_act?handoff=[redacted]');
  });
});
