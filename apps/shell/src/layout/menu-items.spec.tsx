import { menuItems } from './menu-items';

const links = (items: ReturnType<typeof menuItems>) => items.map(({ label, href }) => [label, href]);

describe('menuItems', () => {
  it("gives a paid client 'Tableau de bord', 'Documents', 'Parcours' and 'Messages' (spec §2 top bar), then its job search (issue 32)", () => {
    expect(links(menuItems('client', true, '/dashboard'))).toEqual([
      ['Tableau de bord', '/dashboard'],
      ['Documents', '/uploads'],
      ['Parcours', '/timeline'],
      ['Messages', '/messages'],
      ["Recherches d'emploi", '/recherches'],
      ['Sécurité et données', '/compte'],
    ]);
  });

  it('sends an unpaid client from Documents, Parcours, Messages and its job search to /payment', () => {
    expect(links(menuItems('client', false, '/dashboard'))).toEqual([
      ['Tableau de bord', '/dashboard'],
      ['Documents', '/payment'],
      ['Parcours', '/payment'],
      ['Messages', '/payment'],
      ["Recherches d'emploi", '/payment'],
      ['Sécurité et données', '/compte'],
    ]);
  });

  it('shows a coach the way home and its account, not Documents', () => {
    expect(links(menuItems('accompagnateur', true, '/accompagnateur-dashboard'))).toEqual([
      ['Tableau de bord', '/accompagnateur-dashboard'],
      ['Sécurité et données', '/compte'],
    ]);
  });

  it('leads client_se_loger home to the housing guide', () => {
    expect(menuItems('client_se_loger', true, 'https://guide.example/')[0]).toMatchObject({ label: 'Tableau de bord', href: 'https://guide.example/' });
  });
});
