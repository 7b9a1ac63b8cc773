/** In-app paths start with '/'; anything else (the housing guide) is another site, opened in full. */
export function isExternalUrl(href: string): boolean {
  return !href.startsWith('/');
}
