import type { AttachRef, Status } from '../generated/fixture.js';

// The words a fixture is told in, shared by the scenario prose (setup, actions) and each expectation
// kind's own sentence (harness/expectations/), so a zone or a phasing status reads the same everywhere.

export const zoneText = (z: string): string => (z === 'battlefield' || z === 'stack' ? `on the ${z}` : `in the ${z}`);

export const list = (xs: readonly string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

export function phasedText(p: Status): string {
  return p === 'in' ? 'phased in' : `phased out ${p.how} under ${p.under}`;
}

export function attachText(a: AttachRef | null): string {
  if (a === null) return 'attached to nothing';
  return typeof a === 'string' ? `attached to ${a}` : `attached to player ${a.player}`;
}

export function countersText(c: Record<string, number>): string {
  const kinds = Object.entries(c).filter(([, n]) => n > 0);
  return kinds.length === 0 ? 'no counters' : list(kinds.map(([k, n]) => `${n} ${k} counter${n === 1 ? '' : 's'}`));
}
