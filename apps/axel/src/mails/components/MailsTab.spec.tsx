import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MAIL_ERRORS, type MailDeliveryDto } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { MailsTab } from './MailsTab';

const { fetchFn: fakeFetch, calls, setRoutes } = routedFetch();

const FAILED: MailDeliveryDto = {
  id: '6f1c2a40-9d1e-4c55-8b0a-1f3e5d7c9a11',
  to: 'marie@test.capsuisse.ch',
  subject: 'Réinitialisation de votre mot de passe',
  kind: 'password-reset',
  status: 'failed',
  attempts: 17,
  last_error: 'ECONNECTION: connect ECONNREFUSED 127.0.0.1:25',
  next_attempt_at: null,
  created_at: '2026-12-06T08:00:00.000Z',
  sent_at: null,
};
const FAILED_LIST = '/api/admin/mails?status=failed&page=1&page_size=20';
const page = (mails: MailDeliveryDto[]) => ({ status: 200, body: { mails, total: mails.length, page: 1, page_size: 20 } });

const renderTab = () =>
  render(
    <UiProviders>
      <MailsTab />
    </UiProviders>,
  );

beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

it('shows the failed mails and resends one with « Renvoyer », then reads the list again', async () => {
  let failed = [FAILED];
  setRoutes({
    [`GET ${FAILED_LIST}`]: () => page(failed),
    [`POST /api/admin/mails/${FAILED.id}/resend`]: () => {
      failed = [];
      return { status: 200, body: { ...FAILED, status: 'queued' } };
    },
  });
  renderTab();
  const row = (await screen.findByText(FAILED.to)).closest('tr') as HTMLElement;
  expect(within(row).getByText('En échec')).toBeTruthy();
  expect(within(row).getByText('Réinitialisation du mot de passe')).toBeTruthy();
  expect(within(row).getByText(/ECONNREFUSED/)).toBeTruthy();

  fireEvent.click(within(row).getByRole('button', { name: 'Renvoyer' }));
  expect(await screen.findByText('E-mail renvoyé')).toBeTruthy();
  expect(await screen.findByText('Aucun e-mail')).toBeTruthy();
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`GET ${FAILED_LIST}`, `POST /api/admin/mails/${FAILED.id}/resend`, `GET ${FAILED_LIST}`]);
});

it("shows the server's French refusal and keeps the mail listed", async () => {
  setRoutes({
    [`GET ${FAILED_LIST}`]: page([FAILED]),
    [`POST /api/admin/mails/${FAILED.id}/resend`]: { status: 409, body: { statusCode: 409, error: 'Conflict', message: MAIL_ERRORS.notFailed } },
  });
  renderTab();
  fireEvent.click(await screen.findByRole('button', { name: 'Renvoyer' }));
  expect(await screen.findByText(MAIL_ERRORS.notFailed)).toBeTruthy();
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  expect(screen.getByText(FAILED.to)).toBeTruthy();
});
