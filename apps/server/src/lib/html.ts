/** Escapes text for HTML content and attribute values (pages and emails the server renders). */
export const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * Every page the server writes itself is light only, as the app is (its styles.css): with
 * `light` alone Android Chrome's automatic dark mode darkens a page halfway.
 */
export const LIGHT_ONLY_META = '<meta name="color-scheme" content="only light">';
