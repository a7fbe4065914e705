import * as v from 'valibot';
import { LOCALES } from '../i18n/locale.ts';
import { ImageDataSchema } from './image-data.ts';
import { ScreenLightTagSchema } from './screen-light.ts';

/**
 * Client → server frames of the liveness websocket (spec §7): one JSON object per text
 * message, told apart by `type`.
 */

/** First frame: which login attempt this socket serves (the nonce from POST /api/liveness/attempt). */
export const ConnectFrameSchema = v.object({
  type: v.literal('connect'),
  nonce: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/)),
  /** Language of the `error` frame messages; hint texts are the client's (face-hints.ts). */
  locale: v.optional(v.picklist(LOCALES)),
});

/** A camera frame: raw (unmirrored) image, JPEG quality 0.6, about every 300 ms (spec §9). */
export const ImageFrameSchema = v.object({
  type: v.literal('image'),
  /** Client's frame counter; the reply (`stats`) carries the same number. */
  seq: v.pipe(v.number(), v.integer(), v.minValue(0)),
  data: ImageDataSchema,
  width: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4096)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4096)),
  /** The colour the screen showed when the frame was taken (screen-light.ts). */
  light: ScreenLightTagSchema,
});

/** Keeps an otherwise quiet socket open (every 3 s, spec §9). */
export const HeartbeatFrameSchema = v.object({
  type: v.literal('heartbeat'),
  /** Client clock, milliseconds; informational. */
  ts: v.number(),
});

export const ClientFrameSchema = v.variant('type', [ConnectFrameSchema, ImageFrameSchema, HeartbeatFrameSchema]);

export type ConnectFrame = v.InferOutput<typeof ConnectFrameSchema>;
export type ImageFrame = v.InferOutput<typeof ImageFrameSchema>;
export type HeartbeatFrame = v.InferOutput<typeof HeartbeatFrameSchema>;
export type ClientFrame = v.InferOutput<typeof ClientFrameSchema>;
