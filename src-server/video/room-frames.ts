import * as v from 'valibot';
import { RoomClientFrameSchema, type RoomClientFrame } from '../../src-domain/video/room-protocol.ts';

export type ParsedRoomFrame = { ok: true; frame: RoomClientFrame } | { ok: false };

/** One websocket message as a room frame: text, under the size cap, JSON, a known shape. */
export function parseRoomFrame(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean, maxBytes: number): ParsedRoomFrame {
  const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
  if (isBinary || bytes.byteLength > maxBytes) return { ok: false };
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { ok: false };
  }
  const parsed = v.safeParse(RoomClientFrameSchema, json);
  return parsed.success ? { ok: true, frame: parsed.output } : { ok: false };
}
