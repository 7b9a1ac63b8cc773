import { lazy, Suspense, useState } from 'react';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, PageLoader, Typography, useToast } from '@capsuisse/web-ui';
import { Link } from '@capsuisse/web-router';
import { isMfaChallenge, type MfaChallenge, PAGES, PRODUCT_NAME, TOASTS, type LoginRequest } from '@capsuisse/contracts';
import { ApiError, sessionStore } from '@capsuisse/web-api-client';
import { errorMessage } from '../hooks/error-message';
import { AuthLayout } from './AuthLayout';

// Only accounts with a second factor reach it: the others do not download it (nor zod, its codes' schemas).
const MfaCodeStep = lazy(() => import('./MfaCodeStep').then((m) => ({ default: m.MfaCodeStep })));

/**
 * /login. On success the RedirectIfSignedIn around this page sends the user to their role home. An account
 * with a second factor gets no session for the password alone: the code step comes next. The API checks the
 * fields with the contract's schema (a French 400), so every first visit, which begins here, skips zod.
 */
export function LoginPage() {
  const [form] = Form.useForm<LoginRequest>();
  const [loading, setLoading] = useState(false);
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const toast = useToast();

  const submit = async (values: LoginRequest) => {
    setLoading(true);
    try {
      const result = await sessionStore.signIn(values);
      if (isMfaChallenge(result)) {
        setChallenge(result);
        setLoading(false);
        return;
      }
      toast.success(TOASTS.loginSuccess);
    } catch (error) {
      const invalid = error instanceof ApiError && error.status === 400;
      toast.error(invalid ? TOASTS.validationError : TOASTS.loginError, errorMessage(error));
      setLoading(false);
    }
  };

  if (challenge) {
    return (
      <AuthLayout>
        <Suspense fallback={<PageLoader />}>
          <MfaCodeStep challenge={challenge} onCancel={() => setChallenge(null)} />
        </Suspense>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 4 }}>
        Bienvenue sur {PRODUCT_NAME}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 28 }}>
        Connectez-vous à votre espace
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} disabled={loading} requiredMark={false} size="large">
        <Form.Item label="Email" name="email">
          <Input type="email" required autoComplete="email" prefix={<MailOutlined />} placeholder="vous@exemple.ch" />
        </Form.Item>
        <Form.Item label="Mot de passe" name="password">
          <Input.Password required autoComplete="current-password" prefix={<LockOutlined />} placeholder="••••••••" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading} style={{ marginTop: 8 }}>
          {loading ? 'Connexion... ⏳' : 'Se connecter ✨'}
        </Button>
      </Form>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, marginTop: 24 }}>
        <Link to={PAGES.signup.path}>Première connexion ? Créer un compte →</Link>
        <Link to={PAGES.forgotPassword.path}>
          Mot de passe oublié ?{' '}
          <span role="img" aria-label="clé">
            🔑
          </span>
        </Link>
      </div>
    </AuthLayout>
  );
}
