import { useLingui } from '@lingui/react/macro';

/**
 * Spec §1 "The video recording of a session is stored … Recording is announced to users": shown
 * to every participant before they are let into the call; the answer is recorded by the server,
 * and one who does not agree cannot take part by video.
 */
export function ConsentBanner({ onAnswer }: { onAnswer: (agree: boolean) => void }) {
  const { t } = useLingui();
  return (
    <section className="video-consent" role="alertdialog" aria-labelledby="video-consent-title" aria-describedby="video-consent-text">
      <h3 id="video-consent-title">{t({ id: 'video.consent.title', message: 'Seans yozib olinadi' })}</h3>
      <p id="video-consent-text">
        {t({
          id: 'video.consent.text',
          message:
            'Videokonferensiya to‘liq yozib olinadi va notarial axborot tizimida saqlanadi. Yozuvni faqat notarius ko‘ra oladi. Rozi bo‘lmasangiz, videokonferensiyada qatnasha olmaysiz: notarius yangi vaqt belgilaydi yoki harakatni o‘z idorasida rasmiylashtiradi.',
        })}
      </p>
      <div className="video-consent__actions">
        <button type="button" className="button" autoFocus onClick={() => onAnswer(true)}>
          {t({ id: 'video.consent.agree', message: 'Roziman, davom etish' })}
        </button>
        <button type="button" className="button video-button--decline" onClick={() => onAnswer(false)}>
          {t({ id: 'video.consent.decline', message: 'Rozi emasman' })}
        </button>
      </div>
    </section>
  );
}
