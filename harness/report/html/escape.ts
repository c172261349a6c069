/** HTML escaping for text and attribute values: the five characters that can change markup. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * JSON to embed in <script type="application/json">: with every "<" written as \u003c, the text can
 * hold neither "</script>" nor "<!--", so no fixture title or engine message can end the element
 * or switch the parser's state. JSON.parse reads \u003c back as "<". U+2028/2029 are escaped too,
 * for readers that treat the data as JavaScript.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
