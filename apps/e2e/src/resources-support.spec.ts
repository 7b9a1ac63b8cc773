import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, pdfBytes, signInViaApi, useStoredSession } from './support';

const CLIENT = 'client@demo.capsuisse.ch';
const AXEL = 'axel@demo.capsuisse.ch';

/** A page of its own (own localStorage) already signed in as this demo account. */
async function pageAs(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'fr-CH' });
  const page = await context.newPage();
  await useStoredSession(page, await signInViaApi(context.request, email, DEMO_PASSWORD));
  return page;
}

test('resources: coming soon until axel uploads the blank form, then the client downloads it', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const blankForm = { name: 'formulaire-vierge.pdf', mimeType: 'application/pdf', buffer: await pdfBytes('Formulaire vierge') };
  const client = await pageAs(browser, baseURL ?? '', CLIENT);
  const axel = await pageAs(browser, baseURL ?? '', AXEL);

  // From the dashboard's card, as a client would.
  await client.goto('/dashboard');
  await client.getByTestId('quick-action-resources').click();
  await expect(client).toHaveURL(/\/ressources$/);
  const form = client.getByTestId('resource-formulaire');
  await expect(form.getByRole('button', { name: /Bientôt disponible/ })).toBeDisabled();
  await expect(client.getByTestId('resource-carnet').getByRole('button', { name: /Bientôt disponible/ })).toBeDisabled();

  await axel.goto('/axel-dashboard');
  await axel.getByRole('tab', { name: 'Ressources' }).click();
  await expect(axel.getByTestId('admin-resource-formulaire')).toContainText('Pas encore déposé');
  await axel.getByTestId('admin-resource-input-formulaire').setInputFiles(blankForm);
  await expect(axel.getByText('Ressource mise en ligne').first()).toBeVisible();
  await expect(axel.getByTestId('admin-resource-formulaire')).toContainText('Déposé le');
  await expect(axel.getByTestId('admin-resource-formulaire').getByRole('button', { name: /Remplacer/ })).toBeVisible();

  await client.reload();
  const downloading = client.waitForEvent('download');
  await form.getByRole('link', { name: /Télécharger/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('formulaire-vierge.pdf');
  expect(await readFile(await download.path())).toEqual(blankForm.buffer);
  // The address book is still to come.
  await expect(client.getByTestId('resource-carnet').getByRole('button', { name: /Bientôt disponible/ })).toBeDisabled();
});

test('support: the mailbox, WhatsApp coming soon and the four questions of the FAQ', async ({ browser, baseURL }) => {
  const client = await pageAs(browser, baseURL ?? '', CLIENT);
  await client.goto('/dashboard');
  await client.getByTestId('quick-action-support').click();
  await expect(client).toHaveURL(/\/support$/);
  await expect(client.getByRole('link', { name: /support@capsuisse\.ch/ })).toHaveAttribute('href', 'mailto:support@capsuisse.ch');
  await expect(client.getByRole('button', { name: /WhatsApp \(bientôt\)/ })).toBeDisabled();

  const faq = client.getByTestId('support-faq');
  await expect(faq.getByRole('button')).toHaveCount(4);
  await faq.getByRole('button', { name: 'Combien de temps prend la validation de mes documents ?' }).click();
  await expect(faq.getByText(/sous 48 heures ouvrées environ\. Vous recevez un e-mail/)).toBeVisible();
  await faq.getByRole('button', { name: 'J’ai oublié mon mot de passe, que faire ?' }).click();
  await expect(faq.getByText(/vous recevez par e-mail un lien pour choisir un nouveau mot de passe/)).toBeVisible();
});
