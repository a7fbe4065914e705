import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cameraToolFor, findTool, listSystemCameras } from './camera-inventory.ts';
import { nodeWebcamDir, nodeWebcamList } from './node-webcam-list.ts';

const bin = mkdtempSync(path.join(tmpdir(), 'enotary-bin-'));
afterAll(() => rmSync(bin, { recursive: true, force: true }));

describe('camera inventory through node-webcam (technician diagnostics)', () => {
  it.each([
    ['linux', 'fswebcam'],
    ['darwin', 'imagesnap'],
    ['win32', 'CommandCam'],
  ])('on %s needs %s', (platform, name) => {
    expect(cameraToolFor(platform, '/opt/app/node_modules/node-webcam')?.name).toBe(name);
  });

  it('says node-webcam cannot list cameras where it has no camera type, without calling it', async () => {
    const result = await listSystemCameras({
      platform: 'freebsd',
      pathEnv: bin,
      nodeWebcamDir: '/nowhere',
      list: () => Promise.reject(new Error('must not run')),
    });
    expect(result).toEqual({
      status: 'unsupported',
      platform: 'freebsd',
      tool: { name: 'node-webcam', path: null },
      cameras: [],
      error: 'node-webcam cannot list cameras on freebsd',
    });
  });

  it('says plainly that the tool is missing, and never runs node-webcam without it', async () => {
    let listed = false;
    const result = await listSystemCameras({ platform: 'linux', pathEnv: bin, nodeWebcamDir: '/nowhere', list: async () => ((listed = true), []) });
    expect(result).toEqual({
      status: 'no-tool',
      platform: 'linux',
      tool: { name: 'fswebcam', path: null },
      cameras: [],
      error: 'fswebcam is not installed: node-webcam cannot list or capture cameras (docs/kiosk-devices.md)',
    });
    expect(listed).toBe(false);
  });

  it('finds the tool on PATH and lists the cameras node-webcam reports', async () => {
    const tool = path.join(bin, 'fswebcam');
    writeFileSync(tool, '#!/bin/sh\nexit 0\n');
    chmodSync(tool, 0o755);
    expect(await findTool('fswebcam', ['/nonexistent', bin].join(path.delimiter))).toBe(tool);
    const result = await listSystemCameras({ platform: 'linux', pathEnv: bin, nodeWebcamDir: '/nowhere', list: async () => ['/dev/video0'] });
    expect(result).toEqual({ status: 'listed', platform: 'linux', tool: { name: 'fswebcam', path: tool }, cameras: ['/dev/video0'], error: null });
    const none = await listSystemCameras({ platform: 'linux', pathEnv: bin, nodeWebcamDir: '/nowhere', list: async () => [] });
    expect(none).toMatchObject({ status: 'no-camera', error: 'no camera device found' });
  });

  // node-webcam calls back from a child process; one that never calls back (a platform its
  // list does not know, a hung tool) must not keep the diagnostics and their export waiting.
  it('says so when the tool never answers, or answers with an error, instead of waiting', async () => {
    const tool = path.join(bin, 'fswebcam');
    writeFileSync(tool, '#!/bin/sh\nexit 0\n');
    chmodSync(tool, 0o755);
    const silent = await listSystemCameras({
      platform: 'linux',
      pathEnv: bin,
      nodeWebcamDir: '/nowhere',
      list: () => new Promise(() => undefined),
      timeoutMs: 50,
    });
    expect(silent).toEqual({
      status: 'timed-out',
      platform: 'linux',
      tool: { name: 'fswebcam', path: tool },
      cameras: [],
      error: "node-webcam's camera list (fswebcam) did not answer within 0.05 s",
    });
    const failing = await listSystemCameras({
      platform: 'linux',
      pathEnv: bin,
      nodeWebcamDir: '/nowhere',
      list: () => Promise.reject(new Error('Command failed: fswebcam')),
    });
    expect(failing).toMatchObject({ status: 'failed', error: 'Command failed: fswebcam' });
    const stuckDisk = await listSystemCameras({
      platform: 'win32',
      pathEnv: '',
      nodeWebcamDir: '/nowhere',
      list: () => Promise.reject(new Error('must not run')),
      isExecutable: () => new Promise(() => undefined),
      timeoutMs: 50,
    });
    expect(stuckDisk).toMatchObject({
      status: 'timed-out',
      tool: { name: 'CommandCam', path: null },
      error: 'looking for CommandCam did not answer within 0.05 s',
    });
  });

  it('looks for CommandCam.exe inside node-webcam on Windows (its package does not ship it)', async () => {
    const result = await listSystemCameras({
      platform: 'win32',
      pathEnv: '',
      nodeWebcamDir: nodeWebcamDir(),
      list: () => Promise.reject(new Error('must not run')),
    });
    expect(result).toMatchObject({ status: 'no-tool', platform: 'win32', tool: { name: 'CommandCam', path: null } });
  });

  it('runs the real node-webcam list on this machine', async () => {
    const cameras = await nodeWebcamList();
    expect(Array.isArray(cameras)).toBe(true);
    expect(cameras.every((camera) => typeof camera === 'string')).toBe(true);
  });
});
