/** Which remote renders which signed-in path. The shell owns the routes and guards; remotes own the pages. */
export const REMOTE_ROUTES: Readonly<Record<string, readonly string[]>> = {
  client: ['/dashboard', '/uploads'],
  coach: ['/accompagnateur-dashboard'],
};

export const remoteRoutes = Object.entries(REMOTE_ROUTES).flatMap(([remote, paths]) => paths.map((path) => ({ remote, path })));
