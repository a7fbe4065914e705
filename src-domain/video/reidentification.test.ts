import { describe, expect, it } from 'vitest';
import { faceCheckNeeded, type FaceCheckReason, type RoomPresence } from './reidentification.ts';

const NOW = new Date('2026-11-25T05:30:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const GAP = 60_000;

describe('faceCheckNeeded: a face check on joining and after a long disconnect (spec §1 "verified identity")', () => {
  it.each<[string, RoomPresence, FaceCheckReason | null]>([
    ['never identified in this room', { identifiedAt: null, disconnectedAt: null, connected: false }, 'first_join'],
    ['back after 30 s (a network drop): resumes', { identifiedAt: ago(300), disconnectedAt: ago(30), connected: false }, null],
    ['back after exactly the gap: resumes', { identifiedAt: ago(300), disconnectedAt: ago(60), connected: false }, null],
    ['back after 61 s: checked again', { identifiedAt: ago(300), disconnectedAt: ago(61), connected: false }, 'gap_exceeded'],
    ['a second tab while connected: replaces the first', { identifiedAt: ago(300), disconnectedAt: null, connected: true }, null],
    ['identified but never connected (the check passed, the join failed)', { identifiedAt: ago(10), disconnectedAt: null, connected: false }, 'first_join'],
  ])('%s', (_name, presence, reason) => {
    expect(faceCheckNeeded(presence, NOW, GAP)).toBe(reason);
  });
});
