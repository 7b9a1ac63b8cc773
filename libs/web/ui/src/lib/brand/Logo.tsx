import { PRODUCT_NAME } from '@capsuisse/contracts';

interface LogoProps {
  /** Height of the mark in pixels; the name scales with it. */
  size?: number;
}

/** The product mark: drawn in currentColor, so it follows the light and dark themes by itself. */
export function Logo({ size = 32 }: LogoProps) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: size * 0.3, color: 'inherit', fontWeight: 700, fontSize: size * 0.6, letterSpacing: '-0.01em' }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#e63946" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      <span>{PRODUCT_NAME}</span>
    </span>
  );
}
