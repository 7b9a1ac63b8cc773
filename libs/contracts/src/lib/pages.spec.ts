import { PAGES, pageAt, pathTo, roleHome } from './pages';

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
