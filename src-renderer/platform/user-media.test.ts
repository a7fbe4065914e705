import { describe, expect, it } from 'vitest';
import { stopAllUserMedia, trackedMediaDevices } from './user-media.ts';

class FakeTrack {
  readyState: 'live' | 'ended' = 'live';
  stop() {
    this.readyState = 'ended';
  }
}

function fakeMedia() {
  const opened: FakeTrack[][] = [];
  const media = {
    getUserMedia: async (constraints?: MediaStreamConstraints) => {
      const tracks = [new FakeTrack(), ...(constraints?.audio ? [new FakeTrack()] : [])];
      opened.push(tracks);
      return { getTracks: () => tracks } as unknown as MediaStream;
    },
    enumerateDevices: async () => [{ kind: 'videoinput' }] as MediaDeviceInfo[],
  };
  return { media: media as unknown as MediaDevices, opened };
}

describe('tracked user media (the kiosk idle wipe stops the camera and microphone)', () => {
  it('stops every live track of every stream handed out, once', async () => {
    const { media, opened } = fakeMedia();
    const tracked = trackedMediaDevices(media);
    await tracked?.getUserMedia({ video: true });
    await tracked?.getUserMedia({ video: true, audio: true });
    opened[0]?.[0]?.stop(); // a face check that already closed its camera

    expect(stopAllUserMedia()).toBe(2);
    expect(opened.flat().every((track) => track.readyState === 'ended')).toBe(true);
    expect(stopAllUserMedia()).toBe(0);
  });

  it('passes device listing through and is absent where the browser has no media devices', async () => {
    const { media } = fakeMedia();
    expect(await trackedMediaDevices(media)?.enumerateDevices()).toEqual([{ kind: 'videoinput' }]);
    expect(trackedMediaDevices(undefined)).toBeUndefined();
  });
});
