import { ROLES } from './roles';
import { canOpen, PAGE_LIST, PAGES, pageAt, pathTo, roleHome } from './pages';

describe('page registry paths', () => {
  it('finds the page of a URL path, `:param` segments matching one segment', () => {
    expect(pageAt('/axel-dashboard')).toBe(PAGES.axelDashboard);
    expect(pageAt('/user/2f1c7a4e-0000-4000-8000-000000000001')).toBe(PAGES.userDetail);
    expect(pageAt('/user/:userId')).toBe(PAGES.userDetail);
    expect(pageAt('/user')).toBeUndefined();
    expect(pageAt('/user/a/b')).toBeUndefined();
  });

  it('fills a pattern with URI-encoded params', () => {
    expect(pathTo(PAGES.userDetail.path, { userId: 'a b/c' })).toBe('/user/a%20b%2Fc');
  });

  it("sends axel to the admin dashboard", () => {
    expect(roleHome('axel', 'https://guide')).toBe('/axel-dashboard');
  });
});

describe('refusals', () => {
  it('gives every page that refuses a role a message with a description (spec §6)', () => {
    const silent = PAGE_LIST.filter((p) => ROLES.some((role) => !canOpen(p, role)) && !p.denied?.description).map((p) => p.path);
    expect(silent).toEqual([]);
  });

  it("lets each role open its own home and no other role's home", () => {
    for (const role of ROLES) {
      const home = roleHome(role, 'https://guide');
      for (const page of PAGE_LIST.filter((p) => p.homeOf?.length || p === PAGES.dashboard)) {
        expect({ role, page: page.path, open: canOpen(page, role) }).toEqual({ role, page: page.path, open: page.path === home || (page === PAGES.dashboard && role === 'client_se_loger') });
      }
    }
  });
});
