import type { Locale } from '../../../src-domain/i18n/locale.ts';
import type { SealRecordingBody } from '../../../src-domain/http/routes/video-recordings.ts';
import type { RecordingSummary } from '../../../src-domain/http/routes/video-room.ts';
import { networkQuality, worstQuality } from '../../../src-domain/video/network-quality.ts';
import { manifestText } from '../../../src-domain/video/recording-manifest.ts';
import { ROOM_PING_INTERVAL_MS, ROOM_RECONNECT_FIRST_DELAY_MS } from '../../../src-domain/video/room-limits.ts';
import type { RoomServerFrame } from '../../../src-domain/video/room-protocol.ts';
import { ROOM_SOCKET_ERRORS } from '../../../src-domain/video/room-socket-errors.ts';
import { RECONNECT_BACKOFF_FACTOR, RECONNECT_MAX_DELAY_MS } from '../../../src-domain/constants.ts';
import { INITIAL_CALL, IDLE_RECORDER, type CallProblem, type CallState } from './call-state.ts';
import { DeviceProblemError, type MediaChoice } from './call-media.ts';
import { PeerMesh, type CreatePeer } from './peer-mesh.ts';
import type { RecordedSource, SessionRecorder } from './recorder/session-recorder.ts';
import { SegmentUploader, type UploadApi } from './recorder/segment-uploader.ts';
import { sha256Hex } from './recorder/sha256.ts';
import type { OpenRoomSocket, RoomSocket } from './room-socket.ts';

/** A passed face check of this join (POST …/video/attempt, then the face dialog). */
export interface JoinIdentity {
  joinId: string;
  faceJwt: string;
}

/** What the recording needs of the server (api/recordings.ts). */
export interface RecordingApi {
  start(mimeType: string): Promise<RecordingSummary>;
  upload(recordingId: string): UploadApi;
  seal(recordingId: string, body: SealRecordingBody): Promise<RecordingSummary>;
}

export interface CallDeps {
  act: string;
  socketUrl: () => Promise<string>;
  token: () => string | null;
  locale: () => Locale;
  openSocket: OpenRoomSocket;
  /** Camera and microphone (platform/media-devices.ts); fails with a DeviceProblemError. */
  openMedia: (choice: MediaChoice) => Promise<MediaStream>;
  createPeer: CreatePeer;
  /** Runs the face check of this join; rejects when it is cancelled or fails. */
  faceCheck: (signal: AbortSignal) => Promise<JoinIdentity>;
  recordings: RecordingApi;
  createRecorder: (sources: () => RecordedSource[], onSegment: (seq: number, blob: Blob) => void) => SessionRecorder;
  /** The room's view (who is in, the recordings) changed on the server. */
  onRoomChanged?: () => void;
  /** The browser's offline/online events (platform/network-status.ts); absent: not watched. */
  watchNetwork?: (handlers: { offline: () => void; online: () => void }) => () => void;
}

/** Reconnections of the signalling in a row before the call says the media server failed (spec §8). */
const MAX_RECONNECTS = 8;
/** How often each connection's getStats is read for the quality shown. */
const STATS_INTERVAL_MS = 2_000;

/** Refusals and ends after which reconnecting cannot help. */
const FINAL_CLOSES: ReadonlySet<number> = new Set(
  Object.values(ROOM_SOCKET_ERRORS)
    .filter((error) => !error.retry)
    .map((error) => error.closeCode),
);

/**
 * One participant's video call (spec §2 screen 14; docs/video.md): camera and microphone, the
 * signalling socket (join, the face check when the server asks, the recording announcement),
 * the simple-peer mesh, reconnection with back-off after a drop (the server resumes the seat or
 * asks for a face check again), and for the notary the recording and its upload.
 */
export class CallController {
  readonly #deps: CallDeps;
  readonly #listeners = new Set<() => void>();
  #state: CallState = INITIAL_CALL;
  #socket: RoomSocket | null = null;
  #mesh: PeerMesh | null = null;
  #identity: JoinIdentity | null = null;
  #choice: MediaChoice = {};
  #life: AbortController | null = null;
  #reconnects = 0;
  #delay = ROOM_RECONNECT_FIRST_DELAY_MS;
  #ping: ReturnType<typeof setInterval> | undefined;
  #stats: ReturnType<typeof setInterval> | undefined;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #consent: ((agree: boolean) => void) | null = null;
  #recorder: SessionRecorder | null = null;
  #uploader: SegmentUploader | null = null;
  #recordingId: string | null = null;
  #unwatchNetwork: (() => void) | null = null;
  #offline = false;

