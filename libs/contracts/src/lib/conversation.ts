import { dayKey, formatDateWith } from './dates';

/** Issue 30: one thread per client, written by the client and by its staff (the coach assigned now, or axel). */

/** Who wrote a message, as the thread shows it: the role it was written in, kept when the role changes later. */
export const MESSAGE_SENDER_KINDS = ['client', 'coach', 'axel'] as const;
export type MessageSenderKind = (typeof MESSAGE_SENDER_KINDS)[number];

export const MESSAGE_SENDER_LABELS: Record<MessageSenderKind, string> = {
  client: 'Client',
  coach: 'Accompagnateur',
  axel: 'Équipe CapSuisse',
};

/** A message as both sides read it: plain text, never HTML (links are made clickable by the page). */
export interface MessageDto {
  id: string;
  client_id: string;
  /** Null once the sender's account is erased: the message stays in the client's thread. */
  sender_id: string | null;
  sender_kind: MessageSenderKind;
  /** First and last name, or the email when the profile has no name; '' once the account is gone. */
  sender_name: string;
  /** '' when the message is only a file. */
  body: string;
  attachment: MessageAttachmentDto | null;
  created_at: string;
}

/** A file sent with a message: opened through a signed link asked for by the message's id. */
export interface MessageAttachmentDto {
  /** The name it was sent under, its extension that of the type found in its bytes. */
  name: string;
  mime_type: string;
  /** Bytes. */
  size: number;
}

/** The files a message may carry, checked by content as documents are (PDF, JPG, PNG, 10 MB). */
export const MESSAGE_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Who answers the client: its coach, or the CapSuisse team while no coach is assigned. */
export type ConversationAnswerer = { kind: 'coach'; name: string } | { kind: 'axel'; name: string };

/** A page of a client's thread, oldest first, and what each side has read of it. */
export interface ConversationDto {
  client_id: string;
  /** The newest messages (or those before `?before=`), oldest first. */
  messages: MessageDto[];
  /** Whether older messages exist before the first one sent. */
  has_more: boolean;
  /** When the client last read the thread, and when its staff last did (read receipts); null: never. */
  read: { client: string | null; staff: string | null };
  answerer: ConversationAnswerer;
  /** Messages the caller has not read yet. */
  unread: number;
}

/** The dashboard's card: the newest message the client's staff wrote (null: none yet), and whether it is unread. */
export interface LatestMessageDto {
  message: MessageDto | null;
  unread: boolean;
}

/** The top bar's badge: messages waiting for the caller, over every thread it reads. */
export interface UnreadDto {
  messages: number;
}

export const MESSAGE_LIMITS = {
  body: 5000,
  /** Messages one user may post per minute, every thread together. */
  perMinute: 30,
  /** Messages a page of the thread holds. */
  page: 50,
  /** The longest name a file keeps (longer ones are cut, their extension kept). */
  attachmentName: 120,
} as const;

export const CONVERSATION_ERRORS = {
  bodyRequired: 'Le message est vide',
  attachmentType: 'Seuls les fichiers PDF, JPG et PNG peuvent être joints à un message',
  bodyMax: `Le message ne peut pas dépasser ${MESSAGE_LIMITS.body} caractères`,
  tooMany: 'Vous avez envoyé beaucoup de messages : réessayez dans une minute',
  before: 'Le message de départ est introuvable dans cette conversation',
  unpaidClient: "Ce client n'a pas encore réglé le programme : la messagerie s'ouvre après son paiement",
} as const;

export const CONVERSATION_TEXTS = {
  noCoach: "Aucun accompagnateur ne vous est encore attribué : l'équipe CapSuisse lit vos messages et vous répond en attendant.",
  empty: 'Aucun message pour le moment. Posez votre question, votre accompagnateur vous répond ici.',
  teamName: 'Équipe CapSuisse',
  latestTitle: 'Dernier message de votre accompagnateur',
  unreadTag: 'Non lu',
  noLatest: 'Votre accompagnateur ne vous a pas encore écrit. Une question ? Écrivez-lui, il vous répond ici.',
  openThread: 'Ouvrir la conversation',
  writeFirst: 'Écrire à mon accompagnateur',
  /** A file sent without text, as a notification or the dashboard's card names it. */
  attachmentOnly: (name: string) => `Fichier joint : ${name}`,
} as const;

/** What a card or a notification shows of a message: its text cut at `max` characters, or the name of its file. */
export function messageExcerpt(message: Pick<MessageDto, 'body' | 'attachment'>, max: number): string {
  const { body, attachment } = message;
  if (body === '' && attachment) return CONVERSATION_TEXTS.attachmentOnly(attachment.name);
  return body.length > max ? `${body.slice(0, max).trimEnd()}…` : body;
}

/** A file's size as the thread shows it ("240 Ko", "1,2 Mo"). */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} Ko`;
  return `${(bytes / (1024 * 1024)).toLocaleString('fr-CH', { maximumFractionDigits: 1 })} Mo`;
}

/** The top bar's badge, as a screen reader says it. */
export const unreadBadgeLabel = (count: number): string =>
  count === 0 ? 'Messages, aucun message non lu' : count === 1 ? 'Messages, 1 message non lu' : `Messages, ${count} messages non lus`;

/** A message's day as the thread's separators show it, in Europe/Zurich ("jeudi, 26 novembre 2026"). */
export const messageDay = (iso: string): string => formatDateWith(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** The calendar day in Europe/Zurich (`YYYY-MM-DD`): where a separator goes. */
export const messageDayKey = (iso: string): string => dayKey(iso);
/** A message's time in Europe/Zurich ("14:05"). */
export const messageTime = (iso: string): string => formatDateWith(iso, { hour: '2-digit', minute: '2-digit' });
/** A message's day and time in Europe/Zurich ("jeudi, 26 novembre 2026 à 14:05"). */
export const messageWhen = (iso: string): string => formatDateWith(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The parts of a message's text: plain text and links (http, https), for a page to render without HTML. */
export function messageParts(body: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of body.matchAll(/\bhttps?:\/\/[^\s<>"]+/gi)) {
    // A link's trailing punctuation belongs to the sentence.
    const url = match[0].replace(/[.,;:!?)\]'»]+$/, '');
    const start = match.index;
    if (start > last) parts.push({ text: body.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}
