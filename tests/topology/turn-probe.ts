import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';

/**
 * Just enough of TURN (RFC 8656) over UDP to ask coturn for what a browser asks: an allocation
 * with the server's time-limited credentials, then a permission for a peer. A permission is
 * state on the TURN server: asking for one sends nothing to the peer, so probing a private
 * address here reaches no such address — coturn answers 403 or grants it, and that answer is
 * the test.
 */
const MAGIC = 0x2112a442;
const ATTR = { username: 0x0006, integrity: 0x0008, errorCode: 0x0009, realm: 0x0014, nonce: 0x0015, transport: 0x0019, peer: 0x0012 } as const;
const METHOD = { allocate: 0x0003, createPermission: 0x0008 } as const;

interface Answer {
  /** 0x01xx success, 0x01xx with bit 0x0010 error (RFC 8489 class bits). */
  kind: 'success' | 'error';
  code: number | null;
  attributes: Map<number, Buffer>;
}

function attribute(type: number, value: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(type, 0);
  header.writeUInt16BE(value.length, 2);
  const padding = Buffer.alloc((4 - (value.length % 4)) % 4);
  return Buffer.concat([header, value, padding]);
}

function message(method: number, transaction: Buffer, attributes: Buffer[], key?: Buffer): Buffer {
  const body = Buffer.concat(attributes);
  const header = Buffer.alloc(20);
  header.writeUInt16BE(method, 0);
  header.writeUInt32BE(MAGIC, 4);
  transaction.copy(header, 8);
  if (!key) {
    header.writeUInt16BE(body.length, 2);
    return Buffer.concat([header, body]);
  }
  // MESSAGE-INTEGRITY covers the message with its length already counting the 24-byte attribute.
  header.writeUInt16BE(body.length + 24, 2);
  const mac = createHmac('sha1', key)
    .update(Buffer.concat([header, body]))
    .digest();
  return Buffer.concat([header, body, attribute(ATTR.integrity, mac)]);
}

function parse(packet: Buffer): Answer {
  const type = packet.readUInt16BE(0);
  const attributes = new Map<number, Buffer>();
  let offset = 20;
  while (offset + 4 <= packet.length) {
    const attrType = packet.readUInt16BE(offset);
    const length = packet.readUInt16BE(offset + 2);
    attributes.set(attrType, packet.subarray(offset + 4, offset + 4 + length));
    offset += 4 + length + ((4 - (length % 4)) % 4);
  }
  const error = attributes.get(ATTR.errorCode);
  return {
    kind: (type & 0x0110) === 0x0110 ? 'error' : 'success',
    code: error ? (error[2]! & 0x7) * 100 + error[3]! : null,
    attributes,
  };
}

function xorPeer(ip: string, port: number): Buffer {
  const value = Buffer.alloc(8);
  value.writeUInt8(0x01, 1);
  value.writeUInt16BE(port ^ (MAGIC >>> 16), 2);
  const octets = ip.split('.').map(Number);
  value.writeUInt32BE((((octets[0]! << 24) | (octets[1]! << 16) | (octets[2]! << 8) | octets[3]!) ^ MAGIC) >>> 0, 4);
  return value;
}

export interface TurnProbe {
  /** Asks for a permission to relay to `ip`: true when coturn grants it, false on 403 Forbidden. */
  mayRelayTo(ip: string): Promise<boolean>;
  close(): void;
}

/**
 * An allocation on coturn at 127.0.0.1:`port` with the credentials the server hands out
 * (username "<expiry>:<user>", password base64(HMAC-SHA1(secret, username))).
 */
export async function openTurnProbe(port: number, username: string, password: string): Promise<TurnProbe> {
  const socket: Socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const ask = (packet: Buffer): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('coturn did not answer within 5 s')), 5_000);
      socket.once('message', (reply) => {
        clearTimeout(timer);
        resolve(parse(reply));
      });
      socket.send(packet, port, '127.0.0.1');
    });
  const transport = attribute(ATTR.transport, Buffer.from([17, 0, 0, 0]));
  const challenge = await ask(message(METHOD.allocate, randomBytes(12), [transport]));
  const realm = challenge.attributes.get(ATTR.realm);
  const nonce = challenge.attributes.get(ATTR.nonce);
  if (challenge.code !== 401 || !realm || !nonce) throw new Error(`coturn did not ask for credentials (answer ${challenge.code})`);
  const key = createHash('md5').update(`${username}:${realm.toString()}:${password}`).digest();
  const auth = [attribute(ATTR.username, Buffer.from(username)), attribute(ATTR.realm, realm), attribute(ATTR.nonce, nonce)];
  const allocated = await ask(message(METHOD.allocate, randomBytes(12), [transport, ...auth], key));
  if (allocated.kind !== 'success') throw new Error(`coturn refused the allocation (${allocated.code})`);
  return {
    mayRelayTo: async (ip) => {
      const answer = await ask(message(METHOD.createPermission, randomBytes(12), [attribute(ATTR.peer, xorPeer(ip, 9)), ...auth], key));
      if (answer.kind === 'success') return true;
      if (answer.code === 403) return false;
      throw new Error(`coturn answered ${answer.code} to a permission for ${ip}`);
    },
    close: () => socket.close(),
  };
}
