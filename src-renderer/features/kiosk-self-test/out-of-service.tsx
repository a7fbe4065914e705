import { useLingui } from '@lingui/react/macro';
import { HELPLINE } from '../../../src-domain/constants.ts';
import { useRerunSelfTest } from './use-self-test.ts';
import './self-test.css';

/**
 * What citizens see instead of a login that cannot work: the terminal failed a critical check
 * (src-domain/kiosk/self-test.ts). It tests itself again every minute and on the button, and
 * gives the trust helpline (spec §1, §9: 1008).
 */
export function OutOfService() {
  const { t } = useLingui();
  const rerun = useRerunSelfTest();
  const helpline = HELPLINE;
  return (
    <section className="out-of-service" aria-labelledby="out-of-service-heading">
      <h2 id="out-of-service-heading">{t({ id: 'outOfService.heading', message: 'Terminal vaqtincha ishlamayapti' })}</h2>
      <p>
        {t({
          id: 'outOfService.text',
          message: 'Kechirasiz, terminal hozir xizmat ko‘rsata olmaydi. Boshqa terminaldan foydalaning yoki adliya xodimiga murojaat qiling.',
        })}
      </p>
      <p className="out-of-service__helpline">{t({ id: 'outOfService.helpline', message: `Ishonch telefoni: ${helpline}` })}</p>
      <p role="status">{rerun.isPending ? t({ id: 'outOfService.checking', message: 'Terminal qayta tekshirilmoqda…' }) : ''}</p>
      <div className="self-test-actions">
        <button type="button" className="button" onClick={() => rerun.mutate()} disabled={rerun.isPending}>
          {t({ id: 'outOfService.retry', message: 'Qayta tekshirish' })}
        </button>
      </div>
    </section>
  );
}
