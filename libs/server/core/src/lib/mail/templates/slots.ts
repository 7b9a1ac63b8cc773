/** Plain text made safe for HTML text and attribute values alike. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * Puts each `{{name}}` of `source` in one pass: a value holding `{{…}}` (typed by someone) stays as it is.
 * The values must already be HTML (escaped); a slot without a value is a bug, not an empty string.
 */
export function fillSlots(source: string, values: Readonly<Record<string, string>>): string {
  return source.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`mail slot {{${name}}} has no value`);
    return value;
  });
}
