import { satisfiesCaret, unmetRequirements } from './remote-versions';

describe('a remote requires the shared modules at the caret of the versions it was built with', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.4.2', '^1.3.0', true],
    ['1.2.9', '^1.3.0', false],
    ['2.0.0', '^1.3.0', false],
    ['19.3.1', '^19.2.0', true],
    ['0.3.4', '^0.3.1', true],
    ['0.4.0', '^0.3.1', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.0.0-dev', '^1.0.0', false],
    ['1.0.0', '1.0.0', false],
  ])('%s within %s: %s', (version, range, expected) => {
    expect(satisfiesCaret(version, range)).toBe(expected);
  });

  it("names what the page's share scope does not provide in range", () => {
    const manifest = { name: 'client', shared_version: '2.0.0', requires: { react: '^19.0.0', '@capsuisse/web-ui': '^2.0.0', '@capsuisse/web-router': '^2.0.0' } };
    const scope = { react: { '19.3.1': {} }, '@capsuisse/web-ui': { '1.0.0': {} } };
    expect(unmetRequirements(manifest, scope)).toEqual(['@capsuisse/web-ui@^2.0.0', '@capsuisse/web-router@^2.0.0']);
    expect(unmetRequirements({ ...manifest, requires: { react: '^19.0.0' } }, scope)).toEqual([]);
  });
});
