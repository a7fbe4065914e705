/**
 * simple-peer's prebuilt browser bundle (docs/architecture.md: "import its prebuilt
 * simple-peer/simplepeer.min.js", no Node polyfills), typed by what the mesh uses.
 */
declare module 'simple-peer/simplepeer.min.js' {
  export interface SimplePeerOptions {
    initiator?: boolean;
    stream?: MediaStream;
    config?: RTCConfiguration;
    trickle?: boolean;
  }

  export interface SimplePeerInstance {
    signal(data: unknown): void;
    destroy(error?: Error): void;
    replaceTrack(oldTrack: MediaStreamTrack, newTrack: MediaStreamTrack, stream: MediaStream): void;
    on(event: 'signal', listener: (data: Record<string, unknown>) => void): this;
    on(event: 'stream', listener: (stream: MediaStream) => void): this;
    on(event: 'connect' | 'close', listener: () => void): this;
    on(event: 'error', listener: (error: Error & { code?: string }) => void): this;
    readonly destroyed: boolean;
    readonly connected: boolean;
    /** The underlying connection; simple-peer keeps it public in practice (getStats). */
    readonly _pc: RTCPeerConnection;
  }

  const SimplePeer: new (options?: SimplePeerOptions) => SimplePeerInstance;
  export default SimplePeer;
}
