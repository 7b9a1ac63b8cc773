import type { ComponentType } from 'react';
import { BookOutlined, CalendarOutlined, CloudUploadOutlined, CustomerServiceOutlined, FolderOpenOutlined, NodeIndexOutlined } from '@ant-design/icons';
import { FOLLOW_UP_DAYS, PAGES, TRAINING_DAYS } from '@capsuisse/contracts';

export interface QuickAction {
  key: string;
  title: string;
  description: string;
  to: string;
  icon: ComponentType;
}

/**
 * The six cards of the client dashboard (spec §2). Pages not built yet keep the spec's paths until
 * they join the registry (PAGES), then take their path from it as /uploads does.
 */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { key: 'uploads', title: 'Mes documents', description: 'Déposez votre CV, le formulaire complété et votre photo professionnelle', to: PAGES.uploads.path, icon: CloudUploadOutlined },
  { key: 'training', title: `Formation ${TRAINING_DAYS} jours`, description: 'Vidéos et exercices pour préparer votre recherche', to: PAGES.training.path, icon: BookOutlined },
  { key: 'follow-up', title: `Campagne ${FOLLOW_UP_DAYS} jours`, description: 'Votre progression jour après jour', to: PAGES.followUp.path, icon: CalendarOutlined },
  { key: 'timeline', title: 'Parcours complet', description: 'Toutes les étapes de votre accompagnement', to: '/timeline', icon: NodeIndexOutlined },
  { key: 'resources', title: 'Ressources', description: 'Téléchargez les documents utiles', to: PAGES.ressources.path, icon: FolderOpenOutlined },
  { key: 'support', title: 'Support', description: 'Une question ? Nous sommes là pour vous aider', to: PAGES.support.path, icon: CustomerServiceOutlined },
];
