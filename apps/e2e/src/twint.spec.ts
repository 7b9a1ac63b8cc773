import { expect, test } from '@playwright/test';
import { newEmail, signUpViaApi, useStoredSession } from './support';

// Issue 32: in CHF the checkout offers TWINT beside cards; the embedded default's demo checkout stands in for Stripe's page.
test('TWINT: a CHF checkout offers it, the client pays with it in the demo checkout and lands in the paid space', async ({ page, context }) => {
  test.setTimeout(90_000);
  await useStoredSession(page, await signUpViaApi(page.request, newEmail('twint')));

  await page.goto('/payment');
  await expect(page.getByTestId('payment-price')).toHaveText('CHF 399.–');
  await expect(page.getByTestId('payment-methods')).toContainText('TWINT');

  const [checkout] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /Procéder au paiement/ }).click()]);
  await expect(checkout).toHaveURL(/\/api\/payments\/demo\//);
  await expect(checkout.getByText(/399/)).toBeVisible();
  const card = checkout.getByRole('radio', { name: /^Carte/ });
  const twint = checkout.getByRole('radio', { name: /^TWINT/ });
  await expect(card).toBeChecked();
  await expect(checkout.getByText("Avec l'app TWINT : scannez le code QR pour payer.")).toBeVisible();
  await twint.check();
  await expect(card).not.toBeChecked();
  await checkout.screenshot({ path: '/tmp/capsuisse-twint-checkout.png', fullPage: true });
  await checkout.getByRole('button', { name: 'Payer (test)' }).click();

  await expect(checkout).toHaveURL(/\/payment-success\?session_id=/);
  await expect(checkout.getByText('Paiement confirmé')).toBeVisible();
  await checkout.getByRole('button', { name: 'Accéder au tableau de bord' }).click();
  await expect(checkout).toHaveURL(/\/dashboard$/);
  await expect(checkout.getByTestId('dashboard-content')).toHaveAttribute('data-locked', 'false');
  await checkout.goto('/uploads');
  await expect(checkout.getByRole('heading', { name: 'Vos documents' })).toBeVisible();
});
