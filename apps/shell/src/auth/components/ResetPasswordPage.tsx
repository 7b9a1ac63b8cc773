import { useEffect, useState } from 'react';
import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, PasswordStrengthMeter, Typography, useToast } from '@capsuisse/web-ui';
import { Result } from '@capsuisse/web-ui-result';
import { Link, useNavigate, useSearchParams } from '@capsuisse/web-router';
import { PAGES, TOASTS, VALIDATION, resetSchema } from '@capsuisse/contracts';
import { api, sessionStore } from '@capsuisse/web-api-client';
import { errorMessage } from '../hooks/error-message';
import { AuthLayout } from './AuthLayout';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** /reset-password?token=…: the link of the recovery e-mail. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<ResetValues>();
  const password = Form.useWatch('password', form) ?? '';
  const [loading, setLoading] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    if (token) sessionStore.notifyPasswordRecovery();
  }, [token]);

  if (!token) {
    return (
      <AuthLayout>
        <Result status="warning" title={VALIDATION.resetTokenRequired} extra={<Link to={PAGES.forgotPassword.path}>Demander un nouveau lien</Link>} />
      </AuthLayout>
    );
  }

  const submit = async (values: ResetValues) => {
    const parsed = resetSchema.safeParse({ token, password: values.password ?? '' });
    const firstIssue = parsed.success
      ? values.password === values.confirmPassword
        ? null
        : VALIDATION.passwordsMismatch
      : parsed.error.issues[0].message;
    if (firstIssue) {
      toast.error(TOASTS.validationError, firstIssue);
      return;
    }
    setLoading(true);
    try {
      await api.password.reset(token, values.password);
      toast.success(TOASTS.resetSuccess);
      navigate(PAGES.login.path, { replace: true });
    } catch (error) {
      toast.error('❌ Erreur', errorMessage(error));
      setLoading(false);
    }
  };

  return (
    <AuthLayout>
      <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 4 }}>
        Nouveau mot de passe
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 28 }}>
        Choisissez un mot de passe que vous n’utilisez nulle part ailleurs.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} disabled={loading} size="large">
        <Form.Item label="Nouveau mot de passe" name="password" required extra={<PasswordStrengthMeter password={password} />}>
          <Input.Password autoComplete="new-password" prefix={<LockOutlined />} />
        </Form.Item>
        <Form.Item label="Confirmer le mot de passe" name="confirmPassword" required>
          <Input.Password autoComplete="new-password" prefix={<LockOutlined />} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading}>
          Changer mon mot de passe
        </Button>
      </Form>
    </AuthLayout>
  );
}
