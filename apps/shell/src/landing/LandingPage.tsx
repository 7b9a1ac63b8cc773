import type { ReactNode } from 'react';
import { Link } from '@capsuisse/web-router';
import { CALL_SIGNUP_INTENT, formatPrice, MARKETING_FIGURES, PAGES } from '@capsuisse/contracts';
import {
  CALL,
  FEATURES,
  FIGURES,
  IN_ACTION,
  PAIN_POINTS,
  SAYINGS,
  SWISS_MARKET,
  TESTIMONIALS,
  TIMELINE,
  WHY_NOW,
} from './landing-content';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { SalaryChart } from './SalaryChart';
import './landing.css';

// Plain React and CSS: the first page people see downloads no antd and no role remote.

/** One landing section, named by `data-section` (the order of spec §2 is checked in the browser). */
function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section className={`landing__section landing__section--${id}`} data-section={id} aria-labelledby={`landing-${id}`}>
      <h2 id={`landing-${id}`}>{title}</h2>
      {intro && <p className="landing__intro">{intro}</p>}
      {children}
    </section>
  );
}

function Cards({ items }: { items: readonly { title: string; text: string; icon?: string }[] }) {
  return (
    <ul className="landing__cards">
      {items.map((item) => (
        <li key={item.title} className="landing__card">
          {item.icon && (
            <span className="landing__card-icon" aria-hidden="true">
              {item.icon}
            </span>
          )}
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

const Stars = () => (
  <span className="landing__stars" role="img" aria-label="5 étoiles sur 5">
    ★★★★★
  </span>
);

/** A call to action: the booking always signs up; the payment signs up first (top) or pays (bottom, spec §2). */
function CallToAction({ id, title, text, paymentTarget }: { id: string; title: string; text: string; paymentTarget: string }) {
  return (
    <section className="landing__section landing__calltoaction" data-section={id} aria-labelledby={`landing-${id}`}>
      <h2 id={`landing-${id}`}>{title}</h2>
      <p className="landing__intro">{text}</p>
      <div className="landing__buttons">
        {/* The spec's target stays /signup; the intent rides along so sign-up leads on to the booking. */}
        <Link to={PAGES.signup.path} state={CALL_SIGNUP_INTENT} className="landing__button landing__button--large">
          Je réserve mon entretien
        </Link>
        <Link to={paymentTarget} className="landing__button landing__button--large landing__button--ghost">
          Procéder au paiement
        </Link>
      </div>
      <p className="landing__note">
        Programme complet&nbsp;: {formatPrice('CHF')} ou {formatPrice('EUR')}, paiement unique.
      </p>
    </section>
  );
}

export function LandingPage() {
  return (
    <div className="landing">
      <PublicHeader />

      <main>
        <section className="landing__hero" aria-labelledby="landing-hero">
          <p className="landing__eyebrow">Accompagnement emploi · Genève · Lausanne · Zurich</p>
          <h1 id="landing-hero">Ton emploi en Suisse</h1>
          <p className="landing__lead">
            Un poste stable, bien rémunéré et reconnu en quelques semaines&nbsp;: un coach vous guide de l’audit de votre profil jusqu’à la signature du
            contrat.
          </p>
          <div className="landing__buttons">
            <Link to={PAGES.signup.path} className="landing__button landing__button--large">
              Commencer
            </Link>
            <Link to={PAGES.countries.path} className="landing__button landing__button--large landing__button--ghost">
              Voir les destinations
            </Link>
          </div>
          <p className="landing__note">Premier {CALL} offert</p>
        </section>

        <Section id="features" title="Un accompagnement de bout en bout" intro="Cinq étapes, un seul interlocuteur&nbsp;: votre coach.">
          <Cards items={FEATURES} />
        </Section>

        <CallToAction
          id="cta"
          title="Parlons de votre projet"
          text={`Réservez votre ${CALL}\u00a0: nous faisons le point sur votre profil et vos chances sur le marché suisse.`}
          paymentTarget={PAGES.signup.path}
        />

        <Section id="pain-points" title="Vous vous reconnaissez&nbsp;?" intro="Chercher un emploi en Suisse depuis l’étranger, c’est souvent&nbsp;:">
          <Cards items={PAIN_POINTS} />
        </Section>

        <Section id="method" title="Notre méthode, semaine après semaine" intro="Un calendrier clair, de l’audit à votre premier jour.">
          <ol className="landing__timeline">
            {TIMELINE.map((step) => (
              <li key={step.when}>
                <span className="landing__when">{step.when}</span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="swiss-market" title="Le marché suisse" intro="Un marché attractif, qui a ses propres règles du jeu.">
          <Cards items={SWISS_MARKET} />
          <p className="landing__more">
            Un autre projet (se loger, entreprendre, investir) ou un autre pays&nbsp;? <Link to={PAGES.countries.path}>Découvrir nos destinations</Link>
          </p>
        </Section>

        <Section
          id="promise"
          title="Notre promesse&nbsp;: un emploi stable, bien rémunéré et reconnu"
          intro={`Travailler en Suisse, c’est viser un autre niveau de rémunération\u00a0: ${MARKETING_FIGURES.medianSalary} de salaire médian pour les personnes que nous avons placées.`}
        >
          <SalaryChart />
        </Section>

        <Section id="method-in-action" title="La méthode en action" intro="Dans votre espace, tout votre parcours au même endroit.">
          <Cards items={IN_ACTION} />
        </Section>

        <Section id="results" title="Des résultats concrets">
          <ul className="landing__figures">
            {FIGURES.map((figure) => (
              <li key={figure.label} className="landing__figure">
                <strong>{figure.value}</strong>
                <span>{figure.label}</span>
              </li>
            ))}
          </ul>
          <div className="landing__testimonials">
            {TESTIMONIALS.map((t) => (
              <figure key={t.person} className="landing__testimonial" data-testid="testimonial">
                <Stars />
                <blockquote>{t.text}</blockquote>
                <figcaption>
                  <strong>{t.person}</strong> · {t.job}
                </figcaption>
              </figure>
            ))}
          </div>
          <div className="landing__sayings">
            {SAYINGS.map((s) => (
              <figure key={s.person} className="landing__saying" data-testid="saying">
                <blockquote>«&nbsp;{s.text}&nbsp;»</blockquote>
                <figcaption>
                  <Stars /> <strong>{s.person}</strong> · {s.job}
                </figcaption>
              </figure>
            ))}
          </div>
        </Section>

        <Section id="why-now" title="Pourquoi agir maintenant&nbsp;?">
          <Cards items={WHY_NOW} />
        </Section>

        <CallToAction
          id="final-cta"
          title="Prêt à décrocher votre emploi en Suisse&nbsp;?"
          text="Réservez votre entretien, ou réglez le programme dès maintenant et commencez la formation aujourd’hui."
          paymentTarget={PAGES.payment.path}
        />
      </main>

      <PublicFooter />
    </div>
  );
}
