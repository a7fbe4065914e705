import type { SystemCameras } from '../../src-domain/kiosk/system-cameras.ts';
import { listSystemCameras } from './camera-inventory.ts';
import { nodeWebcamDir, nodeWebcamList } from './node-webcam-list.ts';

/** The cameras of the machine main runs on, through the real node-webcam. */
export function thisMachineCameras(): Promise<SystemCameras> {
  return listSystemCameras({ platform: process.platform, pathEnv: process.env.PATH ?? '', nodeWebcamDir: nodeWebcamDir(), list: nodeWebcamList });
}
