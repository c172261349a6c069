import type { RunReport } from '../generated/report.js';

/**
 * Report formats rendered from a finished RunReport. JSON is not here: it is streamed while the run
 * goes on, and every other format is rendered from it afterwards (one results model, many views).
 */
export type Renderer = (report: RunReport) => string;

/**
 * Each format's renderer, loaded only when a report of that format is asked for: most runs write JSON
 * alone, and loading every renderer (xmlbuilder2 for JUnit, the HTML page's sections) was a noticeable
 * part of each CLI start.
 */
const LOADERS = new Map<string, () => Promise<Renderer>>([
  ['junit', async () => (await import('./junit.js')).renderJunit],
  [
    'markdown',
    async () => {
      const { renderMarkdown } = await import('./markdown.js');
      return (r) => renderMarkdown(r);
    },
  ],
  ['html', async () => (await import('./html/html-report.js')).renderHtml],
  ['earl', async () => (await import('./earl.js')).renderEarl],
  ['badge', async () => (await import('./badge.js')).renderBadge],
]);

/** The formats rendered from the JSON report, in the order help texts list them. */
export const renderedFormats = (): string[] => [...LOADERS.keys()];

/** Every format `run --report` writes: JSON first. */
export const reportFormats = (): string[] => ['json', ...renderedFormats()];

/** The renderer of `format`, or undefined when there is no such format. */
export async function rendererFor(format: string): Promise<Renderer | undefined> {
  return LOADERS.get(format)?.();
}
