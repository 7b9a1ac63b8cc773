import { useCallback, useEffect, useRef, useState } from 'react';
import { MessageOutlined } from '@ant-design/icons';
import { CLIENT_ROLES, PAGES, type Role, unreadBadgeLabel } from '@capsuisse/contracts';
import { api, useLiveEvents } from '@capsuisse/web-api-client';
import { useNavigate } from '@capsuisse/web-router';
import { CountButton } from './CountButton';

/** Where the badge leads: the roles that read threads, each to where it reads them; the others have no badge. */
export function messagesPageOf(role: Role | undefined): string | null {
  if (!role) return null;
  if (CLIENT_ROLES.includes(role)) return PAGES.messages.path;
  if (role === 'accompagnateur') return PAGES.coachDashboard.path;
  if (role === 'axel') return PAGES.axelDashboard.path;
  return null;
}

/**
 * What waits for the user, kept by the live stream: loaded when the stream is subscribed (again), then each
 * `unread` event. A load answered after a newer event is dropped.
 */
export function useUnreadCount(enabled: boolean): number | undefined {
  const [count, setCount] = useState<number>();
  const version = useRef(0);
  const reload = useCallback(() => {
    const asked = ++version.current;
    api.conversation.unread().then(
      (unread) => asked === version.current && setCount(unread.messages),
      // The next subscription loads it again; the badge keeps what it shows.
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (enabled) reload();
  }, [enabled, reload]);
  useLiveEvents((event) => {
    if (event.type === 'ready') reload();
    else if (event.type === 'unread') {
      version.current++;
      setCount(event.unread.messages);
    }
  }, enabled);
  return count;
}

/** The top bar's messages button with the unread count, for the roles that have threads. */
export function UnreadBadge({ role }: { role: Role | undefined }) {
  const target = messagesPageOf(role);
  const count = useUnreadCount(target !== null) ?? 0;
  const navigate = useNavigate();
  if (!target) return null;
  const label = unreadBadgeLabel(count);
  return <CountButton icon={<MessageOutlined />} count={count} label={label} onClick={() => navigate(target)} testId="unread-badge" />;
}
