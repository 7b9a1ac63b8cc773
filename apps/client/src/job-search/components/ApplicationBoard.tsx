import { Card, Tag, Typography, formatDate, theme } from '@capsuisse/web-ui';
import { Select } from '@capsuisse/web-ui-select';
import { APPLICATION_OUTCOME_LABELS, APPLICATION_OUTCOMES, type ApplicationOutcome, type JobApplication, SENT_OUTCOMES } from '@capsuisse/contracts';
import { todayIso } from '../../programme/dates';
import { JOB_SEARCH_TEXTS as T, followUpLabel } from '../texts';

export interface ApplicationBoardProps {
  applications: readonly JobApplication[];
  onOpen: (application: JobApplication) => void;
  onMove: (application: JobApplication, outcome: ApplicationOutcome) => void;
}

/** One column per stage, in the order an application goes through them; a card moves by its « Étape » select. */
export function ApplicationBoard({ applications, onOpen, onMove }: ApplicationBoardProps) {
  const { token } = theme.useToken();
  const today = todayIso();

  return (
    // Columns wrap under each other on a phone: nothing wider than the screen.
    <div data-testid="application-board" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12, alignItems: 'start' }}>
      {APPLICATION_OUTCOMES.map((stage) => {
        const cards = applications.filter((a) => a.outcome === stage);
        return (
          <section key={stage} data-testid={`board-column-${stage}`} aria-label={APPLICATION_OUTCOME_LABELS[stage]} style={{ background: token.colorFillQuaternary, borderRadius: token.borderRadiusLG, padding: 8, display: 'grid', gap: 8, minWidth: 0 }}>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '0 4px' }}>
              <Typography.Text strong>{APPLICATION_OUTCOME_LABELS[stage]}</Typography.Text>
              <Tag data-testid="board-column-count" style={{ marginInlineEnd: 0 }}>
                {cards.length}
              </Tag>
            </div>
            {cards.map((a) => {
              const due = a.follow_up_on !== null && a.follow_up_on <= today;
              return (
                <Card key={a.id} size="small" hoverable data-testid="application-card" onClick={() => onOpen(a)} styles={{ body: { display: 'grid', gap: 4 } }}>
                  <Typography.Text strong ellipsis={{ tooltip: a.employer }}>
                    {a.employer}
                  </Typography.Text>
                  <Typography.Text ellipsis={{ tooltip: a.position }}>{a.position}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {a.applied_on ? formatDate(a.applied_on) : T.notSent}
                  </Typography.Text>
                  {a.follow_up_on && (
                    <div>
                      <Tag color={due ? 'warning' : undefined} data-testid="application-follow-up">
                        {followUpLabel(formatDate(a.follow_up_on))}
                      </Tag>
                    </div>
                  )}
                  {a.day !== null && (
                    <div>
                      <Tag color="blue">{`Campagne · jour ${a.day}`}</Tag>
                    </div>
                  )}
                  {/* Its own clicks stay on the select: they do not open the card. */}
                  <div onClick={(e) => e.stopPropagation()} style={{ marginTop: 4 }}>
                    <Select
                      size="small"
                      aria-label={`${T.stage} de ${a.employer}`}
                      value={a.outcome}
                      style={{ width: '100%' }}
                      options={(a.day !== null ? SENT_OUTCOMES : APPLICATION_OUTCOMES).map((o) => ({ value: o, label: APPLICATION_OUTCOME_LABELS[o] }))}
                      onChange={(o: ApplicationOutcome) => onMove(a, o)}
                    />
                  </div>
                </Card>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
