import { Alert, Card, Skeleton, Space, Tag, Typography } from '@capsuisse/web-ui';
import { Checkbox } from '@capsuisse/web-ui-checkbox';
import { API, TRAINING_DAYS, type TrainingView, type VideoProgressView } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { loadTraining, useProgrammeView } from '../hooks/useProgrammeView';
import { ProgressCard } from './ProgressCard';
import { TrainingVideo } from './TrainingVideo';

const s = (count: number) => (count > 1 ? 's' : '');

/** What the progress card says is done: the exercises ticked and, when the training has videos, the videos watched. */
function trainingHint(view: TrainingView): string {
  const exercises = view.days.flatMap((d) => d.exercises);
  const done = exercises.filter((e) => e.done).length;
  const videos = view.days.filter((d) => d.video).length;
  if (videos === 0) return `${done} exercice${s(done)} fait${s(done)} sur ${exercises.length}`;
  const watched = view.days.filter((d) => d.video?.watched).length;
  return `${done} exercice${s(done)} et ${watched} vidéo${s(watched)} faits sur ${exercises.length + videos}`;
}

/** /formation-5j: five days, each with its video (when axel uploaded one) and its checklist; progress_5j follows the ticks and the videos watched. */
export function TrainingPage() {
  const { view, error, change, patch } = useProgrammeView(loadTraining);

  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!view) return <Skeleton active paragraph={{ rows: 8 }} />;

  // Most reports change nothing shown: only a video newly watched (and the progress with it) is applied.
  const reported = (day: number, answer: VideoProgressView) => {
    if (answer.progress === view.progress && view.days.find((d) => d.day === day)?.video?.watched === answer.watched) return;
    patch((shown) => ({
      ...shown,
      progress: answer.progress,
      days: shown.days.map((d) => (d.day === day && d.video ? { ...d, video: { ...d.video, watched: answer.watched } } : d)),
    }));
  };

  return (
    <div data-testid="training-page" style={{ display: 'grid', gap: 24 }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Formation {TRAINING_DAYS} jours
        </Typography.Title>
        <Typography.Text type="secondary">Une vidéo et quelques exercices par jour pour préparer votre recherche d'emploi en Suisse.</Typography.Text>
      </div>

      <ProgressCard label="Progression de la formation" percent={view.progress} hint={trainingHint(view)} testId="training-progress" />

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
            extra={
              <Space size={4} wrap>
                {day.video?.watched && <Tag color="success">Vidéo vue</Tag>}
                {dayDone ? <Tag color="success">Terminé</Tag> : <Tag>{`${day.exercises.filter((e) => e.done).length} / ${day.exercises.length}`}</Tag>}
              </Space>
            }
          >
            <div style={{ display: 'grid', gap: 16 }}>
              {day.summary && <Typography.Paragraph style={{ margin: 0 }}>{day.summary}</Typography.Paragraph>}
              {day.video && <TrainingVideo day={day.day} video={day.video} onReport={(answer) => reported(day.day, answer)} />}
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
