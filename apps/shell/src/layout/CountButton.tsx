import type { ReactNode } from 'react';
import { Button, theme } from '@capsuisse/web-ui';

/** A top bar button with a count of what waits (hidden at 0): the messages' badge, the bell. */
export function CountButton({ icon, count, label, onClick, testId }: { icon: ReactNode; count: number; label: string; onClick: () => void; testId: string }) {
  const { token } = theme.useToken();
  return (
    <Button type="text" icon={icon} onClick={onClick} aria-label={label} title={label} data-testid={testId} style={{ position: 'relative' }}>
      {count > 0 && (
        <span
          aria-hidden
          style={{
            position: 'absolute',
            top: 0,
            right: 0,
            minWidth: 18,
            height: 18,
            padding: '0 5px',
            borderRadius: 9,
            background: token.colorError,
            color: '#fff',
            fontSize: 11,
            lineHeight: '18px',
            textAlign: 'center',
          }}
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Button>
  );
}
