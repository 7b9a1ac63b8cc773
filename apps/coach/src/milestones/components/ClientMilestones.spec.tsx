import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { API_ERRORS, type ClientMilestones as Path, MILESTONE_ERRORS, type MilestoneDto } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { MILESTONE_TOASTS } from '../texts';
import { ClientMilestones } from './ClientMilestones';

// The panel's calls go through the real api-client to a fake fetch.
const { fetchFn: fakeFetch, routes, calls, setRoutes } = routedFetch();
// Each test waits for several antd toasts in a row: slow in jsdom on a busy machine.
jest.setTimeout(60_000);
const BASE = '/api/users/lea/milestones';

const step = (code: string, extra: Partial<MilestoneDto> = {}): MilestoneDto => ({
  id: `id-${code}`,
  code,
  label: `Étape ${code}`,
  type: 'entretien_rh',
  status: 'a_faire',
  scheduled_at: null,
  notes_client: null,
  ...extra,
});
const path = (milestones: MilestoneDto[], overall_progress = 0): Path => ({ milestones, overall_progress });

const onChanged = jest.fn();
function renderPanel(initial: Path) {
  setRoutes({ [`GET ${BASE}`]: { status: 200, body: initial } });
  render(
    <UiProviders>
      <ClientMilestones clientId="lea" onChanged={onChanged} />
    </UiProviders>,
  );
  return screen.findByTestId('coach-milestones');
}

const rows = () => screen.getAllByTestId('coach-milestone').map((r) => r.dataset['code']);
function found<T>(value: T | null | undefined, what: string): T {
  if (value == null) throw new Error(`no ${what}`);
  return value;
}
const row = (code: string) => found(screen.getAllByTestId('coach-milestone').find((r) => r.dataset['code'] === code), `row ${code}`);
const buttonOf = (element: HTMLElement) => found(element.closest('button'), 'button');
const buttonIn = (container: HTMLElement, label: string) => buttonOf(within(container).getByText(label));
// Toasts come after the fake network round trip and antd's notification mount: slow on a busy machine.
const toast = (text: string) => screen.findByText(text, undefined, { timeout: 5000 });
const writes = () => calls.filter((c) => c.method !== 'GET');

beforeEach(() => {
  calls.length = 0;
  onChanged.mockClear();
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

describe('ClientMilestones (coach)', () => {
  it('adds a step with the next code suggested; a missing label is refused before sending, in French', async () => {
    await renderPanel(path([]));
    expect(screen.getByText('Aucune étape configurée pour ce client')).toBeTruthy();

    fireEvent.click(buttonIn(screen.getByTestId('coach-milestones'), 'Ajouter une étape'));
    const form = await screen.findByTestId('milestone-form');
    expect((within(form).getByLabelText('Code') as HTMLInputElement).value).toBe('01');
    fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'audit' } });
    fireEvent.click(buttonOf(screen.getByText('Enregistrer')));
    expect(await toast(MILESTONE_ERRORS.labelRequired)).toBeTruthy();
    expect(writes()).toEqual([]);

    routes[`POST ${BASE}`] = { status: 201, body: path([step('01', { label: 'Audit du profil', type: 'audit', scheduled_at: '2027-01-12T12:00:00.000Z' })]) };
    fireEvent.change(within(form).getByLabelText('Intitulé'), { target: { value: 'Audit du profil' } });
    fireEvent.change(within(form).getByLabelText('Date prévue'), { target: { value: '2027-01-12' } });
    fireEvent.click(buttonOf(screen.getByText('Enregistrer')));
    expect(await toast(MILESTONE_TOASTS.created.title)).toBeTruthy();
    expect(writes()).toEqual([
      { method: 'POST', url: BASE, body: { code: '01', label: 'Audit du profil', type: 'audit', status: 'a_faire', scheduled_at: '2027-01-12', notes_client: null } },
    ]);
    expect(rows()).toEqual(['01']);
    expect(row('01').textContent).toContain('prévue le 12 janvier 2027');
    expect(onChanged).toHaveBeenCalled();
  });

  it('moves a step down: the whole new order is sent', async () => {
    await renderPanel(path([step('01'), step('02'), step('03')]));
    expect(rows()).toEqual(['01', '02', '03']);
    expect((screen.getByLabelText("Monter l'étape 01") as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText("Descendre l'étape 03") as HTMLButtonElement).disabled).toBe(true);

    routes[`PUT ${BASE}/order`] = { status: 200, body: path([step('01', { id: 'id-02', label: 'Étape 02' }), step('02', { id: 'id-01', label: 'Étape 01' }), step('03')]) };
    fireEvent.click(screen.getByLabelText("Descendre l'étape 01"));
    expect(await toast(MILESTONE_TOASTS.reordered.title)).toBeTruthy();
    expect(writes()).toEqual([{ method: 'PUT', url: `${BASE}/order`, body: { ids: ['id-02', 'id-01', 'id-03'] } }]);
    await waitFor(() => expect(row('01').textContent).toContain('Étape 02'));
  });

  it('marks a step done, and shows the server refusal as an error toast', async () => {
    await renderPanel(path([step('01'), step('02'), step('03')]));

    routes[`PATCH ${BASE}/id-03`] = { status: 200, body: path([step('01'), step('02'), step('03', { status: 'termine' })], 8) };
    fireEvent.click(buttonIn(row('03'), 'Terminer'));
    expect(await toast(MILESTONE_TOASTS.completed.title)).toBeTruthy();
    expect(writes()).toEqual([{ method: 'PATCH', url: `${BASE}/id-03`, body: { status: 'termine' } }]);
    await waitFor(() => expect(row('03').textContent).toContain('Terminé'));
    expect(buttonIn(row('03'), 'Terminer').disabled).toBe(true);

    routes[`PATCH ${BASE}/id-01`] = { status: 404, body: { statusCode: 404, error: 'Not Found', message: API_ERRORS.notFound } };
    fireEvent.click(buttonIn(row('01'), 'Terminer'));
    expect(await toast(API_ERRORS.notFound)).toBeTruthy();
    expect(row('01').textContent).toContain('À faire');
  });

  it('deletes a step after confirmation', async () => {
    await renderPanel(path([step('01'), step('02')]));
    routes[`DELETE ${BASE}/id-02`] = { status: 200, body: path([step('01')]) };
    fireEvent.click(buttonIn(row('02'), 'Supprimer'));
    const confirm = await screen.findByText("Supprimer l'étape 02 ?", undefined, { timeout: 5000 });
    fireEvent.click(buttonIn(confirm.closest('.ant-popover') as HTMLElement, 'Supprimer'));
    expect(await toast(MILESTONE_TOASTS.removed.title)).toBeTruthy();
    expect(writes()).toEqual([{ method: 'DELETE', url: `${BASE}/id-02`, body: undefined }]);
    expect(rows()).toEqual(['01']);
  });
});
