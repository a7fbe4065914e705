import * as v from 'valibot';
import { CHALLENGE_STEPS } from './challenge-steps.ts';
import { ScreenLightPlanSchema } from './screen-light.ts';
import { LIVENESS_SOCKET_ERROR_CODES } from './socket-errors.ts';
import { MAX_HINT_CODE, MIN_HINT_CODE } from './hint-codes.ts';

/** Server → client frames of the liveness websocket (spec §7), one JSON object per message. */

const StepSchema = v.picklist(CHALLENGE_STEPS);

/** Right after `connect`: the actions this attempt asks for, in order (drawn at random). */
export const ChallengeFrameSchema = v.object({
  type: v.literal('challenge'),
  steps: v.pipe(v.array(StepSchema), v.minLength(1)),
  /** The colours the screen shows from now on, one every `periodMs` (screen-light.ts). */
  light: ScreenLightPlanSchema,
});

/** `faceRect` in pixels of the image as sent (raw, unmirrored; spec §3 overlay details). */
const FaceRectSchema = v.object({ x: v.number(), y: v.number(), width: v.number(), height: v.number() });

/** The reply to an analysed `image` (spec §3 overlay details, §8 hint codes). */
export const StatsFrameSchema = v.object({
  type: v.literal('stats'),
  seq: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Hint codes, most important first; empty when the frame was fine. */
  errors: v.array(v.pipe(v.number(), v.integer(), v.minValue(MIN_HINT_CODE), v.maxValue(MAX_HINT_CODE))),
  details: v.object({
    /** Null when no face was found. */
    faceFramePosition: v.nullable(v.object({ faceRect: FaceRectSchema })),
  }),
  /** Always false here: success comes as a `success` frame. */
  isOk: v.literal(false),
  challenge: v.object({
    /** Index of the current step in `challenge.steps`; back to 0 when the check restarted. */
    index: v.pipe(v.number(), v.integer(), v.minValue(0)),
    total: v.pipe(v.number(), v.integer(), v.minValue(1)),
    step: StepSchema,
    /** The check started over (face lost, a different person, or a jump in position). */
    restarted: v.boolean(),
  }),
  /** Image frames not analysed since the previous `stats` (sent while the server was busy, or too fast). */
  dropped: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** The challenge is done: a token for POST /api/auth (see liveness-token.ts). The socket then closes. */
export const SuccessFrameSchema = v.object({
  type: v.literal('success'),
  jwt: v.string(),
});

export const ErrorFrameSchema = v.object({
  type: v.literal('error'),
  code: v.picklist(LIVENESS_SOCKET_ERROR_CODES),
  /** Localized with the `connect` frame's locale (oz before it). */
  message: v.string(),
});

export const ServerFrameSchema = v.variant('type', [ChallengeFrameSchema, StatsFrameSchema, SuccessFrameSchema, ErrorFrameSchema]);

export type ChallengeFrame = v.InferOutput<typeof ChallengeFrameSchema>;
export type StatsFrame = v.InferOutput<typeof StatsFrameSchema>;
export type SuccessFrame = v.InferOutput<typeof SuccessFrameSchema>;
export type ErrorFrame = v.InferOutput<typeof ErrorFrameSchema>;
export type ServerFrame = v.InferOutput<typeof ServerFrameSchema>;
