import { Link } from 'react-router-dom';
import { PAGES, PRODUCT_NAME } from '@capsuisse/contracts';
import { Logo } from '@capsuisse/web-ui';
import './landing.css';

// Plain React and CSS: the first page people see downloads no antd.
const FIGURES = [
  { value: '87%', label: 'de taux de placement' },
  { value: '4-5', label: 'semaines en moyenne avant une offre' },
  { value: '85k CHF', label: 'de salaire médian' },
  { value: '4.8/5', label: 'de satisfaction ★★★★★' },
];

const STEPS = [
  { title: 'Audit de profil', text: 'Nous analysons votre parcours, vos atouts et votre positionnement sur le marché suisse.' },
  { title: 'Stratégie personnalisée', text: 'Un plan d’action sur mesure : cibles, candidatures et calendrier.' },
  { title: 'Activation du réseau', text: 'Recruteurs et entreprises partenaires à Genève, Lausanne et Zurich.' },
  { title: 'Préparation aux entretiens', text: 'Simulations et retours détaillés pour convaincre le jour J.' },
  { title: 'Négociation', text: 'Nous vous accompagnons jusqu’à la signature du contrat.' },
];

const FOOTER_NAVIGATION = ['Accueil', 'Notre concept', 'Partenaires', 'FAQ'];
const FOOTER_LEGAL = ['CGU', 'Mentions légales', 'CGV', 'Protection des données'];

export function LandingPage() {
  return (
    <div className="landing">
      <header className="landing__header">
        <Link to="/" className="landing__brand" aria-label={PRODUCT_NAME}>
          <Logo size={34} />
        </Link>
        <nav className="landing__actions">
          <Link to={PAGES.login.path} className="landing__button landing__button--ghost">
            Connexion
          </Link>
          <Link to={PAGES.signup.path} className="landing__button">
            Inscription
          </Link>
        </nav>
      </header>

      <main>
        <section className="landing__hero">
          <p className="landing__eyebrow">Accompagnement emploi · Genève · Lausanne · Zurich</p>
          <h1>Ton emploi en Suisse</h1>
          <p className="landing__lead">
            Un poste stable, bien rémunéré et reconnu en quelques semaines : un coach vous guide de l’audit de votre profil jusqu’à la signature du
            contrat.
          </p>
          <div className="landing__cta">
            <Link to={PAGES.signup.path} className="landing__button landing__button--large">
              Je réserve mon entretien
            </Link>
            <span className="landing__note">Premier appel de 30 minutes offert</span>
          </div>
        </section>

        <section className="landing__figures" aria-label="Chiffres clés">
          {FIGURES.map((figure) => (
            <div key={figure.label} className="landing__figure">
              <strong>{figure.value}</strong>
              <span>{figure.label}</span>
            </div>
          ))}
        </section>

        <section className="landing__method">
          <h2>Notre méthode</h2>
          <ol>
            {STEPS.map((step, index) => (
              <li key={step.title}>
                <span className="landing__step">{index + 1}</span>
                <div>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </main>

      <footer className="landing__footer">
        <div className="landing__footer-columns">
          <div>
            <Logo size={28} />
            <p className="landing__muted">Votre accompagnement vers l’emploi en Suisse.</p>
          </div>
          <nav aria-label="Navigation">
            <h4>Navigation</h4>
            {FOOTER_NAVIGATION.map((label) => (
              <a key={label} href="/">
                {label}
              </a>
            ))}
            <Link to="/accompagnateur">Carrières</Link>
          </nav>
          <nav aria-label="Légal">
            <h4>Légal</h4>
            {FOOTER_LEGAL.map((label) => (
              <a key={label} href="/">
                {label}
              </a>
            ))}
          </nav>
        </div>
        <p className="landing__copyright">© 2025 {PRODUCT_NAME}. Tous droits réservés.</p>
      </footer>
    </div>
  );
}
