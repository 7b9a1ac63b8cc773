import { useCallback, useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Skeleton, Space, useToast } from '@capsuisse/web-ui';
import { API, PROGRAMME_ERRORS, PROGRAMME_LIMITS, type TrainingDayContent, type TrainingDayRequest } from '@capsuisse/contracts';
import { api, ApiError, useLatest } from '@capsuisse/web-api-client';
import { TrainingVideoCard } from './TrainingVideoCard';

/** 'Formation': axel edits the five days (title, summary, checklist, video); the server audits each save. */
export function TrainingTab() {
  const load = useCallback(() => api.call(API.programme.content), []);
  const { data, failed } = useLatest(load, () => undefined);
  if (failed) return <Alert type="error" showIcon title="Impossible de charger la formation" />;
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <div data-testid="training-editor" style={{ display: 'grid', gap: 16 }}>
      {data.map((day) => (
        <TrainingDayForm key={day.day} day={day} />
      ))}
    </div>
  );
}

function TrainingDayForm({ day }: { day: TrainingDayContent }) {
  const [form] = Form.useForm<TrainingDayRequest>();
  const [saving, setSaving] = useState(false);
  const toast = useToast();

  const save = async (values: TrainingDayRequest) => {
    setSaving(true);
    try {
      const saved = await api.call(API.programme.editDay, { params: { day: day.day }, body: values });
      // Exercises added now come back with their id: the next save keeps them (and their ticks).
      form.setFieldsValue({ ...saved });
      toast.success(`Jour ${day.day} enregistré`);
    } catch (e) {
      toast.error('Erreur', e instanceof ApiError ? e.message : undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={`Jour ${day.day}`} size="small" data-testid={`training-editor-day-${day.day}`}>
      <Form form={form} layout="vertical" initialValues={day} onFinish={(values) => void save(values)}>
        <Form.Item name="title" label="Titre" rules={[{ required: true, whitespace: true, message: PROGRAMME_ERRORS.titleRequired }]}>
          <Input maxLength={PROGRAMME_LIMITS.title} />
        </Form.Item>
        <Form.Item name="summary" label="Résumé">
          <Input.TextArea maxLength={PROGRAMME_LIMITS.summary} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.List name="exercises">
          {(fields, { add, remove }) => (
            <div style={{ display: 'grid', gap: 8 }}>
              {fields.map((field, index) => (
                <Space.Compact key={field.key} style={{ width: '100%' }}>
                  <Form.Item name={[field.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[field.name, 'label']} noStyle rules={[{ required: true, whitespace: true, message: PROGRAMME_ERRORS.exerciseRequired }]}>
                    <Input aria-label={`Exercice ${index + 1}`} maxLength={PROGRAMME_LIMITS.exercise} />
                  </Form.Item>
                  <Button icon={<DeleteOutlined />} aria-label={`Retirer l'exercice ${index + 1}`} disabled={fields.length <= 1} onClick={() => remove(field.name)} />
                </Space.Compact>
              ))}
              <Button icon={<PlusOutlined />} disabled={fields.length >= PROGRAMME_LIMITS.exercisesPerDay} onClick={() => add({ label: '' })} style={{ justifySelf: 'start' }}>
                Ajouter un exercice
              </Button>
            </div>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" loading={saving} style={{ marginTop: 16 }}>
          Enregistrer le jour {day.day}
        </Button>
      </Form>
      <div style={{ marginTop: 24 }}>
        <TrainingVideoCard day={day.day} video={day.video} />
      </div>
    </Card>
  );
}
