import { Trans, useLingui } from '@lingui/react/macro';
import { HELPLINE } from '../../../src-domain/constants.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { HomeActions } from './home-actions.tsx';
import { HomeCapabilities } from './home-capabilities.tsx';
import { HomeLogin } from './home-login.tsx';
import { HOME_SERVICES } from './home-services.ts';
import { ServiceCarousel } from './service-carousel.tsx';
import './home.css';

/**
 * Main page (spec §2 screen 9): what the portal is and the quick actions, the warning of spec §1
 * never to share credentials, the carousel of six services, what the portal can do with the link
 * to the catalogue, the login panel (`#login`, where the header's login button and the route
 * guards lead; spec §2 screen 1) and the trust helpline 1008.
 *
 * Everything here renders without data, so the page is prerendered at build time and hydrated
 * (web/prerender-plugin.ts); the login form's code waits for a login to start (`home-login.tsx`).
 */
export function HomePage() {
  const { t } = useLingui();
  useDocumentTitle(t({ id: 'home.documentTitle', message: 'Onlayn notarial xizmatlar' }));
  const helpline = HELPLINE;

  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">
          <Trans id="home.title">Onlayn notarial xizmatlar</Trans>
        </h1>
        <p className="hero__lead">
          <Trans id="home.lead">
            Notarial harakatlarni notarius huzurida yoki videokonferensiya orqali rasmiylashtiring, notariuslar va xizmatlar haqida ma’lumot oling.
          </Trans>
        </p>
        <HomeActions />
      </section>

      <section className="notice notice--warning" aria-labelledby="home-warning">
        <h2 id="home-warning">
          <Trans id="home.warning.title">Diqqat!</Trans>
        </h2>
        <p>
          <Trans id="home.warning.text">Hech kimga login, parol, elektron raqamli imzo kalitingizni va uning parolini bermang!</Trans>
        </p>
      </section>

      <ServiceCarousel services={HOME_SERVICES} />

      <HomeCapabilities />

      <section className="home__login" id="login" aria-labelledby="home-login" tabIndex={-1}>
        <h2 id="home-login">
          <Trans id="home.login.title">Tizimga kirish</Trans>
        </h2>
        <p>
          <Trans id="home.login.lead">JShShIR, pasport seriyasi va raqamini kiriting, so‘ng kamera orqali yuzingiz tekshiriladi.</Trans>
        </p>
        <HomeLogin />
      </section>

      <section className="helpline helpline--large" aria-labelledby="home-helpline">
        <h2 id="home-helpline">
          <Trans id="home.helpline.title">Ishonch telefoni</Trans>
        </h2>
        <p className="helpline__number">
          <a href={`tel:${helpline}`}>{helpline}</a>
        </p>
        <p>
          <Trans id="home.helpline.text">Savollar va shikoyatlar bo‘yicha ishonch telefoniga qo‘ng‘iroq qiling.</Trans>
        </p>
      </section>
    </div>
  );
}
