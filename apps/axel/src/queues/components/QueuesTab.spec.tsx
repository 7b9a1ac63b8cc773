import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { QueuesDto } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { QueuesTab } from './QueuesTab';

const { fetchFn: fakeFetch, calls, setRoutes } = routedFetch();

const FAILED = { queue: 'documents', id: 'job-1', name: 'cv.check', attempts: 3, reason: 'PDF illisible', failed_at: '2026-11-26T09:00:00.000Z' };

beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

it('shows each queue by state, the jobs kept for Redis, and runs a failed job again after a confirmation', async () => {
  let body: QueuesDto = {
    backend: 'bullmq',
    queues: [{ queue: 'documents', waiting: 2, active: 1, delayed: 5, failed: 1 }],
    failed: [FAILED],
    deferred: 3,
  };
  setRoutes({
    'GET /api/admin/queues': () => ({ status: 200, body }),
    'POST /api/admin/queues/documents/jobs/job-1/retry': () => {
      body = { ...body, queues: [{ queue: 'documents', waiting: 3, active: 1, delayed: 5, failed: 0 }], failed: [] };
      return { status: 200, body: FAILED };
    },
  });
  render(
    <UiProviders>
      <QueuesTab />
    </UiProviders>,
  );
  const row = (await within(await screen.findByTestId('queues-table')).findByText('documents')).closest('tr') as HTMLElement;
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['documents', '2', '1', '5', '1']);
  expect(screen.getByText('Redis (BullMQ), exécutées par le worker')).toBeTruthy();
  expect(screen.getByText('3 tâches gardées dans PostgreSQL en attendant Redis')).toBeTruthy();
  const failedRow = screen.getByText('documents · cv.check').closest('tr') as HTMLElement;
  expect(within(failedRow).getByText('PDF illisible')).toBeTruthy();

  fireEvent.click(within(failedRow).getByRole('button', { name: 'Relancer' }));
  // The confirmation's own 'Relancer'.
  fireEvent.click((await screen.findByText('Relancer cette tâche avec une nouvelle série d’essais ?')) && (screen.getAllByRole('button', { name: 'Relancer' }).at(-1) as HTMLElement));
  await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/admin/queues/documents/jobs/job-1/retry'))).toBe(true));
  expect(await screen.findAllByText('Tâche relancée')).not.toHaveLength(0);
  expect(await screen.findByText('Aucune tâche en échec')).toBeTruthy();
});
