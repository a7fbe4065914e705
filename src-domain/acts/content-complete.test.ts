import { describe, expect, it } from 'vitest';
import { contentGaps, type ActContent } from './content-complete.ts';

const base: ActContent = { actTypeId: 1, clientPhone: '901234567', otherPartyRoles: ['buyer'], subjectCount: 1 };

describe('content of an act before sending (spec §4 "1 to 2 … after saving general info, parties and subjects")', () => {
  it.each<[string, Partial<ActContent>, string[]]>([
    ['a vehicle sale with a buyer and a vehicle is complete', {}, []],
    ['a sale without the phone of the general info', { clientPhone: null }, ['client_phone']],
    ['a sale without a buyer (a co-owner seller is no buyer)', { otherPartyRoles: ['seller'] }, ['party']],
    ['a sale without a vehicle', { subjectCount: 0 }, ['subject']],
    ['a general power of attorney needs an attorney but no subject', { actTypeId: 11651, otherPartyRoles: ['attorney'], subjectCount: 0 }, []],
    ['a travel consent needs a child', { actTypeId: 15034, otherPartyRoles: ['companion'], subjectCount: 0 }, ['party']],
    ['an inheritance renunciation is the applicant alone', { actTypeId: 12047, otherPartyRoles: [], subjectCount: 0 }, []],
    ['nothing saved at all', { clientPhone: '', otherPartyRoles: [], subjectCount: 0 }, ['client_phone', 'party', 'subject']],
    ['a simplified sale: the notary completes buyer and vehicle at the office', { simplified: true, otherPartyRoles: [], subjectCount: 0 }, []],
    ['a simplified act still needs the phone', { simplified: true, clientPhone: null, otherPartyRoles: [], subjectCount: 0 }, ['client_phone']],
  ])('%s', (_name, change, gaps) => {
    expect(contentGaps({ ...base, ...change })).toEqual(gaps);
  });
});
