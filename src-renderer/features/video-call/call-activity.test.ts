import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldActivities } from '../../state/activity-hold.ts';
import { holdsForCall, useCallActivityHolds } from './call-activity.ts';
import { IDLE_RECORDER, type CallPhase, type CallState } from './call-state.ts';

const state = (phase: CallPhase, recorder: Partial<CallState['recorder']> = {}) => ({ phase, recorder: { ...IDLE_RECORDER, ...recorder } });

describe('a call holds the kiosk idle clock (docs/decisions/0022-kiosk-idle-wipe.md)', () => {
  it.each<[CallPhase, boolean]>([
    ['idle', false],
    ['starting', true],
    ['identity', true],
    ['consent', true],
    ['joined', true],
    ['reconnecting', true],
    ['ended', false],
    ['failed', false],
  ])('in the phase %s: %s', (phase, held) => {
    expect(holdsForCall(state(phase)).call).toBe(held);
  });

  it('a recording holds until it is sealed, after the call too', () => {
    expect(holdsForCall(state('joined', { active: true })).recording).toBe(true);
    expect(holdsForCall(state('ended', { stopping: true }))).toEqual({ call: false, recording: true });
    expect(holdsForCall(state('ended', { manifestSha256: 'ab' })).recording).toBe(false);
  });

  it('follows the state and lets go on unmount', () => {
    const { rerender, unmount } = renderHook((current: ReturnType<typeof state>) => useCallActivityHolds(current), { initialProps: state('idle') });
    expect(heldActivities()).toEqual([]);
    rerender(state('consent'));
    expect(heldActivities()).toEqual(['call']);
    rerender(state('joined', { active: true }));
    expect(heldActivities()).toEqual(['call', 'recording']);
    rerender(state('ended', { stopping: true }));
    expect(heldActivities()).toEqual(['recording']);
    rerender(state('reconnecting', { stopping: true }));
    unmount();
    expect(heldActivities()).toEqual([]);
  });
});
