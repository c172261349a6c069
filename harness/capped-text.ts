/**
 * Text an engine said (an error message, the tail of its standard error), cut to a known length
 * before it goes anywhere: into a result, a report, a terminal. An engine that answers every fixture
 * with 30 KB would otherwise make a report of hundreds of megabytes that no renderer can read back.
 * The cut says so, with the length of the original.
 */
declare const capped: unique symbol;
export type CappedText = string & { readonly [capped]: true };

/** The bounds (docs/PROTOCOL.md, "Limits"). */
export const ENGINE_TEXT_LIMITS = {
  /** An engine's error message: the beginning says what went wrong. */
  messageChars: 2_000,
  /** The engine's standard error next to a result: the end holds the traceback. */
  stderrChars: 4_000,
} as const;

/** Keeps the first `maxChars` characters of `text`, saying how long it was when it had to cut. */
export function capHead(text: string, maxChars: number = ENGINE_TEXT_LIMITS.messageChars): CappedText {
  if (text.length <= maxChars || isCutWithin(text, maxChars)) return text as CappedText;
  let end = maxChars;
  if (isHighSurrogate(text.charCodeAt(end - 1))) end--; // never split a character in two
  return `${text.slice(0, end)}… [truncated: ${text.length} characters, the first ${end} kept]` as CappedText;
}

/**
 * Keeps the last `maxChars` characters of `text`. `totalChars` is how much there was in all, when
 * `text` is itself only the part that was kept (a rolling tail of a stream).
 */
export function capTail(
  text: string,
  maxChars: number = ENGINE_TEXT_LIMITS.stderrChars,
  totalChars: number = text.length,
): CappedText {
  if (totalChars <= maxChars && text.length <= maxChars) return text as CappedText;
  let start = Math.max(0, text.length - maxChars);
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start++;
  const kept = text.length - start;
  return `[truncated: ${totalChars} characters, the last ${kept} kept] …${text.slice(start)}` as CappedText;
}

/** A text that an earlier cut already brought to at most `maxChars` kept characters is never cut again (its note would lose the original length). */
function isCutWithin(text: string, maxChars: number): boolean {
  const note = /… \[truncated: \d+ characters, the first (\d+) kept\]$/.exec(text);
  return note !== null && Number(note[1]) <= maxChars && note.index <= maxChars;
}

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;
