import type { RoomServerFrame } from '../../../src-domain/video/room-protocol.ts';
import { INITIAL_CALL, type CallState } from './call-state.ts';

/** The call's state as React reads it (useSyncExternalStore): replaced whole on each change. */
export class CallStore {
  readonly #listeners = new Set<() => void>();
  #state: CallState = INITIAL_CALL;

  get = (): CallState => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  set(patch: Partial<CallState>): void {
    this.#state = { ...this.#state, ...patch };
    for (const listener of this.#listeners) listener();
  }
}

type MemberFrame = Extract<RoomServerFrame, { type: 'member-joined' | 'member-updated' | 'member-left' }>;

/** Who is in the room after the server's news of one member (a connection that failed to them is forgotten when they leave). */
export function membersAfter(state: CallState, frame: MemberFrame): Pick<CallState, 'members'> | Pick<CallState, 'members' | 'failedLinks'> {
  switch (frame.type) {
    case 'member-joined':
      return { members: [...state.members.filter((member) => member.memberId !== frame.member.memberId), frame.member] };
    case 'member-updated':
      return { members: state.members.map((member) => (member.memberId === frame.member.memberId ? frame.member : member)) };
    case 'member-left':
      return {
        members: state.members.filter((member) => member.memberId !== frame.memberId),
        failedLinks: state.failedLinks.filter((id) => id !== frame.memberId),
      };
  }
}
