import type { ReactNode } from 'react';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import './platform-boundary.css';

/**
 * The platform chunk (every page but the landing) failed to load, e.g. offline or after a redeploy:
 * a French message and a retry. Plain elements and CSS, as on the landing, which must not pull antd.
 */
export function PlatformBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      what="Platform"
      fallback={
        <div className="cs-unavailable" role="alert">
          <h1>La plateforme est momentanément indisponible…</h1>
          <p>Vérifiez votre connexion, puis réessayez dans quelques instants.</p>
          <div className="cs-unavailable__actions">
            <button type="button" className="cs-unavailable__button" onClick={() => window.location.reload()}>
              Réessayer
            </button>
            <a href="/" className="cs-unavailable__button cs-unavailable__button--ghost">
              Retour à l'accueil
            </a>
          </div>
        </div>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
