import type { VideoConfig } from '../video-config.ts';
import { FolderRecordingStore } from './folder-recording-store.ts';
import type { RecordingStore } from './recording-store.ts';
import { S3RecordingStore } from './s3-recording-store.ts';

/**
 * The store the configuration names: an S3-compatible object store (RECORDINGS_S3_*), or the
 * recordings folder (RECORDINGS_DIR), which every process of a deployment must share.
 */
export function createRecordingStore(config: Pick<VideoConfig, 'recordingsDir' | 'recordingsS3'>): RecordingStore {
  return config.recordingsS3 ? new S3RecordingStore(config.recordingsS3) : new FolderRecordingStore(config.recordingsDir);
}
