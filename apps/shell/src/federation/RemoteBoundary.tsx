import type { ReactNode } from 'react';
import { Button } from '@capsuisse/web-ui';
import { Result } from '@capsuisse/web-ui-result';
import { Link } from '@capsuisse/web-router';
import { ErrorBoundary } from '../errors/ErrorBoundary';

/** A remote that cannot be loaded (or crashes) shows a French message; the shell around it keeps working. */
export function RemoteBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      what="Remote"
      fallback={
        <Result
          status="warning"
          title="Cet espace est momentanément indisponible…"
          subTitle="Réessayez dans quelques instants. Le reste de la plateforme reste accessible."
          extra={[
            <Button key="retry" type="primary" onClick={() => window.location.reload()}>
              Réessayer
            </Button>,
            <Link key="home" to="/">
              <Button>Retour à l'accueil</Button>
            </Link>,
          ]}
        />
      }
    >
      {children}
    </ErrorBoundary>
  );
}
