import { Tag } from '@capsuisse/web-ui';
import { CLIENT_ROLES, type DocumentsState, type Role } from '@capsuisse/contracts';

/** How the axel space names each role (tables, selects, badges). */
export const ROLE_LABELS: Record<Role, string> = {
  client: 'Client',
  client_se_loger: 'Client (Se loger)',
  accompagnateur: 'Accompagnateur',
  recruteur: 'Recruteur',
  expert: 'Expert',
  admin: 'Admin',
  axel: 'Axel',
};

const ROLE_COLORS: Record<Role, string> = {
  client: 'blue',
  client_se_loger: 'cyan',
  accompagnateur: 'green',
  recruteur: 'purple',
  expert: 'gold',
  admin: 'orange',
  axel: 'red',
};

export const roleOptions = (roles: readonly Role[]) => roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function RoleTag({ role }: { role: Role }) {
  return (
    <Tag color={ROLE_COLORS[role]} data-testid="role-badge">
      {ROLE_LABELS[role]}
    </Tag>
  );
}

export const isClientRole = (role: Role): boolean => CLIENT_ROLES.includes(role);

/** Spec §2 status: 'Validé' once the three documents are, whatever the overall progress. */
export const statusLabel = (documents: DocumentsState): 'Validé' | 'En attente' => (documents === 'validated' ? 'Validé' : 'En attente');

/** The server's French message when there is one, for the description under a toast's title. */
export const serverMessage = (error: unknown): string | undefined => (error instanceof Error && error.message ? error.message : undefined);
