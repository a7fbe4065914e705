import { useLingui } from '@lingui/react/macro';
import type { CheckResult, SelfTestReport } from '../../../src-domain/kiosk/self-test.ts';
import { useSelfTestTexts } from './self-test-texts.ts';
import './self-test.css';

function figureText(figures: CheckResult['figures']): string {
  return Object.entries(figures)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}

/** Every check with its verdict, the spec §8 text and what was measured (for the technician). */
export function SelfTestReportView({ report }: { report: SelfTestReport }) {
  const { t, i18n } = useLingui();
  const { checkName, outcome } = useSelfTestTexts();
  const when = i18n.date(new Date(report.at), { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Asia/Tashkent' });
  return (
    <section className="self-test" aria-labelledby="self-test-heading">
      <h2 id="self-test-heading">{t({ id: 'selfTest.report.heading', message: 'O‘z-o‘zini tekshirish natijalari' })}</h2>
      <p>
        {report.outOfService
          ? t({ id: 'selfTest.report.outOfService', message: 'Terminal fuqarolarga xizmat ko‘rsata olmaydi: muhim tekshiruv o‘tmadi.' })
          : t({ id: 'selfTest.report.inService', message: 'Terminal ishga tayyor.' })}{' '}
        {t({ id: 'selfTest.report.when', message: `Tekshirilgan vaqt: ${when}` })}
      </p>
      <table className="self-test__table">
        <thead>
          <tr>
            <th scope="col">{t({ id: 'selfTest.report.check', message: 'Tekshiruv' })}</th>
            <th scope="col">{t({ id: 'selfTest.report.result', message: 'Natija' })}</th>
            <th scope="col">{t({ id: 'selfTest.report.figures', message: 'O‘lchangan qiymatlar' })}</th>
          </tr>
        </thead>
        <tbody>
          {report.checks.map((result) => (
            <tr key={result.check} className={result.ok ? 'self-test__row self-test__row--ok' : 'self-test__row self-test__row--failed'}>
              <th scope="row">
                {checkName(result.check)}
                {result.critical ? <span className="self-test__critical"> {t({ id: 'selfTest.report.critical', message: '(muhim)' })}</span> : null}
              </th>
              <td>
                <span className="self-test__verdict">
                  {result.ok ? t({ id: 'selfTest.report.passed', message: 'O‘tdi' }) : t({ id: 'selfTest.report.failed', message: 'O‘tmadi' })}
                </span>
                {' — '}
                {outcome(result.code)}
              </td>
              <td className="self-test__figures">{figureText(result.figures)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
