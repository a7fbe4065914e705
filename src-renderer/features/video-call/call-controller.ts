import type { RoomServerFrame } from '../../../src-domain/video/room-protocol.ts';
import { ROOM_SOCKET_ERRORS } from '../../../src-domain/video/room-socket-errors.ts';
import type { CallDeps, JoinIdentity } from './call-deps.ts';
import { CallLinks } from './call-links.ts';
import { DeviceProblemError, type MediaChoice } from './call-media.ts';
import { CallRecording, recordedSources } from './call-recording.ts';
import { INITIAL_CALL, type CallProblem, type CallState } from './call-state.ts';
import { CallStore, membersAfter } from './call-store.ts';
import { applyMediaState, swapTracks } from './local-media.ts';
import { isFinalClose, ReconnectBackoff } from './reconnect-backoff.ts';
import { RoomSignalling } from './room-signalling.ts';

/**
 * One participant's video call (spec §2 screen 14; docs/video.md): camera and microphone, the
 * signalling socket (join, the face check when the server asks, the recording announcement),
 * the simple-peer mesh, reconnection with back-off after a drop (the server resumes the seat or
 * asks for a face check again), and for the notary the recording and its upload. Each of those
 * is its own part (room-signalling.ts, call-links.ts, local-media.ts, call-recording.ts); this
 * class sequences them and keeps the state the panel shows.
 */
export class CallController {
  readonly #deps: CallDeps;
  readonly #store = new CallStore();
  readonly #signalling: RoomSignalling;
  readonly #links: CallLinks;
  readonly #recording: CallRecording;
  readonly #backoff = new ReconnectBackoff();
  #identity: JoinIdentity | null = null;
  #choice: MediaChoice = {};
  #life: AbortController | null = null;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #consent: ((agree: boolean) => void) | null = null;
  #unwatchNetwork: (() => void) | null = null;
  #offline = false;

