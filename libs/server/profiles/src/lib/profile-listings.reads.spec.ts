import { type RosterRow, searchRoster } from './profile-listings.reads';

// Emails as COACH_ROSTER reads them: lowered.
const row = (user_id: string, email: string, overall_progress: number, first_login_completed = true, flagged = false): RosterRow => ({ user_id, email_lowered: email.toLowerCase(), overall_progress, first_login_completed, flagged });
// Newest first, as COACH_ROSTER reads them.
const roster = [row('d', 'dora@ex.ch', 25, false, true), row('c', 'Cleo.Martin@ex.ch', 50), row('b', 'ben@ex.ch', 0, true, true), row('a', 'ana@autre.ch', 26)];
const all = { search: '', flagged: false, offset: 0, limit: 20 };

it('counts every client whatever the search, rounding the mean progress half up', () => {
  expect(searchRoster(roster, { ...all, search: 'personne' })).toEqual({ counters: { total: 4, active: 3, average_progress: 25 }, found: 0, page: [] });
  expect(searchRoster([row('a', 'a@ex.ch', 25), row('b', 'b@ex.ch', 26)], all).counters.average_progress).toBe(26);
  expect(searchRoster([], all)).toEqual({ counters: { total: 0, active: 0, average_progress: 0 }, found: 0, page: [] });
});

it('finds a substring of the email in any case, taken literally, and keeps the roster order', () => {
  expect(searchRoster(roster, { ...all, search: 'EX.CH' }).page).toEqual(['d', 'c', 'b']);
  expect(searchRoster(roster, { ...all, search: 'cleo.m' }).page).toEqual(['c']);
  // A dot is a dot, not "any character".
  expect(searchRoster(roster, { ...all, search: 'ana.' }).found).toBe(0);
});

it('keeps the flagged clients with `flagged`, and pages what it found', () => {
  expect(searchRoster(roster, { ...all, flagged: true })).toMatchObject({ found: 2, page: ['d', 'b'] });
  expect(searchRoster(roster, { ...all, search: 'ex.ch', flagged: true, offset: 1, limit: 1 })).toMatchObject({ found: 2, page: ['b'] });
  expect(searchRoster(roster, { ...all, offset: 4, limit: 2 })).toMatchObject({ found: 4, page: [] });
});
