import { describe, expect, it } from 'vitest';
import { liveUserMedia, stopAllUserMedia, trackedMediaDevices } from './user-media.ts';

class FakeTrack {
  readyState: 'live' | 'ended' = 'live';
  readonly kind: 'video' | 'audio';
  constructor(kind: 'video' | 'audio') {
    this.kind = kind;
  }
  stop() {
    this.readyState = 'ended';
  }
}

/** Like the browser's, its methods refuse to run on anything but the object itself. */
class FakeMediaDevices {
  readonly opened: FakeTrack[][] = [];
  getUserMedia(constraints?: MediaStreamConstraints): Promise<MediaStream> {
    if (!(this instanceof FakeMediaDevices)) throw new TypeError('Illegal invocation');
    const tracks = [...(constraints?.video ? [new FakeTrack('video')] : []), ...(constraints?.audio ? [new FakeTrack('audio')] : [])];
    this.opened.push(tracks);
    return Promise.resolve({ getTracks: () => tracks } as unknown as MediaStream);
  }
  enumerateDevices(): Promise<MediaDeviceInfo[]> {
    if (!(this instanceof FakeMediaDevices)) throw new TypeError('Illegal invocation');
    return Promise.resolve([{ kind: 'videoinput' } as MediaDeviceInfo]);
  }
}

describe('tracked user media (the kiosk idle wipe stops the camera and microphone)', () => {
  it('stops every live track of every stream handed out, once', async () => {
    const real = new FakeMediaDevices();
    const tracked = trackedMediaDevices(real as unknown as MediaDevices);
    await tracked?.getUserMedia({ video: true });
    await tracked?.getUserMedia({ video: true, audio: true });
    real.opened[0]?.[0]?.stop(); // a face check that already closed its camera

    expect(stopAllUserMedia()).toBe(2);
    expect(real.opened.flat().every((track) => track.readyState === 'ended')).toBe(true);
    expect(stopAllUserMedia()).toBe(0);
  });

  it('tells whether a camera or a microphone is still live (the kiosk update waits for both closed)', async () => {
    const real = new FakeMediaDevices();
    const tracked = trackedMediaDevices(real as unknown as MediaDevices);
    expect(liveUserMedia()).toEqual({ camera: false, microphone: false });
    await tracked?.getUserMedia({ audio: true });
    expect(liveUserMedia()).toEqual({ camera: false, microphone: true });
    await tracked?.getUserMedia({ video: true, audio: true });
    expect(liveUserMedia()).toEqual({ camera: true, microphone: true });
    real.opened[1]?.[0]?.stop();
    expect(liveUserMedia()).toEqual({ camera: false, microphone: true });
    stopAllUserMedia();
    expect(liveUserMedia()).toEqual({ camera: false, microphone: false });
  });

  it('leaves every other member to the real object, and no media devices as none', async () => {
    const tracked = trackedMediaDevices(new FakeMediaDevices() as unknown as MediaDevices);
    const { enumerateDevices } = tracked as MediaDevices;
    expect(await enumerateDevices()).toEqual([{ kind: 'videoinput' }]);
    expect(trackedMediaDevices(undefined)).toBeUndefined();
  });
});
