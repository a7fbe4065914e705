import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { formatHandoffCode } from '../../../../src-domain/acts/handoff/handoff-code.ts';
import { formatDateTime } from '../../../../src-domain/time/format-date.ts';
import { modeAtom } from '../../../state/mode.ts';
import { MutationProblem } from '../../../ui/mutation-problem.tsx';
import { svgImage } from '../../../ui/svg-image.ts';
import { useActHandoff } from './api-handoff.ts';

/**
 * "Continue on another device" beside the wizard (docs/decisions/0044-act-handoff-code.md): a
 * one-time code, large enough to copy off a terminal's screen, and the QR code of the link that
 * opens it. A new code ends the one shown before; the kiosk's idle wipe clears the screen.
 */
export function HandoffPanel({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  // At a terminal the citizen takes the act home; on the web to a terminal or another device.
  const kiosk = useAtomValue(modeAtom) === 'kiosk';
  const headingId = useId();
  const mutation = useActHandoff(uuid);
  const answer = mutation.data;
  const until = answer ? formatDateTime(new Date(answer.expiresAt)) : '';
  const buttonText = mutation.isPending
    ? t({ id: 'act.handoff.pending', message: 'Kod olinmoqda…' })
    : answer
      ? t({ id: 'act.handoff.again', message: 'Yangi kod olish' })
      : t({ id: 'act.handoff.get', message: 'Davom ettirish kodini olish' });
  return (
    <aside className="act-handoff" aria-labelledby={headingId}>
      <h2 id={headingId} className="act-handoff__title">
        {t({ id: 'act.handoff.title', message: 'Boshqa qurilmada davom ettirish' })}
      </h2>
      <p>
        {kiosk
          ? t({
              id: 'act.handoff.kioskIntro',
              message: 'Arizani uyda davom ettirish mumkin: kod oling, uni yozib oling yoki QR kodni telefoningiz bilan skanerlang.',
            })
          : t({ id: 'act.handoff.webIntro', message: 'Arizani terminalda yoki boshqa qurilmada davom ettirish uchun kod oling.' })}
      </p>
      <button type="button" className="button button--secondary" disabled={mutation.isPending} aria-busy={mutation.isPending} onClick={() => mutation.mutate()}>
        {buttonText}
      </button>
      <MutationProblem error={mutation.error} />
      {answer ? (
        <div className="act-handoff__answer" role="status">
          <p>
            {t({ id: 'act.handoff.codeLabel', message: 'Davom ettirish kodi:' })}{' '}
            <strong className="act-handoff__code" lang="en">
              {formatHandoffCode(answer.code)}
            </strong>
          </p>
          <img
            className="act-handoff__qr"
            src={svgImage(answer.qrSvg)}
            width={176}
            height={176}
            alt={t({ id: 'act.handoff.qrAlt', message: 'Davom ettirish havolasining QR kodi' })}
          />
          <p>
            {t({
              id: 'act.handoff.howTo',
              message: `Boshqa qurilmada portalga o‘zingiz kiring va “Mening notarial harakatlarim” sahifasida kodni kiriting yoki QR kodni oching. Kod ${until} gacha bir marta ishlaydi.`,
            })}
          </p>
        </div>
      ) : null}
    </aside>
  );
}
