/** Issue 30: what the signed-in user's live stream (`GET /api/events`) carries, one JSON object per event. */
import type { ConversationDto, MessageDto, UnreadDto } from './conversation';

export type LiveEvent =
  /** The stream is subscribed: whatever happens from now on arrives; what happened before, the page reloads. */
  | { type: 'ready' }
  /** A new message in a thread the user writes or reads. */
  | { type: 'message'; message: MessageDto }
  /** A thread's read receipts moved. */
  | { type: 'read'; client_id: string; read: ConversationDto['read'] }
  /** What waits for the user now (the top bar's badge). */
  | { type: 'unread'; unread: UnreadDto }
  /** Something new in the user's notification centre (the bell reloads its count). */
  | { type: 'notification' };

export type LiveEventType = LiveEvent['type'];
