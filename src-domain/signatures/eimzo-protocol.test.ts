import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { type AgentFailure, EimzoRequestSchema, failureOfReason, keyFromCertificate } from './eimzo-protocol.ts';

const ALIAS =
  'cn=karimov aziz aliyevich,name=aziz,surname=karimov,l=toshkent,c=uz,uid=301018500,1.2.860.3.16.1.2=30101850010011,serialnumber=7d2a1f,validfrom=2026.01.10 09:30:00,validto=2028.01.10 09:30:00';

describe('the E-IMZO agent’s answers as the portal reads them (qo0p/e-imzo-doc e-imzo-client.js)', () => {
  it('reads name, PINFL, serial and validity from a listed key’s alias', () => {
    const key = keyFromCertificate({ disk: 'C:', path: 'DSKEYS', name: 'DS3010185', alias: ALIAS });
    expect(key).toMatchObject({ commonName: 'karimov aziz aliyevich', pin: '30101850010011', serialNumber: '7d2a1f' });
    expect(key.validFrom).toEqual(new Date(2026, 0, 10, 9, 30, 0));
    expect(key.validTo).toEqual(new Date(2028, 0, 10, 9, 30, 0));
  });

  it('an alias without dates has none, rather than a wrong one', () => {
    expect(keyFromCertificate({ disk: '', path: '', name: '', alias: 'cn=x' }).validTo).toBeNull();
  });

  it.each<[string | undefined, AgentFailure]>([
    ['javax.crypto.BadPaddingException: Given final block not properly padded', 'wrong_password'],
    ['Ввод пароля отменен', 'cancelled'],
    ['Password input cancelled by user', 'cancelled'],
    ['Some other failure', 'agent_error'],
    [undefined, 'agent_error'],
  ])('reason %j is %s', (reason, failure) => {
    expect(failureOfReason(reason)).toBe(failure);
  });

  it.each([
    [{ plugin: 'pfx', name: 'list_all_certificates' }, true],
    [{ plugin: 'pkcs7', name: 'create_pkcs7', arguments: ['ZGF0YQ==', 'key-1', 'no'] }, true],
    [{ plugin: 'pfx', name: 'load_key', arguments: ['C:', 'DSKEYS', 'DS1', 'cn=x'] }, true],
    // Only the calls the portal makes pass the kiosk bridge; anything else is refused there.
    [{ plugin: 'pfx', name: 'change_password', arguments: ['key-1'] }, false],
    [{ plugin: 'pkcs7', name: 'create_pkcs7', arguments: ['ZGF0YQ==', 'key-1'] }, false],
  ])('request %j is one the portal makes: %s', (request, valid) => {
    expect(v.safeParse(EimzoRequestSchema, request).success).toBe(valid);
  });
});
