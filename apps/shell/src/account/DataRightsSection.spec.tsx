import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DataRights } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { DataRightsSection } from './DataRightsSection';

// The section's calls go through the real api-client to a fake fetch.
const { fetchFn: fakeFetch, routes, calls, setRoutes } = routedFetch();

const rights = (over: Partial<DataRights> = {}): DataRights => ({ recruiter_visible: false, recruiter_consent_at: null, recruiter_withdrawn_at: null, deletion_requested_at: null, ...over });
const PUT = 'PUT /api/me/recruiter-visibility';

function open(isClient = true) {
  render(
    <UiProviders>
      <DataRightsSection isClient={isClient} />
    </UiProviders>,
  );
}

beforeEach(() => {
  calls.length = 0;
  setRoutes({ 'GET /api/me/data': { status: 200, body: rights() } });
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

describe('DataRightsSection: the consent to recruiters', () => {
  it('is off until the client says yes, and says recruiters see nothing; the label tells what they would see', async () => {
    open();
    const consent = await screen.findByRole('switch', { name: 'J’accepte que les recruteurs voient mon profil' });
    expect(consent.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('recruiter-consent').textContent).toBe('Vous n’avez pas donné votre accord : les recruteurs ne vous voient pas.');
    expect(screen.getByText(/voient votre email, votre date d’inscription et votre avancement/)).toBeTruthy();
  });

  it('switching on sends the consent and shows its date; off withdraws it and shows that date', async () => {
    routes[PUT] = { status: 200, body: rights({ recruiter_visible: true, recruiter_consent_at: '2026-12-01T09:30:00.000Z' }) };
    open();
    const consent = await screen.findByRole('switch');
    fireEvent.click(consent);
    await waitFor(() => expect(consent.getAttribute('aria-checked')).toBe('true'));
    expect(calls.filter((c) => `${c.method} ${c.url}` === PUT).map((c) => c.body)).toEqual([{ visible: true }]);
    expect(screen.getByTestId('recruiter-consent').textContent).toBe('Accord donné le 01.12.2026 10:30.');

    routes[PUT] = { status: 200, body: rights({ recruiter_consent_at: '2026-12-01T09:30:00.000Z', recruiter_withdrawn_at: '2026-12-03T15:00:00.000Z' }) };
    fireEvent.click(consent);
    await waitFor(() => expect(consent.getAttribute('aria-checked')).toBe('false'));
    expect(calls.filter((c) => `${c.method} ${c.url}` === PUT).map((c) => c.body)).toEqual([{ visible: true }, { visible: false }]);
    expect(screen.getByTestId('recruiter-consent').textContent).toBe('Accord retiré le 03.12.2026 16:00 : les recruteurs ne vous voient plus.');
  });

  it('a refused change leaves the switch as it was and tells why', async () => {
    routes[PUT] = { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Erreur interne' } };
    open();
    const consent = await screen.findByRole('switch');
    fireEvent.click(consent);
    expect(await screen.findByText('Impossible de modifier votre accord')).toBeTruthy();
    expect(consent.getAttribute('aria-checked')).toBe('false');
  });

  it('is shown to clients only', async () => {
    open(false);
    await within(screen.getByTestId('data-rights')).findByText('Demander la suppression de mon compte');
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
