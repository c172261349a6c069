import type { RunReport } from '../generated/report.js';
import { renderBadge } from './badge.js';
import { renderEarl } from './earl.js';
import { renderHtml } from './html/html-report.js';
import { renderJunit } from './junit.js';
import { renderMarkdown } from './markdown.js';

/**
 * Report formats rendered from a finished RunReport. JSON is not here: it is streamed while the run
 * goes on, and every other format is rendered from it afterwards (one results model, many views).
 */
export type Renderer = (report: RunReport) => string;

export const RENDERERS = new Map<string, Renderer>([
  ['junit', renderJunit],
  ['markdown', (r) => renderMarkdown(r)],
  ['html', renderHtml],
  ['earl', renderEarl],
  ['badge', renderBadge],
]);

export function registerRenderer(format: string, render: Renderer): void {
  RENDERERS.set(format, render);
}

export const reportFormats = (): string[] => ['json', ...RENDERERS.keys()];
