import { useEffect } from 'react';
import { Button, Card, Spin, useToast } from '@capsuisse/web-ui';
import { Result } from '@capsuisse/web-ui-result';
import { Steps } from '@capsuisse/web-ui-steps';
import { useNavigate, useSearchParams } from '@capsuisse/web-router';
import { PAGES, PAYMENT_MESSAGES } from '@capsuisse/contracts';
import { usePaymentVerification } from '../hooks/usePaymentVerification';
import { NEXT_STEPS } from '../offer';

/** /payment-success: where the provider sends the client back; the session is verified by the server. */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { status, check } = usePaymentVerification(sessionId);
  const navigate = useNavigate();
  const toast = useToast();

  useEffect(() => {
    if (sessionId) return;
    toast.error(PAYMENT_MESSAGES.sessionMissing);
    navigate(PAGES.payment.path, { replace: true });
  }, [sessionId, toast, navigate]);

  if (!sessionId || status === 'checking') {
    return (
      <div data-testid="payment-checking" style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
        <Spin size="large" />
      </div>
    );
  }

  if (status === 'paid') {
    return (
      <div data-testid="payment-confirmed">
        <Result
          status="success"
          styles={{ body: { background: 'transparent', padding: 0, maxWidth: 640, margin: '24px auto 0' } }}
          title={PAYMENT_MESSAGES.confirmed}
          subTitle="Bienvenue dans le programme : voici vos prochaines étapes."
          extra={
            <Button type="primary" size="large" onClick={() => navigate(PAGES.dashboard.path)}>
              Accéder au tableau de bord
            </Button>
          }
        >
          <Card>
            <Steps
              orientation="vertical"
              current={0}
              items={NEXT_STEPS.map((step) => ({ title: step.title, content: step.text }))}
            />
          </Card>
        </Result>
      </div>
    );
  }

  return (
    <div data-testid={status === 'pending' ? 'payment-pending' : 'payment-failed'}>
      <Result
        status={status === 'pending' ? 'info' : 'warning'}
        title={status === 'pending' ? PAYMENT_MESSAGES.pending : PAYMENT_MESSAGES.verifyError}
        subTitle={
          status === 'pending'
            ? 'Votre paiement est en cours de traitement. Vérifiez à nouveau dans quelques instants.'
            : undefined
        }
        extra={
          <Button type="primary" onClick={() => void check()}>
            Vérifier à nouveau
          </Button>
        }
      />
    </div>
  );
}
