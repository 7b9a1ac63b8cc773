import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { JOB_SEARCH_ERRORS, JOB_SEARCH_TOASTS, type JobApplication, type JobSearchLog } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { fakeApplication, routedFetch } from '@capsuisse/web-testing';
import { ClientJobSearch } from './ClientJobSearch';

const { fetchFn, calls, setRoutes } = routedFetch();

const application = (id: string, changes: Partial<JobApplication>): JobApplication => fakeApplication(id, { outcome: 'entretien', ...changes });
const log: JobSearchLog = {
  applications: [application('a1', { employer: 'Logitech', position: 'Analyste', applied_on: null, outcome: 'a_postuler' }), application('a2', {})],
  orp_number: null,
  month: { month: '2026-11', count: 7, target: 10, proof_downloaded_at: null },
};

beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = fetchFn as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

function renderCard() {
  render(
    <UiProviders>
      <ClientJobSearch clientId="lea" log={log} />
    </UiProviders>,
  );
}

it("shows the client's month against the target and the applications of the log", () => {
  renderCard();
  expect(screen.getByTestId('coach-job-search-count').textContent).toBe('7 / 10 candidatures en novembre 2026');
  expect(screen.getAllByTestId('coach-job-application').map((i) => i.textContent)).toEqual(['Pas encore envoyée · Logitech · Analyste · À postuler', '10.11.2026 · Nestlé SA · Comptable · Entretien']);
});

it('sets the monthly target through the PUT call, and refuses one out of range without calling', async () => {
  setRoutes({ 'PUT /api/users/lea/job-search/target': { status: 200, body: { ...log.month, target: 12 } } });
  renderCard();
  const input = screen.getByLabelText('Objectif mensuel');
  fireEvent.change(input, { target: { value: '31' } });
  fireEvent.click(screen.getByText('Enregistrer'));
  expect(await screen.findByText(JOB_SEARCH_ERRORS.target)).toBeTruthy();
  expect(calls).toEqual([]);

  fireEvent.change(input, { target: { value: '12' } });
  fireEvent.click(screen.getByText('Enregistrer'));
  expect(await screen.findByText(JOB_SEARCH_TOASTS.targetSaved)).toBeTruthy();
  expect(calls).toEqual([{ method: 'PUT', url: '/api/users/lea/job-search/target', body: { target: 12 } }]);
  await waitFor(() => expect(screen.getByTestId('coach-job-search-count').textContent).toBe('7 / 12 candidatures en novembre 2026'));
});
