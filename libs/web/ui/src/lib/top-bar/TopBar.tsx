import type { ReactNode } from 'react';
import { ArrowLeftOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, Layout, Space, theme, type MenuProps } from 'antd';
import { Link, useNavigate } from '@capsuisse/web-router';
import { PRODUCT_NAME } from '@capsuisse/contracts';
import { Logo } from '../brand/Logo';
import { isExternalUrl } from '../navigation';

/** One entry of the 'Mon compte' menu; an external href (the housing guide) is opened in full. */
export interface TopBarItem {
  label: string;
  href: string;
  icon?: ReactNode;
}

export interface TopBarProps {
  /** The role's home (spec §6), behind the logo; may be the external housing guide. */
  homeHref: string;
  /** The menu entries above 'Déconnexion', chosen by the app (this library knows no pages). */
  items: readonly TopBarItem[];
  email?: string;
  onLogout: () => void;
}

/** Top bar of the signed-in pages: logo to the role home, back button, menu 'Mon compte'. */
export function TopBar({ homeHref, items, email, onLogout }: TopBarProps) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const go = (href: string) => (isExternalUrl(href) ? window.location.assign(href) : navigate(href));

  const menuItems: MenuProps['items'] = [
    ...items.map((item) => ({ key: `${item.label}:${item.href}`, icon: item.icon, label: item.label, onClick: () => go(item.href) })),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Déconnexion', danger: true, onClick: onLogout },
  ];

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        paddingInline: 24,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        color: token.colorText,
      }}
    >
      <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)} aria-label="Retour">
        Retour
      </Button>
      {isExternalUrl(homeHref) ? (
        <a href={homeHref} style={{ color: 'inherit', display: 'flex' }} aria-label={`${PRODUCT_NAME}, accueil de mon espace`}>
          <Logo size={30} />
        </a>
      ) : (
        <Link to={homeHref} style={{ color: 'inherit', display: 'flex' }} aria-label={`${PRODUCT_NAME}, accueil de mon espace`}>
          <Logo size={30} />
        </Link>
      )}
      <div style={{ flex: 1 }} />
      <Dropdown menu={{ items: menuItems }} trigger={['click']} placement="bottomRight">
        <Button icon={<UserOutlined />}>
          <Space>
            Mon compte
            <DownOutlined />
          </Space>
        </Button>
      </Dropdown>
      {email && <span style={{ color: token.colorTextSecondary, fontSize: 13 }}>{email}</span>}
    </Layout.Header>
  );
}
