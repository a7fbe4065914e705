import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';

/** What a citizen can do on the portal (spec §1), with the way into the service catalogue. */
export function HomeCapabilities() {
  return (
    <section className="home__capabilities" aria-labelledby="home-capabilities">
      <h2 id="home-capabilities">
        <Trans id="home.capabilities.title">Portalda nimalar qilish mumkin</Trans>
      </h2>
      <ul className="capabilities">
        <li>
          <Trans id="home.capabilities.acts">Notarial harakatni onlayn tayyorlash va notarius huzurida yoki videokonferensiya orqali rasmiylashtirish</Trans>
        </li>
        <li>
          <Trans id="home.capabilities.identity">Shaxsni JShShIR, pasport va kamera orqali yuzni tekshirish bilan tasdiqlash</Trans>
        </li>
        <li>
          <Trans id="home.capabilities.notary">Notariusni o‘zingiz tanlash yoki avtomatik tayinlatish, undan istalgan bosqichda voz kechish</Trans>
        </li>
        <li>
          <Trans id="home.capabilities.steps">Harakatning har bir bosqichini kuzatish, hisob-varaqlarni to‘lash va natijani olish</Trans>
        </li>
        <li>
          <Trans id="home.capabilities.checks">Notarial harakatlar, ishonchnomalar, meros ishlari va mulkka taqiqlarni tekshirish</Trans>
        </li>
        <li>
          <Trans id="home.capabilities.kiosk">Adliya binolaridagi axborot kioskida ham xuddi shu xizmatlardan foydalanish</Trans>
        </li>
      </ul>
      <p className="home__requirements">
        <Trans id="home.capabilities.requirements">
          Videokonferensiya uchun internetga ulangan kompyuter, elektron raqamli imzo, mikrofonli quloqchin va veb-kamera kerak.
        </Trans>
      </p>
      <p>
        <Link className="home__catalogue-link" to={paths.catalogue.href()}>
          <Trans id="home.capabilities.catalogue">Barcha notarial xizmatlar katalogi</Trans>
        </Link>
      </p>
    </section>
  );
}
