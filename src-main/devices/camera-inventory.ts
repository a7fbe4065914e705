import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { SystemCameras } from '../../src-domain/kiosk/system-cameras.ts';
import { CallTimeoutError, DEVICE_CALL_TIMEOUT_MS, withTimeout } from './call-timeout.ts';

/**
 * The cameras the operating system sees, listed with node-webcam (docs/architecture.md, Stack: for
 * technician diagnostics). node-webcam drives a system tool per OS — fswebcam on Linux,
 * imagesnap on macOS, CommandCam.exe on Windows (not shipped in its npm package) — and throws
 * from inside its callbacks when the tool is absent, which would take main down. So the tool is
 * looked for first, and a missing one is said plainly instead of being run.
 */
export type CameraTool = { name: string; command: string };

/**
 * `nodeWebcamDir`: the package's folder (its Windows tool is looked for in `src/bindings/CommandCam/`).
 * Null where node-webcam has no camera type at all (its factory throws there).
 */
export function cameraToolFor(platform: string, nodeWebcamDir: string): CameraTool | null {
  if (platform === 'win32') return { name: 'CommandCam', command: path.join(nodeWebcamDir, 'src', 'bindings', 'CommandCam', 'CommandCam.exe') };
  if (platform === 'darwin') return { name: 'imagesnap', command: 'imagesnap' };
  if (platform === 'linux') return { name: 'fswebcam', command: 'fswebcam' };
  return null;
}

export type InventoryDeps = {
  platform: string;
  /** `process.env.PATH`. */
  pathEnv: string;
  nodeWebcamDir: string;
  /** node-webcam's `list`, called only when its tool is present (it throws otherwise). */
  list: () => Promise<string[]>;
  isExecutable?: (file: string) => Promise<boolean>;
  /** Bound on the tool look-up and on the list (DEVICE_CALL_TIMEOUT_MS). */
  timeoutMs?: number;
};

const executable = async (file: string): Promise<boolean> => {
  try {
    await access(file, process.platform === 'win32' ? constants.F_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The tool's full path: the command itself when it has a folder, else the first hit on PATH. */
export async function findTool(command: string, pathEnv: string, isExecutable: (file: string) => Promise<boolean> = executable): Promise<string | null> {
  if (path.isAbsolute(command)) return (await isExecutable(command)) ? command : null;
  for (const dir of pathEnv.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, command);
    if (await isExecutable(candidate)) return candidate;
  }
  return null;
}

/**
 * The cameras as node-webcam lists them, every step bounded: a platform node-webcam cannot list
 * on, a missing tool, a tool that never answers or fails, each said in the report instead of a
 * wait (docs/kiosk-devices.md).
 */
export async function listSystemCameras(deps: InventoryDeps): Promise<SystemCameras> {
  const ms = deps.timeoutMs ?? DEVICE_CALL_TIMEOUT_MS;
  const tool = cameraToolFor(deps.platform, deps.nodeWebcamDir);
  const platform = deps.platform;
  if (!tool) {
    return {
      status: 'unsupported',
      platform,
      tool: { name: 'node-webcam', path: null },
      cameras: [],
      error: `node-webcam cannot list cameras on ${platform}`,
    };
  }
  let found: string | null;
  try {
    found = await withTimeout(findTool(tool.command, deps.pathEnv, deps.isExecutable), `looking for ${tool.name}`, ms);
  } catch (error) {
    return { status: 'timed-out', platform, tool: { name: tool.name, path: null }, cameras: [], error: messageOf(error) };
  }
  if (!found)
    return {
      status: 'no-tool',
      platform,
      tool: { name: tool.name, path: null },
      cameras: [],
      error: `${tool.name} is not installed: node-webcam cannot list or capture cameras (docs/kiosk-devices.md)`,
    };
  try {
    const cameras = await withTimeout(deps.list(), `node-webcam's camera list (${tool.name})`, ms);
    if (cameras.length === 0) return { status: 'no-camera', platform, tool: { name: tool.name, path: found }, cameras, error: 'no camera device found' };
    return { status: 'listed', platform, tool: { name: tool.name, path: found }, cameras, error: null };
  } catch (error) {
    const status = error instanceof CallTimeoutError ? 'timed-out' : 'failed';
    return { status, platform, tool: { name: tool.name, path: found }, cameras: [], error: messageOf(error) };
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
