import type { RemoteBuildManifest } from '@capsuisse/web-remote';

/** A shared module's versions as the page's share scope lists them (`__webpack_share_scopes__.default`). */
export type ShareScope = Record<string, Record<string, unknown> | undefined>;

const parts = (version: string): number[] => (/^(\d+)\.(\d+)\.(\d+)$/.exec(version) ?? []).slice(1).map(Number);

/** `version` within the caret range `^a.b.c` (the only kind our builds write); a pre-release never is. */
export function satisfiesCaret(version: string, range: string): boolean {
  const have = parts(version);
  const want = range.startsWith('^') ? parts(range.slice(1)) : [];
  if (have.length < 3 || want.length < 3) return false;
  // Parts up to the leftmost non-zero one stay equal (all three for ^0.0.c); past it, the version may be higher.
  const fixed = want[0] ? 0 : want[1] ? 1 : 2;
  for (let i = 0; i < 3; i++) if (have[i] !== want[i]) return i > fixed && have[i] > want[i];
  return true;
}

/** What the remote requires that the shell's page does not provide in range: `name@range` each. */
export function unmetRequirements(manifest: RemoteBuildManifest, scope: ShareScope): string[] {
  return Object.entries(manifest.requires)
    .filter(([name, range]) => !Object.keys(scope[name] ?? {}).some((version) => satisfiesCaret(version, range)))
    .map(([name, range]) => `${name}@${range}`);
}
