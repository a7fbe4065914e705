import { RECORDING_TIMESLICE_MS } from '../../../../src-domain/http/routes/video-recordings.ts';
import { formatDateTime } from '../../../../src-domain/time/format-date.ts';
import { composeLayout, fitInto } from './compose-layout.ts';

/** One participant as the recording shows them. */
export interface RecordedSource {
  readonly id: string;
  readonly name: string;
  readonly stream: MediaStream;
}

/** 960×540 at 12 fps: enough to see every face and gesture, light on a notary's laptop that also runs the call. */
const WIDTH = 960;
const HEIGHT = 540;
const FPS = 12;

/** WebM with VP8 and Opus where the browser can (docs/architecture.md: Chromium records it from the fake stream). */
export function recordingMimeType(): string {
  const candidates = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm'];
  return candidates.find((type) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(type)) ?? 'video/webm';
}

/**
 * The whole session as one recording, made in the notary's client (docs/architecture.md Video acts):
 * every participant's video composed on a canvas (names and the Tashkent time drawn on it), every
 * participant's audio mixed with Web Audio, and `MediaRecorder` cutting a segment every
 * timeslice. Participants who join or leave meanwhile appear or disappear from the next frame.
 */
export class SessionRecorder {
  readonly mimeType = recordingMimeType();
  readonly #sources: () => RecordedSource[];
  readonly #onSegment: (seq: number, blob: Blob) => void;
  readonly #canvas = document.createElement('canvas');
  readonly #videos = new Map<string, HTMLVideoElement>();
  readonly #audioInputs = new Map<string, MediaStreamAudioSourceNode>();
  #audio: AudioContext | null = null;
  #mix: MediaStreamAudioDestinationNode | null = null;
  #recorder: MediaRecorder | null = null;
  #timer: ReturnType<typeof setInterval> | undefined;
  #seq = 0;
  #onError: (error: unknown) => void = () => undefined;

  constructor(sources: () => RecordedSource[], onSegment: (seq: number, blob: Blob) => void) {
    this.#sources = sources;
    this.#onSegment = onSegment;
    this.#canvas.width = WIDTH;
    this.#canvas.height = HEIGHT;
  }

  /** Starts drawing, mixing and recording (call from a user gesture: the audio context needs one). */
  async start(): Promise<void> {
    this.#audio = new AudioContext();
    await this.#audio.resume();
    this.#mix = this.#audio.createMediaStreamDestination();
    this.#draw();
    this.#timer = setInterval(() => this.#draw(), 1000 / FPS);
    const video = this.#canvas.captureStream(FPS).getVideoTracks();
    const stream = new MediaStream([...video, ...this.#mix.stream.getAudioTracks()]);
    const recorder = new MediaRecorder(stream, { mimeType: this.mimeType, videoBitsPerSecond: 1_000_000, audioBitsPerSecond: 64_000 });
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) this.#onSegment(this.#seq++, event.data);
    };
    recorder.onerror = (event) => this.#onError((event as Event & { error?: unknown }).error ?? event);
    this.#recorder = recorder;
    recorder.start(RECORDING_TIMESLICE_MS);
  }

  /** Ends the recording; resolves after its last segment was handed over. */
  async stop(): Promise<void> {
    const recorder = this.#recorder;
    if (recorder && recorder.state !== 'inactive') {
      await new Promise<void>((resolve) => {
        recorder.addEventListener('stop', () => resolve(), { once: true });
        recorder.stop();
      });
    }
    clearInterval(this.#timer);
    for (const track of recorder?.stream.getTracks() ?? []) track.stop();
    for (const video of this.#videos.values()) video.srcObject = null;
    this.#videos.clear();
    this.#audioInputs.clear();
    await this.#audio?.close();
    this.#audio = null;
    this.#recorder = null;
  }

  /** Told when the browser's recorder fails (the panel shows it to the notary). */
  set onError(listener: (error: unknown) => void) {
    this.#onError = listener;
  }

  get segments(): number {
    return this.#seq;
  }

  #videoFor(source: RecordedSource): HTMLVideoElement {
    let video = this.#videos.get(source.id);
    if (!video || video.srcObject !== source.stream) {
      video = document.createElement('video');
      video.muted = true;
      video.playsInline = true;
      video.srcObject = source.stream;
      void video.play().catch(() => undefined);
      this.#videos.set(source.id, video);
    }
    return video;
  }

  /** Connects new participants' audio to the mix and lets go of those who left. */
  #mixAudio(sources: readonly RecordedSource[]): void {
    if (!this.#audio || !this.#mix) return;
    const present = new Set(sources.map((source) => source.id));
    for (const [id, input] of this.#audioInputs) {
      if (present.has(id)) continue;
      input.disconnect();
      this.#audioInputs.delete(id);
    }
    for (const source of sources) {
      if (this.#audioInputs.has(source.id) || source.stream.getAudioTracks().length === 0) continue;
      const input = this.#audio.createMediaStreamSource(source.stream);
      input.connect(this.#mix);
      this.#audioInputs.set(source.id, input);
    }
  }

  #draw(): void {
    const context = this.#canvas.getContext('2d');
    if (!context) return;
    const sources = this.#sources();
    this.#mixAudio(sources);
    context.fillStyle = '#111827';
    context.fillRect(0, 0, WIDTH, HEIGHT);
    const tiles = composeLayout(sources.length, WIDTH, HEIGHT);
    context.font = '18px sans-serif';
    sources.forEach((source, index) => {
      const tile = tiles[index];
      if (!tile) return;
      const video = this.#videoFor(source);
      if (video.videoWidth > 0) {
        const box = fitInto(tile, video.videoWidth, video.videoHeight);
        context.drawImage(video, box.x, box.y, box.width, box.height);
      }
      context.fillStyle = 'rgba(0, 0, 0, 0.6)';
      context.fillRect(tile.x, tile.y + tile.height - 32, tile.width, 32);
      context.fillStyle = '#ffffff';
      context.fillText(source.name, tile.x + 10, tile.y + tile.height - 10, tile.width - 20);
    });
    const stamp = formatDateTime(new Date());
    context.fillStyle = 'rgba(0, 0, 0, 0.6)';
    context.fillRect(WIDTH - 210, 0, 210, 30);
    context.fillStyle = '#ffffff';
    context.fillText(`● ${stamp}`, WIDTH - 200, 21);
  }
}
