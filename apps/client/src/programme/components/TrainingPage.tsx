import { PlayCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton, Tag, Typography } from '@capsuisse/web-ui';
import { Checkbox } from '@capsuisse/web-ui-checkbox';
import { API, TRAINING_DAYS } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { loadTraining, useProgrammeView } from '../hooks/useProgrammeView';
import { ProgressCard } from './ProgressCard';

/** /formation-5j: five days, each with its video and its checklist; progress_5j follows the ticks. */
export function TrainingPage() {
  const { view, error, change } = useProgrammeView(loadTraining);

  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!view) return <Skeleton active paragraph={{ rows: 8 }} />;

  const exercises = view.days.flatMap((d) => d.exercises);
  const done = exercises.filter((e) => e.done).length;

  return (
    <div data-testid="training-page" style={{ display: 'grid', gap: 24 }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Formation {TRAINING_DAYS} jours
        </Typography.Title>
        <Typography.Text type="secondary">Une vidéo et quelques exercices par jour pour préparer votre recherche d'emploi en Suisse.</Typography.Text>
      </div>

      <ProgressCard label="Progression de la formation" percent={view.progress} hint={`${done} exercice${done > 1 ? 's' : ''} fait${done > 1 ? 's' : ''} sur ${exercises.length}`} testId="training-progress" />

      {view.days.map((day) => {
        const dayDone = day.exercises.every((e) => e.done);
        return (
          <Card
            key={day.day}
            data-testid={`training-day-${day.day}`}
            title={
              <span>
                Jour {day.day} · {day.title}
              </span>
            }
            extra={dayDone ? <Tag color="success">Terminé</Tag> : <Tag>{`${day.exercises.filter((e) => e.done).length} / ${day.exercises.length}`}</Tag>}
          >
            <div style={{ display: 'grid', gap: 16 }}>
              {day.summary && <Typography.Paragraph style={{ margin: 0 }}>{day.summary}</Typography.Paragraph>}
              <div>
                <Button icon={<PlayCircleOutlined />} href={day.video_url} target="_blank" rel="noopener noreferrer">
                  Voir la vidéo du jour {day.day}
                </Button>
              </div>
              <div role="group" aria-label={`Exercices du jour ${day.day}`} style={{ display: 'grid', gap: 8 }}>
                {day.exercises.map((exercise) => (
                  <Checkbox key={exercise.id} checked={exercise.done} onChange={(e) => void change(() => api.call(API.programme.tick, { params: { id: exercise.id }, body: { done: e.target.checked } }))}>
                    {exercise.label}
                  </Checkbox>
                ))}
              </div>
            </div>
          </Card>
        );
      })}
    </div>
  );
}
