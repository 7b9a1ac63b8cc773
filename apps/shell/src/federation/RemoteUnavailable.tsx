import { Button } from '@capsuisse/web-ui';
import { Result } from '@capsuisse/web-ui-result';
import { Link } from '@capsuisse/web-router';

/** What a remote that cannot be loaded (or crashes) shows instead of its page. */
export function RemoteUnavailable() {
  return (
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
  );
}
