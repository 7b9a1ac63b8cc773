import { Alert } from '@capsuisse/web-ui';
import { Link } from '@capsuisse/web-router';
import { hasVerifiedFactor, PAGES } from '@capsuisse/contracts';
import { useSession } from '@capsuisse/web-api-client';

/** The staff spaces (axel, coach) invite a user without a verified second factor to enrol on /compte; dismissible. */
export function MfaInvite() {
  const { session } = useSession();
  if (!session || hasVerifiedFactor(session.user.factors)) return null;
  return (
    <Alert
      type="info"
      showIcon
      closable
      data-testid="mfa-invite"
      title="Protégez votre compte avec la double authentification"
      description={
        <>
          Votre compte donne accès aux documents de vos clients : ajoutez un code d’application à votre mot de passe.{' '}
          <Link to={PAGES.account.path}>Activer la double authentification →</Link>
        </>
      }
    />
  );
}
