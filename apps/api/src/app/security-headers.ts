import headers from './security-headers.json';

/**
 * The security headers of every response, web pages and API alike, written once: the API sends them
 * (below), the web image's nginx includes `deploy/security-headers.conf`, which `tools/deploy` checks
 * against this file, and the ingress routes every path to one of the two.
 * CSP: everything from our origin (the shell, the remotes under /remotes/, the API); inline styles
 * because antd writes its CSS-in-JS at run time; data: images and fonts for antd's and the landing's
 * inline SVG. No `upgrade-insecure-requests`: HSTS does it in production, and it would break the
 * image served over plain http on a LAN address. A remote on another host must add its origin to
 * script-src and connect-src here (the deploy test checks k8s/remotes.json against it).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = headers;

/**
 * Sent by this server on top of SECURITY_HEADERS: helmet's defaults, written as the values they always
 * were (helmet worked them out again on every request). Not in the web image: a cross-origin resource
 * policy of same-origin would stop a remote served from another host.
 */
export const SERVER_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};
