import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ACT_TYPE_NAMES, REG_TYPES } from '../../../src-domain/acts/act-types.ts';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { formatPhone } from '../../../src-domain/identity/format-phone.ts';
import { showInstant, showIsoDate, showTiyin, showVisit } from './display.ts';
import { FactList } from '../../ui/fact-list.tsx';
import { canChooseNotary, NotaryChoice } from './notary-choice.tsx';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

export interface GeneralTabProps {
  act: ActDetails;
  onAct: (act: ActDetails) => void;
  /** The act editor's general-info form, shown while the act may be edited. */
  editor?: ReactNode;
  /** The per-type terms (spec §3 "Per-type extras"), shown at every step. */
  extras?: ReactNode;
}

const LANGUAGE_NAMES = { oz: 'O‘zbekcha (lotin)', uz: 'Ўзбекча (кирилл)', ru: 'Русский' } as const;

/** General info (spec §2 screen 13, §3 Notarial act) and the notary choice. */
export function GeneralTab({ act, onAct, editor, extras }: GeneralTabProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const regtype =
    act.regtypeId === REG_TYPES.inPerson
      ? t({ id: 'act.general.regtype.1', message: 'Notarius huzurida' })
      : t({ id: 'act.general.regtype.2', message: 'Videokonferensiya orqali' });
  return (
    <div className="act-tab">
      <FactList
        className="act-facts"
        facts={[
          { label: t({ id: 'act.general.type', message: 'Harakat turi' }), value: ACT_TYPE_NAMES[act.actTypeId][locale] },
          act.simplified
            ? { label: t({ id: 'act.general.simplified', message: 'Shakli' }), value: t({ id: 'act.general.simplifiedYes', message: 'Soddalashtirilgan' }) }
            : null,
          { label: t({ id: 'act.general.regtype', message: 'Ro‘yxatga olish turi' }), value: regtype },
          {
            label: t({ id: 'act.general.language', message: 'Harakat tili' }),
            value: <span lang={act.language === 'ru' ? 'ru' : act.language === 'uz' ? 'uz-Cyrl' : 'uz-Latn'}>{LANGUAGE_NAMES[act.language]}</span>,
          },
          { label: t({ id: 'act.general.applicant', message: 'Arizachi' }), value: act.applicantName },
          { label: t({ id: 'act.general.phone', message: 'Aloqa telefoni' }), value: act.clientPhone ? formatPhone(act.clientPhone) : null },
          {
            label: t({ id: 'act.general.notary', message: 'Notarius' }),
            value: act.notary
              ? `${act.notary.name[locale]}${act.notary.phone ? `, ${formatPhone(act.notary.phone)}` : ''}`
              : t({ id: 'act.general.noNotary', message: 'Hali tanlanmagan' }),
          },
          {
            label: t({ id: 'act.general.office', message: 'Notarial idora' }),
            value: act.office ? `${act.office.name[locale]}, ${act.office.address[locale]}` : null,
          },
          { label: t({ id: 'act.general.visit', message: 'Qabul vaqti (Toshkent vaqti)' }), value: showVisit(act.visitDate, act.visitTime) },
          { label: t({ id: 'act.general.sum', message: 'Shartnoma summasi, so‘m' }), value: showTiyin(act.sumTiyin, locale) },
          act.freeOfCharge
            ? { label: t({ id: 'act.general.free', message: 'Bepul' }), value: act.freeReason ?? t({ id: 'act.general.freeYes', message: 'Ha' }) }
            : null,
          { label: t({ id: 'act.general.validUntil', message: 'Amal qilish muddati' }), value: showIsoDate(act.validUntil) },
          { label: t({ id: 'act.general.created', message: 'Yaratilgan' }), value: showInstant(act.createdAt) },
          { label: t({ id: 'act.general.updated', message: 'Oxirgi o‘zgarish' }), value: showInstant(act.updatedAt) },
        ]}
      />
      {extras}
      {act.editable && editor ? editor : null}
      {canChooseNotary(act) ? <NotaryChoice act={act} onAct={onAct} /> : null}
    </div>
  );
}
