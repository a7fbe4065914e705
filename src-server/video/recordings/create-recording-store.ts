import type { VideoConfig } from '../video-config.ts';
import { FolderRecordingStore } from './folder-recording-store.ts';
import type { RecordingStore } from './recording-store.ts';

/** The store the configuration names: the recordings folder (RECORDINGS_DIR), shared by every process. */
export function createRecordingStore(config: Pick<VideoConfig, 'recordingsDir'>): RecordingStore {
  return new FolderRecordingStore(config.recordingsDir);
}
