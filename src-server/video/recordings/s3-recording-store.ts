import { createHash } from 'node:crypto';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  AbortMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { type RecordingStore, segmentName, type StoredSegment } from './recording-store.ts';

/** Where recordings go in an S3-compatible store (RECORDINGS_S3_*; docs/deployment.md "Recordings"). */
export interface S3StoreConfig {
  /** `https://s3.notary.internal` (Ceph's radosgw, MinIO, a cloud's object storage). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys start with it (several deployments may share a bucket); empty by default. */
  prefix?: string;
}

/**
 * A whole segment goes up in parts of this size when it is larger (a multipart upload: 5 MiB
 * at least per part but the last). Segments are 0.2–1 MB (one MediaRecorder timeslice), 32 MiB
 * at most (MAX_SEGMENT_BYTES).
 */
const PART_BYTES = 8 * 1024 * 1024;

const md5 = (bytes: Uint8Array): string => createHash('md5').update(bytes).digest('base64');

/**
 * Segments in an S3-compatible object store, so recordings depend on no host's disk. A chunk the
 * notary's client sends (256 KiB, through whichever process nginx picks) is its own object,
 * `<segment>.chunks/<offset>`; when the segment is whole, one process reads the chunks back in
 * order, hashes them and writes the segment as one object (one PUT, or a multipart upload past
 * 8 MiB), then deletes the chunks. Every PUT and part carries its Content-MD5, which the store
 * checks (a corrupted transfer is refused with BadDigest, not stored); the SHA-256 the client
 * announced is compared by the caller with the hash of the bytes read back (recording-service.ts).
 * The protocol's own SHA-256 checksums (x-amz-checksum-sha256) are not used: Ceph 16's radosgw accepts the
 * header and does not check it.
 */
export class S3RecordingStore implements RecordingStore {
  readonly #s3: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(config: S3StoreConfig) {
    this.#s3 = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums the SDK adds by default (CRC32 trailers) are refused or ignored by older
      // S3-compatible servers; the Content-MD5 of every request is what the store verifies.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.#bucket = config.bucket;
    this.#prefix = config.prefix ?? '';
  }

  keyOf(actId: number, recordingId: string, seq: number): string {
    return `${this.#prefix}recordings/${actId}/${recordingId}/${segmentName(seq)}`;
  }

  #chunkKey(key: string, offset: number): string {
    return `${key}.chunks/${String(offset).padStart(12, '0')}`;
  }

  async putChunk(key: string, offset: number, chunk: Buffer): Promise<void> {
    await this.#s3.send(new PutObjectCommand({ Bucket: this.#bucket, Key: this.#chunkKey(key, offset), Body: chunk, ContentMD5: md5(chunk) }));
  }

  async #chunks(key: string): Promise<{ key: string; offset: number; size: number }[]> {
    const found: { key: string; offset: number; size: number }[] = [];
    let token: string | undefined;
    do {
      const page = await this.#s3.send(new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: `${key}.chunks/`, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key) found.push({ key: object.Key, offset: Number(object.Key.slice(object.Key.lastIndexOf('/') + 1)), size: object.Size ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => a.offset - b.offset);
  }

  async *#readObject(key: string): AsyncIterable<Buffer> {
    const object = await this.#s3.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
    const body = object.Body as AsyncIterable<Uint8Array> | undefined;
    if (!body) return;
    for await (const bytes of body) yield Buffer.from(bytes);
  }

  async complete(key: string, length: number): Promise<StoredSegment> {
    // The chunks, in order, must cover the segment exactly: 0…length without a gap.
    const chunks = await this.#chunks(key);
    let covered = 0;
    for (const chunk of chunks) {
      if (chunk.offset !== covered) throw new Error(`segment ${key}: chunk at ${chunk.offset}, expected ${covered}`);
      covered += chunk.size;
    }
    if (covered !== length) throw new Error(`segment ${key}: ${covered} bytes in its chunks, expected ${length}`);
    const hash = createHash('sha256');
    const parts: { ETag: string | undefined; PartNumber: number }[] = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let upload: string | undefined;
    const sendPart = async (last: boolean) => {
      const body = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      if (last && !upload) {
        await this.#s3.send(new PutObjectCommand({ Bucket: this.#bucket, Key: key, Body: body, ContentMD5: md5(body) }));
        return;
      }
      upload ??= (await this.#s3.send(new CreateMultipartUploadCommand({ Bucket: this.#bucket, Key: key }))).UploadId;
      const PartNumber = parts.length + 1;
      const sent = await this.#s3.send(
        new UploadPartCommand({ Bucket: this.#bucket, Key: key, UploadId: upload, PartNumber, Body: body, ContentMD5: md5(body) }),
      );
      parts.push({ ETag: sent.ETag, PartNumber });
    };
    try {
      for (const chunk of chunks) {
        for await (const bytes of this.#readObject(chunk.key)) {
          hash.update(bytes);
          pending.push(bytes);
          pendingBytes += bytes.byteLength;
        }
        if (pendingBytes >= PART_BYTES) await sendPart(false);
      }
      await sendPart(true);
      if (upload)
        await this.#s3.send(new CompleteMultipartUploadCommand({ Bucket: this.#bucket, Key: key, UploadId: upload, MultipartUpload: { Parts: parts } }));
    } catch (error) {
      if (upload) await this.#s3.send(new AbortMultipartUploadCommand({ Bucket: this.#bucket, Key: key, UploadId: upload })).catch(() => undefined);
      throw error;
    }
    const stored = await this.#s3.send(new HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
    await this.#delete(chunks.map((chunk) => chunk.key));
    return { sha256: hash.digest('hex'), size: stored.ContentLength ?? 0 };
  }

  async #delete(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000);
      if (batch.length > 0)
        await this.#s3.send(new DeleteObjectsCommand({ Bucket: this.#bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
    }
  }

  async discard(key: string): Promise<void> {
    await this.#delete([...(await this.#chunks(key)).map((chunk) => chunk.key), key]);
  }

  read(key: string): AsyncIterable<Buffer> {
    return this.#readObject(key);
  }
}
