import { Link } from '@capsuisse/web-router';
import { PAGES, PRODUCT_NAME } from '@capsuisse/contracts';
import { ThemedLogo } from './ThemedLogo';

// Placeholders whose targets the spec does not give (spec §2 "Landing page").
const FOOTER_NAVIGATION = ['Accueil', 'Notre concept', 'Partenaires', 'FAQ'];
const FOOTER_LEGAL = ['CGU', 'Mentions légales', 'CGV', 'Protection des données'];

/** The footer of the public pages: navigation, 'Carrières' to the coach recruitment page, legal links, copyright. */
export function PublicFooter() {
  return (
    <footer className="landing__footer">
      <div className="landing__footer-columns">
        <div>
          <ThemedLogo height={32} />
          <p className="landing__muted">Votre accompagnement vers l’emploi en Suisse.</p>
        </div>
        <nav aria-label="Navigation">
          <h2 className="landing__footer-title">Navigation</h2>
          {FOOTER_NAVIGATION.map((label) => (
            <a key={label} href="/">
              {label}
            </a>
          ))}
          <Link to={PAGES.coachRecruitment.path}>Carrières</Link>
        </nav>
        <nav aria-label="Légal">
          <h2 className="landing__footer-title">Légal</h2>
          {FOOTER_LEGAL.map((label) => (
            <a key={label} href="/">
              {label}
            </a>
          ))}
        </nav>
      </div>
      <p className="landing__copyright">© 2025 {PRODUCT_NAME}. Tous droits réservés.</p>
    </footer>
  );
}
