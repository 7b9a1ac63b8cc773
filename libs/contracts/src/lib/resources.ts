import type { SignedLink } from './documents';

/** The downloads of /ressources (spec §2): files axel uploads once for every paid client. */
export const RESOURCE_KINDS = ['formulaire', 'carnet'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XLS_MIME = 'application/vnd.ms-excel';
export const CSV_MIME = 'text/csv';

/** What each resource is and accepts: checked by content on the server, by the file picker in the browser. */
export const RESOURCES: Record<ResourceKind, { label: string; format: string; mimeTypes: readonly string[]; accept: string; fileName: string }> = {
  formulaire: { label: 'Formulaire vierge', format: 'PDF', mimeTypes: ['application/pdf'], accept: '.pdf', fileName: 'formulaire-vierge' },
  carnet: { label: "Carnet d'adresses", format: 'Excel', mimeTypes: [XLSX_MIME, XLS_MIME, CSV_MIME], accept: '.xlsx,.xls,.csv', fileName: 'carnet-adresses' },
};

export const RESOURCE_ERRORS = {
  unknownKind: 'Ressource inconnue',
  pdfOnly: 'Le formulaire vierge doit être un fichier PDF',
  spreadsheetOnly: "Le carnet d'adresses doit être un tableur (.xlsx, .xls ou .csv)",
} as const;

/** One uploaded resource, with a signed link to it (valid SIGNED_LINK_SECONDS). */
export interface ResourceDto {
  kind: ResourceKind;
  mime_type: string;
  size: number;
  uploaded_at: string;
  link: SignedLink;
}

/** `GET /api/support`: how a paid client reaches the team (the WhatsApp line is not open yet). */
export interface SupportContact {
  email: string;
}
