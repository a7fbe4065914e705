import { useLingui } from '@lingui/react/macro';
import { PROXY_RIGHTS } from '../../../src-domain/acts/act-extras.ts';
import { PARTY_DETAIL_GROUPS } from '../../../src-domain/acts/editor/party-details.ts';
import { TRANSLATION_LANGUAGE_NAMES } from '../../../src-domain/acts/translation-languages.ts';
import type { ActParty } from '../../../src-domain/http/routes/acts.ts';
import { useDictionaryQuery } from '../../api/dictionaries.ts';
import { PARTY_DETAIL_LABELS, STATE_BODY_BASIS_LABELS } from '../../shared/party-detail-labels.ts';
import { useProxyRightLabels } from '../../shared/proxy-right-labels.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { FactList } from '../../ui/fact-list.tsx';

const joined = (...parts: readonly (string | null | undefined)[]) =>
  parts.filter((part) => part !== null && part !== undefined && part.trim() !== '').join(', ');

/**
 * A party's §3 fields on the act page (docs/decisions/0051-party-details.md): those the viewer may
 * read, and the names of the personal groups that are filled but read only by the person and the
 * notary; the interpreter's name typed before the interpreter became a party of their own.
 */
export function PartyDetailsFacts({ party }: { party: ActParty }) {
  const { t, i18n } = useLingui();
  const locale = useShownLocale();
  const rightLabels = useProxyRightLabels();
  const details = party.details ?? {};
  const countries = useDictionaryQuery('countries', details.consular !== undefined);
  const country = countries.data?.items.find((item) => item.id === details.consular?.countryId)?.name[locale];
  const hidden = PARTY_DETAIL_GROUPS.filter((group) => party.hiddenDetails?.includes(group));
  const { parents, consular, translationLanguages, proxyDocument, attorneyRights, stateBody, marriage, branch, notSigning } = details;
  return (
    <FactList
      className="act-facts"
      facts={[
        { label: t({ id: 'act.parties.interpreter', message: 'Tarjimon (imo-ishora tili)' }), value: party.interpreter },
        parents && { label: t({ id: 'act.parties.details.father', message: 'Otasi' }), value: joined(parents.fatherName, parents.fatherBirthDate) },
        parents && { label: t({ id: 'act.parties.details.mother', message: 'Onasi' }), value: joined(parents.motherName, parents.motherBirthDate) },
        consular && {
          label: i18n._(PARTY_DETAIL_LABELS.consular),
          value: joined(country ?? String(consular.countryId), consular.consulate, consular.registeredAt),
        },
        translationLanguages && {
          label: i18n._(PARTY_DETAIL_LABELS.translationLanguages),
          value: joined(...translationLanguages.map((code) => TRANSLATION_LANGUAGE_NAMES[code][locale])),
        },
        proxyDocument && {
          label: i18n._(PARTY_DETAIL_LABELS.proxyDocument),
          value: joined(`№ ${proxyDocument.number}`, proxyDocument.date, proxyDocument.issuer),
        },
        attorneyRights && {
          label: t({ id: 'act.parties.details.rights', message: 'Vakilning huquqlari' }),
          value: joined(...PROXY_RIGHTS.filter((right) => attorneyRights.rights.includes(right)).map((right) => rightLabels[right])),
        },
        attorneyRights && {
          label: t({ id: 'act.parties.details.delegation', message: 'Qayta ishonib topshirish' }),
          value: attorneyRights.delegation
            ? t({ id: 'act.parties.details.yes', message: 'Mumkin' })
            : t({ id: 'act.parties.details.no', message: 'Mumkin emas' }),
        },
        stateBody && { label: i18n._(PARTY_DETAIL_LABELS.stateBody), value: joined(i18n._(STATE_BODY_BASIS_LABELS[stateBody.basis]), stateBody.name) },
        branch && { label: i18n._(PARTY_DETAIL_LABELS.branch), value: joined(branch.name, branch.address) },
        marriage && { label: i18n._(PARTY_DETAIL_LABELS.marriage), value: joined(`№ ${marriage.certificateNumber}`, marriage.registeredAt, marriage.office) },
        notSigning && { label: i18n._(PARTY_DETAIL_LABELS.notSigning), value: notSigning.reason },
        notSigning && { label: t({ id: 'act.parties.details.signer', message: 'Uning o‘rniga imzolovchi JShShIR' }), value: notSigning.signerPin },
        hidden.length > 0 && {
          label: t({ id: 'act.parties.details.hidden', message: 'Faqat shaxsning o‘zi va notarius ko‘radi' }),
          value: joined(...hidden.map((group) => i18n._(PARTY_DETAIL_LABELS[group]))),
        },
      ]}
    />
  );
}
