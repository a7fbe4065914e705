import { describe, expect, it } from 'vitest';
import { allSigned, type SigningParticipant, type SigningRefusal, signingRefusal, unsignedParticipants } from './signing-turn.ts';

const SELLER: SigningParticipant = { pin: '30101850010011', role: 'party' };
const BUYER: SigningParticipant = { pin: '30202860020022', role: 'party' };
const NOTARY: SigningParticipant = { pin: '31503700030033', role: 'notary' };
const ROOM = [SELLER, BUYER, NOTARY];

describe('signing in the room: the parties, then the notary (spec §1; docs/signatures.md)', () => {
  it.each<[string, string[], string, SigningRefusal | null]>([
    ['a party signs first', [], SELLER.pin, null],
    ['the other party in any order', [], BUYER.pin, null],
    ['the second party after the first', [SELLER.pin], BUYER.pin, null],
    ['the notary before the parties', [], NOTARY.pin, 'parties_first'],
    ['the notary while one party has not signed', [SELLER.pin], NOTARY.pin, 'parties_first'],
    ['the notary once every party has signed', [SELLER.pin, BUYER.pin], NOTARY.pin, null],
    ['nobody signs twice', [SELLER.pin], SELLER.pin, 'already_signed'],
    ['a stranger never signs', [], '32004900040044', 'not_participant'],
  ])('%s', (_name, signed, pin, refusal) => {
    expect(signingRefusal(ROOM, new Set(signed), pin)).toBe(refusal);
  });

  it.each<[string[], string[], boolean]>([
    [[], [SELLER.pin, BUYER.pin, NOTARY.pin], false],
    [[SELLER.pin, BUYER.pin], [NOTARY.pin], false],
    [[SELLER.pin, BUYER.pin, NOTARY.pin], [], true],
  ])('signed %j: unsigned %j, registration allowed %s', (signed, unsigned, done) => {
    const set = new Set(signed);
    expect(unsignedParticipants(ROOM, set).map((participant) => participant.pin)).toEqual(unsigned);
    expect(allSigned(ROOM, set)).toBe(done);
  });

  it('an empty room is never "all signed"', () => {
    expect(allSigned([], new Set())).toBe(false);
  });
});
