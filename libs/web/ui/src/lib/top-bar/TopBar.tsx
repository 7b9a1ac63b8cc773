import type { ReactNode } from 'react';
import { ArrowLeftOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, Layout, Space, theme, type MenuProps } from 'antd';
import { Link, useNavigate } from '@capsuisse/web-router';
import { PRODUCT_NAME } from '@capsuisse/contracts';
import { THEME_CHOICES, ThemeToggle, useThemeMode } from '@capsuisse/web-theme';
import { Logo } from '../brand/Logo';
import { isExternalUrl } from '../navigation';
import { useTopBarLayout } from './top-bar-layout';

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
  /** What the app shows before the theme switch (the unread messages' badge). */
  extra?: ReactNode;
}

const ACCOUNT = 'Mon compte';
const BACK = 'Retour';

/**
 * Top bar of the signed-in pages: back button, logo to the role home, theme switch, menu 'Mon compte' and the
 * email. On a phone it keeps the icons only and moves the theme and the email into the menu; on a tablet the
 * email goes there (top-bar-layout.ts), so it never makes the page wider than the screen.
 */
export function TopBar({ homeHref, items, email, onLogout, extra }: TopBarProps) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const { mode, setMode } = useThemeMode();
  const layout = useTopBarLayout();
  const compact = layout === 'compact';
  const go = (href: string) => (isExternalUrl(href) ? window.location.assign(href) : navigate(href));

  const pages: NonNullable<MenuProps['items']> = items.map((item) => ({
    key: `${item.label}:${item.href}`,
    icon: item.icon,
    label: item.label,
    onClick: () => go(item.href),
  }));
  const themes: NonNullable<MenuProps['items']> = THEME_CHOICES.map((choice) => ({
    key: `theme:${choice.mode}`,
    icon: choice.icon,
    label: choice.label,
    role: 'menuitemradio',
    'aria-checked': mode === choice.mode,
    onClick: () => setMode(choice.mode),
  }));
  const emailTitle = <span style={{ display: 'block', maxWidth: 'calc(100vw - 64px)', overflowWrap: 'anywhere' }}>{email}</span>;
  const menuItems: MenuProps['items'] = [
    ...(email && layout !== 'full' ? [{ type: 'group' as const, key: 'email', label: emailTitle, children: pages }] : pages),
    ...(compact ? [{ type: 'divider' as const }, { type: 'group' as const, key: 'theme', label: 'Thème', children: themes }] : []),
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
        gap: compact ? 8 : 12,
        paddingInline: compact ? 12 : 24,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        color: token.colorText,
      }}
    >
      {compact ? (
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)} aria-label={BACK} title={BACK} />
      ) : (
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
          {BACK}
        </Button>
      )}
      {isExternalUrl(homeHref) ? (
        <a href={homeHref} style={{ color: 'inherit', display: 'flex' }} aria-label={`${PRODUCT_NAME}, accueil de mon espace`}>
          <Logo size={compact ? 26 : 30} />
        </a>
      ) : (
        <Link to={homeHref} style={{ color: 'inherit', display: 'flex' }} aria-label={`${PRODUCT_NAME}, accueil de mon espace`}>
          <Logo size={compact ? 26 : 30} />
        </Link>
      )}
      <div style={{ flex: 1 }} />
      {extra}
      {!compact && <ThemeToggle inline />}
      <Dropdown
        menu={{ items: menuItems, selectable: compact, selectedKeys: compact ? [`theme:${mode}`] : [] }}
        trigger={['click']}
        placement="bottomRight"
      >
        {compact ? (
          <Button icon={<UserOutlined />} aria-label={ACCOUNT} title={ACCOUNT}>
            <DownOutlined />
          </Button>
        ) : (
          <Button icon={<UserOutlined />}>
            <Space>
              {ACCOUNT}
              <DownOutlined />
            </Space>
          </Button>
        )}
      </Dropdown>
      {/* A very long address is cut rather than push the bar past the screen (it is whole in its title). */}
      {email && layout === 'full' && (
        <span title={email} style={{ color: token.colorTextSecondary, fontSize: 13, maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {email}
        </span>
      )}
    </Layout.Header>
  );
}
