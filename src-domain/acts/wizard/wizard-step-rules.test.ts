import { describe, expect, it } from 'vitest';
import { ACT_WIZARDS, wizardMove } from './act-wizards.ts';
import { WIZARD_STEP_BLOCKING, wizardStepIssues, type WizardFacts } from './wizard-step-rules.ts';
import type { WizardStepId } from './act-wizards.ts';

const facts = (more: Partial<WizardFacts> = {}): WizardFacts => ({ extras: {}, partyRoles: ['parent'], subjectKinds: [], subjectPrices: [], ...more });

describe('wizard steps by act type (spec §4 "Wizards by act type id")', () => {
  it('11962: the document and its languages, the translator, then a review (§3 translation languages; §4 names no steps: decision 0048)', () => {
    expect(ACT_WIZARDS[11962]).toEqual(['general', 'translation_document', 'translator', 'review']);
  });

  it('12047: the inheritance case from the registry, in whose favour, then a review (§3 inheritance case; §4 names no steps: decision 0048)', () => {
    expect(ACT_WIZARDS[12047]).toEqual(['general', 'inheritance_case', 'renunciation_favour', 'review']);
  });

  it('9: the pledged vehicle or real estate, the obligation, the pledgee, then a review (spec §4 "9 and 11680: enter data"; §3 pledge fields)', () => {
    expect(ACT_WIZARDS[9]).toEqual(['general', 'pledge_property', 'obligation', 'pledgee', 'review']);
  });

  it('11680: the contract terms, the other side, then a review (spec §4 "9 and 11680: enter data")', () => {
    expect(ACT_WIZARDS[11680]).toEqual(['general', 'contract_terms', 'counterparty', 'review']);
  });

  it('15034: children, countries, purpose and dates, then the accompanying person', () => {
    expect(ACT_WIZARDS[15034]).toEqual(['general', 'children', 'countries', 'trip', 'companion']);
  });

  it('11944: the owner’s property, the person registered, the term (spec §5 "consent by the property owner")', () => {
    expect(ACT_WIZARDS[11944]).toEqual(['general', 'property', 'registrant', 'residence_term']);
  });

  it('1: the vehicle, its price, the buyer, the co-owners, then a review (spec §4 "1 and 4: select vehicle (and sale price for a sale), add buyer")', () => {
    expect(ACT_WIZARDS[1]).toEqual(['general', 'vehicle', 'price', 'buyer', 'co_owners', 'review']);
  });

  it('15003: the spouse and their phone, then the subject with its consent types, then a review (spec §4 "15003: choose spouse and phone, then subject with consent types")', () => {
    expect(ACT_WIZARDS[15003]).toEqual(['general', 'spouse', 'consent_subject', 'review']);
  });

  it('15035: the children by personal id, then the countries, then a review (spec §4 "15035: children by personal id, then countries")', () => {
    expect(ACT_WIZARDS[15035]).toEqual(['general', 'children', 'countries', 'review']);
  });

  it('4: the vehicle, its value (§9 duty), the donee, the co-owners, then a review (spec §4 "select vehicle (and sale price for a sale), add buyer or donee")', () => {
    expect(ACT_WIZARDS[4]).toEqual(['general', 'vehicle', 'value', 'donee', 'co_owners', 'review']);
  });

  it.each([
    [101, ['general', 'attorneys', 'vehicle', 'powers', 'review']],
    [105, ['general', 'attorneys', 'property', 'powers', 'review']],
    [11651, ['general', 'attorneys', 'powers', 'review']],
  ] as const)('power of attorney %i: attorneys, then its vehicle or property, then powers and term (spec §4 "Powers of attorney")', (type, steps) => {
    expect(ACT_WIZARDS[type]).toEqual(steps);
  });

  it.each([
    ['companion', 'travel_companion', '§5 a minor of 15 or older may travel independently'],
    ['vehicle', 'vehicle_chosen', '§5 a vehicle with restrictions and an enforcement debt block continuing'],
    ['co_owners', 'co_owners', '§5 co-owners must be added as sellers or givers'],
    ['powers', 'proxy_powers', '§5 11651 and 105 may not grant disposal rights; a sub-delegated proxy must be notarised, its term within the base one'],
    ['pledge_property', 'vehicle_chosen', '§5 a pledged vehicle with restrictions and the pledgor’s enforcement debt block continuing'],
  ] as const)('leaving the %s step runs the blocking rules of stage %s (%s)', (step, stage, _why) => {
    expect(WIZARD_STEP_BLOCKING[step]).toBe(stage);
  });
});

