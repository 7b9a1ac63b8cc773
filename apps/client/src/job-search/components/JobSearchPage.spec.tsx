import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { APPLICATION_OUTCOME_LABELS, APPLICATION_OUTCOMES, type JobApplication, type JobSearchLog, type Profile, PROGRAMME_ERRORS } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { fakeApplication, routedFetch } from '@capsuisse/web-testing';
import { todayIso } from '../../programme/dates';
import { JOB_SEARCH_TEXTS as T } from '../texts';
import { JobSearchPage } from './JobSearchPage';

const profile: Partial<Profile> = { first_name: 'Léa', has_paid: true };
jest.mock('@capsuisse/web-api-client', () => ({
  ...jest.requireActual('@capsuisse/web-api-client'),
  useProfile: () => ({ data: profile, error: undefined, loading: false, reload: jest.fn(async () => profile) }),
}));
jest.setTimeout(60_000);

const { fetchFn, calls, setRoutes } = routedFetch();
const month = todayIso().slice(0, 7);

const application = (id: string, changes: Partial<JobApplication>): JobApplication =>
  fakeApplication(id, {
    applied_on: `${month}-02`,
    employer_address: 'Avenue Nestlé 55, 1800 Vevey',
    contact_person: 'Mme Rochat',
    contact_phone: '021 924 11 11',
    workload_percent: 80,
    assigned_by_orp: true,
    created_at: `${month}-02T08:00:00Z`,
    ...changes,
  });
const log = (applications: JobApplication[], count = applications.filter((a) => a.outcome !== 'a_postuler').length): JobSearchLog => ({
  applications,
  orp_number: null,
  month: { month, count, target: 10, proof_downloaded_at: null },
});

const toApply = application('a1', { employer: 'Logitech', position: 'Analyste', applied_on: null, outcome: 'a_postuler', workload_percent: 100, assigned_by_orp: false });
const sent = application('a2', { day: 2, follow_up_on: '2020-01-01' });

beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = fetchFn as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

function renderPage() {
  render(
    <MemoryRouter>
      <UiProviders>
        <JobSearchPage />
      </UiProviders>
    </MemoryRouter>,
  );
  return screen.findByTestId('job-search-page');
}

const writes = () => calls.filter((c) => c.method !== 'GET');
const save = () => fireEvent.click(within(screen.getByRole('dialog')).getByText('Enregistrer'));

it('explains the log and offers to add the first application when it is empty', async () => {
  setRoutes({ 'GET /api/programme/applications': { status: 200, body: log([]) } });
  await renderPage();
  const empty = screen.getByTestId('job-search-empty');
  expect(empty.textContent).toContain(T.emptyText);
  expect(within(empty).getByText(T.add)).toBeTruthy();
  expect(screen.getByTestId('job-search-count').textContent).toMatch(/^0 \/ 10 candidatures en /);
});

it('shows one board column per stage with its count, and moves a card through the PATCH call', async () => {
  setRoutes({
    'GET /api/programme/applications': { status: 200, body: log([toApply, sent]) },
    'PATCH /api/programme/applications/a1': { status: 200, body: log([{ ...toApply, outcome: 'en_attente', applied_on: todayIso() }, sent]) },
  });
  await renderPage();
  const columns = APPLICATION_OUTCOMES.map((o) => screen.getByTestId(`board-column-${o}`));
  expect(columns.map((c) => c.getAttribute('aria-label'))).toEqual(APPLICATION_OUTCOMES.map((o) => APPLICATION_OUTCOME_LABELS[o]));
  const count = (o: string) => within(screen.getByTestId(`board-column-${o}`)).getByTestId('board-column-count').textContent;
  expect([count('a_postuler'), count('en_attente'), count('refus')]).toEqual(['1', '1', '0']);
  const waiting = within(screen.getByTestId('board-column-a_postuler')).getByTestId('application-card');
  expect(waiting.textContent).toContain(T.notSent);
  const campaign = within(screen.getByTestId('board-column-en_attente')).getByTestId('application-card');
  expect(campaign.textContent).toContain('Campagne · jour 2');
  expect(within(campaign).getByTestId('application-follow-up').textContent).toBe('Relancer le 01.01.2020');

  fireEvent.mouseDown(screen.getByLabelText('Étape de Logitech'));
  const option = await screen.findAllByTitle(APPLICATION_OUTCOME_LABELS.en_attente);
  fireEvent.click(option[option.length - 1]);
  await waitFor(() => expect(writes()).toEqual([{ method: 'PATCH', url: '/api/programme/applications/a1', body: { outcome: 'en_attente' } }]));
  await waitFor(() => expect(count('en_attente')).toBe('2'));
  expect(count('a_postuler')).toBe('0');
  // The dialog stayed closed: the select's clicks are its own.
  expect(screen.queryByTestId('application-form')).toBeNull();
});

