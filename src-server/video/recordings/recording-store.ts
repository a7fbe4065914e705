/**
 * Where the bytes of recording segments are kept (docs/video.md "Recordings"; docs/deployment.md).
 * Rows in the database say which segment is whose and how much of it arrived; a store holds the
 * bytes. Every server process of a deployment must reach the same store, since a notary's chunks
 * of one segment may arrive through different processes: a folder all hosts mount
 * (`FolderRecordingStore`) or an S3-compatible object store (`S3RecordingStore`).
 */
export interface RecordingStore {
  /** The key of segment `seq` of a recording (kept in the segment's row); built only from ids the server made. */
  keyOf(actId: number, recordingId: string, seq: number): string;
  /** Keeps `chunk` as the segment's bytes from `offset` on; durable once the promise resolves. */
  putChunk(key: string, offset: number, chunk: Buffer): Promise<void>;
  /**
   * The segment's `length` bytes have all arrived: made one whole object, read back and hashed.
   * The caller compares the answer with the hash the client announced.
   */
  complete(key: string, length: number): Promise<StoredSegment>;
  /** Forgets what arrived of a segment (its bytes did not match its hash): it is sent again from 0. */
  discard(key: string): Promise<void>;
  /** A completed segment's bytes, in order. */
  read(key: string): AsyncIterable<Buffer>;
}

export interface StoredSegment {
  /** SHA-256 of the bytes as stored, hex. */
  sha256: string;
  size: number;
}

/** `000042.webm`: segment file names sort in the order they are played. */
export function segmentName(seq: number): string {
  return `${String(seq).padStart(6, '0')}.webm`;
}
