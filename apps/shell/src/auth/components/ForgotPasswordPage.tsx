import { useState } from 'react';
import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography, useToast } from '@capsuisse/web-ui';
import { Link } from '@capsuisse/web-router';
import { PAGES, TOASTS, recoverSchema } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { errorMessage } from '../hooks/error-message';
import { AuthLayout } from './AuthLayout';

/** /forgot-password: asks for a reset link by e-mail (the answer never says whether the account exists). */
export function ForgotPasswordPage() {
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(false);
  const toast = useToast();

  const submit = async ({ email }: { email: string }) => {
    const parsed = recoverSchema.safeParse({ email: email ?? '' });
    if (!parsed.success) {
      toast.error(TOASTS.validationError, parsed.error.issues[0].message);
      return;
    }
    setLoading(true);
    try {
      await api.password.recover(parsed.data.email);
      toast.success(TOASTS.recoverSent);
      setSent(true);
    } catch (error) {
      toast.error('❌ Erreur', errorMessage(error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthLayout>
      <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 4 }}>
        Mot de passe oublié ?{' '}
        <span role="img" aria-label="clé">
          🔑
        </span>
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 28 }}>
        {sent ? TOASTS.recoverSent.description : 'Indiquez votre e-mail : nous vous enverrons un lien pour choisir un nouveau mot de passe.'}
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={submit} disabled={loading} requiredMark={false} size="large">
        <Form.Item label="Email" name="email">
          <Input type="email" required autoComplete="email" prefix={<MailOutlined />} placeholder="vous@exemple.ch" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading}>
          Envoyer le lien
        </Button>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 24 }}>
        <Link to={PAGES.login.path}>← Retour à la connexion</Link>
      </div>
    </AuthLayout>
  );
}
