/**
 * The `getUserMedia` constraints of every camera and microphone the app opens, built in one
 * place. On the web the browser's own device choice stands: what a feature asks for is passed
 * through. A kiosk terminal can pin its camera, microphone and audio output in its config; the
 * pinned device ids belong here, added to the same request, so no feature has to know about them.
 * Asynchronous because a kiosk reads them over the bridge.
 */
export interface MediaRequest {
  video?: MediaTrackConstraints;
  audio?: MediaTrackConstraints;
}

export function mediaConstraints(request: MediaRequest): Promise<MediaStreamConstraints> {
  return Promise.resolve({ video: request.video ?? false, audio: request.audio ?? false });
}
