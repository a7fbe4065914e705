import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { SystemCameras } from '../../src-domain/kiosk/system-cameras.ts';

/**
 * The cameras the operating system sees, listed with node-webcam (docs/architecture.md, Stack: for
 * technician diagnostics). node-webcam drives a system tool per OS — fswebcam on Linux,
 * imagesnap on macOS, CommandCam.exe on Windows (not shipped in its npm package) — and throws
 * from inside its callbacks when the tool is absent, which would take main down. So the tool is
 * looked for first, and a missing one is said plainly instead of being run.
 */
export type CameraTool = { name: string; command: string };

/** `nodeWebcamDir`: the package's folder (its Windows tool is looked for in `src/bindings/CommandCam/`). */
export function cameraToolFor(platform: string, nodeWebcamDir: string): CameraTool {
  if (platform === 'win32') return { name: 'CommandCam', command: path.join(nodeWebcamDir, 'src', 'bindings', 'CommandCam', 'CommandCam.exe') };
  if (platform === 'darwin') return { name: 'imagesnap', command: 'imagesnap' };
  return { name: 'fswebcam', command: 'fswebcam' };
}

export type InventoryDeps = {
  platform: string;
  /** `process.env.PATH`. */
  pathEnv: string;
  nodeWebcamDir: string;
  /** node-webcam's `list`, called only when its tool is present (it throws otherwise). */
  list: () => Promise<string[]>;
  isExecutable?: (file: string) => Promise<boolean>;
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

export async function listSystemCameras(deps: InventoryDeps): Promise<SystemCameras> {
  const tool = cameraToolFor(deps.platform, deps.nodeWebcamDir);
  const found = await findTool(tool.command, deps.pathEnv, deps.isExecutable);
  if (!found)
    return {
      tool: { name: tool.name, path: null },
      cameras: [],
      error: `${tool.name} is not installed: node-webcam cannot list or capture cameras (docs/kiosk-devices.md)`,
    };
  try {
    const cameras = await deps.list();
    return { tool: { name: tool.name, path: found }, cameras, error: cameras.length === 0 ? 'no camera device found' : null };
  } catch (error) {
    return { tool: { name: tool.name, path: found }, cameras: [], error: error instanceof Error ? error.message : String(error) };
  }
}
