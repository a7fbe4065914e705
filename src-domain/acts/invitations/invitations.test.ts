import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locale.ts';
import { invitationSmsText } from './invitation-sms.ts';
import { inviteLink, invitePath, isInviteToken } from './invite-link.ts';
import { inviteRefusal, startsNewInvitation, type InviteFacts } from './invite-rules.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
const UUID = '7d0f4a9e-3b1c-4a2e-9f0d-1c2b3a4d5e6f';

describe('invitation links (spec §3 Party "invitation link")', () => {
  it('opens the act details with the invitation token', () => {
    expect(invitePath(UUID, TOKEN)).toBe(`/enotarial_act/${UUID}?invite=${TOKEN}`);
    expect(inviteLink('https://e-notary.uz/', UUID, TOKEN)).toBe(`https://e-notary.uz/enotarial_act/${UUID}?invite=${TOKEN}`);
  });

  it.each([
    [TOKEN, true],
    ['short', false],
    [`${TOKEN}x`, false],
    ['AbCdEfGhIjKlMnOpQrStUvWxYz012+/9', false],
    [42, false],
  ])('%s is a token: %s', (value, expected) => {
    expect(isInviteToken(value)).toBe(expected);
  });
});

describe('who may invite a party, and when (spec §4, §6; lifecycle README)', () => {
  const open: InviteFacts = { isApplicant: true, step: 1, state: 'draft', ownRow: false, partyStatus: null };

  it.each([
    ['the applicant, a party awaiting its answer, step 1', open, null],
    ['the applicant at step 8', { ...open, step: 8, state: 'awaiting_registration' }, null],
    ['the applicant re-inviting a party that declined', { ...open, partyStatus: 'declined' }, null],
    ['the applicant re-inviting a party that left the deal', { ...open, partyStatus: 'exited' }, null],
    ['an invited party', { ...open, isApplicant: false }, 'not_applicant'],
    ['a registered act (step 9)', { ...open, step: 9, state: 'active' }, 'not_allowed'],
    ['a cancelled act', { ...open, step: 3, state: 'cancelled' }, 'act_closed'],
    ['the applicant’s own row', { ...open, ownRow: true }, 'own_row'],
    ['a party that accepted', { ...open, partyStatus: 'accepted' }, 'already_accepted'],
  ] as const)('%s → %s', (_name, facts, refusal) => {
    expect(inviteRefusal(facts)).toBe(refusal);
  });

  it.each([
    [null, false, true],
    [null, true, false],
    ['declined', true, true],
    ['exited', true, true],
  ] as const)('status %s with a token %s: a new invitation %s', (status, hasToken, fresh) => {
    expect(startsNewInvitation(status, hasToken)).toBe(fresh);
  });
});

describe('the invitation SMS (spec §4 "invite parties by SMS")', () => {
  it.each(LOCALES)('in %s names the inviter and the act and carries the link', (locale) => {
    const text = invitationSmsText(locale, { inviterName: 'Karimov Aziz', actTypeName: 'X', link: `https://e-notary.uz${invitePath(UUID, TOKEN)}` });
    expect(text).toContain('Karimov Aziz');
    expect(text).toContain(`https://e-notary.uz/enotarial_act/${UUID}?invite=${TOKEN}`);
  });

  it('speaks the act’s language', () => {
    const facts = { inviterName: 'A', actTypeName: 'B', link: 'L' };
    expect(invitationSmsText('ru', facts)).toMatch(/приглашает/);
    expect(invitationSmsText('uz', facts)).toMatch(/таклиф/);
    expect(invitationSmsText('oz', facts)).toMatch(/taklif/);
  });
});