  constructor(deps: CallDeps) {
    this.#deps = deps;
  }

  getState = (): CallState => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #set(patch: Partial<CallState>): void {
    this.#state = { ...this.#state, ...patch };
    for (const listener of this.#listeners) listener();
  }

  /** Connect: camera and microphone, then the room. */
  async connect(choice: MediaChoice = this.#choice): Promise<void> {
    if (this.#life) return;
    this.#choice = choice;
    this.#life = new AbortController();
    this.#reconnects = 0;
    this.#delay = ROOM_RECONNECT_FIRST_DELAY_MS;
    this.#set({ ...INITIAL_CALL, phase: 'starting', muted: this.#state.muted, cameraOff: this.#state.cameraOff });
    try {
      const local = await this.#deps.openMedia(choice);
      if (this.#life.signal.aborted) {
        for (const track of local.getTracks()) track.stop();
        return;
      }
      this.#applyMediaState(local);
      this.#set({ local });
      this.#unwatchNetwork = this.#deps.watchNetwork?.({ offline: () => this.#goOffline(), online: () => this.#backOnline() }) ?? null;
      await this.#join();
    } catch (error) {
      this.#fail(error instanceof DeviceProblemError ? { kind: 'device', problem: error.problem } : { kind: 'media-server' });
    }
  }

  /** Disconnect on purpose: the recording (if this client makes it) is finished and sealed first. */
  async disconnect(): Promise<void> {
    if (this.#recorder) await this.stopRecording();
    this.#socket?.send({ type: 'leave' });
    this.#teardown();
    this.#set({ phase: 'ended', endedReason: 'left', members: [], links: [], self: null });
  }

  /** The person's answer to the recording announcement (spec §1). */
  answerConsent(agree: boolean): void {
    this.#consent?.(agree);
  }

  setMuted(muted: boolean): void {
    for (const track of this.#state.local?.getAudioTracks() ?? []) track.enabled = !muted;
    this.#set({ muted });
    this.#sendMediaState();
  }

  setCameraOff(cameraOff: boolean): void {
    for (const track of this.#state.local?.getVideoTracks() ?? []) track.enabled = !cameraOff;
    this.#set({ cameraOff });
    this.#sendMediaState();
  }

  /** Another camera or microphone (the panel's device choice), sent to everyone without reconnecting. */
  async switchDevices(choice: MediaChoice): Promise<void> {
    const old = this.#state.local;
    this.#choice = { ...this.#choice, ...choice };
    if (!old || !this.#life) return;
    const next = await this.#deps.openMedia(this.#choice);
    for (const kind of ['video', 'audio'] as const) {
      const before = kind === 'video' ? old.getVideoTracks()[0] : old.getAudioTracks()[0];
      const after = kind === 'video' ? next.getVideoTracks()[0] : next.getAudioTracks()[0];
      if (!before || !after) continue;
      this.#mesh?.replaceTrack(before, after, old);
      old.removeTrack(before);
      old.addTrack(after);
      before.stop();
    }
    this.#applyMediaState(old);
    this.#set({ local: old });
  }

  /** The notary starts recording: announced and agreed first (the server checks again). */
  async startRecording(): Promise<void> {
    if (this.#recorder || this.#state.phase !== 'joined') return;
    const recorder = this.#deps.createRecorder(
      () => this.#recordedSources(),
      (seq, blob) => this.#uploader?.enqueue(seq, blob),
    );
    try {
      const summary = await this.#deps.recordings.start(recorder.mimeType);
      this.#recordingId = summary.id;
      this.#uploader = new SegmentUploader(this.#deps.recordings.upload(summary.id));
      this.#uploader.subscribe((progress) => this.#set({ recorder: { ...this.#state.recorder, progress } }));
      this.#recorder = recorder;
      recorder.onError = (error) => this.#set({ recorder: { ...this.#state.recorder, error: error instanceof Error ? error.message : String(error) } });
      await recorder.start();
      this.#set({ recorder: { ...IDLE_RECORDER, active: true, progress: this.#uploader.progress } });
    } catch (error) {
      this.#recorder = null;
      this.#set({ recorder: { ...IDLE_RECORDER, error: error instanceof Error ? error.message : String(error) } });
    }
  }

  /** Stops recording, waits for every segment to be verified, and seals with the manifest hash. */
  async stopRecording(): Promise<void> {
    const recorder = this.#recorder;
    const uploader = this.#uploader;
    const recordingId = this.#recordingId;
    if (!recorder || !uploader || !recordingId) return;
    this.#set({ recorder: { ...this.#state.recorder, stopping: true } });
    try {
      await recorder.stop();
      const segments = await uploader.drain();
      const manifestSha256 = await sha256Hex(new TextEncoder().encode(manifestText(recordingId, segments)));
      await this.#deps.recordings.seal(recordingId, { segments, manifestSha256 });
      this.#set({ recorder: { ...IDLE_RECORDER, progress: uploader.progress, manifestSha256 } });
    } catch (error) {
      this.#set({ recorder: { ...this.#state.recorder, active: false, stopping: false, error: error instanceof Error ? error.message : String(error) } });
    } finally {
      this.#recorder = null;
      this.#uploader = null;
      this.#deps.onRoomChanged?.();
    }
  }

  /** Leaves everything behind without telling the server (the page is going away). */
  dispose(): void {
    void this.#recorder?.stop();
    this.#teardown();
  }

  #recordedSources(): RecordedSource[] {
    const sources: RecordedSource[] = [];
    const { local, self, members, links } = this.#state;
    if (local && self) sources.push({ id: self.memberId, name: self.name, stream: local });
    for (const link of links) {
      const member = members.find((candidate) => candidate.memberId === link.memberId);
      if (link.stream) sources.push({ id: link.memberId, name: member?.name ?? '', stream: link.stream });
    }
    return sources;
  }

  #applyMediaState(stream: MediaStream): void {
    for (const track of stream.getAudioTracks()) track.enabled = !this.#state.muted;
    for (const track of stream.getVideoTracks()) track.enabled = !this.#state.cameraOff;
  }

  #sendMediaState(): void {
    if (this.#state.phase === 'joined') this.#socket?.send({ type: 'media', muted: this.#state.muted, cameraOff: this.#state.cameraOff });
  }

  async #join(): Promise<void> {
    const life = this.#life;
    if (!life) return;
    const url = await this.#deps.socketUrl();
    const token = this.#deps.token();
    if (!token) return this.#fail({ kind: 'server', code: 'session_invalid', message: ROOM_SOCKET_ERRORS.session_invalid.text[this.#deps.locale()] });
    const socket = this.#deps.openSocket(url, {
      open: () => socket.send({ type: 'join', token, act: this.#deps.act, locale: this.#deps.locale(), ...(this.#identity ?? {}) }),
      frame: (frame) => this.#onFrame(frame),
      close: (code) => {
        if (this.#socket !== socket) return;
        this.#socket = null;
        this.#onClosed(code);
      },
    });
    this.#socket = socket;
  }

  #onFrame(frame: RoomServerFrame): void {
    switch (frame.type) {
      case 'identity-required':
        this.#identity = null;
        this.#set({ phase: 'identity', identityReason: frame.reason, self: null });
        return;
      case 'consent-required':
        this.#set({ phase: 'consent' });
        this.#consent = (agree) => {
          this.#consent = null;
          this.#socket?.send({ type: 'consent', agree });
          if (agree) this.#set({ phase: 'starting' });
        };
        return;
      case 'joined':
        return this.#onJoined(frame);
      case 'member-joined':
        this.#set({ members: [...this.#state.members.filter((member) => member.memberId !== frame.member.memberId), frame.member] });
        this.#deps.onRoomChanged?.();
        return;
      case 'member-updated':
        this.#set({ members: this.#state.members.map((member) => (member.memberId === frame.member.memberId ? frame.member : member)) });
        return;
      case 'member-left':
        this.#mesh?.remove(frame.memberId);
        this.#set({
          members: this.#state.members.filter((member) => member.memberId !== frame.memberId),
          failedLinks: this.#state.failedLinks.filter((id) => id !== frame.memberId),
        });
        this.#deps.onRoomChanged?.();
        return;
      case 'signal':
        this.#mesh?.onSignal(frame.from, frame.data);
        return;
      case 'recording':
        this.#set({ recording: frame.recording });
        this.#deps.onRoomChanged?.();
        return;
      case 'room-closed':
        this.#teardown();
        this.#set({ phase: 'ended', endedReason: frame.reason, members: [], links: [] });
        this.#deps.onRoomChanged?.();
        return;
      case 'error':
        if (frame.code === 'identity_not_confirmed_video') return this.#fail({ kind: 'identity' });
        this.#set({ problem: { kind: 'server', code: frame.code, message: frame.message } });
        return;
      case 'pong':
        return;
    }
  }

  #onJoined(frame: Extract<RoomServerFrame, { type: 'joined' }>): void {
    const local = this.#state.local;
    if (!local) return;
    this.#identity = null;
    this.#reconnects = 0;
    this.#delay = ROOM_RECONNECT_FIRST_DELAY_MS;
    this.#mesh?.close();
    const mesh = new PeerMesh(
      {
        createPeer: this.#deps.createPeer,
        sendSignal: (to, data) => this.#socket?.send({ type: 'signal', to, data }),
        onChange: () =>
          this.#set({ links: mesh.links(), quality: worstQuality(mesh.links().map((link) => (link.stats ? networkQuality(link.stats) : 'unknown'))) }),
        onGiveUp: (memberId) => this.#set({ failedLinks: [...this.#state.failedLinks, memberId] }),
      },
      local,
      frame.iceServers,
    );
    mesh.setSelf(frame.self.memberId, frame.iceServers);
    this.#mesh = mesh;
    this.#set({ phase: 'joined', problem: null, identityReason: null, self: frame.self, members: frame.members, recording: frame.recording, failedLinks: [] });
    for (const member of frame.members) mesh.connectTo(member.memberId);
    this.#sendMediaState();
    clearInterval(this.#ping);
    clearInterval(this.#stats);
    this.#ping = setInterval(() => this.#socket?.send({ type: 'ping', ts: Date.now() }), ROOM_PING_INTERVAL_MS);
    this.#stats = setInterval(() => void this.#mesh?.sampleStats(), STATS_INTERVAL_MS);
    this.#deps.onRoomChanged?.();
  }

  /** The network went away: the signalling and the peers cannot work; drop them and wait for it. */
  #goOffline(): void {
    if (!this.#life || this.#offline) return;
    this.#offline = true;
    this.#stopTimers();
    this.#mesh?.close();
    this.#mesh = null;
    const socket = this.#socket;
    this.#socket = null;
    socket?.close();
    this.#set({ phase: 'reconnecting', links: [], members: [], self: null });
  }

  /** The network is back: join again (the server resumes the seat or asks for the face check). */
  #backOnline(): void {
    if (!this.#life || !this.#offline) return;
    this.#offline = false;
    this.#reconnects = 0;
    this.#delay = ROOM_RECONNECT_FIRST_DELAY_MS;
    void this.#join();
  }

  #onClosed(code: number): void {
    const life = this.#life;
    if (!life || life.signal.aborted) return;
    this.#stopTimers();
    this.#mesh?.close();
    this.#mesh = null;
    if (this.#state.phase === 'identity') {
      void this.#identify(life.signal);
      return;
    }
    if (FINAL_CLOSES.has(code)) {
      const problem = this.#state.problem ?? { kind: 'media-server' as const };
      this.#teardown();
      this.#set({ phase: code === ROOM_SOCKET_ERRORS.room_closed.closeCode ? 'ended' : 'failed', problem, members: [], links: [] });
      return;
    }
    // A drop (network, server restart, idle): come back with back-off; the server resumes the seat
    // or asks for the face check again (docs/video.md).
    this.#reconnects += 1;
    if (this.#reconnects > MAX_RECONNECTS) return this.#fail({ kind: 'media-server' });
    this.#set({ phase: 'reconnecting', links: [], members: [], self: null });
    if (this.#offline) return;
    this.#retry = setTimeout(() => void this.#join(), this.#delay);
    this.#delay = Math.min(this.#delay * RECONNECT_BACKOFF_FACTOR, RECONNECT_MAX_DELAY_MS);
  }

  async #identify(signal: AbortSignal): Promise<void> {
    try {
      this.#identity = await this.#deps.faceCheck(signal);
      if (signal.aborted) return;
      this.#set({ phase: 'starting' });
      await this.#join();
    } catch {
      if (!signal.aborted) this.#fail({ kind: 'identity' });
    }
  }

  #fail(problem: CallProblem): void {
    this.#teardown();
    this.#set({ phase: 'failed', problem, members: [], links: [], self: null });
  }

  #stopTimers(): void {
    clearInterval(this.#ping);
    clearInterval(this.#stats);
    clearTimeout(this.#retry);
  }

  #teardown(): void {
    this.#stopTimers();
    this.#unwatchNetwork?.();
    this.#unwatchNetwork = null;
    this.#offline = false;
    this.#life?.abort();
    this.#life = null;
    this.#consent = null;
    this.#mesh?.close();
    this.#mesh = null;
    this.#socket?.close();
    this.#socket = null;
    for (const track of this.#state.local?.getTracks() ?? []) track.stop();
    this.#set({ local: null });
  }
}
