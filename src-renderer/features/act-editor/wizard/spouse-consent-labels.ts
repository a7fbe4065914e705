import { useLingui } from '@lingui/react/macro';
import type { SpouseConsentType } from '../../../../src-domain/acts/act-extras.ts';
import type { ActSubject } from '../../../../src-domain/http/routes/acts.ts';

/** The name of each consent type (spec §3 "disposal consent types", src-domain/acts/act-extras.ts). */
export function useConsentTypeLabels(): Readonly<Record<SpouseConsentType, string>> {
  const { t } = useLingui();
  return {
    sale: t({ id: 'act.wizard.consent.sale', message: 'Sotish' }),
    gift: t({ id: 'act.wizard.consent.gift', message: 'Hadya qilish' }),
    pledge: t({ id: 'act.wizard.consent.pledge', message: 'Garovga qo‘yish' }),
    exchange: t({ id: 'act.wizard.consent.exchange', message: 'Ayirboshlash' }),
    lease: t({ id: 'act.wizard.consent.lease', message: 'Ijaraga berish' }),
  };
}

/** A subject as one line: its state number, cadastre number or description. */
export function subjectLine(subject: ActSubject): string {
  return subject.stateNumber ?? subject.cadastreNumber ?? subject.description ?? '';
}
