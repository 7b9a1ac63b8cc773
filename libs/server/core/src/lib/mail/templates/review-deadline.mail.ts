import { DOCUMENT_KINDS, type DocumentType, formatDateWith, PAGES, VALIDATION_WORKING_HOURS } from '@capsuisse/contracts';
import { defineMail } from './mail-template';

/** A date and time as people in Switzerland read it, in Zurich's time. */
export const swissDateTime = (d: Date): string => formatDateWith(d, { dateStyle: 'full', timeStyle: 'short' });

interface Deadline {
  type: DocumentType;
  /** How the client is named to staff (their e-mail address). */
  client: string;
  deadline: Date;
}

/** To the client's coach, some hours before the review deadline of a document. */
export const reviewReminderMail = defineMail<Deadline & { hoursLeft: number }>('review-reminder', ({ type, client, deadline, hoursLeft }, ctx) => ({
  subject: `Rappel : document à valider avant ${swissDateTime(deadline)}`,
  preview: `Il reste moins de ${hoursLeft} heures pour valider le document « ${DOCUMENT_KINDS[type].label} ».`,
  heading: 'Un document attend votre validation',
  blocks: [
    { p: ['Le document « ', { strong: DOCUMENT_KINDS[type].label }, ' » de ', { strong: client }, ' attend votre validation.'] },
    { p: [`Il reste moins de ${hoursLeft} heures avant l'échéance (${swissDateTime(deadline)}).`] },
    { button: { label: 'Ouvrir mon espace accompagnateur', href: ctx.url(PAGES.coachDashboard.path) } },
  ],
  reason: 'Vous recevez cet e-mail parce que vous accompagnez ce client.',
}));

/** To axel, when a document's review deadline passed without a review. */
export const reviewDeadlinePassedMail = defineMail<Deadline & { clientId: string }>('review-deadline-passed', ({ type, client, clientId, deadline }, ctx) => ({
  subject: 'Délai de validation dépassé',
  preview: `Le document « ${DOCUMENT_KINDS[type].label} » de ${client} n'a pas été validé à temps.`,
  heading: 'Délai de validation dépassé',
  blocks: [
    {
      p: [
        'Le document « ',
        { strong: DOCUMENT_KINDS[type].label },
        ' » de ',
        { strong: client },
        ` n'a pas été validé dans les ${VALIDATION_WORKING_HOURS} heures ouvrées (échéance : ${swissDateTime(deadline)}).`,
      ],
    },
    { button: { label: 'Voir la fiche du client', href: ctx.url(PAGES.userDetail.path.replace(':userId', encodeURIComponent(clientId)) as `/${string}`) } },
  ],
  reason: 'Vous recevez cet e-mail parce que vous suivez les délais de validation de la plateforme.',
}));
