import { execFile, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { S3StoreConfig } from '../video/recordings/s3-recording-store.ts';

const run = promisify(execFile);

/** Debian's Ceph binaries a one-node cluster with radosgw needs (packages radosgw, ceph-mon, ceph-osd). */
const BINARIES = ['ceph-mon', 'ceph-osd', 'radosgw', 'radosgw-admin', 'ceph', 'ceph-authtool', 'monmaptool'];

function installed(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Whether a test of the S3-compatible store can start its own radosgw here: the Ceph packages and root (the daemons'
 * files and a block file). CI installs them (.ci/run) and must run the test; elsewhere it is
 * skipped when they are missing, like the PostgreSQL tests without a server.
 */
export const skipWithoutRadosgw = !process.env.CI && (!BINARIES.every(installed) || process.getuid?.() !== 0);

export interface Radosgw {
  config: S3StoreConfig;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server from Debian's packages: a one-node Ceph 16 cluster (a monitor, one
 * OSD with BlueStore on a sparse file, cephx), radosgw in front of it, a user with S3-style keys and a
 * bucket — in a folder of its own on `monPort` and `rgwPort`, all gone after `stop()`. Takes half
 * a minute or so to start. Not a stand-in: the same radosgw a deployment runs in front of its
 * Ceph cluster (docs/deployment.md "Recordings").
 */
export async function startRadosgw(options: { monPort: number; rgwPort: number }): Promise<Radosgw> {
  const dir = mkdtempSync(join(tmpdir(), 'enotary-radosgw-'));
  const conf = join(dir, 'ceph.conf');
  const fsid = randomUUID();
  for (const sub of ['run', 'log', 'mon.a', 'osd.0']) mkdirSync(join(dir, sub));
  writeFileSync(
    conf,
    `[global]
fsid = ${fsid}
mon host = v2:127.0.0.1:${options.monPort}
keyring = ${dir}/keyring
osd pool default size = 1
osd pool default min size = 1
osd crush chooseleaf type = 0
mon allow pool size one = true
mon warn on pool no redundancy = false
osd pool default pg autoscale mode = off
osd pool default pg num = 8
osd pool default pgp num = 8
mon max pg per osd = 1000
run dir = ${dir}/run
log file = ${dir}/log/$name.log
admin socket = ${dir}/run/$name.asok
pid file = ${dir}/run/$name.pid
ms bind ipv6 = false
ms bind msgr1 = false
[mon.a]
mon data = ${dir}/mon.a
[osd.0]
osd data = ${dir}/osd.0
osd objectstore = bluestore
bluestore block path = ${dir}/osd0-block.img
bluestore block create = true
bluestore block size = 4294967296
[client.rgw.a]
rgw frontends = beast endpoint=127.0.0.1:${options.rgwPort}
rgw data = ${dir}/rgw
`,
  );
  const ceph = (command: string, args: string[]) => run(command, args, { cwd: dir, timeout: 180_000 });
  const stop = async () => {
    for (const name of ['client.rgw.a', 'osd.0', 'mon.a']) {
      const pidFile = join(dir, 'run', `${name}.pid`);
      if (!existsSync(pidFile)) continue;
      const pid = Number((await run('cat', [pidFile])).stdout.trim());
      try {
        process.kill(pid, 'SIGTERM');
        for (let i = 0; i < 100 && existsSync(`/proc/${pid}`); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const keyring = join(dir, 'keyring');
    await ceph('ceph-authtool', ['--create-keyring', keyring, '--gen-key', '-n', 'mon.', '--cap', 'mon', 'allow *']);
    await ceph('ceph-authtool', [keyring, '--gen-key', '-n', 'client.admin', '--cap', 'mon', 'allow *', '--cap', 'osd', 'allow *', '--cap', 'mgr', 'allow *']);
    await ceph('ceph-authtool', [
      keyring,
      '--gen-key',
      '-n',
      'osd.0',
      '--cap',
      'mon',
      'allow profile osd',
      '--cap',
      'mgr',
      'allow profile osd',
      '--cap',
      'osd',
      'allow *',
    ]);
    await ceph('ceph-authtool', [
      keyring,
      '--gen-key',
      '-n',
      'client.rgw.a',
      '--cap',
      'mon',
      'allow rw',
      '--cap',
      'osd',
      'allow rwx',
      '--cap',
      'mgr',
      'allow rw',
    ]);
    await ceph('monmaptool', ['--create', '--addv', 'a', `[v2:127.0.0.1:${options.monPort}]`, '--fsid', fsid, join(dir, 'monmap')]);
    await ceph('ceph-mon', ['--mkfs', '-i', 'a', '--monmap', join(dir, 'monmap'), '--keyring', keyring, '-c', conf]);
    await ceph('ceph-mon', ['-i', 'a', '-c', conf]);
    const osdUuid = randomUUID();
    await ceph('ceph', ['-c', conf, 'osd', 'new', osdUuid]);
    await ceph('ceph-osd', ['-c', conf, '-i', '0', '--mkfs', '--osd-uuid', osdUuid]);
    await ceph('ceph-osd', ['-c', conf, '-i', '0']);
    await ceph('radosgw', ['-c', conf, '-n', 'client.rgw.a']);
    const accessKeyId = `ENOTARY${randomUUID().replace(/-/g, '').slice(0, 13).toUpperCase()}`;
    const secretAccessKey = randomUUID() + randomUUID();
    await ceph('radosgw-admin', [
      '-c',
      conf,
      'user',
      'create',
      '--uid=enotary',
      '--display-name=e-Notary recordings',
      `--access-key=${accessKeyId}`,
      `--secret-key=${secretAccessKey}`,
    ]);
    const config: S3StoreConfig = {
      endpoint: `http://127.0.0.1:${options.rgwPort}`,
      bucket: 'enotary-recordings',
      region: 'default',
      accessKeyId,
      secretAccessKey,
    };
    // radosgw answers once the OSD is up and its pools exist: until then a request waits or fails.
    const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
    const s3 = new S3Client({ endpoint: config.endpoint, region: config.region, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } });
    const deadline = Date.now() + 120_000;
    for (;;) {
      try {
        await s3.send(new CreateBucketCommand({ Bucket: config.bucket }));
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    s3.destroy();
    return { config, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
