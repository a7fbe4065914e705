import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { PINFL_OID, type EimzoCertificate, type EimzoResponse } from '../../src-domain/signatures/eimzo-protocol.ts';
import { DEMO_CAST, type DemoKey } from '../../src-server/seed/demo-cast.ts';
import { createTestCa, type TestCa, type TestIdentity } from '../../src-server/test-support/pki/test-ca.ts';
import { createTestPkcs7 } from '../../src-server/test-support/pki/test-pkcs7.ts';

/**
 * A stand-in for the E-IMZO agent on a user's computer (docs/signatures.md "Testing"), on
 * loopback: a websocket at `/service/cryptapi` answering the JSON calls the portal's page makes
 * (`version`, `apikey`, `pfx list_all_certificates` / `load_key`, `pkcs7 create_pkcs7`), with
 * keys and certificates issued when it starts by a test CA made then (no key is ever committed),
 * and that CA's CRL over HTTP at `/ca.crl`. It signs with a real PKCS#7 (CMS SignedData) over
 * the bytes the page sends. One stand-in serves every browser of the run, so it lists everyone's
 * keys: each person picks their own by name, and picking another person's is a test case.
 */
export const AGENT_PATH = '/service/cryptapi';
export const CRL_PATH = '/ca.crl';

export interface AgentKey {
  /** The file name the agent lists, e.g. `DS3120484264101.pfx`. */
  readonly name: string;
  readonly identity: TestIdentity;
}

export interface EimzoAgentStandIn {
  readonly ca: TestCa;
  readonly keys: readonly AgentKey[];
  /** ws://127.0.0.1:<port>/service/cryptapi */
  readonly agentUrl: string;
  /** http://127.0.0.1:<port>/ca.crl */
  readonly crlUrl: string;
  close(): Promise<void>;
}

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** "2026.11.26 15:04:05", as the agent prints validity in the alias (local time). */
function aliasDate(date: Date): string {
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The alias the agent lists for a key file: the subject's fields and the validity (qo0p/e-imzo-doc). */
function certificateOf(key: AgentKey): EimzoCertificate {
  const { identity } = key;
  const alias = [
    `cn=${identity.fullName.toLowerCase()}`,
    `${PINFL_OID}=${identity.pin}`,
    `serialnumber=${identity.serialHex}`,
    `validfrom=${aliasDate(identity.notBefore)}`,
    `validto=${aliasDate(identity.notAfter)}`,
  ].join(',');
  return { disk: 'C:', path: 'C:\\DSKEYS', name: key.name, alias };
}

function fullNameOf(key: DemoKey): string {
  const person = DEMO_CAST[key];
  return `${person.surname} ${person.firstName} ${person.patronymic}`.toUpperCase();
}

export interface StandInOptions {
  /** People with a valid key. */
  readonly people: readonly DemoKey[];
  /** People who also hold an expired key (the page refuses it before the agent asks anything). */
  readonly expired?: readonly DemoKey[];
  /** People who also hold a revoked key (on the CA's CRL; the server refuses its signature). */
  readonly revoked?: readonly DemoKey[];
  /** People who also hold a key of a CA the portal does not trust. */
  readonly untrusted?: readonly DemoKey[];
  /** 0 picks a free port. */
  readonly port?: number;
}

export async function startEimzoAgentStandIn(options: StandInOptions): Promise<EimzoAgentStandIn> {
  const now = Date.now();
  const ca = await createTestCa('E-Notary E2E Test CA', { notBefore: new Date(now - 365 * DAY), notAfter: new Date(now + 3650 * DAY) });
  const keys: AgentKey[] = [];
  const stranger = await createTestCa('Unknown CA', { notBefore: new Date(now - 365 * DAY), notAfter: new Date(now + 3650 * DAY) });
  const issue = async (person: DemoKey, label: string, notBefore: Date, notAfter: Date, by: TestCa = ca) => {
    const identity = await by.issue({ pin: DEMO_CAST[person].pin, fullName: fullNameOf(person), notBefore, notAfter });
    keys.push({ name: `DS${DEMO_CAST[person].pin}${label}.pfx`, identity });
    return identity;
  };
  for (const person of options.people) await issue(person, '', new Date(now - DAY), new Date(now + 365 * DAY));
  for (const person of options.expired ?? []) await issue(person, '-old', new Date(now - 400 * DAY), new Date(now - DAY));
  const revoked: string[] = [];
  for (const person of options.revoked ?? []) revoked.push((await issue(person, '-revoked', new Date(now - DAY), new Date(now + 365 * DAY))).serialHex);
  for (const person of options.untrusted ?? []) await issue(person, '-unknown-ca', new Date(now - DAY), new Date(now + 365 * DAY), stranger);
  const crl = await ca.crl(revoked, new Date(now - 60_000));

  // One loaded key per keyId, as the agent keeps them for the page's next call.
  const loaded = new Map<string, AgentKey>();
  let nextKeyId = 1;

  async function answer(request: Record<string, unknown>): Promise<EimzoResponse> {
    const args = Array.isArray(request.arguments) ? (request.arguments as unknown[]).map(String) : [];
    if (request.name === 'version' && request.plugin === undefined) return { success: true, major: '4', minor: '64' };
    if (request.name === 'apikey') return { success: true };
    if (request.plugin === 'pfx' && request.name === 'list_all_certificates') return { success: true, certificates: keys.map(certificateOf) };
    if (request.plugin === 'pfx' && request.name === 'load_key') {
      const key = keys.find((item) => item.name === args[2]);
      if (!key) return { success: false, reason: 'Key file not found' };
      const keyId = `key-${nextKeyId++}`;
      loaded.set(keyId, key);
      return { success: true, keyId };
    }
    if (request.plugin === 'pkcs7' && request.name === 'create_pkcs7') {
      const key = loaded.get(args[1] ?? '');
      if (!key) return { success: false, reason: 'Key not loaded' };
      const data = new Uint8Array(Buffer.from(args[0] ?? '', 'base64'));
      const pkcs7 = await createTestPkcs7(key.identity, data, { detached: args[2] === 'yes' });
      return { success: true, pkcs7_64: Buffer.from(pkcs7).toString('base64') };
    }
    return { success: false, reason: `Unknown call ${String(request.plugin ?? '')} ${String(request.name ?? '')}` };
  }

  const http: Server = createServer((request, response) => {
    if (request.url === CRL_PATH) {
      response.writeHead(200, { 'content-type': 'application/pkix-crl' });
      response.end(Buffer.from(crl));
      return;
    }
    response.writeHead(404).end();
  });
  const sockets = new WebSocketServer({ server: http, path: AGENT_PATH });
  sockets.on('connection', (socket) => {
    socket.on('message', (data) => {
      let request: Record<string, unknown>;
      try {
        request = JSON.parse(String(data)) as Record<string, unknown>;
      } catch {
        socket.send(JSON.stringify({ success: false, reason: 'Bad JSON' }));
        return;
      }
      void answer(request).then(
        (reply) => socket.send(JSON.stringify(reply)),
        (error: unknown) => socket.send(JSON.stringify({ success: false, reason: String(error) })),
      );
    });
  });
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    ca,
    keys,
    agentUrl: `ws://127.0.0.1:${port}${AGENT_PATH}`,
    crlUrl: `http://127.0.0.1:${port}${CRL_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close(() => http.close(() => resolve()));
      }),
  };
}
