import { describe, expect, it } from 'vitest';
import { createTestCa, type TestCa } from '../../test-support/pki/test-ca.ts';
import { createTestTsa } from '../../test-support/pki/test-tsa.ts';
import { createTimestamper } from './timestamp-client.ts';

const DAY = 86_400_000;
const SIGNATURE = new TextEncoder().encode('a signer’s signature value');

async function tsaOf(ca: TestCa) {
  const now = Date.now();
  return ca.issue({ pin: '00000000000000', fullName: 'E-NOTARY TEST TSA', notBefore: new Date(now - DAY), notAfter: new Date(now + DAY) });
}

describe('timestamps of a configured TSA (RFC 3161; docs/signatures.md "What is checked")', () => {
  it('keeps a granted token over exactly the signature, signed by the trusted TSA, with its time', async () => {
    const ca = await createTestCa('TSA CA', { notBefore: new Date(Date.now() - 365 * DAY), notAfter: new Date(Date.now() + 365 * DAY) });
    const stamper = createTimestamper({ url: 'http://tsa.test/', trustedCerts: [ca.certificate], post: createTestTsa(await tsaOf(ca)) });
    const before = Date.now();
    const { token, time } = await stamper.stamp(SIGNATURE);
    expect(token[0]).toBe(0x30);
    expect(time.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['a token over other bytes', { otherImprint: true }, /another imprint/],
    ['a refused request', { refuse: true }, /refused/],
  ])('refuses %s', async (_name, options, message) => {
    const ca = await createTestCa('TSA CA', { notBefore: new Date(Date.now() - 365 * DAY), notAfter: new Date(Date.now() + 365 * DAY) });
    const stamper = createTimestamper({ url: 'http://tsa.test/', trustedCerts: [ca.certificate], post: createTestTsa(await tsaOf(ca), options) });
    await expect(stamper.stamp(SIGNATURE)).rejects.toThrow(message);
  });

  it('refuses a token of a TSA it does not trust', async () => {
    const ca = await createTestCa('TSA CA', { notBefore: new Date(Date.now() - 365 * DAY), notAfter: new Date(Date.now() + 365 * DAY) });
    const stranger = await createTestCa('Unknown TSA CA', { notBefore: new Date(Date.now() - 365 * DAY), notAfter: new Date(Date.now() + 365 * DAY) });
    const stamper = createTimestamper({ url: 'http://tsa.test/', trustedCerts: [ca.certificate], post: createTestTsa(await tsaOf(stranger)) });
    await expect(stamper.stamp(SIGNATURE)).rejects.toThrow(/trusted time-stamping authority/);
  });
});
