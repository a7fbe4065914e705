import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The terminal's own Ed25519 key pair (docs/architecture.md, Kiosk main-process duties: fleet), made
 * on first start in the shell's userData folder and never sent anywhere: only the public key
 * leaves, when a technician registers the terminal (PUT /api/terminals/:id/key). A damaged file
 * is replaced by a new pair, which the technician registers again.
 */
export type TerminalKey = {
  /** SubjectPublicKeyInfo DER, base64: what the server stores. */
  publicKey: string;
  sign: (text: string) => string;
};

function fromPrivate(privateKey: KeyObject): TerminalKey {
  const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).toString('base64');
  return { publicKey, sign: (text) => sign(null, Buffer.from(text), privateKey).toString('base64') };
}

export async function loadOrCreateTerminalKey(file: string): Promise<TerminalKey> {
  try {
    const pem = await readFile(file, 'utf8');
    const privateKey = createPrivateKey(pem);
    if (privateKey.asymmetricKeyType === 'ed25519') return fromPrivate(privateKey);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') console.error('terminal key unreadable, making a new one', file, error);
  }
  const { privateKey } = generateKeyPairSync('ed25519');
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside then renamed: a crash mid-write never leaves half a key behind.
  const temporary = `${file}.tmp`;
  await writeFile(temporary, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  await rename(temporary, file);
  return fromPrivate(privateKey);
}
