export { RequireAuth } from './lib/RequireAuth';
export { RedirectIfSignedIn } from './lib/RedirectIfSignedIn';
export { useGoToRoleHome, useRoleHome } from './lib/use-role-home';
export { renderStandaloneRemote } from './lib/render-standalone-remote';
