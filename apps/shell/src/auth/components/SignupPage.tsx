import { useState } from 'react';
import { SwapOutlined } from '@ant-design/icons';
import { Button, Typography } from '@capsuisse/web-ui';
import { Link, useLocation, useSearchParams } from '@capsuisse/web-router';
import { CALL_SIGNUP_INTENT, PAGES, PRODUCT_NAME, type AccountType } from '@capsuisse/contracts';
import { AccountTypeCards } from './AccountTypeCards';
import { AuthLayout } from './AuthLayout';
import { SignupForm } from './SignupForm';

const PROFILE_LABEL: Partial<Record<AccountType, string>> = { client: 'Je cherche un emploi', recruteur: 'Je recrute' };

/** /signup: choose a profile, then the shared form. */
export function SignupPage() {
  const [accountType, setAccountType] = useState<AccountType | null>(null);
  // 'Je réserve mon entretien' (router state) or a shared link (`?suite=appel`): a new client goes on to book its first call.
  const state: unknown = useLocation().state;
  const [params] = useSearchParams();
  const wantsCall =
    params.get('suite') === CALL_SIGNUP_INTENT.suite || (typeof state === 'object' && state !== null && (state as { suite?: unknown }).suite === CALL_SIGNUP_INTENT.suite);

  if (!accountType) {
    return (
      <AuthLayout width={760}>
        <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 4 }}>
          Rejoignez {PRODUCT_NAME}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 28 }}>
          Choisissez votre profil pour commencer
        </Typography.Paragraph>
        <AccountTypeCards onChoose={setAccountType} />
        <div style={{ textAlign: 'center', marginTop: 24 }}>
          <Link to={PAGES.login.path}>Déjà un compte ? Se connecter</Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout width={560}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 20 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            Créer mon compte
          </Typography.Title>
          <Typography.Text type="secondary">{PROFILE_LABEL[accountType]}</Typography.Text>
        </div>
        <Button icon={<SwapOutlined />} onClick={() => setAccountType(null)}>
          Changer de profil
        </Button>
      </div>
      <SignupForm accountType={accountType} then={wantsCall ? PAGES.calls.path : undefined} />
      <div style={{ textAlign: 'center', marginTop: 20 }}>
        <Link to={PAGES.login.path}>Déjà un compte ? Se connecter</Link>
      </div>
    </AuthLayout>
  );
}
