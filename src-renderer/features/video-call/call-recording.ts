import { manifestText } from '../../../src-domain/video/recording-manifest.ts';
import { IDLE_RECORDER, type CallState, type RecorderState } from './call-state.ts';
import type { CallDeps } from './call-deps.ts';
import type { RecordedSource, SessionRecorder } from './recorder/session-recorder.ts';
import { SegmentUploader } from './recorder/segment-uploader.ts';
import { sha256Hex } from './recorder/sha256.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The notary's recording of the call (docs/decisions/0031-recording-and-registration-by-video.md):
 * started on the server, composed and cut into segments here, each segment uploaded and verified,
 * and sealed with the manifest's hash once every segment is in.
 */
export class CallRecording {
  readonly #deps: Pick<CallDeps, 'recordings' | 'createRecorder' | 'onRoomChanged'>;
  readonly #sources: () => RecordedSource[];
  readonly #state: () => RecorderState;
  readonly #set: (state: RecorderState) => void;
  #recorder: SessionRecorder | null = null;
  #uploader: SegmentUploader | null = null;
  #recordingId: string | null = null;

  constructor(
    deps: Pick<CallDeps, 'recordings' | 'createRecorder' | 'onRoomChanged'>,
    sources: () => RecordedSource[],
    state: { get: () => RecorderState; set: (state: RecorderState) => void },
  ) {
    this.#deps = deps;
    this.#sources = sources;
    this.#state = state.get;
    this.#set = state.set;
  }

  /** This client is recording (or stopping). */
  get active(): boolean {
    return this.#recorder !== null;
  }

  async start(): Promise<void> {
    if (this.#recorder) return;
    const recorder = this.#deps.createRecorder(this.#sources, (seq, blob) => this.#uploader?.enqueue(seq, blob));
    try {
      const summary = await this.#deps.recordings.start(recorder.mimeType);
      this.#recordingId = summary.id;
      this.#uploader = new SegmentUploader(this.#deps.recordings.upload(summary.id));
      this.#uploader.subscribe((progress) => this.#set({ ...this.#state(), progress }));
      this.#recorder = recorder;
      recorder.onError = (error) => this.#set({ ...this.#state(), error: messageOf(error) });
      await recorder.start();
      this.#set({ ...IDLE_RECORDER, active: true, progress: this.#uploader.progress });
    } catch (error) {
      this.#recorder = null;
      this.#set({ ...IDLE_RECORDER, error: messageOf(error) });
    }
  }

  /** Stops recording, waits for every segment to be verified, and seals with the manifest hash. */
  async stop(): Promise<void> {
    const recorder = this.#recorder;
    const uploader = this.#uploader;
    const recordingId = this.#recordingId;
    if (!recorder || !uploader || !recordingId) return;
    this.#set({ ...this.#state(), stopping: true });
    try {
      await recorder.stop();
      const segments = await uploader.drain();
      const manifestSha256 = await sha256Hex(new TextEncoder().encode(manifestText(recordingId, segments)));
      await this.#deps.recordings.seal(recordingId, { segments, manifestSha256 });
      this.#set({ ...IDLE_RECORDER, progress: uploader.progress, manifestSha256 });
    } catch (error) {
      this.#set({ ...this.#state(), active: false, stopping: false, error: messageOf(error) });
    } finally {
      this.#recorder = null;
      this.#uploader = null;
      this.#deps.onRoomChanged?.();
    }
  }

  /** The page is going away: the recorder stops, nothing is sealed. */
  abandon(): void {
    void this.#recorder?.stop();
  }
}

/** Everyone the recording shows: this client's own camera and each connection's received stream, by name. */
export function recordedSources(state: Pick<CallState, 'local' | 'self' | 'members' | 'links'>): RecordedSource[] {
  const sources: RecordedSource[] = [];
  const { local, self, members, links } = state;
  if (local && self) sources.push({ id: self.memberId, name: self.name, stream: local });
  for (const link of links) {
    const member = members.find((candidate) => candidate.memberId === link.memberId);
    if (link.stream) sources.push({ id: link.memberId, name: member?.name ?? '', stream: link.stream });
  }
  return sources;
}
