import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Typography } from '@capsuisse/web-ui';
import { Link, Navigate, useLocation, useNavigate } from '@capsuisse/web-router';
import { accountTypeForService, DESTINATIONS, isServiceChoice, PAGES } from '@capsuisse/contracts';
import { AuthLayout } from './AuthLayout';
import { SignupForm } from './SignupForm';

/** /signup-general (spec §2): the shared form for a service chosen on /countries, kept on the account's metadata. */
export function SignupGeneralPage() {
  const navigate = useNavigate();
  const choice: unknown = useLocation().state;
  // Opened without a choice (typed URL, reload in another tab): the choice is made on /countries.
  if (!isServiceChoice(choice)) return <Navigate to={PAGES.countries.path} replace />;
  const flag = DESTINATIONS.find((d) => d.country === choice.country)?.flag;

  return (
    <AuthLayout width={560}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 20 }}>
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            Créer mon compte
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="service-choice">
            <span aria-hidden="true">{flag}</span> {choice.country} · {choice.service}
          </Typography.Text>
        </div>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(PAGES.countries.path)}>
          Retour aux destinations
        </Button>
      </div>
      <SignupForm accountType={accountTypeForService(choice.service)} metadata={{ country: choice.country, service: choice.service }} />
      <div style={{ textAlign: 'center', marginTop: 20 }}>
        <Link to={PAGES.login.path}>Déjà un compte ? Se connecter</Link>
      </div>
    </AuthLayout>
  );
}
