// Reads a Comprehensive Rules text file as Wizards of the Coast publishes it (or an excerpt of one made by
// `import-edition --excerpt`): its effective date and every numbered rule, by number. The files in the public
// archives come in four encodings over the years (Windows-1252, UTF-8 with or without a byte-order mark,
// UTF-16 in either byte order) and three line endings, so decoding is part of reading.
import { isUtf8 } from 'node:buffer';
import { CrTextError } from './import-errors.js';

/** One numbered rule or subrule, with the Example lines printed under it. */
export interface CrRule {
  number: string;
  text: string;
  examples: string[];
  /** 0-based index of its line in `CrText.lines` (the excerpt keeps these lines). */
  line: number;
  /** Its other lines (a second paragraph, the Examples), same indexing. */
  moreLines: number[];
}

export interface CrText {
  /** Effective date, YYYY-MM-DD, from "These rules are effective as of <Month> <D>, <YYYY>." */
  effective: string;
  /** The file's lines, trimmed. */
  lines: string[];
  /** Every numbered rule in the rules part (not the contents list, not the glossary), in file order. */
  rules: CrRule[];
  byNumber: Map<string, CrRule>;
  /** The lines every excerpt keeps: title, effective-date line, first and last rule, the glossary heading. */
  frameLines: number[];
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const EFFECTIVE = /These rules are effective as of (\w+) (\d{1,2}), (\d{4})\./;
const TITLE = 'Magic: The Gathering Comprehensive Rules';
/**
 * "702.26." (a rule) or "702.26a" (a subrule), then its text. A few archived files print a subrule with a period
 * after its letter ("800.4a." in the 2011-02-04 … 2011-09-30 editions, "121.1c." until 2013-02-01).
 */
const RULE_LINE = /^(\d{3}\.\d+(?:[a-z](?=[\s.]))?)\.?\s+(\S.*)$/;

/** A section or chapter heading ("503. Upkeep Step", "7. Additional Rules"). */
const HEADING = /^\d{1,3}\. /;

/** Decodes the bytes of a rules file whatever encoding it was published in. */
export function decodeCrBytes(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (isUtf8(bytes)) return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  return decodeWindows1252(bytes);
}

// Bytes 0x80-0x9F of Windows-1252 (curly quotes, dashes, …); the rest is Latin-1. Written out because Node's
// TextDecoder('windows-1252') drops them (measured on Node 20: [0x63,0x61,0x6e,0x92,0x74] gives "cant").
const WINDOWS_1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function decodeWindows1252(bytes: Buffer): string {
  let out = '';
  for (const b of bytes) out += b >= 0x80 && b <= 0x9f ? WINDOWS_1252_HIGH[b - 0x80] : String.fromCharCode(b);
  return out;
}

function effectiveDate(lines: string[]): { date: string; line: number } {
  const line = lines.findIndex((l) => EFFECTIVE.test(l));
  const m = line >= 0 ? EFFECTIVE.exec(lines[line]!) : null;
  const month = m ? MONTHS.indexOf(m[1]!) + 1 : 0;
  if (!m || month === 0) throw new CrTextError('no "These rules are effective as of <Month> <day>, <year>." line');
  return { date: `${m[3]}-${String(month).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`, line };
}

/**
 * The rules part: from the first rule line after the contents list up to the glossary heading. A file cut
 * before the glossary (a truncated download) is refused: rules missing from it would read as rules that
 * vanished. (The last section is not checked: the 2009-07-11 edition ends with 809, later ones with 9xx.)
 */
function rulesSpan(lines: string[]): { first: number; glossary: number } {
  const first = lines.findIndex((l) => l.startsWith('100.1. ') || l.startsWith('100.1 '));
  if (first < 0) throw new CrTextError('no rule 100.1: not the text of the Comprehensive Rules');
  const glossary = lines.findIndex((l, i) => i > first && l === 'Glossary');
  if (glossary < 0)
    throw new CrTextError('the rules stop before the "Glossary" heading: the file is truncated or not a rules text');
  return { first, glossary };
}

/**
 * Some archived files were converted from the rich-text edition and mark italics with underscores
 * ("_Magic: The Gathering_ Comprehensive Rules", "These _Magic_ rules"); the plain-text edition has none.
 * Such a file is read without the marks, so that its words compare with the plain text's. The marks are
 * recognised on the title or on the game's name anywhere (the 2012-02-01 file marks it under a plain title).
 */
function withoutItalicMarks(lines: string[]): string[] {
  const title = lines.find((l) => l !== '');
  const marked =
    title === `_Magic: The Gathering_ Comprehensive Rules` ||
    lines.some((l) => l.includes('_Magic_') || l.includes('_Magic: The Gathering_'));
  if (!marked) return lines;
  return lines.map((l) => l.replace(/(^|[^\w])_(\S(?:[^_]*\S)?)_(?=$|[^\w])/g, '$1$2'));
}

/** Parses a decoded rules text; throws CrTextError when it is not a complete Comprehensive Rules text. */
export function parseCrText(text: string): CrText {
  const lines = withoutItalicMarks(text.split(/\r\n|\r|\n/).map((l) => l.trim()));
  const title = lines.findIndex((l) => l !== '');
  if (title < 0 || lines[title] !== TITLE)
    throw new CrTextError(`the first line is not "${TITLE}": not a Comprehensive Rules text`);
  const effective = effectiveDate(lines);
  const { first, glossary } = rulesSpan(lines);
  const rules: CrRule[] = [];
  for (let i = first; i < glossary; i++) {
    const line = lines[i]!;
    const m = RULE_LINE.exec(line);
    const rule = rules[rules.length - 1];
    if (m) rules.push({ number: m[1]!, text: m[2]!, examples: [], line: i, moreLines: [] });
    else if (rule && line.startsWith('Example:')) {
      rule.examples.push(line.replace(/^Example:\s*/, ''));
      rule.moreLines.push(i);
    } else if (rule && line !== '' && rule.examples.length === 0 && lines[i - 1] !== '' && !HEADING.test(line)) {
      // A second paragraph of the rule, printed on the next line (509.1b): the index quotes it joined.
      rule.text = `${rule.text} ${line}`;
      rule.moreLines.push(i);
    }
  }
  const byNumber = new Map<string, CrRule>();
  for (const r of rules) if (!byNumber.has(r.number)) byNumber.set(r.number, r);
  const frameLines = [title, effective.line, rules[0]!.line, rules[rules.length - 1]!.line, glossary];
  return { effective: effective.date, lines, rules, byNumber, frameLines };
}

/** The lines of an excerpt holding the given lines of the file (with the frame), in file order. */
export function excerptText(cr: CrText, keep: Iterable<number>): string {
  const wanted = [...new Set([...cr.frameLines, ...keep])].sort((a, b) => a - b);
  return wanted.map((i) => cr.lines[i]).join('\n') + '\n';
}
