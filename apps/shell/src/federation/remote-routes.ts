/**
 * Which remote renders which signed-in path. The shell owns the routes and guards (the payment gate
 * reads PAID_PATHS of web-auth); remotes own the pages. /payment and /payment-success stay open to
 * unpaid clients.
 */
export const REMOTE_ROUTES: Readonly<Record<string, readonly string[]>> = {
  client: ['/dashboard', '/uploads', '/payment', '/payment-success'],
  coach: ['/accompagnateur-dashboard'],
};

export const remoteRoutes = Object.entries(REMOTE_ROUTES).flatMap(([remote, paths]) => paths.map((path) => ({ remote, path })));
