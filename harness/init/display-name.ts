/**
 * The engine name as `init` pastes it into comments, docstrings and Markdown. The declared name (a
 * JSON string in the engine's code) keeps the name exactly; everywhere else it is prose, where a
 * newline would end a `//` comment, `*\/` a block comment, `"""` or a backslash a Python docstring, a
 * backtick a Markdown code span and `#` start a YAML or shell comment. Keeping letters, digits, spaces
 * and `._+@-` leaves nothing that ends or escapes any of them.
 */
const UNSAFE = /[^\p{L}\p{N} ._+@-]+/gu;
const MAX_LENGTH = 80;

export function displayName(name: string): string {
  const safe = name.replace(UNSAFE, '-').replace(/\s+/g, ' ').trim().slice(0, MAX_LENGTH).trim();
  return safe === '' || /^-+$/.test(safe) ? 'my-engine' : safe;
}
