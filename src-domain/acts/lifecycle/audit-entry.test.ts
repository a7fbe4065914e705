import { describe, expect, it } from 'vitest';
import { auditEntry } from './audit-entry.ts';

const NOW = new Date('2027-03-14T06:00:00Z');

describe('audit entry (spec §4: who, when, from step, to step, reason)', () => {
  it('records a refusal with its reason', () => {
    const entry = auditEntry({
      actorPin: '30101900000011',
      actorRole: 'notary',
      action: 'refuse',
      from: { step: 4, state: 'draft' },
      to: { step: 4, state: 'refused' },
      input: { reason: '  Forged passport  ' },
      now: NOW,
    });
    expect(entry).toEqual({
      actorPin: '30101900000011',
      actorRole: 'notary',
      at: '2027-03-14T06:00:00.000Z',
      action: 'refuse',
      fromStep: 4,
      toStep: 4,
      fromState: 'draft',
      toState: 'refused',
      reason: 'Forged passport',
    });
  });

  it('keeps a remark as the reason, and null when there is none', () => {
    const base = {
      actorPin: null,
      actorRole: 'system',
      action: 'no_show',
      from: { step: 8, state: 'draft' },
      to: { step: 8, state: 'inactive' },
      now: NOW,
    } as const;
    expect(auditEntry({ ...base, input: { remark: 'Seller address' } }).reason).toBe('Seller address');
    expect(auditEntry({ ...base, input: {} }).reason).toBeNull();
  });
});
