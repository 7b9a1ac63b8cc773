import { Migration } from '@mikro-orm/migrations';

const search = (query: string) => `https://www.youtube.com/results?search_query=${encodeURIComponent(query).replace(/%20/g, '+')}`;

/** The first version of the training (axel edits it afterwards in the database). */
const DAYS: { title: string; video: string; summary: string; exercises: string[] }[] = [
  {
    title: 'Le CV suisse',
    video: search('CV suisse conseils'),
    summary:
      "Le CV attendu en Suisse est sobre, factuel et tient en deux pages au plus. Aujourd'hui, vous adaptez le vôtre aux usages des recruteurs suisses : coordonnées complètes, parcours antichronologique, résultats concrets et langues évaluées.",
    exercises: [
      'Ajouter une photo professionnelle récente (un usage encore courant en Suisse)',
      'Indiquer vos coordonnées complètes, votre nationalité et, le cas échéant, votre permis de travail',
      'Classer vos expériences de la plus récente à la plus ancienne, avec un résultat chiffré pour chacune',
      'Préciser le niveau de chaque langue selon le cadre européen (A1 à C2)',
      "Limiter le CV à deux pages et l'enregistrer en PDF",
    ],
  },
  {
    title: 'La lettre de motivation',
    video: search('lettre de motivation Suisse'),
    summary:
      "Une lettre courte et ciblée, adressée à une personne nommée, qui montre ce que vous apportez à l'entreprise. En Suisse, elle accompagne un dossier complet : CV, certificats de travail et diplômes.",
    exercises: [
      'Relever dans une annonce les trois compétences les plus demandées',
      "Rédiger une lettre d'une page en trois parties : vous, l'entreprise, votre collaboration",
      'Adresser la lettre à une personne nommée chaque fois que possible',
      'Rassembler votre dossier : CV, lettre, certificats de travail et diplômes en PDF',
      "Faire relire la lettre et corriger l'orthographe",
    ],
  },
  {
    title: 'Le marché caché, le réseau et LinkedIn',
    video: search('marché caché emploi réseau LinkedIn'),
    summary:
      "Beaucoup de postes sont pourvus sans annonce publique. Le réseau, les candidatures spontanées et un profil LinkedIn soigné vous ouvrent ce marché caché.",
    exercises: [
      'Compléter votre profil LinkedIn en français : photo, titre, résumé et expériences',
      'Lister vingt entreprises de votre secteur dans la région visée',
      'Identifier une personne à contacter dans cinq de ces entreprises',
      'Envoyer trois messages de prise de contact personnalisés',
      "Créer votre profil sur job-room.ch et sur deux autres plateformes d'emploi suisses",
    ],
  },
  {
    title: 'Réussir ses entretiens',
    video: search('préparer entretien d embauche méthode STAR'),
    summary:
      "Les recruteurs suisses apprécient la ponctualité, la précision et des exemples concrets. Préparez votre présentation, vos exemples et vos questions, en présentiel comme en vidéo.",
    exercises: [
      'Préparer une présentation de vous-même en deux minutes',
      'Préparer trois exemples concrets avec la méthode STAR (situation, tâche, action, résultat)',
      "Vous renseigner sur l'entreprise : activité, valeurs et actualités",
      'Préparer trois questions à poser au recruteur',
      "Vous entraîner à un entretien vidéo : cadrage, son et lumière",
    ],
  },
  {
    title: 'Salaire, permis et négociation',
    video: search('négociation salaire Suisse'),
    summary:
      "Les salaires varient selon le canton, le secteur et l'expérience. Arrivez avec une fourchette réaliste, sachez de quel permis vous relevez et préparez votre négociation.",
    exercises: [
      "Estimer votre fourchette salariale avec le calculateur de salaires Salarium de l'Office fédéral de la statistique",
      "Vérifier quel permis vous concerne (par exemple G pour les frontaliers, B pour les résidents) auprès de l'office cantonal des migrations",
      'Comprendre le passage du salaire brut au salaire net : cotisations sociales et, le cas échéant, impôt à la source',
      'Préparer votre argumentaire : salaire annuel brut, nombre de mensualités (12 ou 13) et avantages',
      'Simuler une négociation salariale avec un proche',
    ],
  },
];

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

// Issue 9: the training (content for everyone, the clients' ticks) and the 10-day follow-up (applications,
// daily notes). A client's rows go with the user (on delete cascade); an exercise takes its ticks with it.
export class Migration20261127100000_programme extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table training_days (day smallint primary key check (day between 1 and 5), title varchar(255) not null, video_url text not null, summary text not null default '');`);
    this.addSql(`
      create table training_exercises (
        id uuid primary key,
        day smallint not null references training_days(day) on delete cascade,
        position integer not null,
        label text not null
      );`);
    this.addSql(`create index training_exercises_day_index on training_exercises (day, position);`);
    this.addSql(`
      create table training_ticks (
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        exercise_id uuid not null references training_exercises(id) on delete cascade,
        ticked_at timestamptz not null,
        primary key (user_id, exercise_id)
      );`);
    this.addSql(`
      create table follow_up_entries (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        day smallint not null check (day between 1 and 10),
        applied_on date not null,
        employer varchar(255) not null,
        position varchar(255) not null,
        channel varchar(30) not null,
        contact_person varchar(255) null,
        outcome varchar(30) not null,
        created_at timestamptz not null
      );`);
    this.addSql(`create index follow_up_entries_user_id_index on follow_up_entries (user_id, applied_on);`);
    this.addSql(`
      create table follow_up_notes (
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        day smallint not null check (day between 1 and 10),
        note text not null,
        primary key (user_id, day)
      );`);
    DAYS.forEach((d, i) => {
      this.addSql(`insert into training_days (day, title, video_url, summary) values (${i + 1}, ${quote(d.title)}, ${quote(d.video)}, ${quote(d.summary)});`);
      d.exercises.forEach((label, position) => {
        this.addSql(`insert into training_exercises (id, day, position, label) values (gen_random_uuid(), ${i + 1}, ${position}, ${quote(label)});`);
      });
    });
  }

  override async down(): Promise<void> {
    for (const table of ['follow_up_notes', 'follow_up_entries', 'training_ticks', 'training_exercises', 'training_days']) this.addSql(`drop table if exists ${table} cascade;`);
  }
}