  constructor(deps: CallDeps) {
    this.#deps = deps;
    this.#signalling = new RoomSignalling(deps, { frame: (frame) => this.#onFrame(frame), closed: (code) => this.#onClosed(code) });
    this.#links = new CallLinks({
      createPeer: deps.createPeer,
      sendSignal: (to, data) => this.#signalling.send({ type: 'signal', to, data }),
      onChange: (view) => this.#set(view),
      onGiveUp: (memberId) => this.#set({ failedLinks: [...this.#state.failedLinks, memberId] }),
    });
    this.#recording = new CallRecording(deps, () => recordedSources(this.#state), {
      get: () => this.#state.recorder,
      set: (recorder) => this.#set({ recorder }),
    });
  }

  getState = (): CallState => this.#store.get();

  subscribe = (listener: () => void): (() => void) => this.#store.subscribe(listener);

  get #state(): CallState {
    return this.#store.get();
  }

  #set(patch: Partial<CallState>): void {
    this.#store.set(patch);
  }

  /** Connect: camera and microphone, then the room. */
  async connect(choice: MediaChoice = this.#choice): Promise<void> {
    if (this.#life) return;
    this.#choice = choice;
    this.#life = new AbortController();
    this.#backoff.reset();
    this.#set({ ...INITIAL_CALL, phase: 'starting', muted: this.#state.muted, cameraOff: this.#state.cameraOff });
    try {
      const local = await this.#deps.openMedia(choice);
      if (this.#life.signal.aborted) {
        for (const track of local.getTracks()) track.stop();
        return;
      }
      applyMediaState(local, this.#state);
      this.#set({ local });
      this.#unwatchNetwork = this.#deps.watchNetwork?.({ offline: () => this.#goOffline(), online: () => this.#backOnline() }) ?? null;
      await this.#join();
    } catch (error) {
      this.#fail(error instanceof DeviceProblemError ? { kind: 'device', problem: error.problem } : { kind: 'media-server' });
    }
  }

  /** Disconnect on purpose: the recording (if this client makes it) is finished and sealed first. */
  async disconnect(): Promise<void> {
    if (this.#recording.active) await this.stopRecording();
    this.#signalling.send({ type: 'leave' });
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
    swapTracks(old, next, (before, after, stream) => this.#links.replaceTrack(before, after, stream));
    applyMediaState(old, this.#state);
    this.#set({ local: old });
  }

  /** The notary starts recording: announced and agreed first (the server checks again). */
  async startRecording(): Promise<void> {
    if (this.#state.phase !== 'joined') return;
    await this.#recording.start();
  }

  /** Stops recording, waits for every segment to be verified, and seals with the manifest hash. */
  stopRecording(): Promise<void> {
    return this.#recording.stop();
  }

  /** Leaves everything behind without telling the server (the page is going away). */
  dispose(): void {
    this.#recording.abandon();
    this.#teardown();
  }

  #sendMediaState(): void {
    if (this.#state.phase === 'joined') this.#signalling.send({ type: 'media', muted: this.#state.muted, cameraOff: this.#state.cameraOff });
  }

  async #join(): Promise<void> {
    if (!this.#life) return;
    if (!(await this.#signalling.connect(this.#identity)))
      this.#fail({ kind: 'server', code: 'session_invalid', message: ROOM_SOCKET_ERRORS.session_invalid.text[this.#deps.locale()] });
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
          this.#signalling.send({ type: 'consent', agree });
          if (agree) this.#set({ phase: 'starting' });
        };
        return;
      case 'joined':
        return this.#onJoined(frame);
      case 'member-joined':
      case 'member-updated':
        this.#set(membersAfter(this.#state, frame));
        if (frame.type === 'member-joined') this.#deps.onRoomChanged?.();
        return;
      case 'member-left':
        this.#links.remove(frame.memberId);
        this.#set(membersAfter(this.#state, frame));
        this.#deps.onRoomChanged?.();
        return;
      case 'signal':
        this.#links.onSignal(frame.from, frame.data);
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
    this.#backoff.reset();
    this.#links.start(
      local,
      frame.self.memberId,
      frame.iceServers,
      frame.members.map((member) => member.memberId),
    );
    this.#set({ phase: 'joined', problem: null, identityReason: null, self: frame.self, members: frame.members, recording: frame.recording, failedLinks: [] });
    this.#sendMediaState();
    this.#deps.onRoomChanged?.();
  }

  /** The network went away: the signalling and the peers cannot work; drop them and wait for it. */
  #goOffline(): void {
    if (!this.#life || this.#offline) return;
    this.#offline = true;
    clearTimeout(this.#retry);
    this.#links.close();
    this.#signalling.close();
    this.#set({ phase: 'reconnecting', links: [], members: [], self: null });
  }

  /** The network is back: join again (the server resumes the seat or asks for the face check). */
  #backOnline(): void {
    if (!this.#life || !this.#offline) return;
    this.#offline = false;
    this.#backoff.reset();
    void this.#join();
  }

  #onClosed(code: number): void {
    const life = this.#life;
    if (!life || life.signal.aborted) return;
    clearTimeout(this.#retry);
    this.#links.close();
    if (this.#state.phase === 'identity') {
      void this.#identify(life.signal);
      return;
    }
    if (isFinalClose(code)) {
      const problem = this.#state.problem ?? { kind: 'media-server' as const };
      this.#teardown();
      this.#set({ phase: code === ROOM_SOCKET_ERRORS.room_closed.closeCode ? 'ended' : 'failed', problem, members: [], links: [] });
      return;
    }
    // A drop (network, server restart, idle): come back with back-off; the server resumes the seat
    // or asks for the face check again (docs/video.md).
    const delay = this.#backoff.next();
    if (delay === null) return this.#fail({ kind: 'media-server' });
    this.#set({ phase: 'reconnecting', links: [], members: [], self: null });
    if (this.#offline) return;
    this.#retry = setTimeout(() => void this.#join(), delay);
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
    // A face check the room refused, or a call that failed, is not brought to the next "connect":
    // the person is checked afresh there (a refused check sent again would be refused again).
    this.#identity = null;
    this.#teardown();
    this.#set({ phase: 'failed', problem, members: [], links: [], self: null });
  }

  #teardown(): void {
    clearTimeout(this.#retry);
    this.#unwatchNetwork?.();
    this.#unwatchNetwork = null;
    this.#offline = false;
    this.#life?.abort();
    this.#life = null;
    this.#consent = null;
    this.#links.close();
    this.#signalling.close();
    for (const track of this.#state.local?.getTracks() ?? []) track.stop();
    this.#set({ local: null });
  }
}