it('lists every column of the ORP form', async () => {
  setRoutes({ 'GET /api/programme/applications': { status: 200, body: log([toApply, sent]) } });
  await renderPage();
  fireEvent.click(screen.getByText(T.views.list));
  const list = await screen.findByTestId('application-list');
  const headers = within(list).getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['Date', 'Entreprise, adresse', 'Contact, téléphone', 'Poste', "Taux d'occupation", 'Mode de candidature', "Assigné par l'ORP", 'Étape', 'Résultat', 'Relance']);
  const row = within(list).getAllByRole('row').find((r) => r.textContent?.includes('Comptable')) as HTMLElement;
  for (const cell of ['Nestlé SA', 'Mme Rochat', '021 924 11 11', 'Comptable', 'Temps partiel (80 %)', 'Électronique', 'Oui', 'En attente', '01.01.2020']) expect(row.textContent).toContain(cell);
});

it('refuses a date in the future and a workload over 100 % before calling the server, then adds the application', async () => {
  setRoutes({
    'GET /api/programme/applications': { status: 200, body: log([]) },
    'POST /api/programme/applications': { status: 201, body: log([sent]) },
  });
  await renderPage();
  fireEvent.click(screen.getByText(T.add));
  const form = await screen.findByTestId('application-form');
  fireEvent.change(within(form).getByLabelText('Employeur'), { target: { value: 'Nestlé SA' } });
  fireEvent.change(within(form).getByLabelText('Poste'), { target: { value: 'Comptable' } });
  fireEvent.change(within(form).getByLabelText('Date de la candidature'), { target: { value: '2999-01-01' } });
  fireEvent.click(within(form).getByRole('radio', { name: 'Temps partiel' }));
  fireEvent.change(await within(form).findByLabelText('Pourcentage'), { target: { value: '150' } });
  save();
  expect(await within(form).findByText(PROGRAMME_ERRORS.appliedFuture)).toBeTruthy();
  expect(await within(form).findByText(PROGRAMME_ERRORS.workload)).toBeTruthy();
  expect(writes()).toEqual([]);

  fireEvent.change(within(form).getByLabelText('Date de la candidature'), { target: { value: todayIso() } });
  fireEvent.change(within(form).getByLabelText('Pourcentage'), { target: { value: '60' } });
  save();
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect(writes()[0]).toEqual({
    method: 'POST',
    url: '/api/programme/applications',
    body: {
      outcome: 'en_attente',
      applied_on: todayIso(),
      employer: 'Nestlé SA',
      employer_address: null,
      position: 'Comptable',
      contact_person: null,
      contact_phone: null,
      workload_percent: 60,
      channel: 'email',
      assigned_by_orp: false,
      refusal_reason: null,
      follow_up_on: null,
    },
  });
  expect(await screen.findByText(T.added)).toBeTruthy();
});

it("shows the server's French message when it refuses a change", async () => {
  setRoutes({
    'GET /api/programme/applications': { status: 200, body: log([sent]) },
    'PATCH /api/programme/applications/a2': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: PROGRAMME_ERRORS.notYetSentInCampaign } },
  });
  await renderPage();
  fireEvent.click(within(screen.getByTestId('application-card')).getByText('Comptable'));
  const form = await screen.findByTestId('application-form');
  // A campaign entry's stages leave out « À postuler ».
  fireEvent.mouseDown(within(form).getByLabelText('Étape'));
  await screen.findAllByTitle(APPLICATION_OUTCOME_LABELS.refus);
  expect(screen.queryAllByTitle(APPLICATION_OUTCOME_LABELS.a_postuler)).toEqual([]);
  save();
  expect(await screen.findByText(PROGRAMME_ERRORS.notYetSentInCampaign)).toBeTruthy();
});

it('deletes an application from its dialog once confirmed', async () => {
  setRoutes({
    'GET /api/programme/applications': { status: 200, body: log([toApply]) },
    'DELETE /api/programme/applications/a1': { status: 200, body: log([]) },
  });
  await renderPage();
  fireEvent.click(within(screen.getByTestId('application-card')).getByText('Analyste'));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByText('Supprimer'));
  fireEvent.click(within(await screen.findByRole('tooltip')).getByText('Supprimer'));
  await waitFor(() => expect(writes()).toEqual([{ method: 'DELETE', url: '/api/programme/applications/a1', body: undefined }]));
  expect(await screen.findByTestId('job-search-empty')).toBeTruthy();
  expect(screen.getByText(T.deleted)).toBeTruthy();
});
