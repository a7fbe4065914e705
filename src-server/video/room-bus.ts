import type { RoomServerFrame } from '../../src-domain/video/room-protocol.ts';
import type { RoomSocketErrorCode } from '../../src-domain/video/room-socket-errors.ts';

/**
 * What one server process tells the others about rooms (docs/architecture.md "cross-process events
 * (room signalling) go through PostgreSQL LISTEN/NOTIFY"). Each process delivers an event to the
 * sockets it holds; events name the act so a member id of another room is never reached.
 */
export type RoomBusEvent =
  | { kind: 'signal'; actId: number; to: string; from: string; data: Record<string, unknown> }
  | { kind: 'broadcast'; actId: number; frame: RoomServerFrame; except?: string }
  | { kind: 'kick'; actId: number; memberId: string; code: RoomSocketErrorCode }
  | { kind: 'close-room'; actId: number; reason: 'registered' | 'closed' };

export interface RoomBus {
  publish(event: RoomBusEvent): Promise<void>;
  subscribe(handler: (event: RoomBusEvent) => void): () => void;
  close(): Promise<void>;
}

/** One process (SQLite, tests): events go straight to this process's own subscribers. */
export function createLocalRoomBus(): RoomBus {
  const handlers = new Set<(event: RoomBusEvent) => void>();
  return {
    async publish(event) {
      // Asynchronously, as a notification would arrive: a publisher never re-enters itself.
      queueMicrotask(() => {
        for (const handler of handlers) handler(event);
      });
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}
