import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PAGES, type PageDef, type Role, type Session } from '@capsuisse/contracts';
import { UiProviders } from '@capsuisse/web-ui';
import { RequireRole } from './RequireRole';

let role: Role = 'accompagnateur';

jest.mock('@capsuisse/web-api-client', () => ({
  ...jest.requireActual('@capsuisse/web-api-client'),
  useSession: () => ({ ready: true, session: { user: { id: 'u1', email: 'u@example.ch', role, factors: [] } } as unknown as Session }),
}));

function renderAt(page: PageDef, as: Role) {
  role = as;
  const opened = jest.fn();
  function Page() {
    opened();
    return <p>contenu</p>;
  }
  render(
    <MemoryRouter initialEntries={[page.path]}>
      <UiProviders>
        <Routes>
          <Route
            path={page.path}
            element={
              <RequireRole page={page}>
                <Page />
              </RequireRole>
            }
          />
          <Route path="/dashboard" element={<p>tableau client</p>} />
          <Route path="/accompagnateur-dashboard" element={<p>tableau accompagnateur</p>} />
        </Routes>
      </UiProviders>
    </MemoryRouter>,
  );
  return opened;
}

describe('RequireRole', () => {
  it('lets a role of the page through', () => {
    renderAt(PAGES.coachDashboard, 'accompagnateur');
    expect(screen.getByText('contenu')).toBeTruthy();
  });

  it("sends a non-coach to /dashboard with 'Accès refusé', without rendering the page", async () => {
    const opened = renderAt(PAGES.coachDashboard, 'client');
    expect(await screen.findByText("Vous n'avez pas les permissions d'accompagnateur")).toBeTruthy();
    expect(await screen.findByText('tableau client')).toBeTruthy();
    expect(opened).not.toHaveBeenCalled();
  });

  it("refuses a page without wording of its own with a plain 'Accès refusé', home being the role's", async () => {
    renderAt(PAGES.uploads, 'accompagnateur');
    expect(await screen.findByText('Accès refusé')).toBeTruthy();
    expect(await screen.findByText('tableau accompagnateur')).toBeTruthy();
  });
});
