import { Link } from '@capsuisse/web-router';
import { PAGES, TRAINING_DAYS } from '@capsuisse/contracts';
import { PublicFooter } from '../landing/PublicFooter';
import { PublicHeader } from '../landing/PublicHeader';
import '../landing/landing.css';

const BENEFITS = [
  {
    icon: '💰',
    title: 'Une rémunération attractive',
    text: 'Vous êtes rémunéré à la commission, pour chaque placement réussi des personnes que vous accompagnez.',
  },
  {
    icon: '🎓',
    title: 'Une formation complète',
    text: `Vous êtes formé à notre méthode, à la formation de ${TRAINING_DAYS} jours et aux outils de la plateforme avant votre premier accompagnement.`,
  },
  {
    icon: '🕒',
    title: 'De la flexibilité',
    text: 'Vous organisez votre temps et le nombre de personnes que vous suivez, à distance, depuis la plateforme.',
  },
] as const;

const PREREQUISITES = ['Être majeur', 'Être en Suisse'] as const;

/** /accompagnateur (spec §2): the coach recruitment page, plain React like the landing. */
export function CoachRecruitmentPage() {
  return (
    <div className="landing">
      <PublicHeader />
      <main>
        <section className="landing__hero" aria-labelledby="coach-hero">
          <p className="landing__eyebrow">Carrières · Accompagnateur</p>
          <h1 id="coach-hero">Devenez accompagnateur</h1>
          <p className="landing__lead">
            Vous connaissez le marché suisse de l’emploi&nbsp;? Aidez des candidats à décrocher leur poste en Suisse&nbsp;: relisez leurs documents, préparez
            leurs entretiens et guidez-les jusqu’à la signature.
          </p>
          <div className="landing__buttons">
            <Link to={PAGES.signup.path} className="landing__button landing__button--large">
              Je postule
            </Link>
          </div>
        </section>

        <section className="landing__section" aria-labelledby="coach-benefits">
          <h2 id="coach-benefits">Pourquoi nous rejoindre&nbsp;?</h2>
          <ul className="landing__cards">
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className="landing__card">
                <span className="landing__card-icon" aria-hidden="true">
                  {benefit.icon}
                </span>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="landing__section landing__calltoaction" aria-labelledby="coach-prerequisites">
          <h2 id="coach-prerequisites">Prérequis</h2>
          <ul className="landing__checklist">
            {PREREQUISITES.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className="landing__buttons">
            <Link to={PAGES.signup.path} className="landing__button landing__button--large">
              Postuler
            </Link>
          </div>
        </section>
      </main>
      <PublicFooter />
    </div>
  );
}
