import type { ReactNode } from 'react';
import { Card, Logo, theme } from '@capsuisse/web-ui';
import { Link } from '@capsuisse/web-router';
import { PRODUCT_NAME } from '@capsuisse/contracts';

/** The frame of the sign-in screens: logo back to '/', one centred card. */
export function AuthLayout({ children, width = 440 }: { children: ReactNode; width?: number }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 24,
        padding: '48px 16px 96px',
        background: `radial-gradient(900px 420px at 50% -10%, ${token.colorPrimaryBg}, transparent 70%), ${token.colorBgLayout}`,
        color: token.colorText,
      }}
    >
      <Link to="/" style={{ color: token.colorText }} aria-label={`${PRODUCT_NAME}, accueil`}>
        <Logo size={40} />
      </Link>
      <Card style={{ width: '100%', maxWidth: width, boxShadow: token.boxShadowSecondary }} styles={{ body: { padding: 32 } }}>
        {children}
      </Card>
    </div>
  );
}
