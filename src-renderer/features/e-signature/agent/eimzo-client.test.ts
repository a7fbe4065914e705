import { describe, expect, it } from 'vitest';
import type { EimzoRequest, EimzoResponse } from '../../../../src-domain/signatures/eimzo-protocol.ts';
import { type AgentTransport, AgentUnavailableError } from '../../../platform/eimzo-agent.ts';
import { AgentFailureError, listKeys, signWithKey } from './eimzo-client.ts';

const ALIAS = 'cn=yusupova malika,1.2.860.3.16.1.2=40211922651010,serialnumber=5a1,validfrom=2026.01.01 00:00:00,validto=2027.01.01 00:00:00';
const COMPANY = 'cn=ooo savdo,1.2.860.3.16.1.1=301234567,serialnumber=5a2';

function agent(answer: (request: EimzoRequest) => EimzoResponse | Error): AgentTransport & { calls: EimzoRequest[] } {
  const calls: EimzoRequest[] = [];
  return {
    calls,
    call: async (request) => {
      calls.push(request);
      const result = answer(request);
      if (result instanceof Error) throw result;
      return result;
    },
  };
}

const happy = (request: EimzoRequest): EimzoResponse => {
  switch (request.name) {
    case 'list_all_certificates':
      return {
        success: true,
        certificates: [
          { disk: 'C:', path: 'DSKEYS', name: 'DS1', alias: ALIAS },
          { disk: 'C:', path: 'DSKEYS', name: 'DS2', alias: COMPANY },
        ],
      };
    case 'load_key':
      return { success: true, keyId: 'key-1' };
    case 'create_pkcs7':
      return { success: true, pkcs7_64: 'MIAGCSqGSIb3DQEHAqCAMIACAQEx' };
    default:
      return { success: true };
  }
};

async function failureOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return 'none';
  } catch (error) {
    return error instanceof AgentFailureError ? error.failure : String(error);
  }
}

describe('the E-IMZO client (qo0p/e-imzo-doc e-imzo-client.js; docs/signatures.md "Messages")', () => {
  it('lists the keys of people, after the version and the site’s API keys', async () => {
    const transport = agent(happy);
    const keys = await listKeys(transport, ['localhost', 'KEY']);
    expect(keys.map((key) => [key.commonName, key.pin])).toEqual([['yusupova malika', '40211922651010']]);
    expect(transport.calls.map((request) => request.name)).toEqual(['version', 'apikey', 'list_all_certificates']);
  });

  it('signs the document’s base64 with the chosen key as an attached PKCS#7', async () => {
    const transport = agent(happy);
    const [key] = await listKeys(transport, []);
    if (!key) throw new Error('no key');
    expect(await signWithKey(transport, key, 'PCFkb2N0eXBlIGh0bWw+', new Date(2026, 5, 1))).toBe('MIAGCSqGSIb3DQEHAqCAMIACAQEx');
    expect(transport.calls.at(-2)).toEqual({ plugin: 'pfx', name: 'load_key', arguments: ['C:', 'DSKEYS', 'DS1', ALIAS] });
    expect(transport.calls.at(-1)).toEqual({ plugin: 'pkcs7', name: 'create_pkcs7', arguments: ['PCFkb2N0eXBlIGh0bWw+', 'key-1', 'no'] });
  });

  it.each<[string, (request: EimzoRequest) => EimzoResponse | Error, string]>([
    ['the agent is not running', () => new AgentUnavailableError('connection failed'), 'agent_unavailable'],
    [
      'the agent has no key of a person',
      (request) => (request.name === 'list_all_certificates' ? { success: true, certificates: [] } : { success: true }),
      'no_keys',
    ],
  ])('says when %s', async (_name, answer, failure) => {
    expect(await failureOf(listKeys(agent(answer), []))).toBe(failure);
  });

  it.each<[string, string, string]>([
    ['the user closed the password window', 'Ввод пароля отменен', 'cancelled'],
    ['the password was wrong', 'javax.crypto.BadPaddingException', 'wrong_password'],
  ])('says when %s', async (_name, reason, failure) => {
    const transport = agent((request) => (request.name === 'load_key' ? { success: false, reason } : happy(request)));
    const [key] = await listKeys(transport, []);
    if (!key) throw new Error('no key');
    expect(await failureOf(signWithKey(transport, key, 'AA==', new Date(2026, 5, 1)))).toBe(failure);
  });

  it('refuses an expired key before the agent asks for its password', async () => {
    const transport = agent(happy);
    const [key] = await listKeys(transport, []);
    if (!key) throw new Error('no key');
    const before = transport.calls.length;
    expect(await failureOf(signWithKey(transport, key, 'AA==', new Date(2027, 5, 1)))).toBe('key_expired');
    expect(transport.calls).toHaveLength(before);
  });
});
