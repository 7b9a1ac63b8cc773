import { useState } from 'react';
import { KeyOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography, useToast } from '@capsuisse/web-ui';
import { type MfaChallenge, TOASTS, recoveryCodeSchema, totpCodeSchema } from '@capsuisse/contracts';
import { ApiError, sessionStore } from '@capsuisse/web-api-client';
import { takeWelcome, welcomeNext } from '../../sign-in/welcome';
import { errorMessage } from '../hooks/error-message';

/**
 * The sign-in's second step for an account with a second factor: the 6-digit code of the authenticator
 * app, or one of the recovery codes. A success emits MFA_CHALLENGE_VERIFIED with the aal2 session: the platform
 * takes the page over and welcomes the user.
 */
export function MfaCodeStep({ challenge, onCancel }: { challenge: MfaChallenge; onCancel: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [loading, setLoading] = useState(false);
  const toast = useToast();

  const submit = async () => {
    const parsed = (recovery ? recoveryCodeSchema : totpCodeSchema).safeParse(value);
    if (!parsed.success) {
      toast.error(TOASTS.validationError, parsed.error.issues[0].message);
      return;
    }
    setLoading(true);
    welcomeNext();
    try {
      await sessionStore.verifyMfaChallenge(challenge.mfa_token, recovery ? { recovery_code: parsed.data } : { code: parsed.data });
    } catch (error) {
      takeWelcome();
      toast.error(TOASTS.loginError, errorMessage(error));
      setLoading(false);
      // The challenge expired: the password has to be given again.
      if (error instanceof ApiError && error.status === 401) onCancel();
    }
  };

  const toggle = () => {
    setRecovery(!recovery);
    setValue('');
  };

  return (
    <>
      <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 4 }}>
        Double authentification
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 28 }}>
        {recovery ? 'Saisissez un de vos codes de secours (chacun ne sert qu’une fois).' : 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.'}
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={submit} disabled={loading} requiredMark={false} size="large">
        {recovery ? (
          <Form.Item label="Code de secours" htmlFor="mfa-recovery-code">
            <Input id="mfa-recovery-code" value={value} onChange={(e) => setValue(e.target.value)} autoFocus autoComplete="off" prefix={<KeyOutlined />} placeholder="xxxx-xxxx-xxxx-xxxx" />
          </Form.Item>
        ) : (
          <Form.Item label="Code de vérification" htmlFor="mfa-code">
            <Input
              id="mfa-code"
              value={value}
              onChange={(e) => setValue(e.target.value.replace(/\D/g, '').slice(0, 6))}
              autoFocus
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              prefix={<SafetyOutlined />}
              placeholder="123456"
            />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={loading} style={{ marginTop: 8 }}>
          {loading ? 'Vérification... ⏳' : 'Vérifier ✨'}
        </Button>
      </Form>
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, marginTop: 24 }}>
        <Button type="link" onClick={toggle} disabled={loading}>
          {recovery ? 'Utiliser le code de mon application' : 'Utiliser un code de secours'}
        </Button>
        <Button type="link" onClick={onCancel} disabled={loading}>
          ← Retour à la connexion
        </Button>
      </div>
    </>
  );
}
