import * as v from 'valibot';
import { ClientFrameSchema, type ClientFrame } from '../../src-domain/liveness/client-frames.ts';

export type ParsedMessage = { ok: true; frame: ClientFrame } | { ok: false; error: 'frame_too_large' | 'invalid_frame' };

/** One websocket message as a client frame: size-capped, text, JSON, and a known frame shape. */
export function parseClientMessage(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean, maxBytes: number): ParsedMessage {
  const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
  if (bytes.byteLength > maxBytes) return { ok: false, error: 'frame_too_large' };
  if (isBinary) return { ok: false, error: 'invalid_frame' };
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { ok: false, error: 'invalid_frame' };
  }
  const parsed = v.safeParse(ClientFrameSchema, json);
  return parsed.success ? { ok: true, frame: parsed.output } : { ok: false, error: 'invalid_frame' };
}
