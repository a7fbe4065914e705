import { afterEach, describe, expect, it } from 'vitest';
import { clearAllDrafts, clearDraft, keepOnlyDraftsOf, readDraft, writeDraft } from './step-drafts.ts';

const AZIZ_TRIP = { person: 7, act: 'act-1', step: 'trip' };

afterEach(() => window.sessionStorage.clear());

describe('wizard step drafts (docs/decisions/0060-wizard-step-drafts.md)', () => {
  it('keeps a draft per person, act and step, in the tab’s session storage only', () => {
    writeDraft(AZIZ_TRIP, { purpose: 'Dam olish' });
    expect(readDraft(AZIZ_TRIP)).toEqual({ purpose: 'Dam olish' });
    expect(readDraft({ ...AZIZ_TRIP, step: 'countries' })).toBeNull();
    expect(readDraft({ ...AZIZ_TRIP, act: 'act-2' })).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('gives another person nothing, and drops the first person’s drafts from storage as soon as the other reads or writes', () => {
    writeDraft(AZIZ_TRIP, { purpose: 'Dam olish' });
    expect(readDraft({ ...AZIZ_TRIP, person: 8 })).toBeNull();
    expect(readDraft(AZIZ_TRIP)).toBeNull();
    writeDraft(AZIZ_TRIP, { purpose: 'Dam olish' });
    writeDraft({ ...AZIZ_TRIP, person: 8 }, { purpose: 'O‘qish' });
    expect(Object.keys({ ...window.sessionStorage })).toEqual(['enotary.draft:8:act-1:trip']);
  });

  it('a person signing in keeps only their own drafts (a session that ran out here may have left some)', () => {
    writeDraft(AZIZ_TRIP, { purpose: 'Dam olish' });
    keepOnlyDraftsOf(7);
    expect(readDraft(AZIZ_TRIP)).toEqual({ purpose: 'Dam olish' });
    keepOnlyDraftsOf(8);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('is cleared when the step is saved, and by an empty draft (everything typed back as the server has it)', () => {
    writeDraft(AZIZ_TRIP, { purpose: 'Dam olish' });
    writeDraft({ ...AZIZ_TRIP, step: 'powers' }, { rights: ['use'] });
    clearDraft(AZIZ_TRIP);
    expect(readDraft(AZIZ_TRIP)).toBeNull();
    writeDraft({ ...AZIZ_TRIP, step: 'powers' }, {});
    expect(window.sessionStorage.length).toBe(0);
  });

  it('logout clears every draft and leaves the rest of the tab’s storage', () => {
    window.sessionStorage.setItem('enotary.android-reopened', '1');
    writeDraft(AZIZ_TRIP, { purpose: 'Dam olish' });
    writeDraft({ ...AZIZ_TRIP, act: 'act-2' }, { validUntil: '31.12.2027' });
    clearAllDrafts();
    expect({ ...window.sessionStorage }).toEqual({ 'enotary.android-reopened': '1' });
  });

  it('reads a damaged entry as no draft', () => {
    window.sessionStorage.setItem('enotary.draft:7:act-1:trip', '{not json');
    expect(readDraft(AZIZ_TRIP)).toBeNull();
    window.sessionStorage.setItem('enotary.draft:7:act-1:trip', '["a"]');
    expect(readDraft(AZIZ_TRIP)).toBeNull();
  });
});
