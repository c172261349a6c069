// Text as Markdown, for every renderer that writes Markdown (the report summary, the plan).

/**
 * Plain text as Markdown: every ASCII punctuation mark that Markdown could read as syntax is
 * backslash-escaped, and <, > and & become entities so that text from fixtures or engines can
 * never open HTML or a link in the rendered summary. Line breaks become spaces (one item, one line).
 */
export function text(s: string): string {
  return s
    .replace(/\r?\n/g, ' ')
    .replace(/[\\`*_{}[\]()#+\-.!|~]/g, (c) => `\\${c}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** An inline code span that holds any text: its fence is longer than any run of backticks inside. */
export function code(s: string): string {
  const flat = s.replace(/\r?\n/g, ' ');
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat === '' ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}
