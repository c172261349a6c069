import { createHash } from 'node:crypto';

/** The index's `textHash`: the first 16 hex digits of the SHA-256 of the text (UTF-8). */
export const hash16 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
