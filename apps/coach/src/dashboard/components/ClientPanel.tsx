import { Tabs } from '@capsuisse/web-ui-tabs';
import type { CoachClient } from '@capsuisse/contracts';
import { ClientMilestones } from '../../milestones/components/ClientMilestones';
import { ClientDocuments } from './ClientDocuments';
import { ClientConversation } from './ClientConversation';
import { ClientProgramme } from './ClientProgramme';

/** An expanded client: one tab per part of its programme; a tab's content loads when first opened. */
export function ClientPanel({ client, onChanged }: { client: CoachClient; onChanged: () => Promise<void> }) {
  return (
    <Tabs
      items={[
        { key: 'documents', label: 'Documents', children: <ClientDocuments client={client} onReviewed={onChanged} /> },
        { key: 'parcours', label: 'Parcours', children: <ClientMilestones clientId={client.user_id} onChanged={onChanged} /> },
        { key: 'programme', label: 'Formation et campagne', children: <ClientProgramme clientId={client.user_id} /> },
        { key: 'messages', label: 'Messages', children: <ClientConversation clientId={client.user_id} /> },
      ]}
    />
  );
}
