import * as v from 'valibot';

/**
 * One entry of RTCConfiguration.iceServers as the server hands it to a participant (docs/video.md):
 * STUN, and TURN over UDP, TCP and TLS 443 with credentials made for this participant.
 */
export const IceServerSchema = v.object({
  urls: v.union([v.string(), v.array(v.string())]),
  username: v.optional(v.string()),
  credential: v.optional(v.string()),
});
export type IceServer = v.InferOutput<typeof IceServerSchema>;
