import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actPrintFormPath } from '../../src-domain/http/routes/acts-documents.ts';
import { ACT_SEAL_KEYS_PATH, ACT_SEAL_TYPE, ActSealPayloadSchema, sealFromText } from '../../src-domain/searches/act-seal.ts';
import type { ActDetails } from '../../src-domain/http/routes/acts.ts';
import { runActJourney } from '../test-support/act-journey.test-support.ts';
import { type ActTestApp, createActTestApp } from '../test-support/act-test-app.ts';
import { rotateSealKey, withdrawSealKey } from './seal-keys.ts';

let t: ActTestApp;
let act: ActDetails;

beforeAll(async () => {
  t = await createActTestApp();
  act = await runActJourney(t);
}, 120_000);

afterAll(async () => {
  await t.close();
});

async function printedSeal(): Promise<string> {
  const gulnora = await t.as('gulnora');
  const html = (await gulnora.get(actPrintFormPath(act.uuid))).body;
  const link = /<a href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(link).toContain('/search_notarial_act?regnum=');
  const seal = sealFromText(link ?? '');
  if (!seal) throw new Error(`no seal in ${link}`);
  return seal;
}

async function keySet(): Promise<JSONWebKeySet> {
  const response = await t.app.inject({ method: 'GET', url: ACT_SEAL_KEYS_PATH });
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  return response.json<JSONWebKeySet>();
}

async function verify(seal: string, keys: JSONWebKeySet) {
  const { payload, protectedHeader } = await compactVerify(seal, createLocalJWKSet(keys));
  expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: ACT_SEAL_TYPE });
  return { kid: protectedHeader.kid, payload: v.parse(ActSealPayloadSchema, JSON.parse(new TextDecoder().decode(payload))) };
}

describe('the seal in a registered act’s QR code (docs/signatures.md "Offline check")', () => {
  it('carries what the paper says, signed with a published key', async () => {
    const { payload } = await verify(await printedSeal(), await keySet());
    expect(payload).toEqual({
      v: 1,
      n: act.regnum,
      d: '2026-11-22',
      t: 1,
      p: ['Karimov A. A.', 'Yusupova M. B.'],
      o: act.office?.name.oz,
      s: 'active',
      at: '2026-11-22T06:00:00Z',
      e: 0,
    });
  });

  it('a changed payload no longer verifies', async () => {
    const [header, body, signature] = (await printedSeal()).split('.');
    const forged = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    forged.s = 'active';
    forged.n = '0012699999';
    const tampered = [header, Buffer.from(JSON.stringify(forged)).toString('base64url'), signature].join('.');
    await expect(compactVerify(tampered, createLocalJWKSet(await keySet()))).rejects.toThrow();
  });

  it('after a rotation the old seal still verifies and new prints use the new key; a withdrawn key is no longer published', async () => {
    const old = await printedSeal();
    const oldKid = (await verify(old, await keySet())).kid;
    const newKid = await rotateSealKey(t.db, t.clock.now());
    const keys = await keySet();
    expect(keys.keys.map((key) => key.kid)).toEqual(expect.arrayContaining([oldKid, newKid]));
    expect((await verify(old, keys)).kid).toBe(oldKid);
    expect((await verify(await printedSeal(), keys)).kid).toBe(newKid);
    expect(await withdrawSealKey(t.db, oldKid ?? '', t.clock.now())).toBe(true);
    await expect(compactVerify(old, createLocalJWKSet(await keySet()))).rejects.toThrow();
  });
});
