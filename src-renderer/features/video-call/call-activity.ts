import { useActivityHold } from '../../state/activity-hold.ts';
import type { CallPhase, CallState } from './call-state.ts';

/**
 * The phases in which the person is in the call or on the way into it (the face check, the
 * recording announcement, a reconnection after a drop). A citizen listening to the notary does
 * not touch the screen: these hold the kiosk idle clock (docs/decisions/0022-kiosk-idle-wipe.md).
 * The call ends by itself (the notary closes the room, the connection cannot be rebuilt), and
 * the idle time starts afresh then.
 */
const IN_CALL: ReadonlySet<CallPhase> = new Set(['starting', 'identity', 'consent', 'joined', 'reconnecting']);

export function holdsForCall(state: Pick<CallState, 'phase' | 'recorder'>): { call: boolean; recording: boolean } {
  return {
    call: IN_CALL.has(state.phase),
    // This client's recording, until its last segment is uploaded and the recording sealed:
    // stopping may outlast the call (the notary's "Disconnect" stops and seals first).
    recording: state.recorder.active || state.recorder.stopping,
  };
}

/** Used by the hook that owns the call (`use-call.ts`): the holds follow the call's state. */
export function useCallActivityHolds(state: Pick<CallState, 'phase' | 'recorder'>): void {
  const holds = holdsForCall(state);
  useActivityHold('call', holds.call);
  useActivityHold('recording', holds.recording);
}
