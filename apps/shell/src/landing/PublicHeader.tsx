import { Link } from '@capsuisse/web-router';
import { PAGES } from '@capsuisse/contracts';
import { ThemedLogo } from './ThemedLogo';

/** The header of the plain public pages: logo home, the destinations, 'Connexion' and 'Inscription' (spec §2). */
export function PublicHeader() {
  return (
    <header className="landing__header">
      <Link to="/" className="landing__brand">
        <ThemedLogo />
      </Link>
      <nav className="landing__actions" aria-label="Accès">
        <Link to={PAGES.countries.path} className="landing__link">
          Destinations
        </Link>
        <Link to={PAGES.login.path} className="landing__button landing__button--ghost">
          Connexion
        </Link>
        <Link to={PAGES.signup.path} className="landing__button">
          Inscription
        </Link>
      </nav>
    </header>
  );
}
