import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOrCreateTerminalKey } from './terminal-key.ts';

const dirs: string[] = [];
const keyFile = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'enotary-key-'));
  dirs.push(dir);
  return path.join(dir, 'keys', 'terminal-key.pem');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('terminal key (fleet: heartbeats signed by the terminal)', () => {
  it('makes an Ed25519 pair once, readable by its owner only, and keeps it', async () => {
    const file = keyFile();
    const first = await loadOrCreateTerminalKey(file);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = await loadOrCreateTerminalKey(file);
    expect(again.publicKey).toBe(first.publicKey);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9+/]{59}=$/);
  });

  it('signs what the server verifies with the public key', async () => {
    const key = await loadOrCreateTerminalKey(keyFile());
    const publicKey = createPublicKey({ key: Buffer.from(key.publicKey, 'base64'), format: 'der', type: 'spki' });
    expect(verify(null, Buffer.from('beat'), publicKey, Buffer.from(key.sign('beat'), 'base64'))).toBe(true);
    expect(verify(null, Buffer.from('other'), publicKey, Buffer.from(key.sign('beat'), 'base64'))).toBe(false);
  });

  it('replaces a damaged key file with a new pair', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const file = keyFile();
    const first = await loadOrCreateTerminalKey(file);
    writeFileSync(file, 'garbage');
    const replaced = await loadOrCreateTerminalKey(file);
    expect(replaced.publicKey).not.toBe(first.publicKey);
  });
});
