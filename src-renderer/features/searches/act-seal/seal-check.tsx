import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ACT_STATE_NAMES } from '../../../../src-domain/acts/act-states.ts';
import { ACT_TYPE_NAMES } from '../../../../src-domain/acts/act-types.ts';
import { FactList } from '../../../ui/fact-list.tsx';
import { StateBadge } from '../state-badge.tsx';
import { useLocaleText } from '../use-locale-text.ts';
import { useSealKeys } from './seal-keys.ts';
import { verifySeal } from './verify-seal.ts';

function printedAt(iso: string): string {
  return new Date(iso).toLocaleString('ru-RU', { timeZone: 'Asia/Tashkent', dateStyle: 'short', timeStyle: 'short' });
}

/**
 * What the seal of a printed act proves, checked in this browser (docs/signatures.md "Offline
 * check"): "authentic as printed on …" with what the paper said then — or that the data was
 * changed. The live state, when the network allows, is the server's answer shown below it.
 */
export function SealCheck({ seal }: { seal: string }) {
  const { t } = useLingui();
  const { locale, date } = useLocaleText();
  const keys = useSealKeys();
  const verdict = useQuery({
    queryKey: ['act-seal', 'verdict', seal, keys.data?.keySet.keys.map((key) => key.kid).join(',') ?? ''],
    queryFn: () => (keys.data ? verifySeal(seal, keys.data.keySet) : Promise.reject(new Error('no keys'))),
    enabled: keys.data !== undefined,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (keys.isPending || verdict.isPending) {
    return (
      <p className="search-outcome" role="status">
        {t({ id: 'search.seal.checking', message: 'QR koddagi ma’lumotlar tekshirilmoqda…' })}
      </p>
    );
  }
  if (!verdict.data || !verdict.data.ok) {
    const unknownKey = verdict.data?.reason === 'unknown_key';
    return (
      <div className="search-outcome notice notice--warning" role="alert" data-seal="refused">
        <p>
          <strong>
            {unknownKey
              ? t({
                  id: 'search.seal.unknownKey',
                  message: 'QR kodni hozir tekshirib bo‘lmadi: portalning bu kaliti ushbu qurilmaga hali ma’lum emas. Internetga ulanib, qayta tekshiring.',
                })
              : t({ id: 'search.seal.forged', message: 'QR koddagi ma’lumotlar haqiqiy emas: ular o‘zgartirilgan yoki portal tomonidan berilmagan.' })}
          </strong>
        </p>
      </div>
    );
  }
  const payload = verdict.data.payload;
  const when = printedAt(payload.at);
  return (
    <article className="search-result search-seal" data-seal="authentic" aria-labelledby="seal-heading">
      <h2 id="seal-heading">{t({ id: 'search.seal.authentic', message: `Chop etilgan holatida haqiqiy: ${when}` })}</h2>
      <p className="search-result__verified">
        {t({
          id: 'search.seal.lead',
          message:
            'QR koddagi ma’lumotlar portal kaliti bilan imzolangan va shu qurilmaning o‘zida, internetsiz tekshirildi. Chop etilgan paytdagi ma’lumotlar:',
        })}
      </p>
      <FactList
        className="search-facts"
        facts={[
          { label: t({ id: 'search.seal.regnum', message: 'Reestr raqami' }), value: payload.n },
          { label: t({ id: 'search.seal.regdate', message: 'Ro‘yxatga olingan sana' }), value: date(payload.d) },
          { label: t({ id: 'search.seal.type', message: 'Notarial harakat turi' }), value: ACT_TYPE_NAMES[payload.t][locale] },
          { label: t({ id: 'search.seal.parties', message: 'Tomonlar' }), value: payload.p.join(', ') },
          { label: t({ id: 'search.seal.office', message: 'Notarial idora' }), value: payload.o },
          {
            label: t({ id: 'search.seal.state', message: 'Chop etilgan paytdagi holati' }),
            value: <StateBadge tone={payload.s === 'active' ? 'good' : 'bad'}>{ACT_STATE_NAMES[payload.s][locale]}</StateBadge>,
          },
          ...(payload.e === 1
            ? [
                {
                  label: t({ id: 'search.seal.signed', message: 'Imzo' }),
                  value: t({ id: 'search.seal.signedValue', message: 'Elektron raqamli imzolar bilan imzolangan' }),
                },
              ]
            : []),
        ]}
      />
    </article>
  );
}
