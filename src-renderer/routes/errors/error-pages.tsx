import { useLingui } from '@lingui/react/macro';
import { paths } from '../../shared/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { ErrorPage } from './error-page.tsx';

/** 403 and 404 of spec §2 for the web and the kiosk; a kiosk never leads out of its area. */
function useTexts() {
  const { t } = useLingui();
  return {
    forbidden: t({ id: 'error.forbidden.text', message: 'Bu sahifani ko‘rish uchun ruxsatingiz yo‘q.' }),
    notFound: t({ id: 'error.notFound.text', message: 'Siz so‘ragan sahifa mavjud emas yoki boshqa manzilga ko‘chirilgan.' }),
    toHome: t({ id: 'error.toHome', message: 'Bosh sahifaga qaytish' }),
    toKioskMain: t({ id: 'error.toKioskMain', message: 'Bosh menyuga qaytish' }),
  };
}

export function ForbiddenPage() {
  const texts = useTexts();
  return <ErrorPage title={ROUTE_TITLES['route.forbidden']} text={texts.forbidden} backHref={paths.home.href()} backLabel={texts.toHome} />;
}

export function NotFoundPage() {
  const texts = useTexts();
  return <ErrorPage title={ROUTE_TITLES['route.notFound']} text={texts.notFound} backHref={paths.home.href()} backLabel={texts.toHome} />;
}

export function KioskForbiddenPage() {
  const texts = useTexts();
  return <ErrorPage title={ROUTE_TITLES['route.forbidden']} text={texts.forbidden} backHref={paths.kiosk.main.href()} backLabel={texts.toKioskMain} />;
}

export function KioskNotFoundPage() {
  const texts = useTexts();
  return <ErrorPage title={ROUTE_TITLES['route.notFound']} text={texts.notFound} backHref={paths.kiosk.main.href()} backLabel={texts.toKioskMain} />;
}
