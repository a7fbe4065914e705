import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadLocale, showLocale } from './app/i18n.ts';
import { localeAtom } from './state/locale.ts';
import { appStore } from './state/store.ts';
import './ui/styles.css';

/**
 * Entry of both builds (web `web/index.html`, kiosk `src-renderer/index.html`). The stored
 * locale's catalog is loaded before the first render so no page ever shows untranslated.
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const locale = appStore.get(localeAtom);
void loadLocale(locale).then(() => {
  showLocale(locale);
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
