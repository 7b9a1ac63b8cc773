import { expect, test } from '@playwright/test';
import { newEmail, signUpViaApi, useStoredSession } from './support';

// Self sign-ups are unpaid; the embedded default pays through the API's demo checkout.
test('payment journey: locked dashboard, gate on /uploads, demo checkout in a new tab, confirmation, dashboard unlocked', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await useStoredSession(page, await signUpViaApi(page.request, newEmail('payment')));

  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-content')).toHaveAttribute('data-locked', 'true');
  await expect(page.getByRole('button', { name: 'Payer maintenant' })).toBeVisible();

  await page.goto('/uploads');
  await expect(page.getByText('🔒 Paiement requis')).toBeVisible();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByTestId('payment-price')).toHaveText('CHF 399.–');
  await page.getByText('EUR', { exact: true }).click();
  await expect(page.getByTestId('payment-price')).toHaveText('EUR 448.–');
  // TWINT is offered in CHF only (twint.spec.ts).
  await expect(page.getByTestId('payment-methods')).not.toContainText('TWINT');
  await page.screenshot({ path: '/tmp/capsuisse-payment.png', fullPage: true });

  // The provider opens in a new tab; the first tab stays on /payment.
  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Procéder au paiement/ }).click(),
  ]);
  await expect(checkout).toHaveURL(/\/api\/payments\/demo\//);
  await expect(checkout.getByText(/448/)).toBeVisible();
  await expect(checkout.getByRole('radio')).toHaveCount(1);
  await checkout.getByRole('button', { name: 'Payer (test)' }).click();

  await expect(checkout).toHaveURL(/\/payment-success\?session_id=/);
  await expect(checkout.getByText('Paiement confirmé')).toBeVisible();
  await expect(checkout.getByText('Déposez vos documents')).toBeVisible();
  await checkout.screenshot({ path: '/tmp/capsuisse-payment-success.png', fullPage: true });

  await checkout.getByRole('button', { name: 'Accéder au tableau de bord' }).click();
  await expect(checkout).toHaveURL(/\/dashboard$/);
  await expect(checkout.getByTestId('dashboard-content')).toHaveAttribute('data-locked', 'false');
  await expect(checkout.getByRole('button', { name: 'Payer maintenant' })).toHaveCount(0);

  // The gate is lifted: /uploads opens, and /payment now says the client is a member.
  await checkout.goto('/uploads');
  await expect(checkout.getByRole('heading', { name: 'Vos documents' })).toBeVisible();
  await checkout.goto('/payment');
  await expect(checkout.getByText('Membre de la communauté')).toBeVisible();
});
