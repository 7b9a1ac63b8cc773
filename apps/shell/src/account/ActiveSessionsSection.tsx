import { useCallback, useState } from 'react';
import { Button, Card, Tag, Typography, formatDateTime, useToast } from '@capsuisse/web-ui';
import { List } from '@capsuisse/web-ui-list';
import { Popconfirm } from '@capsuisse/web-ui-popconfirm';
import { type ActiveSession, SESSIONS_TEXTS as T } from '@capsuisse/contracts';
import { api, sessionStore, useLatest } from '@capsuisse/web-api-client';
import { errorMessage } from '../auth/hooks/error-message';

/** "Connexions actives" of /compte: every signed-in device of the user, each of which it may end. */
export function ActiveSessionsSection() {
  const toast = useToast();
  const load = useCallback(() => api.activeSessions.list(), []);
  const { data: sessions, loading, reload } = useLatest(load, (error) => toast.error(T.loadFailed, errorMessage(error)));
  const [ending, setEnding] = useState<string | null>(null);

  const end = async (session: ActiveSession) => {
    setEnding(session.id);
    try {
      // This device: an ordinary sign-out (the guards then lead to /login).
      if (session.current) await sessionStore.signOut('local');
      else {
        await api.activeSessions.end(session.id);
        toast.success(T.ended);
        reload();
      }
    } catch (error) {
      toast.error(T.endFailed, errorMessage(error));
    } finally {
      setEnding(null);
    }
  };

  return (
    <Card title={T.title} role="region" aria-label={T.title}>
      <Typography.Paragraph type="secondary">{T.intro}</Typography.Paragraph>
      <List
        loading={loading && !sessions}
        dataSource={sessions ?? []}
        renderItem={(session) => (
          <List.Item
            aria-label={session.device}
            actions={[
              <Popconfirm key="end" title={T.endConfirm} description={session.current ? T.endCurrentConfirm : undefined} onConfirm={() => end(session)} okText={T.end} cancelText="Annuler">
                <Button danger loading={ending === session.id} disabled={ending !== null}>
                  {T.end}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={
                <>
                  {session.device} {session.current && <Tag color="green">{T.current}</Tag>}
                </>
              }
              description={`${T.created} : ${formatDateTime(session.created_at)} · ${T.lastUsed} : ${formatDateTime(session.last_used_at)}`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
