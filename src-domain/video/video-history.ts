/**
 * Lines the video room writes to the act's history (docs/architecture.md Video acts: "joins,
 * leaves, pauses, resumes in the act history"); step and state stay. A pause is a connection
 * lost without leaving; the resume is the same person back, with or without a new face check.
 */
export const VIDEO_HISTORY_ACTIONS = [
  'video_join',
  'video_identity_passed',
  'video_pause',
  'video_resume',
  'video_leave',
  'recording_acknowledged',
  'recording_declined',
  'recording_started',
  'recording_sealed',
] as const;
export type VideoHistoryAction = (typeof VIDEO_HISTORY_ACTIONS)[number];

export function isVideoHistoryAction(value: unknown): value is VideoHistoryAction {
  return typeof value === 'string' && (VIDEO_HISTORY_ACTIONS as readonly string[]).includes(value);
}
