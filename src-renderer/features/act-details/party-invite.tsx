import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { InviteChannel } from '../../../src-domain/acts/invitations/invite-rules.ts';
import type { InviteResponse } from '../../../src-domain/http/routes/acts-invitations.ts';
import type { ActDetails, ActParty } from '../../../src-domain/http/routes/acts.ts';
import { useInviteMutation } from './api/invitations.ts';
import { MutationProblem } from '../../ui/mutation-problem.tsx';
import { svgImage } from '../../ui/svg-image.ts';

export interface PartyInviteProps {
  act: ActDetails;
  party: ActParty;
  onAct: (act: ActDetails) => void;
}

/**
 * Inviting one party (spec §4 wizards 1 and 4: "invite parties by SMS, link or QR"): the SMS
 * goes through the SMS gateway to the party's phone in the civil registry, which the applicant
 * never sees whole (the answer names its last two digits); the link can be copied and passed
 * on; the QR code holds the same link for a phone camera.
 */
export function PartyInvite({ act, party, onAct }: PartyInviteProps) {
  const { t } = useLingui();
  const ids = useId();
  const mutation = useInviteMutation(onAct);
  const [answer, setAnswer] = useState<InviteResponse | null>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const send = (channel: InviteChannel) => {
    setCopied(null);
    mutation.mutate({ uuid: act.uuid, partyId: party.id, body: { channel } }, { onSuccess: (result) => setAnswer(result) });
  };
  const copy = (link: string) => {
    // The clipboard exists only in a secure context; without it the user copies by hand.
    if (!navigator.clipboard) {
      setCopied('no');
      return;
    }
    navigator.clipboard.writeText(link).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  const name = party.fullName;
  const smsSentText = (to: string | null) => {
    const phone = `+998 ${to ?? ''}`;
    return to === null
      ? t({ id: 'act.invite.smsSent', message: 'Taklif SMS orqali yuborildi.' })
      : t({ id: 'act.invite.smsSentTo', message: `Taklif SMS orqali ishtirokchining reyestrdagi raqamiga yuborildi: ${phone}` });
  };

  return (
    <div className="party-invite" role="group" aria-label={t({ id: 'act.invite.group', message: `${name}ni taklif qilish` })}>
      <div className="act-buttons">
        <button type="button" className="button button--secondary" disabled={mutation.isPending} onClick={() => send('sms')}>
          {t({ id: 'act.invite.sms', message: 'SMS orqali taklif qilish' })}
        </button>
        <button type="button" className="button button--secondary" disabled={mutation.isPending} onClick={() => send('link')}>
          {t({ id: 'act.invite.link', message: 'Taklif havolasini olish' })}
        </button>
        <button type="button" className="button button--secondary" disabled={mutation.isPending} onClick={() => send('qr')}>
          {t({ id: 'act.invite.qr', message: 'QR kodni ko‘rsatish' })}
        </button>
      </div>
      <MutationProblem error={mutation.error} />
      {answer ? (
        <div className="party-invite__answer" role="status">
          {answer.channel === 'sms' ? (
            <p>
              {answer.smsSent
                ? smsSentText(answer.smsTo)
                : t({ id: 'act.invite.smsNotSent', message: 'SMS yuborilmadi. Havolani boshqa yo‘l bilan yuboring.' })}
            </p>
          ) : null}
          <label htmlFor={`${ids}-link`} className="act-field__label">
            {t({ id: 'act.invite.linkLabel', message: 'Taklif havolasi' })}
          </label>
          <div className="party-invite__link">
            <input id={`${ids}-link`} className="act-field__input" readOnly value={answer.link} onFocus={(event) => event.target.select()} />
            <button type="button" className="button" onClick={() => copy(answer.link)}>
              {t({ id: 'act.invite.copy', message: 'Nusxa olish' })}
            </button>
          </div>
          {copied === 'yes' ? <p>{t({ id: 'act.invite.copied', message: 'Havola nusxalandi.' })}</p> : null}
          {copied === 'no' ? <p>{t({ id: 'act.invite.copyFailed', message: 'Nusxa olib bo‘lmadi: havolani belgilab, o‘zingiz nusxalang.' })}</p> : null}
          {answer.qrSvg ? (
            <img
              className="act-qr"
              src={svgImage(answer.qrSvg)}
              width={200}
              height={200}
              alt={t({ id: 'act.invite.qrAlt', message: `${name} uchun taklif havolasining QR kodi` })}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