describe('what a step needs before "next" (spec §3 travel of a minor, §4 wizards)', () => {
  it.each<[what: string, step: WizardStepId, facts: WizardFacts, expected: { path: string; message: string }[]]>([
    ['children: none chosen', 'children', facts(), [{ path: 'parties', message: 'error_wizard_children_required' }]],
    ['children: one chosen', 'children', facts({ partyRoles: ['parent', 'child'] }), []],
    ['countries: nothing filled', 'countries', facts(), [{ path: 'extras.departureCountryId', message: 'error_required' }]],
    [
      'countries: departure without a destination',
      'countries',
      facts({ extras: { departureCountryId: 1 } }),
      [{ path: 'extras.destinationCountryIds', message: 'error_wizard_destination_required' }],
    ],
    ['countries: one destination', 'countries', facts({ extras: { departureCountryId: 1, destinationCountryIds: [7] } }), []],
    ['countries: "all countries"', 'countries', facts({ extras: { departureCountryId: 1, allCountries: true } }), []],
    [
      'trip: purpose and dates missing',
      'trip',
      facts(),
      [
        { path: 'extras.purpose', message: 'error_required' },
        { path: 'extras.dateFrom', message: 'error_required' },
        { path: 'extras.dateTo', message: 'error_required' },
      ],
    ],
    [
      'trip: a date that does not exist',
      'trip',
      facts({ extras: { purpose: 'Dam olish', dateFrom: '31.02.2027', dateTo: '10.03.2027' } }),
      [{ path: 'extras.dateFrom', message: 'error_invalid_date' }],
    ],
    [
      'trip: return before departure',
      'trip',
      facts({ extras: { purpose: 'Dam olish', dateFrom: '10.03.2027', dateTo: '01.03.2027' } }),
      [{ path: 'extras.dateTo', message: 'error_period_order' }],
    ],
    ['trip: complete', 'trip', facts({ extras: { purpose: 'Dam olish', dateFrom: '01.03.2027', dateTo: '10.03.2027' } }), []],
    ['companion: decided by the blocking rule, not here', 'companion', facts(), []],
    ['property: none chosen', 'property', facts(), [{ path: 'subjects', message: 'error_wizard_property_required' }]],
    ['property: the flat chosen', 'property', facts({ subjectKinds: ['real_estate'] }), []],
    ['vehicle: none chosen', 'vehicle', facts(), [{ path: 'subjects', message: 'error_wizard_vehicle_required' }]],
    ['vehicle: one chosen', 'vehicle', facts({ subjectKinds: ['vehicle'], subjectPrices: [null] }), []],
    [
      'vehicle: two chosen for one sale',
      'vehicle',
      facts({ subjectKinds: ['vehicle', 'vehicle'] }),
      [{ path: 'subjects', message: 'error_wizard_one_vehicle' }],
    ],
    ['price: no vehicle to price', 'price', facts(), [{ path: 'price', message: 'error_wizard_price_required' }]],
    [
      'price: not stated (§4 "sale price for a sale")',
      'price',
      facts({ subjectKinds: ['vehicle'], subjectPrices: [null] }),
      [{ path: 'price', message: 'error_wizard_price_required' }],
    ],
    ['price: stated', 'price', facts({ subjectKinds: ['vehicle'], subjectPrices: [14_500_000_000] }), []],
    ['price: free of charge is still a stated price', 'price', facts({ subjectKinds: ['vehicle'], subjectPrices: [0] }), []],
    [
      'value: a gift’s value not stated (§9 duty on the value)',
      'value',
      facts({ subjectKinds: ['vehicle'], subjectPrices: [null] }),
      [{ path: 'price', message: 'error_wizard_value_required' }],
    ],
    ['value: stated', 'value', facts({ subjectKinds: ['vehicle'], subjectPrices: [14_500_000_000] }), []],
    ['buyer: nobody added', 'buyer', facts({ partyRoles: ['seller'] }), [{ path: 'parties', message: 'error_wizard_buyer_required' }]],
    ['buyer: added', 'buyer', facts({ partyRoles: ['seller', 'buyer'] }), []],
    ['donee: nobody added (§4 "add buyer or donee")', 'donee', facts({ partyRoles: ['donor'] }), [{ path: 'parties', message: 'error_wizard_donee_required' }]],
    ['donee: a buyer is no donee', 'donee', facts({ partyRoles: ['donor', 'buyer'] }), [{ path: 'parties', message: 'error_wizard_donee_required' }]],
    ['donee: added', 'donee', facts({ partyRoles: ['donor', 'donee'] }), []],
    ['co-owners: decided by the §5 co-owners rule, not here', 'co_owners', facts(), []],
    ['review: nothing new to check', 'review', facts(), []],
    ['registrant: nobody added', 'registrant', facts({ partyRoles: ['owner'] }), [{ path: 'parties', message: 'error_wizard_registrant_required' }]],
    ['registrant: added', 'registrant', facts({ partyRoles: ['owner', 'registrant'] }), []],
    ['residence term: no start', 'residence_term', facts(), [{ path: 'extras.termFrom', message: 'error_required' }]],
    ['residence term: open-ended', 'residence_term', facts({ extras: { termFrom: '01.12.2026' } }), []],
    [
      'residence term: end before start',
      'residence_term',
      facts({ extras: { termFrom: '01.12.2026', termTo: '01.11.2026' } }),
      [{ path: 'extras.termTo', message: 'error_period_order' }],
    ],
    // Spouse consent 15003 (spec §4 "choose spouse and phone, then subject with consent types (multiple allowed)", §5 phone mask).
    [
      'spouse: nobody chosen, no phone',
      'spouse',
      facts({ partyRoles: ['consenting_spouse'] }),
      [
        { path: 'parties', message: 'error_wizard_spouse_required' },
        { path: 'extras.spousePhone', message: 'error_required_phone' },
      ],
    ],
    [
      'spouse: chosen, phone cut short',
      'spouse',
      facts({ partyRoles: ['consenting_spouse', 'spouse'], extras: { spousePhone: '(90) 123 45' } }),
      [{ path: 'extras.spousePhone', message: 'error_wrong_phone_length' }],
    ],
    ['spouse: chosen, phone as masked', 'spouse', facts({ partyRoles: ['consenting_spouse', 'spouse'], extras: { spousePhone: '(90) 123 45 67' } }), []],
    [
      'consent subject: nothing added, no type ticked',
      'consent_subject',
      facts(),
      [
        { path: 'subjects', message: 'error_wizard_subject_required' },
        { path: 'extras.consentTypes', message: 'error_wizard_consent_types_required' },
      ],
    ],
    [
      'consent subject: a flat without a consent type',
      'consent_subject',
      facts({ subjectKinds: ['real_estate'], extras: { consentTypes: [] } }),
      [{ path: 'extras.consentTypes', message: 'error_wizard_consent_types_required' }],
    ],
    [
      'consent subject: a flat, its sale and pledge (several allowed)',
      'consent_subject',
      facts({ subjectKinds: ['real_estate'], extras: { consentTypes: ['sale', 'pledge'] } }),
      [],
    ],
    ['attorneys: nobody added', 'attorneys', facts({ partyRoles: ['principal'] }), [{ path: 'parties', message: 'error_wizard_attorney_required' }]],
    ['attorneys: one added', 'attorneys', facts({ partyRoles: ['principal', 'attorney'] }), []],
    [
      'powers: nothing filled',
      'powers',
      facts(),
      [
        { path: 'extras.rights', message: 'error_wizard_rights_required' },
        { path: 'extras.validUntil', message: 'error_required' },
      ],
    ],
    [
      'powers: no right ticked',
      'powers',
      facts({ extras: { rights: [], validUntil: '31.12.2027' } }),
      [{ path: 'extras.rights', message: 'error_wizard_rights_required' }],
    ],
    [
      'powers: valid until before valid from',
      'powers',
      facts({ extras: { rights: ['drive'], validFrom: '01.01.2027', validUntil: '31.12.2026' } }),
      [{ path: 'extras.validUntil', message: 'error_period_order' }],
    ],
    ['powers: a right and an end date', 'powers', facts({ extras: { rights: ['drive'], validFrom: '', validUntil: '31.12.2027' } }), []],
    [
      'powers: a right over the §5 limit is the blocking rule’s, not this schema’s',
      'powers',
      facts({ extras: { rights: ['sell'], validUntil: '31.12.2027' } }),
      [],
    ],
    // Inheritance renunciation 12047 (§3 inheritance case; decision 0048): the number; the registry check is the server's.
    ['inheritance case: no number', 'inheritance_case', facts(), [{ path: 'extras.caseNumber', message: 'error_required' }]],
    ['inheritance case: blanks only', 'inheritance_case', facts({ extras: { caseNumber: '   ' } }), [{ path: 'extras.caseNumber', message: 'error_required' }]],
    ['inheritance case: a number', 'inheritance_case', facts({ extras: { caseNumber: '145/2026' } }), []],
    // Translation certification 11962 (§3 translation languages, party roles; decision 0048).
    [
      'document: nothing filled',
      'translation_document',
      facts(),
      [
        { path: 'extras.documentName', message: 'error_required' },
        { path: 'extras.pageCount', message: 'error_required' },
        { path: 'extras.fromLanguage', message: 'error_required' },
        { path: 'extras.toLanguage', message: 'error_required' },
      ],
    ],
    [
      'document: a language typed, not chosen from the list',
      'translation_document',
      facts({ extras: { documentName: 'Diplom', pageCount: 2, fromLanguage: 'English', toLanguage: 'uz' } }),
      [{ path: 'extras.fromLanguage', message: 'error_required' }],
    ],
    [
      'document: zero pages',
      'translation_document',
      facts({ extras: { documentName: 'Diplom', pageCount: 0, fromLanguage: 'en', toLanguage: 'uz' } }),
      [{ path: 'extras.pageCount', message: 'error_invalid_value' }],
    ],
    [
      'document: translated into its own language',
      'translation_document',
      facts({ extras: { documentName: 'Diplom', pageCount: 2, fromLanguage: 'en', toLanguage: 'en' } }),
      [{ path: 'extras.toLanguage', message: 'error_wizard_same_language' }],
    ],
    [
      'document: English into Uzbek, 2 pages',
      'translation_document',
      facts({ extras: { documentName: 'Diplom', pageCount: 2, fromLanguage: 'en', toLanguage: 'uz' } }),
      [],
    ],
    ['translator: nobody added', 'translator', facts({ partyRoles: ['applicant'] }), [{ path: 'parties', message: 'error_wizard_translator_required' }]],
    ['translator: added', 'translator', facts({ partyRoles: ['applicant', 'translator'] }), []],
    // 12047 in whose favour (docs/decisions/0048-translation-and-inheritance-wizards.md).
    ['renunciation: not chosen', 'renunciation_favour', facts({ partyRoles: ['heir'] }), [{ path: 'extras.renunciation', message: 'error_required' }]],
    ['renunciation: unconditional, nobody named', 'renunciation_favour', facts({ extras: { renunciation: 'unconditional' }, partyRoles: ['heir'] }), []],
    [
      'renunciation: unconditional, yet someone named',
      'renunciation_favour',
      facts({ extras: { renunciation: 'unconditional' }, partyRoles: ['heir', 'beneficiary'] }),
      [{ path: 'parties', message: 'error_wizard_beneficiary_unexpected' }],
    ],
    [
      'renunciation: in favour, nobody named',
      'renunciation_favour',
      facts({ extras: { renunciation: 'in_favour' }, partyRoles: ['heir'] }),
      [{ path: 'parties', message: 'error_wizard_beneficiary_required' }],
    ],
    [
      'renunciation: in favour of a named heir',
      'renunciation_favour',
      facts({ extras: { renunciation: 'in_favour' }, partyRoles: ['heir', 'beneficiary'] }),
      [],
    ],
    [
      'renunciation: an unknown kind',
      'renunciation_favour',
      facts({ extras: { renunciation: 'partly' } }),
      [{ path: 'extras.renunciation', message: 'error_required' }],
    ],
    // 9 pledge (§4 "9 and 11680: enter data"; §3 credit, loan, pledge fields).
    ['pledge_property: nothing chosen', 'pledge_property', facts(), [{ path: 'subjects', message: 'error_wizard_pledge_property_required' }]],
    [
      'pledge_property: only another kind of thing',
      'pledge_property',
      facts({ subjectKinds: ['other'] }),
      [{ path: 'subjects', message: 'error_wizard_pledge_property_required' }],
    ],
    ['pledge_property: the own vehicle', 'pledge_property', facts({ subjectKinds: ['vehicle'] }), []],
    ['pledge_property: the own real estate', 'pledge_property', facts({ subjectKinds: ['real_estate'] }), []],
    ['obligation: no secured sum', 'obligation', facts({ extras: { contractNumber: 'K-1' } }), [{ path: 'extras.loanSumTiyin', message: 'error_required' }]],
    [
      'obligation: a zero sum',
      'obligation',
      facts({ extras: { loanSumTiyin: 0 } }),
      [{ path: 'extras.loanSumTiyin', message: 'error_wizard_secured_sum_required' }],
    ],
    ['obligation: the sum alone', 'obligation', facts({ extras: { loanSumTiyin: 5_000_000_000 } }), []],
    [
      'obligation: the term ends before it starts',
      'obligation',
      facts({ extras: { loanSumTiyin: 100, termFrom: '01.02.2027', termTo: '01.01.2027' } }),
      [{ path: 'extras.termTo', message: 'error_period_order' }],
    ],
    [
      'obligation: every field',
      'obligation',
      facts({
        extras: {
          contractNumber: 'K-1',
          contractDate: '01.12.2026',
          loanSumTiyin: 100,
          percent: 22.5,
          termMonths: 12,
          purpose: 'Avtokredit',
          termFrom: '01.12.2026',
          termTo: '01.12.2027',
        },
      }),
      [],
    ],
    ['pledgee: nobody added', 'pledgee', facts({ partyRoles: ['pledgor'] }), [{ path: 'parties', message: 'error_wizard_pledgee_required' }]],
    ['pledgee: added', 'pledgee', facts({ partyRoles: ['pledgor', 'pledgee'] }), []],
    // 11680 other contract: the same fields, no sum needed, what it is about.
    ['contract_terms: nothing stated', 'contract_terms', facts({ extras: { loanSumTiyin: 100 } }), [{ path: 'extras.purpose', message: 'error_required' }]],
    ['contract_terms: blank subject', 'contract_terms', facts({ extras: { purpose: '  ' } }), [{ path: 'extras.purpose', message: 'error_required' }]],
    ['contract_terms: what it is about', 'contract_terms', facts({ extras: { purpose: 'Ijara' } }), []],
    ['counterparty: nobody added', 'counterparty', facts({ partyRoles: [] }), [{ path: 'parties', message: 'error_wizard_counterparty_required' }]],
    [
      'counterparty: the applicant alone (a party too)',
      'counterparty',
      facts({ partyRoles: ['party'] }),
      [{ path: 'parties', message: 'error_wizard_counterparty_required' }],
    ],
    ['counterparty: added', 'counterparty', facts({ partyRoles: ['party', 'party'] }), []],
  ])('%s', (_what, step, given, expected) => {
    expect(wizardStepIssues(step, given)).toEqual(expected);
  });
});

describe('moving between steps (docs/decisions/0041-act-wizard-frame.md)', () => {
  it.each([
    [2, 1, 5, { kind: 'back' }],
    [2, 2, 5, { kind: 'stay' }],
    [2, 3, 5, { kind: 'forward', leaving: 2 }],
    [4, 5, 5, { kind: 'finish', leaving: 4 }],
    [1, 3, 5, { kind: 'skip' }],
    [5, 6, 5, { kind: 'skip' }],
  ])('from %i to %i of %i steps', (from, to, count, expected) => {
    expect(wizardMove(from, to, count)).toEqual(expected);
  });
});
