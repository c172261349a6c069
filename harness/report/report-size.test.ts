import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createReferenceAdapter } from '../../adapters/reference/index.js';
import { executeRun } from './execute-run.js';
import { reportFormats } from './formats.js';

// What `npm run cts` writes for the reference engine over every edition stays small enough to keep as CI
// artifacts and open in a browser. It was ~60 MB when each format had one entry per fixture and edition; then
// each format had one entry per fixture, but the JSON, EARL and HTML reports still listed every edition of
// each fixture (7.4 KB per approved fixture at 1,350 fixtures, 10.0 MB in all). Since they write runs of
// consecutive editions as spans, 3.2 KB (4,301,111 bytes: JSON 1,169,921, HTML 1,599,349, EARL 1,069,192,
// JUnit 461,704). The budget is per fixture, so that it holds as the corpus grows, with about 13% headroom;
// a format that lists every edition of each fixture again fails it.
const BYTES_PER_FIXTURE = 3_600;

describe('report size', () => {
  it(
    'a full --edition all run of the reference engine writes under 3.6 KB of reports per fixture in every format',
    { timeout: 600_000 },
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'cts-size-'));
      try {
        const reports = reportFormats().map((format) => ({ format, file: path.join(dir, `report.${format}`) }));
        const run = await executeRun({ edition: 'all', createAdapter: () => createReferenceAdapter(), reports });
        expect(run.summary.total).toBeGreaterThan(20_000);
        const sizes = await Promise.all(reports.map(async (r) => (await stat(r.file)).size));
        const total = sizes.reduce((a, b) => a + b, 0);
        const perFixture = total / run.summary.conformance.fixtures.total;
        expect(perFixture, reports.map((r, i) => `${r.format} ${sizes[i]}`).join(', ')).toBeLessThan(BYTES_PER_FIXTURE);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
