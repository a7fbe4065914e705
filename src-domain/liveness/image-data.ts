import * as v from 'valibot';
import { LIVENESS_MAX_MESSAGE_BYTES } from './liveness-limits.ts';

/**
 * `image.data` is base64 JPEG or PNG (spec §7). Both the bare base64 and the data URL that
 * `canvas.toDataURL('image/jpeg', 0.6)` returns are accepted, so a client can send what the
 * canvas gives it.
 */
const DATA_URL_PREFIX = /^data:image\/(?:jpeg|png);base64,/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const ImageDataSchema = v.pipe(
  v.string(),
  v.maxLength(LIVENESS_MAX_MESSAGE_BYTES),
  v.check((data) => BASE64.test(stripImageDataUrl(data)), 'image data must be base64 JPEG or PNG'),
);

/** The base64 payload without an optional `data:image/…;base64,` prefix. */
export function stripImageDataUrl(data: string): string {
  return data.replace(DATA_URL_PREFIX, '');
}
