import { useLingui } from '@lingui/react/macro';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { LogoutEverywhere } from './logout-everywhere.tsx';
import { profileRows } from './profile-rows.ts';
import { useProfile } from './use-profile.ts';
import './profile-page.css';

/**
 * Profile (spec §2 screen 19): the signed-in user's data as the civil registry gave it. Read-only:
 * a definition list, not a form, because the registry is the source of truth (spec §3 User).
 */
export function ProfilePage() {
  const { t, i18n } = useLingui();
  const heading = i18n._(ROUTE_TITLES['route.profile']);
  useBreadcrumb([{ label: heading }]);
  useDocumentTitle(heading);
  const { user, pending, failed } = useProfile();
  const missing = t({ id: 'profile.missing', message: 'Ko‘rsatilmagan' });

  return (
    <article className="page profile">
      <h1>{heading}</h1>
      {user ? (
        <>
          <p className="profile__note">{t({ id: 'profile.note', message: 'Ma’lumotlar davlat reestridan olingan va bu yerda o‘zgartirilmaydi.' })}</p>
          <dl className="profile__data">
            {profileRows(user).map((row) => (
              <div key={row.key} className="profile__row">
                <dt>{i18n._(row.label)}</dt>
                <dd className={row.value ? undefined : 'profile__missing'}>{row.value ?? missing}</dd>
              </div>
            ))}
            <div className="profile__row">
              <dt>{t({ id: 'profile.consent', message: 'Shaxsga doir ma’lumotlarni qayta ishlashga rozilik' })}</dt>
              <dd>
                {user.termsofuse === 1 ? t({ id: 'profile.consent.given', message: 'Berilgan' }) : t({ id: 'profile.consent.notGiven', message: 'Berilmagan' })}
              </dd>
            </div>
          </dl>
          <LogoutEverywhere />
        </>
      ) : (
        <p role={failed ? 'alert' : 'status'}>
          {pending ? t({ id: 'profile.loading', message: 'Yuklanmoqda…' }) : t({ id: 'profile.failed', message: 'Profil ma’lumotlarini yuklab bo‘lmadi.' })}
        </p>
      )}
    </article>
  );
}
