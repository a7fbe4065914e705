import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { highContrastAtom, largeTextAtom } from '../../state/kiosk-display.ts';
import { ReadAloudToggle } from '../../ui/read-aloud-toggle.tsx';

/**
 * One tap away on every kiosk screen (the kiosk header): larger text, higher contrast and
 * read-aloud, each a toggle button (docs/decisions/0040-kiosk-display-aids-and-read-aloud.md).
 */
export function KioskDisplayControls() {
  const { t } = useLingui();
  const [largeText, setLargeText] = useAtom(largeTextAtom);
  const [highContrast, setHighContrast] = useAtom(highContrastAtom);
  return (
    <div className="display-aids" role="group" aria-label={t({ id: 'displayAids.label', message: 'Qulayliklar' })}>
      <button type="button" className="button button--secondary" aria-pressed={largeText} onClick={() => setLargeText(!largeText)}>
        <span aria-hidden="true" className="display-aids__glyph">
          A<span className="display-aids__glyph-large">A</span>
        </span>
        {t({ id: 'displayAids.largeText', message: 'Katta matn' })}
      </button>
      <button type="button" className="button button--secondary" aria-pressed={highContrast} onClick={() => setHighContrast(!highContrast)}>
        <svg className="display-aids__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
        </svg>
        {t({ id: 'displayAids.highContrast', message: 'Yuqori kontrast' })}
      </button>
      <ReadAloudToggle />
    </div>
  );
}
