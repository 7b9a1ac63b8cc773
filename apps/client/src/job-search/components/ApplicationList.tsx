import { Typography, formatDate } from '@capsuisse/web-ui';
import { Table, type TableProps } from '@capsuisse/web-ui-table';
import { APPLICATION_CHANNEL_MODES, APPLICATION_OUTCOME_LABELS, type JobApplication, resultLabel, workloadLabel } from '@capsuisse/contracts';
import { JOB_SEARCH_TEXTS as T } from '../texts';

/** Two lines in one cell: the main text and, under it, the secondary one (wide enough not to wrap word by word on a phone). */
const twoLines = (main: string | null, secondary: string | null) => (
  <div style={{ display: 'grid', minWidth: 180 }}>
    <span>{main ?? '—'}</span>
    {secondary && <Typography.Text type="secondary">{secondary}</Typography.Text>}
  </div>
);

const COLUMNS: TableProps<JobApplication>['columns'] = [
  { key: 'applied_on', title: 'Date', render: (_, a) => <span style={{ whiteSpace: 'nowrap' }}>{a.applied_on ? formatDate(a.applied_on) : T.notSent}</span> },
  { key: 'employer', title: 'Entreprise, adresse', render: (_, a) => twoLines(a.employer, a.employer_address) },
  { key: 'contact', title: 'Contact, téléphone', render: (_, a) => twoLines(a.contact_person, a.contact_phone) },
  { key: 'position', title: 'Poste', render: (_, a) => <div style={{ minWidth: 140 }}>{a.position}</div> },
  { key: 'workload', title: "Taux d'occupation", render: (_, a) => workloadLabel(a.workload_percent) },
  { key: 'mode', title: 'Mode de candidature', render: (_, a) => APPLICATION_CHANNEL_MODES[a.channel] },
  { key: 'orp', title: "Assigné par l'ORP", render: (_, a) => (a.assigned_by_orp ? 'Oui' : 'Non') },
  { key: 'stage', title: 'Étape', render: (_, a) => APPLICATION_OUTCOME_LABELS[a.outcome] },
  { key: 'result', title: 'Résultat', render: (_, a) => (a.outcome === 'a_postuler' ? '—' : resultLabel(a)) },
  { key: 'follow_up_on', title: 'Relance', render: (_, a) => (a.follow_up_on ? formatDate(a.follow_up_on) : '—') },
];

/** The log as the ORP's form lays it out, one row per application; a row opens it. Scrolls sideways inside its card on a phone. */
export function ApplicationList({ applications, onOpen }: { applications: readonly JobApplication[]; onOpen: (application: JobApplication) => void }) {
  return (
    <Table<JobApplication>
      data-testid="application-list"
      rowKey="id"
      size="small"
      columns={COLUMNS}
      dataSource={applications}
      pagination={false}
      scroll={{ x: true }}
      onRow={(a) => ({ onClick: () => onOpen(a), style: { cursor: 'pointer' } })}
    />
  );
}
