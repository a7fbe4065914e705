import * as v from 'valibot';
import { ROOM_SUBPROTOCOL, ROOM_WS_PATH, RoomServerFrameSchema, type RoomServerFrame } from '../../../src-domain/video/room-protocol.ts';

export interface RoomSocketHandlers {
  open: () => void;
  frame: (frame: RoomServerFrame) => void;
  close: (code: number) => void;
}

export interface RoomSocket {
  send: (frame: object) => void;
  /** Closes without calling `handlers.close`: whoever closes knows why. */
  close: () => void;
}

export type OpenRoomSocket = (url: string, handlers: RoomSocketHandlers) => RoomSocket;

/** The room's signalling socket on the API origin (docs/video.md; the kiosk's CSP allows its wss). */
export function roomSocketUrl(apiOrigin: string): string {
  const url = new URL(ROOM_WS_PATH, apiOrigin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/** The browser's WebSocket with the room's sub-protocol; frames the contract does not know are dropped. */
export const browserRoomSocket: OpenRoomSocket = (url, handlers) => {
  const socket = new WebSocket(url, ROOM_SUBPROTOCOL);
  socket.onopen = () => handlers.open();
  socket.onmessage = (event) => {
    let json: unknown;
    try {
      json = JSON.parse(String(event.data));
    } catch {
      return;
    }
    const parsed = v.safeParse(RoomServerFrameSchema, json);
    if (parsed.success) handlers.frame(parsed.output);
  };
  socket.onclose = (event) => handlers.close(event.code);
  socket.onerror = null;
  return {
    send: (frame) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
    },
    close: () => {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.close(1000, 'left');
    },
  };
};
