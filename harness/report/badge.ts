import type { RunReport } from '../generated/report.js';
import { tallyText } from './report-model.js';

/** The shields.io "endpoint" badge format (https://shields.io/badges/endpoint-badge). */
export interface EndpointBadge {
  schemaVersion: 1;
  label: string;
  message: string;
  color: string;
}

/**
 * A badge JSON for a README: approved fixtures passing over every approved fixture that applies,
 * "29/367" — never a percentage of what ran, so an engine that runs 9 fixtures cannot show 100%.
 * Colour steps like the W3C implementation reports' (full pass, then 95% and 85%), continued down.
 */
export function badgeFor(report: RunReport): EndpointBadge {
  const f = report.summary.conformance.fixtures;
  if (f.total === 0) return { schemaVersion: 1, label: 'phasing-cts', message: 'no fixtures', color: 'lightgrey' };
  const ratio = f.passed / f.total;
  const color =
    ratio === 1
      ? 'brightgreen'
      : ratio >= 0.95
        ? 'green'
        : ratio >= 0.85
          ? 'yellowgreen'
          : ratio >= 0.7
            ? 'yellow'
            : ratio >= 0.5
              ? 'orange'
              : 'red';
  return { schemaVersion: 1, label: 'phasing-cts', message: tallyText(f), color };
}

export const renderBadge = (report: RunReport): string => JSON.stringify(badgeFor(report), null, 2) + '\n';
