import { useCallback, useEffect, useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Skeleton, Typography, useToast } from '@capsuisse/web-ui';
import { Segmented } from '@capsuisse/web-ui-segmented';
import { CALLS_TEXTS, PAGES, weekdayLabel, type AvailabilityDto, type AvailabilityExceptionDto, type WeeklyRangeDto } from '@capsuisse/contracts';
import { api, useLatest } from '@capsuisse/web-api-client';
import { CallsPageHeader } from './CallsPageHeader';

const T = CALLS_TEXTS.coach;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const messageOf = (error: unknown): string | undefined => (error instanceof Error ? error.message : undefined);

function TimeInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return <Input type="time" step={900} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} style={{ width: 120 }} />;
}

/** /accompagnateur-disponibilites: weekly hours per weekday, exceptions (a closed day, an extra range) and the video link, saved at once. */
export function AvailabilityPage() {
  const toast = useToast();
  const load = useCallback(() => api.calls.availability(), []);
  const { data, failed } = useLatest(load, (error) => toast.error(T.saveFailed, messageOf(error)));
  const [videoUrl, setVideoUrl] = useState('');
  const [weekly, setWeekly] = useState<WeeklyRangeDto[]>([]);
  const [exceptions, setExceptions] = useState<AvailabilityExceptionDto[]>([]);
  const [draft, setDraft] = useState({ date: '', kind: 'closed' as 'closed' | 'extra', start: '09:00', end: '12:00' });
  const [saved, setSaved] = useState<AvailabilityDto>();
  const [saving, setSaving] = useState(false);
  const current = saved ?? data;

  useEffect(() => {
    if (!current) return;
    setVideoUrl(current.video_url ?? '');
    setWeekly(current.weekly);
    setExceptions(current.exceptions);
  }, [current]);

  const save = async () => {
    setSaving(true);
    try {
      setSaved(await api.calls.setAvailability({ video_url: videoUrl.trim() || null, weekly, exceptions }));
      toast.success(T.saved);
    } catch (error) {
      toast.error(T.saveFailed, messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const setRange = (index: number, changes: Partial<WeeklyRangeDto>) => setWeekly((all) => all.map((r, i) => (i === index ? { ...r, ...changes } : r)));
  const addException = () => {
    const added: AvailabilityExceptionDto = draft.kind === 'closed' ? { date: draft.date, closed: true } : { date: draft.date, closed: false, start: draft.start, end: draft.end };
    setExceptions((all) => [...all, added].sort((a, b) => a.date.localeCompare(b.date)));
  };

  if (failed && !current) return <Alert type="error" showIcon title={T.saveFailed} />;
  if (!current) return <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <div data-testid="coach-availability" style={{ display: 'grid', gap: 24 }}>
      <CallsPageHeader title={T.availabilityTitle} other={{ path: PAGES.coachAgenda.path, label: T.agendaTitle }} />
      <Typography.Text type="secondary">{T.firstCalls(current.takes_first_calls)}</Typography.Text>

      <Card title={T.videoTitle}>
        <Input aria-label={T.videoTitle} placeholder={T.videoPlaceholder} value={videoUrl} onChange={(e) => setVideoUrl(e.target.value)} inputMode="url" />
      </Card>

      <Card title={T.weeklyTitle}>
        <div style={{ display: 'grid', gap: 16 }}>
          {WEEKDAYS.map((weekday) => {
            const label = weekdayLabel(weekday);
            const ranges = weekly.map((range, index) => ({ range, index })).filter(({ range }) => range.weekday === weekday);
            return (
              <div key={weekday} data-testid={`weekday-${weekday}`} style={{ display: 'grid', gap: 8 }}>
                <Typography.Text strong style={{ textTransform: 'capitalize' }}>
                  {label}
                </Typography.Text>
                {ranges.length === 0 && <Typography.Text type="secondary">{T.closedDay}</Typography.Text>}
                {ranges.map(({ range, index }) => (
                  <Flex key={index} gap={8} wrap align="center">
                    <TimeInput label={`${T.start} ${label}`} value={range.start} onChange={(start) => setRange(index, { start })} />
                    <span>–</span>
                    <TimeInput label={`${T.end} ${label}`} value={range.end} onChange={(end) => setRange(index, { end })} />
                    <Button aria-label={`${T.removeRange} ${label}`} icon={<DeleteOutlined />} onClick={() => setWeekly((all) => all.filter((_, i) => i !== index))} />
                  </Flex>
                ))}
                <div>
                  <Button size="small" icon={<PlusOutlined />} aria-label={`${T.addRange} ${label}`} onClick={() => setWeekly((all) => [...all, { weekday, start: '09:00', end: '12:00' }])}>
                    {T.addRange}
                  </Button>
                </div>
              </div>
            );
          })}
        </div>
      </Card>

      <Card title={T.exceptionsTitle}>
        <div style={{ display: 'grid', gap: 12 }}>
          <Typography.Text type="secondary">{T.exceptionsHelp}</Typography.Text>
          {exceptions.length === 0 && <Typography.Text type="secondary">{T.noExceptions}</Typography.Text>}
          {exceptions.map((e, index) => (
            <Flex key={`${e.date}-${index}`} gap={8} wrap align="center" data-testid="availability-exception">
              <Typography.Text>
                {e.date} · {e.closed ? T.exceptionClosed : `${T.exceptionExtra} ${e.start}–${e.end}`}
              </Typography.Text>
              <Button size="small" aria-label={`${T.removeRange} ${e.date}`} icon={<DeleteOutlined />} onClick={() => setExceptions((all) => all.filter((_, i) => i !== index))} />
            </Flex>
          ))}
          <Flex gap={8} wrap align="center">
            <Input type="date" aria-label={T.date} value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.target.value })} style={{ width: 160 }} />
            <Segmented
              aria-label={T.exceptionKind}
              value={draft.kind}
              onChange={(kind) => setDraft({ ...draft, kind: kind === 'extra' ? 'extra' : 'closed' })}
              options={[
                { value: 'closed', label: T.exceptionClosed },
                { value: 'extra', label: T.exceptionExtra },
              ]}
            />
            {draft.kind === 'extra' && (
              <>
                <TimeInput label={`${T.start} ${T.exceptionExtra}`} value={draft.start} onChange={(start) => setDraft({ ...draft, start })} />
                <TimeInput label={`${T.end} ${T.exceptionExtra}`} value={draft.end} onChange={(end) => setDraft({ ...draft, end })} />
              </>
            )}
            <Button icon={<PlusOutlined />} disabled={!draft.date} onClick={addException}>
              {T.addException}
            </Button>
          </Flex>
        </div>
      </Card>

      <div>
        <Button type="primary" size="large" loading={saving} onClick={() => void save()} data-testid="save-availability">
          {T.save}
        </Button>
      </div>
    </div>
  );
}
