import { useLingui } from '@lingui/react/macro';
import type { WizardStepId } from '../../../../src-domain/acts/wizard/act-wizards.ts';

/** The name of each wizard step as the step list shows it (spec §4 "Wizards by act type id"). */
export function useStepLabels(): Readonly<Record<WizardStepId, string>> {
  const { t } = useLingui();
  return {
    general: t({ id: 'act.wizard.step.general', message: 'Umumiy ma’lumotlar' }),
    children: t({ id: 'act.wizard.step.children', message: 'Bolalar' }),
    countries: t({ id: 'act.wizard.step.countries', message: 'Davlatlar' }),
    trip: t({ id: 'act.wizard.step.trip', message: 'Maqsad va sanalar' }),
    companion: t({ id: 'act.wizard.step.companion', message: 'Kuzatuvchi shaxs' }),
    property: t({ id: 'act.wizard.step.property', message: 'Mulk' }),
    registrant: t({ id: 'act.wizard.step.registrant', message: 'Ro‘yxatga olinadigan shaxs' }),
    residence_term: t({ id: 'act.wizard.step.residenceTerm', message: 'Ro‘yxatga olish muddati' }),
    vehicle: t({ id: 'act.wizard.step.vehicle', message: 'Transport vositasi' }),
    price: t({ id: 'act.wizard.step.price', message: 'Narx va to‘lov' }),
    buyer: t({ id: 'act.wizard.step.buyer', message: 'Xaridor' }),
    co_owners: t({ id: 'act.wizard.step.coOwners', message: 'Birgalikdagi egalar' }),
    review: t({ id: 'act.wizard.step.review', message: 'Tekshirish' }),
    // Spouse consent 15003.
    spouse: t({ id: 'act.wizard.step.spouse', message: 'Turmush o‘rtog‘i' }),
    consent_subject: t({ id: 'act.wizard.step.consentSubject', message: 'Rozilik predmeti' }),
    attorneys: t({ id: 'act.wizard.step.attorneys', message: 'Ishonchli vakillar' }),
    powers: t({ id: 'act.wizard.step.powers', message: 'Huquqlar va muddat' }),
    donee: t({ id: 'act.wizard.step.donee', message: 'Hadya oluvchi' }),
    value: t({ id: 'act.wizard.step.value', message: 'Qiymati' }),
    // Inheritance renunciation 12047.
    inheritance_case: t({ id: 'act.wizard.step.inheritanceCase', message: 'Meros ishi' }),
    renunciation_favour: t({ id: 'act.wizard.step.renunciationFavour', message: 'Kimning foydasiga' }),
    // Translation certification 11962.
    translation_document: t({ id: 'act.wizard.step.translationDocument', message: 'Hujjat va tillar' }),
    translator: t({ id: 'act.wizard.step.translator', message: 'Tarjimon' }),
    // Pledge 9 and the other contract 11680.
    pledge_property: t({ id: 'act.wizard.step.pledgeProperty', message: 'Garov mulki' }),
    obligation: t({ id: 'act.wizard.step.obligation', message: 'Majburiyat' }),
    pledgee: t({ id: 'act.wizard.step.pledgee', message: 'Garovga oluvchi' }),
    contract_terms: t({ id: 'act.wizard.step.contractTerms', message: 'Shartnoma shartlari' }),
    counterparty: t({ id: 'act.wizard.step.counterparty', message: 'Ikkinchi tomon' }),
  };
}
