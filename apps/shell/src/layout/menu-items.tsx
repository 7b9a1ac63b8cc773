import type { ReactNode } from 'react';
import { DashboardOutlined, FileTextOutlined, NodeIndexOutlined, SafetyOutlined } from '@ant-design/icons';
import { PAGES, PAGE_LIST, canOpen, type PageDef, type Role } from '@capsuisse/contracts';
import type { TopBarItem } from '@capsuisse/web-ui';

// Icons are the shell's choice; the registry (shared with the API) holds no React.
const ICONS: Partial<Record<PageDef['path'], ReactNode>> = {
  [PAGES.uploads.path]: <FileTextOutlined />,
  [PAGES.timeline.path]: <NodeIndexOutlined />,
  [PAGES.account.path]: <SafetyOutlined />,
};

/**
 * The 'Mon compte' entries of a signed-in user: 'Tableau de bord' to the role home, then each registry
 * page with a menu label that the role may open; an unpaid user is sent from a paid one to /payment.
 */
export function menuItems(role: Role | undefined, paid: boolean, home: string): TopBarItem[] {
  return [
    { label: 'Tableau de bord', href: home, icon: <DashboardOutlined /> },
    ...PAGE_LIST.flatMap((page) =>
      page.menu && canOpen(page, role) ? [{ label: page.menu, href: page.paid && !paid ? PAGES.payment.path : page.path, icon: ICONS[page.path] }] : [],
    ),
  ];
}
