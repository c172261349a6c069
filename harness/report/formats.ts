import type { RunReport } from '../generated/report.js';

/**
 * Report formats rendered from a finished RunReport. JSON is not here: it is streamed while the run
 * goes on, and every other format is rendered from it afterwards (one results model, many views).
 */
export type Renderer = (report: RunReport) => string;

export const RENDERERS = new Map<string, Renderer>();

export function registerRenderer(format: string, render: Renderer): void {
  RENDERERS.set(format, render);
}

export const reportFormats = (): string[] => ['json', ...RENDERERS.keys()];
