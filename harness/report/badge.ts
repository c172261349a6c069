import type { RunReport } from '../generated/report.js';
import { scoreText, scoredTotal } from './report-model.js';

/** The shields.io "endpoint" badge format (https://shields.io/badges/endpoint-badge). */
export interface EndpointBadge {
  schemaVersion: 1;
  label: string;
  message: string;
  color: string;
}

/**
 * A badge JSON for a README: the score over approved fixtures that ran, e.g. "97.5% (312/320)".
 * Colour steps like the W3C implementation reports' (full pass, then 95% and 85%), continued down.
 */
export function badgeFor(report: RunReport): EndpointBadge {
  const s = report.summary;
  const tested = scoredTotal(s);
  if (tested === 0) return { schemaVersion: 1, label: 'phasing-cts', message: 'no results', color: 'lightgrey' };
  const ratio = s.approved.pass / tested;
  const color = ratio === 1 ? 'brightgreen' : ratio >= 0.95 ? 'green' : ratio >= 0.85 ? 'yellowgreen' : ratio >= 0.7 ? 'yellow' : ratio >= 0.5 ? 'orange' : 'red';
  return { schemaVersion: 1, label: 'phasing-cts', message: scoreText(s), color };
}

export const renderBadge = (report: RunReport): string => JSON.stringify(badgeFor(report), null, 2) + '\n';
