import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { AUTH_ROUTES } from '../../../src-domain/auth/auth-routes.ts';
import { apiClient } from '../../api/client.ts';
import { useLogout } from '../../app/layout/use-logout.ts';

/**
 * "Log out everywhere" (docs/security.md "Sessions"): the server ends every session of the
 * user — other browsers, phones, a kiosk left signed in — then this one ends as a logout does.
 * A failure keeps the user here and says so; the button can be pressed again.
 */
export function LogoutEverywhere() {
  const { t } = useLingui();
  const noteId = useId();
  const logout = useLogout('browser');
  const mutation = useMutation({
    mutationFn: () => apiClient.request(AUTH_ROUTES.logoutEverywhere, { method: 'POST', responseKind: 'none', silent: true }),
    onSuccess: logout,
  });
  return (
    <section className="profile__sessions" aria-labelledby={`${noteId}-title`}>
      <h2 id={`${noteId}-title`}>{t({ id: 'profile.sessions.title', message: 'Seanslar' })}</h2>
      <p id={noteId}>
        {t({
          id: 'profile.sessions.note',
          message: 'Boshqa qurilmada (telefon, kompyuter yoki kioskda) tizimdan chiqmagan bo‘lsangiz, barcha seanslarni shu yerdan yakunlang.',
        })}
      </p>
      <button
        type="button"
        className="button button--secondary"
        aria-describedby={noteId}
        disabled={mutation.isPending}
        aria-busy={mutation.isPending || undefined}
        onClick={() => mutation.mutate()}
      >
        {mutation.isPending
          ? t({ id: 'profile.sessions.pending', message: 'Seanslar yakunlanmoqda…' })
          : t({ id: 'profile.sessions.logoutEverywhere', message: 'Barcha qurilmalarda chiqish' })}
      </button>
      {mutation.isError ? (
        <p role="alert" className="profile__error">
          {t({ id: 'profile.sessions.failed', message: 'Seanslarni yakunlab bo‘lmadi. Internet aloqasini tekshirib, qayta urinib ko‘ring.' })}
        </p>
      ) : null}
    </section>
  );
}
