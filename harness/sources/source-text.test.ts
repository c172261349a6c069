import { expect, it, vi } from 'vitest';
import { citedText } from './source-text.js';

// The reports' cited text comes from the resolver lint and coverage use (harness/sources/citations.ts).

// 110.6's 2011 wording is now quoted; a history entry without text (an edition not read) is simulated by
// dropping it, so the "not quoted" case stays tested whatever the index comes to quote.
vi.mock('./sources-index.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./sources-index.js')>();
  const withoutStatusHistoryText: typeof real.loadSourcesIndex = (...args) => {
    const index = real.loadSourcesIndex(...args);
    for (const rule of index.related.rules.filter((r) => r.meaning === 'RR-STATUS'))
      for (const h of rule.history ?? []) {
        delete h.text;
        delete h.textHash;
      }
    return index;
  };
  return { ...real, loadSourcesIndex: withoutStatusHistoryText };
});

it('shows a related rule as it read in the cited edition', () => {
  const old = citedText({ kind: 'rule', rule: '704.5d', edition: '2015-01-23', meaning: 'RR-SBA-TOKEN' });
  expect(old.text).toBe('If a token is phased out, or is in a zone other than the battlefield, it ceases to exist.');
  expect(old.missing).toBeUndefined();
  const now = citedText({ kind: 'rule', rule: '704.5d', edition: '2026-08-07', meaning: 'RR-SBA-TOKEN' });
  expect(now.text).toBe('If a token is in a zone other than the battlefield, it ceases to exist.');
});

it('says so when the sources do not quote the version in force in the cited edition', () => {
  const t = citedText({ kind: 'rule', rule: '110.6', edition: '2011-02-04', meaning: 'RR-STATUS' });
  expect(t.label).toMatch(/text of that edition not quoted; current text \(110\.5, /);
  expect(t.text).toMatch(/^A permanent’s status is its physical state/);
});

it('shows the phasing subrule of the cited edition, with the cited example', () => {
  const t = citedText({ kind: 'rule', rule: '702.25k', edition: '2017-07-08', meaning: 'PH-TOKENS-CEASE' });
  expect(t.text).toMatch(/^Phased-out tokens cease to exist/);
  const ex = citedText({ kind: 'rule', rule: '702.23b', edition: '2011-02-04', meaning: 'PH-OUT-STATUS', example: 1 });
  expect(ex.example).toBeTruthy();
});

it('marks a citation the index cannot resolve as missing', () => {
  expect(citedText({ kind: 'rule', rule: '702.25k', edition: '2017-08-25', meaning: 'PH-TOKENS-CEASE' }).missing).toBe(
    true,
  );
  expect(citedText({ kind: 'rule', rule: '999.9', edition: '2026-08-07', meaning: 'RR-SBA-TOKEN' }).missing).toBe(true);
  expect(citedText({ kind: 'rule', rule: '704.5d', edition: 'someday', meaning: 'RR-SBA-TOKEN' }).missing).toBe(true);
  expect(citedText({ kind: 'bug', ref: 'B-999' }).missing).toBe(true);
  expect(citedText({ kind: 'interaction', number: 999 }).missing).toBe(true);
});

it('shows a bug outside bugs.json by its title and URL, not as a missing citation', () => {
  const url = 'https://github.com/magefree/mage/pull/15826';
  const t = citedText({ kind: 'bug', url, title: 'Attachments phased out directly' });
  expect(t).toEqual({ kind: 'bug', label: 'Bug (not in bugs.json): Attachments phased out directly', url });
  expect(citedText({ kind: 'bug', url }).missing).toBe(true);
});
