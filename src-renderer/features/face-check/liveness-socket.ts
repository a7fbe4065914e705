/**
 * The few websocket operations the face check uses, so tests can drive a fake socket and the
 * browser's `WebSocket` stays behind one small adapter.
 */
export interface SocketHandlers {
  open: () => void;
  message: (data: unknown) => void;
  close: (code: number) => void;
}

export interface LivenessSocket {
  send: (text: string) => void;
  /** Closes without calling `handlers.close`: whoever closes knows why. */
  close: (code: number, reason: string) => void;
}

export type CreateSocket = (url: string, protocol: string, handlers: SocketHandlers) => LivenessSocket;

/** The browser's WebSocket offering the protocol's sub-protocol (docs/liveness.md). */
export const browserSocket: CreateSocket = (url, protocol, handlers) => {
  const socket = new WebSocket(url, protocol);
  socket.onopen = () => handlers.open();
  socket.onmessage = (event) => handlers.message(event.data);
  socket.onclose = (event) => handlers.close(event.code);
  // An `error` event is always followed by `close` (WHATWG WebSockets §9.3.1), which decides.
  socket.onerror = null;
  return {
    send: (text) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(text);
    },
    close: (code, reason) => {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.close(code, reason);
    },
  };
};
