import { useCallback, useEffect, useRef, useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { notificationsBadgeLabel, PAGES } from '@capsuisse/contracts';
import { api, useLiveEvents } from '@capsuisse/web-api-client';
import { useLocation, useNavigate } from '@capsuisse/web-router';
import { CountButton } from '../layout/CountButton';
import { onNotificationsCount } from './notifications-count';

/**
 * The top bar's bell with the count of unread notifications, for every role: the count alone (the list is the
 * centre's, /notifications), loaded when the live stream is (re)subscribed, at each notification and page change,
 * and told by the centre when it marks them read.
 */
export function NotificationBell() {
  const [count, setCount] = useState(0);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const version = useRef(0);
  const reload = useCallback(() => {
    const asked = ++version.current;
    api.notifications.unread().then(
      (found) => asked === version.current && setCount(found.unread),
      // The next page change asks again; the bell keeps what it shows.
      () => undefined,
    );
  }, []);
  useEffect(reload, [reload, pathname]);
  useEffect(
    () =>
      onNotificationsCount((unread) => {
        version.current++;
        setCount(unread);
      }),
    [],
  );
  useLiveEvents((event) => {
    if (event.type === 'ready' || event.type === 'notification') reload();
  }, true);

  return <CountButton icon={<BellOutlined />} count={count} label={notificationsBadgeLabel(count)} onClick={() => navigate(PAGES.notifications.path)} testId="notification-bell" />;
}
