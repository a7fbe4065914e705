import * as v from 'valibot';

/**
 * What the kiosk's main process did to the display for the face check's colours
 * (src-main/display/face-check-light.ts): `raised` the backlight to its maximum, `restored` it,
 * or `unsupported` (no backlight it may set: the screen stays as the operating system keeps it).
 */
export const FaceCheckLightStateSchema = v.picklist(['raised', 'restored', 'unsupported']);
export type FaceCheckLightState = v.InferOutput<typeof FaceCheckLightStateSchema>;
