import { PRODUCT_NAME } from '@capsuisse/contracts';
import { useThemeMode, type ResolvedTheme } from '@capsuisse/web-theme';

// Two images, one per theme (spec §2): the name is dark on the light theme and light on the dark one.
// Data URLs keep them in the landing chunk: no extra request and no asset loader in the build.
const logoImage = (nameColour: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="170" height="40" viewBox="0 0 170 40">` +
      `<rect x="2" y="4" width="32" height="32" rx="8" fill="#e63946"/><path d="M15 11h6v6h6v6h-6v6h-6v-6H9v-6h6z" fill="#fff"/>` +
      `<text x="44" y="28" font-family="Inter, Segoe UI, system-ui, sans-serif" font-size="21" font-weight="700" fill="${nameColour}">${PRODUCT_NAME}</text></svg>`,
  )}`;

const LOGOS: Record<ResolvedTheme, string> = { dark: logoImage('#eef1f8'), light: logoImage('#141a2b') };

/** The public pages' logo: the light or the dark image, following the theme. */
export function ThemedLogo({ height = 40 }: { height?: number }) {
  const { resolved } = useThemeMode();
  return <img src={LOGOS[resolved]} alt={PRODUCT_NAME} height={height} width={(height * 170) / 40} data-logo={resolved} className="landing__logo" />;
}
