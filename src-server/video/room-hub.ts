import type { RoomServerFrame } from '../../src-domain/video/room-protocol.ts';
import type { RoomSocketErrorCode } from '../../src-domain/video/room-socket-errors.ts';
import type { RoomBus, RoomBusEvent } from './room-bus.ts';

/** A connection this process holds, as the hub drives it. */
export interface LocalMember {
  readonly memberId: string;
  readonly actId: number;
  send(frame: RoomServerFrame): void;
  /** Ends the connection with a room socket error (replaced, room closed). */
  end(code: RoomSocketErrorCode): void;
  /** The act left the room's window (registered, stopped…): tell the member and end. */
  closeRoom(reason: 'registered' | 'closed'): void;
}

/**
 * The sockets of one server process and the bus between processes: an event reaches the member
 * it names only when that member is in the act the event names, so no signal crosses rooms.
 */
export class RoomHub {
  readonly #members = new Map<string, LocalMember>();
  readonly #unsubscribe: () => void;
  readonly bus: RoomBus;

  constructor(bus: RoomBus) {
    this.bus = bus;
    this.#unsubscribe = bus.subscribe((event) => this.#deliver(event));
  }

  add(member: LocalMember): void {
    this.#members.set(member.memberId, member);
  }

  remove(memberId: string): void {
    this.#members.delete(memberId);
  }

  get size(): number {
    return this.#members.size;
  }

  /** Rooms with at least one member on this process. */
  get roomCount(): number {
    return new Set([...this.#members.values()].map((member) => member.actId)).size;
  }

  publish(event: RoomBusEvent): Promise<void> {
    return this.bus.publish(event);
  }

  close(): void {
    this.#unsubscribe();
    for (const member of this.#members.values()) member.end('room_closed');
    this.#members.clear();
  }

  #inAct(actId: number): LocalMember[] {
    return [...this.#members.values()].filter((member) => member.actId === actId);
  }

  #deliver(event: RoomBusEvent): void {
    switch (event.kind) {
      case 'signal': {
        const target = this.#members.get(event.to);
        if (target && target.actId === event.actId) target.send({ type: 'signal', from: event.from, data: event.data });
        return;
      }
      case 'broadcast':
        for (const member of this.#inAct(event.actId)) if (member.memberId !== event.except) member.send(event.frame);
        return;
      case 'kick': {
        const target = this.#members.get(event.memberId);
        if (target && target.actId === event.actId) target.end(event.code);
        return;
      }
      case 'close-room':
        for (const member of this.#inAct(event.actId)) member.closeRoom(event.reason);
        return;
    }
  }
}
