import { describe, expect, it } from 'vitest';
import {
  accountChangeRefusal,
  applyAccountChange,
  endsSessions,
  isAssignableRole,
  stateFlags,
  userState,
  type AccountChange,
  type AccountFacts,
} from './user-admin-rules.ts';

const admin: AccountFacts = { roles: ['admin'], state: 'active' };
const citizen: AccountFacts = { roles: ['citizen'], state: 'active' };

describe('what an administrator may change on an account (spec §6 administrator, §3 admin user labels)', () => {
  it.each<[string, AccountFacts, AccountChange, number, string | null]>([
    ['block a citizen', citizen, { kind: 'state', state: 'blocked' }, 1, null],
    ['delete a citizen', citizen, { kind: 'state', state: 'deleted' }, 1, null],
    ['make a citizen an administrator', citizen, { kind: 'role', role: 'admin', granted: true }, 1, null],
    ['take the role from one of two administrators', admin, { kind: 'role', role: 'admin', granted: false }, 2, null],
    ['block one of two administrators', admin, { kind: 'state', state: 'blocked' }, 2, null],
    ['take the role from the last administrator', admin, { kind: 'role', role: 'admin', granted: false }, 1, 'last_admin'],
    ['block the last administrator', admin, { kind: 'state', state: 'blocked' }, 1, 'last_admin'],
    ['delete the last administrator', admin, { kind: 'state', state: 'deleted' }, 1, 'last_admin'],
    ['give the last administrator another role too', admin, { kind: 'role', role: 'technician', granted: true }, 1, null],
    ['block a blocked administrator (not acting: not counted)', { roles: ['admin'], state: 'blocked' }, { kind: 'state', state: 'deleted' }, 0, null],
    ['grant a role already held', citizen, { kind: 'role', role: 'citizen', granted: true }, 1, 'unchanged'],
    ['take a role not held', citizen, { kind: 'role', role: 'operations', granted: false }, 1, 'unchanged'],
    ['set the state it has', citizen, { kind: 'state', state: 'active' }, 1, 'unchanged'],
  ])('%s → %s', (_name, account, change, actingAdmins, refusal) => {
    expect(accountChangeRefusal(account, change, actingAdmins)).toBe(refusal);
  });

  it('reads and writes the state from the active and deleted flags', () => {
    expect([userState({ active: true, deleted: false }), userState({ active: false, deleted: false }), userState({ active: true, deleted: true })]).toEqual([
      'active',
      'blocked',
      'deleted',
    ]);
    expect([stateFlags('active'), stateFlags('blocked'), stateFlags('deleted')]).toEqual([
      { active: true, deleted: false },
      { active: false, deleted: false },
      { active: false, deleted: true },
    ]);
  });

  it('keeps the notary role with the notary registry, not the administrator', () => {
    expect(['citizen', 'admin', 'technician', 'operations', 'notary'].map(isAssignableRole)).toEqual([true, true, true, true, false]);
  });

  it('ends the sessions of a blocked or deleted account, not of a role change', () => {
    expect(endsSessions({ kind: 'state', state: 'blocked' })).toBe(true);
    expect(endsSessions({ kind: 'state', state: 'deleted' })).toBe(true);
    expect(endsSessions({ kind: 'state', state: 'active' })).toBe(false);
    expect(endsSessions({ kind: 'role', role: 'admin', granted: false })).toBe(false);
  });

  it('applies a role change without touching the other roles', () => {
    expect(applyAccountChange({ roles: ['citizen', 'admin'], state: 'active' }, { kind: 'role', role: 'admin', granted: false })).toEqual({
      roles: ['citizen'],
      state: 'active',
    });
  });
});
