import { useQuery } from '@tanstack/react-query';
import {
  actVideoAttemptPath,
  actVideoPath,
  VideoAttemptResponseSchema,
  VideoRoomViewSchema,
  type VideoAttemptResponse,
} from '../../../../src-domain/http/routes/video-room.ts';
import { getJson, postJson } from '../../../api/client.ts';
import { actPartKey } from '../../../api/query-keys.ts';

export const VIDEO_ROOM_KEY = (uuid: string) => actPartKey(uuid, 'video');

/** `GET /api/acts/:uuid/video`: the room, the viewer's seat, who is in, answers, checks, recordings. */
export function useVideoRoom(uuid: string, refetchMs: number | false = 5_000) {
  return useQuery({
    queryKey: VIDEO_ROOM_KEY(uuid),
    queryFn: ({ signal }) => getJson(actVideoPath(uuid), VideoRoomViewSchema, { signal, uuid }),
    refetchInterval: refetchMs,
  });
}

/**
 * `POST /api/acts/:uuid/video/attempt`: the face check of this join (docs/video.md). Silent: the
 * call shows its own §8 message ("identity not confirmed for video mode") when it fails.
 */
export function requestRoomAttempt(uuid: string, signal: AbortSignal): Promise<VideoAttemptResponse> {
  return postJson(actVideoAttemptPath(uuid), undefined, VideoAttemptResponseSchema, { signal, uuid, silent: true });
}
