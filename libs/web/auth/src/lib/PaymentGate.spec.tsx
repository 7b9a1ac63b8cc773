import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PAGES, PAGE_LIST, type PageDef, type Profile } from '@capsuisse/contracts';
import { UiProviders } from '@capsuisse/web-ui';
import { PaymentGate } from './PaymentGate';

let profile: Partial<Profile> | undefined;

jest.mock('@capsuisse/web-api-client', () => ({
  ...jest.requireActual('@capsuisse/web-api-client'),
  useProfile: () => ({ data: profile, error: undefined, loading: false, reload: jest.fn() }),
}));

function renderAt(page: PageDef, p: Partial<Profile> | undefined) {
  profile = p;
  return render(
    <MemoryRouter initialEntries={[page.path]}>
      <UiProviders>
        <Routes>
          <Route
            path={page.path}
            element={
              <PaymentGate page={page}>
                <p>contenu</p>
              </PaymentGate>
            }
          />
          <Route path="/payment" element={<p>page paiement</p>} />
        </Routes>
      </UiProviders>
    </MemoryRouter>,
  );
}

describe('PaymentGate', () => {
  it('gates exactly the six client features of the spec, the conversation (issue 30) and the job search (issue 32)', () => {
    const specFeatures = ['/uploads', '/timeline', '/formation-5j', '/suivi-10j', '/ressources', '/support', '/messages', '/recherches'];
    const paid = PAGE_LIST.filter((page) => page.paid).map((page) => page.path);
    expect([...paid].sort()).toEqual([...specFeatures].sort());
    for (const page of PAGE_LIST) {
      const { unmount } = renderAt(page, { has_paid: false });
      expect(screen.queryByText('contenu') === null).toBe(page.paid);
      unmount();
    }
  });

  it('sends an unpaid user from a paid feature to /payment with the 🔒 toast', async () => {
    renderAt(PAGES.uploads, { has_paid: false });
    expect(screen.queryByText('contenu')).toBeNull();
    expect(await screen.findByText('🔒 Paiement requis')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('page paiement')).toBeTruthy(), { timeout: 3000 });
  });

  it('lets a paid user through', () => {
    renderAt(PAGES.uploads, { has_paid: true });
    expect(screen.getByText('contenu')).toBeTruthy();
  });

  it('leaves the dashboard to unpaid users (it is dimmed there, not redirected)', () => {
    renderAt(PAGES.dashboard, { has_paid: false });
    expect(screen.getByText('contenu')).toBeTruthy();
  });
});
