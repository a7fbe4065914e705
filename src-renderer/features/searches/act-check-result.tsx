import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ACT_STATE_NAMES } from '../../../src-domain/acts/act-states.ts';
import type { ActCheckResponse } from '../../../src-domain/http/routes/search-act.ts';
import { FactList } from '../../ui/fact-list.tsx';
import { SearchEmpty } from './search-status.tsx';
import { StateBadge } from './state-badge.tsx';
import { useLocaleText } from './use-locale-text.ts';

export interface ActCheckResultProps {
  result: ActCheckResponse;
  /** The check came from an act's QR code (spec §2 screen 11), not from the form. */
  byCode: boolean;
  /** Spec screen 11: where the act's details are, or that a login is needed to see them. */
  details: ReactNode;
}

/** The check result of a notarial act (spec §2 screen 11). */
export function ActCheckResult({ result, byCode, details }: ActCheckResultProps) {
  const { t } = useLingui();
  const { locale, text, date } = useLocaleText();
  if (!result.found) {
    return (
      <SearchEmpty>
        {byCode
          ? t({
              id: 'search.act.notFoundByCode',
              message: 'Notarial harakat topilmadi: QR koddagi tekshiruv kodi hech bir ro‘yxatga olingan harakatga mos kelmadi.',
            })
          : t({ id: 'search.act.notFound', message: 'Notarial harakat topilmadi. Reestr raqami va sanani tekshiring.' })}
      </SearchEmpty>
    );
  }
  return (
    <article className="search-result">
      <h2>{t({ id: 'search.act.found', message: 'Notarial harakat topildi' })}</h2>
      {byCode && (
        <p className="search-result__verified">
          {t({
            id: 'search.act.verifiedByCode',
            message: 'QR kod haqiqiy: harakat notarial harakatlar reestrida ro‘yxatga olingan. Quyida uning hozirgi holati.',
          })}
        </p>
      )}
      <FactList
        className="search-facts"
        facts={[
          { label: t({ id: 'search.act.regnum', message: 'Reestr raqami' }), value: result.regnum },
          { label: t({ id: 'search.act.regdate', message: 'Ro‘yxatga olingan sana' }), value: date(result.regdate) },
          {
            label: t({ id: 'search.act.office', message: 'Notarial idora' }),
            value: (
              <>
                {text(result.office.name)}
                <br />
                <span className="search-facts__muted">{text(result.office.address)}</span>
              </>
            ),
          },
          {
            label: t({ id: 'search.act.state', message: 'Holati' }),
            value: <StateBadge tone={result.state === 'active' ? 'good' : 'bad'}>{ACT_STATE_NAMES[result.state][locale]}</StateBadge>,
          },
          // Registered by video and signed by the parties and the notary (docs/signatures.md).
          ...(result.signedElectronically
            ? [
                {
                  label: t({ id: 'search.act.signature', message: 'Imzo' }),
                  value: t({ id: 'search.act.signedElectronically', message: 'Elektron raqamli imzolar bilan imzolangan' }),
                },
              ]
            : []),
        ]}
      />
      {details}
    </article>
  );
}
