import type { ConversationAnswerer, ConversationDto, MessageDto } from '@capsuisse/contracts';

/** What the page shows of a thread: the messages loaded so far (oldest first) and the latest receipts. */
export interface ThreadState {
  messages: MessageDto[];
  hasMore: boolean;
  read: ConversationDto['read'];
  answerer: ConversationAnswerer;
}

export const fromPage = (page: ConversationDto): ThreadState => ({
  messages: page.messages,
  hasMore: page.has_more,
  read: page.read,
  answerer: page.answerer,
});

const byTime = (a: MessageDto, b: MessageDto) => Date.parse(a.created_at) - Date.parse(b.created_at);

/** Messages by id, the later copy winning, in time order (a stable sort keeps equal times as they came). */
function union(first: readonly MessageDto[], then: readonly MessageDto[]): MessageDto[] {
  const byId = new Map<string, MessageDto>();
  for (const m of [...first, ...then]) byId.set(m.id, m);
  return [...byId.values()].sort(byTime);
}

/**
 * The newest page polled again, merged into what is shown (older pages loaded stay). When more than a page
 * arrived since, the newest page no longer joins what is shown: the thread starts again from it.
 */
export function withNewest(current: ThreadState, page: ConversationDto): ThreadState {
  const known = new Set(current.messages.map((m) => m.id));
  const first = page.messages[0];
  if (first && page.has_more && !known.has(first.id)) return fromPage(page);
  return { ...current, messages: union(current.messages, page.messages), read: page.read, answerer: page.answerer };
}

/** An older page (`?before=`) put in front of what is shown. */
export const withOlder = (current: ThreadState, page: ConversationDto): ThreadState => ({
  ...current,
  messages: union(page.messages, current.messages),
  hasMore: page.has_more,
});

/** A message just sent, at the end. */
export const withSent = (current: ThreadState, message: MessageDto): ThreadState => ({ ...current, messages: union(current.messages, [message]) });
