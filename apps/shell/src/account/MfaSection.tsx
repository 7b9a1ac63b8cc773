import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Space, Tag, Typography, useToast } from '@capsuisse/web-ui';
import { List } from '@capsuisse/web-ui-list';
import { Popconfirm } from '@capsuisse/web-ui-popconfirm';
import { type Factor, hasVerifiedFactor, type TotpEnrolment, TOASTS, totpCodeSchema, PRODUCT_NAME } from '@capsuisse/contracts';
import { api, sessionStore, useSession } from '@capsuisse/web-api-client';
import { errorMessage } from '../auth/hooks/error-message';

/** What the password typed again confirms: turning the protection on, or a verified factor off. */
type Confirming = { action: 'enrol' } | { action: 'remove'; factor: Factor };

/**
 * 'Double authentification' on /compte: enrol an authenticator app (QR code, or the secret typed by hand),
 * confirm it with a first code, keep the recovery codes shown this once; list and remove factors. Turning it
 * on or off asks for the password again: a session left open is not enough.
 */
export function MfaSection() {
  const { session } = useSession();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const factors = session?.user.factors ?? [];
  const enrolled = hasVerifiedFactor(factors);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast.error('Double authentification', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const start = (password: string) =>
    run(async () => {
      setEnrolment(await api.mfa.enrol(password, 'Application d’authentification'));
      setConfirming(null);
      await sessionStore.reloadUser();
    });

  const verify = (code: string) =>
    run(async () => {
      const parsed = totpCodeSchema.safeParse(code);
      if (!parsed.success) {
        toast.error(TOASTS.validationError, parsed.error.issues[0].message);
        return;
      }
      if (!enrolment) return;
      const verified = await sessionStore.verifyFactor(enrolment.id, parsed.data);
      setEnrolment(null);
      setRecoveryCodes(verified.recovery_codes);
      toast.success('✅ Double authentification activée', 'Votre application vous demandera un code à chaque connexion.');
    });

  const remove = (factor: Factor, password?: string) =>
    run(async () => {
      await api.mfa.remove(factor.id, password);
      setConfirming(null);
      if (factor.id === enrolment?.id) setEnrolment(null);
      await sessionStore.reloadUser();
      toast.success(factor.status === 'verified' ? 'Double authentification désactivée' : 'Activation annulée');
    });

  return (
    <Card title="Double authentification" data-testid="mfa-section">
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ margin: 0 }}>
          Protégez votre compte avec un code à 6 chiffres généré par une application d’authentification (Google Authenticator, Microsoft
          Authenticator, 1Password…), demandé à chaque connexion en plus du mot de passe.
        </Typography.Paragraph>

        {recoveryCodes && <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />}

        {factors.length > 0 && (
          <List
            bordered
            dataSource={factors}
            renderItem={(factor) => (
              <List.Item
                actions={[
                  factor.status === 'verified' ? (
                    <Button key="remove" danger disabled={busy} onClick={() => setConfirming({ action: 'remove', factor })}>
                      Supprimer
                    </Button>
                  ) : (
                    <Popconfirm key="remove" title="Annuler cette activation ?" okText="Oui" cancelText="Non" onConfirm={() => remove(factor)}>
                      <Button danger disabled={busy}>
                        Supprimer
                      </Button>
                    </Popconfirm>
                  ),
                ]}
              >
                <Space>
                  <Typography.Text>{factor.friendly_name ?? 'Application d’authentification'}</Typography.Text>
                  <Tag color={factor.status === 'verified' ? 'green' : 'orange'}>{factor.status === 'verified' ? 'Activée' : 'En attente de vérification'}</Tag>
                </Space>
              </List.Item>
            )}
          />
        )}

        {confirming ? (
          <PasswordConfirm
            busy={busy}
            danger={confirming.action === 'remove'}
            submitLabel={confirming.action === 'enrol' ? 'Continuer' : 'Désactiver la double authentification'}
            onSubmit={(password) => (confirming.action === 'enrol' ? start(password) : remove(confirming.factor, password))}
            onCancel={() => setConfirming(null)}
          />
        ) : (
          !enrolled &&
          !enrolment && (
            <div>
              <Button type="primary" onClick={() => setConfirming({ action: 'enrol' })}>
                Activer la double authentification
              </Button>
            </div>
          )
        )}

        {enrolment && <EnrolmentSteps enrolment={enrolment} busy={busy} onVerify={verify} />}
      </Flex>
    </Card>
  );
}

function PasswordConfirm({ busy, danger, submitLabel, onSubmit, onCancel }: { busy: boolean; danger: boolean; submitLabel: string; onSubmit: (password: string) => void; onCancel: () => void }) {
  const [password, setPassword] = useState('');
  return (
    <Form layout="vertical" onFinish={() => onSubmit(password)} disabled={busy} data-testid="mfa-password">
      <Form.Item label="Confirmez avec votre mot de passe" htmlFor="mfa-password" style={{ marginBottom: 12 }}>
        <Input.Password id="mfa-password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" autoFocus />
      </Form.Item>
      <Space wrap>
        <Button type="primary" danger={danger} htmlType="submit" loading={busy} disabled={!password}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>Annuler</Button>
      </Space>
    </Form>
  );
}

function EnrolmentSteps({ enrolment, busy, onVerify }: { enrolment: TotpEnrolment; busy: boolean; onVerify: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <Flex vertical gap="middle" data-testid="mfa-enrolment">
      <Typography.Text strong>1. Scannez ce QR code avec votre application</Typography.Text>
      <img src={enrolment.totp.qr_code} alt={`QR code à scanner pour ajouter ${PRODUCT_NAME} à votre application`} width={200} height={200} style={{ background: '#fff', padding: 8 }} />
      <Typography.Text>
        Ou saisissez cette clé à la main :{' '}
        <Typography.Text code copyable data-testid="totp-secret">
          {enrolment.totp.secret}
        </Typography.Text>
      </Typography.Text>
      <Typography.Text strong>2. Saisissez le code affiché pour confirmer</Typography.Text>
      <Form layout="inline" onFinish={() => onVerify(code)} disabled={busy}>
        <Form.Item label="Code de vérification" htmlFor="mfa-enrol-code">
          <Input
            id="mfa-enrol-code"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="123456"
            style={{ width: 140 }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          Vérifier et activer
        </Button>
      </Form>
    </Flex>
  );
}

/** Shown once, right after activation: the server keeps only their hashes. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`Codes de secours ${PRODUCT_NAME} (chacun ne sert qu’une fois)\n\n${text}\n`], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'codes-de-secours-capsuisse.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Alert
      type="warning"
      showIcon
      title="Conservez vos codes de secours"
      description={
        <Flex vertical gap="small">
          <Typography.Text>
            Ils remplacent le code de votre application si vous la perdez. Chacun ne sert qu’une fois, et ils ne seront plus affichés.
          </Typography.Text>
          <pre data-testid="recovery-codes" style={{ margin: 0, fontSize: 15 }}>
            {text}
          </pre>
          <Space wrap>
            <Typography.Text copyable={{ text, tooltips: ['Copier', 'Copié'] }}>Copier</Typography.Text>
            <Button onClick={download}>Télécharger</Button>
            <Button type="primary" onClick={onDone}>
              J’ai conservé mes codes
            </Button>
          </Space>
        </Flex>
      }
    />
  );
}
