import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { HELPLINE } from '../../../src-domain/constants.ts';
import { paths } from '../../app/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { LoginSection } from '../../app/login/login-section.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

/**
 * Main page (spec §2 screen 9), first version: what the portal is, the warning of spec §1 never
 * to share credentials, the trust helpline, the public services, and the login panel (`#login`,
 * where the header's login button and the route guards lead; spec §2 screen 1).
 */
export function HomePage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t({ id: 'home.documentTitle', message: 'Onlayn notarial xizmatlar' }));
  const helpline = HELPLINE;
  const services = [
    { to: paths.catalogue.href(), title: ROUTE_TITLES['route.catalogue'], text: t({ id: 'home.services.catalogue', message: 'Notarial harakatlar, ularning narxi va kerakli hujjatlar.' }) },
    { to: paths.notaries.href(), title: ROUTE_TITLES['route.notaries'], text: t({ id: 'home.services.notaries', message: 'Notariuslar, ularning ish vaqti, reytingi va manzili.' }) },
    { to: paths.searchAct.href(), title: ROUTE_TITLES['route.searchAct'], text: t({ id: 'home.services.searchAct', message: 'Ro‘yxatga olingan notarial harakatning haqiqiyligini tekshiring.' }) },
  ];

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
      </section>

      <section className="notice notice--warning" aria-labelledby="home-warning">
        <h2 id="home-warning">
          <Trans id="home.warning.title">Diqqat!</Trans>
        </h2>
        <p>
          <Trans id="home.warning.text">Hech kimga login, parol, elektron raqamli imzo kalitingizni va uning parolini bermang!</Trans>
        </p>
      </section>

      <section className="home__services" aria-labelledby="home-services">
        <h2 id="home-services">
          <Trans id="home.services.title">Ochiq xizmatlar</Trans>
        </h2>
        <ul className="cards">
          {services.map((service) => (
            <li key={service.to} className="card">
              <Link to={service.to} className="card__link">
                {i18n._(service.title)}
              </Link>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home__login" id="login" aria-labelledby="home-login" tabIndex={-1}>
        <h2 id="home-login">
          <Trans id="home.login.title">Tizimga kirish</Trans>
        </h2>
        <p>
          <Trans id="home.login.lead">JShShIR, pasport seriyasi va raqamini kiriting, so‘ng kamera orqali yuzingiz tekshiriladi.</Trans>
        </p>
        <LoginSection mode="browser" />
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
