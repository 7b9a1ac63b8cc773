export const DOCUMENT_TYPES = ['cv', 'formulaire', 'photo'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_STATUSES = ['en_attente', 'valide', 'a_corriger'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const MILESTONE_STATUSES = ['termine', 'planifie', 'a_faire'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];
