import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { catalogComplete } from '../../app/i18n.ts';
import { SignedInNote } from '../../app/login/signed-in-note.tsx';
import { loginPrefill } from '../../features/auth/login-prefill.ts';
import { redirectUrlAtom } from '../../state/redirect-url.ts';
import { isAuthenticatedAtom } from '../../state/token.ts';
import { captureShell, replayShell, type ShellSnapshot } from './login-handoff.ts';
import { LoginShell } from './login-shell.tsx';

/**
 * The login form, react-hook-form, the dialogs and the face check are a third of what the home
 * page would otherwise download before it can be used (docs/performance.md: home ≤ 120 KiB gzip).
 * They load when someone starts to log in.
 */
const loadLoginSection = async () => {
  // The form, its dialogs and the face check say more than the shell part of the catalog holds.
  const [module] = await Promise.all([import('../../app/login/login-section.tsx'), catalogComplete()]);
  return module;
};
type LoginSectionComponent = Awaited<ReturnType<typeof loadLoginSection>>['LoginSection'];

/**
 * The home page's login (`#login`, spec §2 screen 1): the static form first; the real one
 * (`app/login/login-section.tsx`) as soon as the user shows intent — pointer over or on the
 * form, focus in it, a submit — or arrives to log in: a prefilled link (passserial/passnum), the
 * header's login link (`/#login`), or a protected page that sent them here. The real form takes
 * over the typed values, the focus and a pending submit.
 */
export function HomeLogin() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const redirectUrl = useAtomValue(redirectUrlAtom);
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const [defaults] = useState(() => loginPrefill(params));
  const [LiveSection, setLiveSection] = useState<LoginSectionComponent | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const shell = useRef<HTMLDivElement>(null);
  const live = useRef<HTMLDivElement>(null);
  const requested = useRef(false);
  const submitWanted = useRef(false);
  const snapshot = useRef<ShellSnapshot | null>(null);
  const arrived = useRef<LoginSectionComponent | null>(null);
  const pressing = useRef(false);

  // The real form replaces the shell once its code is here, but never under a finger or a mouse
  // button that is down: the press would end on another element and its click would be lost.
  const swap = useCallback(() => {
    const Section = arrived.current;
    if (!Section || pressing.current) return;
    arrived.current = null;
    // Taken at the swap, not at the request: the user may have typed while it loaded.
    snapshot.current = captureShell(shell.current, submitWanted.current);
    setLiveSection(() => Section);
  }, []);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setFailed(false);
    loadLoginSection().then(
      (module) => {
        arrived.current = module.LoginSection;
        swap();
      },
      () => {
        requested.current = false;
        submitWanted.current = false;
        setSubmitting(false);
        setFailed(true);
      },
    );
  }, [swap]);

  const onPress = () => {
    pressing.current = true;
    load();
    // After the release, once its click (a submit) has run.
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      window.setTimeout(() => {
        pressing.current = false;
        swap();
      }, 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  };

  const prefilled = Boolean(defaults.pin || defaults.passserial || defaults.passnum);
  const cameToLogIn = !authenticated && (prefilled || hash === '#login' || redirectUrl !== null);
  useEffect(() => {
    if (cameToLogIn) load();
  }, [cameToLogIn, load]);
  // Focus that came before the page was live (prerendered HTML) raised no event here.
  useEffect(() => {
    if (shell.current?.contains(document.activeElement)) load();
  }, [load]);

  useLayoutEffect(() => {
    if (!LiveSection || !live.current || !snapshot.current) return;
    replayShell(live.current, snapshot.current);
    snapshot.current = null;
  }, [LiveSection]);

  // A protected page sent the visitor here (spec §2 routing rules): the keyboard goes to the
  // first field, once (WCAG 2.4.3); the handoff to the real form keeps it there.
  const focusedForRedirect = useRef(false);
  useEffect(() => {
    if (focusedForRedirect.current || authenticated || redirectUrl === null) return;
    const first = (live.current ?? shell.current)?.querySelector<HTMLInputElement>('input:not([type="hidden"])');
    if (!first) return;
    focusedForRedirect.current = true;
    first.focus();
  }, [authenticated, redirectUrl, LiveSection]);

  // A protected page sent the visitor here (spec §2 routing rules): say why the login is asked for.
  const toContinue = !authenticated && redirectUrl !== null && (
    <p className="notice">
      <Trans id="home.login.toContinue">Davom etish uchun tizimga kiring.</Trans>
    </p>
  );
  if (LiveSection) {
    return (
      <div ref={live}>
        {toContinue}
        <LiveSection mode="browser" />
      </div>
    );
  }
  if (authenticated) return <SignedInNote mode="browser" />;
  return (
    <div ref={shell} onPointerEnter={load} onPointerDown={onPress} onFocus={load}>
      {toContinue}
      <LoginShell
        defaults={defaults}
        busy={submitting}
        onSubmit={() => {
          submitWanted.current = true;
          setSubmitting(true);
          load();
        }}
      />
      {failed && (
        <div className="notice notice--warning" role="alert">
          <p>
            <Trans id="home.login.loadFailed">Kirish shaklini yuklab bo‘lmadi. Internet aloqasini tekshirib, qayta urinib ko‘ring.</Trans>
          </p>
          <button type="button" className="button button--secondary" onClick={load}>
            <Trans id="home.login.retry">Qayta urinish</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
