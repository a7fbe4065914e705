import { createHmac } from 'node:crypto';
import type { IceServer } from '../../src-domain/video/ice-servers.ts';
import type { IceConfig } from './video-config.ts';

/**
 * The ICE servers one participant gets in the `joined` frame (docs/video.md). TURN credentials
 * follow coturn's REST scheme (`use-auth-secret`): username `expiry:userId`, password
 * base64(HMAC-SHA1(secret, username)), so they expire and name no pin in TURN's logs.
 */
export function iceServersFor(config: IceConfig, userId: number, now: Date): IceServer[] {
  const servers: IceServer[] = [];
  if (config.stunUrls.length > 0) servers.push({ urls: [...config.stunUrls] });
  if (config.turnUrls.length > 0 && config.turnSecret) {
    const username = `${Math.floor(now.getTime() / 1000) + config.turnTtlS}:${userId}`;
    const credential = createHmac('sha1', config.turnSecret).update(username).digest('base64');
    servers.push({ urls: [...config.turnUrls], username, credential });
  }
  return servers;
}
