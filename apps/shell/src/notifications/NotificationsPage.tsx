import { type MouseEvent, useCallback, useEffect, useState } from 'react';
import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag, Typography, formatDateTime } from '@capsuisse/web-ui';
import { useNavigate } from '@capsuisse/web-router';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_TEXTS, type NotificationDto, type NotificationsDto } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { errorMessage } from '../auth/hooks/error-message';
import { announceNotifications } from './notifications-count';

/**
 * /notifications, the notification centre: every event that concerns the user, unread first; opening one
 * marks it read and leads to its page; "Tout marquer comme lu".
 */
export function NotificationsPage() {
  const [list, setList] = useState<NotificationsDto>();
  const [items, setItems] = useState<NotificationDto[]>([]);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState<string>();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  const show = useCallback((found: NotificationsDto, more = false) => {
    setList(found);
    setItems((shown) => (more ? [...shown, ...found.items.filter((n) => !shown.some((s) => s.id === n.id))] : found.items));
    announceNotifications(found.unread);
  }, []);

  useEffect(() => {
    api.notifications.list().then(
      (found) => show(found),
      (error: unknown) => setFailed(errorMessage(error)),
    );
  }, [show]);

  /** The card's one handler, its title's link included (that click bubbles here): marked read, then its page. */
  const open = async (event: MouseEvent, item: NotificationDto) => {
    event.preventDefault();
    if (!item.read_at) await api.notifications.readOne(item.id).then((found) => show(found), () => undefined);
    navigate(item.link);
  };

  const markAll = async () => {
    setBusy(true);
    try {
      show(await api.notifications.readAll());
      setPage(1);
    } catch (error) {
      setFailed(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const more = async () => {
    const next = page + 1;
    setBusy(true);
    try {
      show(await api.notifications.list(next), true);
      setPage(next);
    } catch (error) {
      setFailed(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap="large" style={{ maxWidth: 880, margin: '0 auto', width: '100%' }} data-testid="notifications-page">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {NOTIFICATION_TEXTS.bell}
        </Typography.Title>
        <Button icon={<CheckOutlined />} onClick={() => void markAll()} disabled={busy || !list || list.unread === 0} data-testid="mark-all-read">
          {NOTIFICATION_TEXTS.markAll}
        </Button>
      </Flex>
      {failed && <Alert type="error" showIcon title={failed} />}
      {!list && !failed && <Skeleton active paragraph={{ rows: 5 }} />}
      {list && items.length === 0 && (
        <Card>
          <Empty description={NOTIFICATION_TEXTS.empty} />
        </Card>
      )}
      {items.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }} data-testid="notification-list">
          {items.map((item) => (
            <li key={item.id}>
              <Card
                size="small"
                hoverable
                onClick={(event) => void open(event, item)}
                data-testid="notification"
                data-unread={item.read_at === null}
                style={{ borderInlineStart: item.read_at === null ? '4px solid #e30613' : undefined, cursor: 'pointer' }}
              >
                <Flex justify="space-between" gap={8} wrap>
                  <a href={item.link} style={{ fontWeight: item.read_at === null ? 600 : 400, overflowWrap: 'anywhere' }}>
                    {item.title}
                  </a>
                  <Typography.Text type="secondary">{formatDateTime(item.created_at)}</Typography.Text>
                </Flex>
                <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {item.body}
                </Typography.Paragraph>
                <Tag style={{ marginTop: 8 }}>{NOTIFICATION_KIND_LABELS[item.kind]}</Tag>
                {item.read_at === null && <Tag color="red">{NOTIFICATION_TEXTS.unread}</Tag>}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {list?.has_more && (
        <Button onClick={() => void more()} disabled={busy}>
          {NOTIFICATION_TEXTS.more}
        </Button>
      )}
    </Flex>
  );
}
