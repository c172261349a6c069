import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createReferenceAdapter } from '../../adapters/reference/index.js';
import { executeRun } from './execute-run.js';
import { reportFormats } from './formats.js';

// What `npm run cts` writes for the reference engine over every edition stays small enough to
// keep as CI artifacts and open in a browser: under 10 MB for every format together (it was ~60 MB
// when each format had one entry per fixture and edition).
describe('report size', () => {
  it(
    'a full --edition all run of the reference engine writes under 10 MB of reports in every format',
    { timeout: 600_000 },
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'cts-size-'));
      try {
        const reports = reportFormats().map((format) => ({ format, file: path.join(dir, `report.${format}`) }));
        const run = await executeRun({ edition: 'all', createAdapter: () => createReferenceAdapter(), reports });
        expect(run.summary.total).toBeGreaterThan(20_000);
        const sizes = await Promise.all(reports.map(async (r) => (await stat(r.file)).size));
        const total = sizes.reduce((a, b) => a + b, 0);
        expect(total, reports.map((r, i) => `${r.format} ${sizes[i]}`).join(', ')).toBeLessThan(10_000_000);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
