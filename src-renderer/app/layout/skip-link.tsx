import { Trans } from '@lingui/react/macro';

/** First focusable element of every page: jumps over the header to the content. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      <Trans id="skipLink">Asosiy mazmunga o‘tish</Trans>
    </a>
  );
}
