import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { busyReasons, NOBODY_PRESENT, PRESENCE_TOUCH_AGE_CAP_MS, TerminalPresenceSchema, type TerminalPresence } from './terminal-presence.ts';

const at = (patch: Partial<TerminalPresence>): TerminalPresence => ({ ...NOBODY_PRESENT, ...patch });
const now = 50_000_000;
const quiet = 120_000;

describe('who is at a kiosk terminal (docs/decisions/0025-kiosk-updates-staged-idle-only-rollback.md: nobody means no session, no login or face check, camera and microphone closed, no touch for a configured time)', () => {
  it.each<[string, Partial<TerminalPresence>, number | null, string[]]>([
    ['nobody, never touched', {}, null, []],
    ['nobody, touched long ago', {}, now - quiet, []],
    ['a touch within the quiet time', {}, now - quiet + 1, ['recent-touch']],
    ['a login being typed', { visit: true }, now, ['visit', 'recent-touch']],
    ['a face check at the login', { visit: true, activities: ['face-check'], camera: true }, null, ['visit', 'face-check', 'camera']],
    [
      'a signed-in citizen in a call',
      { session: true, visit: true, activities: ['call'], camera: true, microphone: true },
      null,
      ['session', 'visit', 'call', 'camera', 'microphone'],
    ],
    ['a device test', { session: true, activities: ['device-test'], microphone: true }, null, ['session', 'device-test', 'microphone']],
    ['a recording and a signature', { activities: ['recording', 'signing'] }, null, ['recording', 'signing']],
  ])('%s', (_name, patch, lastTouchAt, reasons) => {
    expect(busyReasons(at(patch), lastTouchAt, now, quiet)).toEqual(reasons);
  });

  it.each<[string, unknown]>([
    ['an unknown activity', at({ activities: ['sleep' as never] })],
    ['an activity twice', at({ activities: ['call', 'call'] })],
    ['a field it does not know', { ...NOBODY_PRESENT, idle: true }],
    ['a field missing', { session: false }],
    ['a negative touch age', at({ lastTouchAgoMs: -1 })],
    ['a fractional touch age', at({ lastTouchAgoMs: 1.5 })],
    ['a touch age beyond the cap', at({ lastTouchAgoMs: PRESENCE_TOUCH_AGE_CAP_MS + 1 })],
    ['a string for a flag', { ...NOBODY_PRESENT, session: 'yes' }],
  ])('refuses a report with %s', (_name, report) => {
    expect(v.safeParse(TerminalPresenceSchema, report).success).toBe(false);
  });
});
