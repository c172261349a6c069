import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureResult, RunReport } from '../generated/report.js';
import { JsonReportWriter } from './json-report.js';
import { readReport } from './read-report.js';
import { REPORT_VERSION } from './report-version.js';
import { sampleReport } from './testing/sample-reports.js';
import * as api from '../index.js';

const EDITIONS = ['2011-02-04', '2012-06-01', '2017-08-25', '2026-08-07'];

/** A report with one compact row over every edition but 2012-06-01, as a full run folds a passing fixture. */
function compactReport(): RunReport {
  const report = sampleReport({ editions: EDITIONS });
  const row = report.results[0]!;
  const folded: FixtureResult = {
    ...row,
    edition: EDITIONS[0]!,
    editions: ['2011-02-04', '2017-08-25', '2026-08-07'],
  };
  return { ...report, results: [folded] };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cts-version-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function written(report: RunReport): Promise<{ file: string; text: string }> {
  const file = path.join(dir, `w${Math.random().toString(36).slice(2)}.json`);
  const w = await JsonReportWriter.open(file);
  for (const r of report.results) await w.result(r, report.run.editions);
  const { reportVersion: _v, results: _r, ...rest } = report;
  await w.finish(rest);
  return { file, text: await readFile(file, 'utf8') };
}

describe('report versions', () => {
  it(`writes version ${REPORT_VERSION} with spans of consecutive run editions, and reads every edition back`, async () => {
    const report = compactReport();
    const { file, text } = await written(report);
    const data = JSON.parse(text) as RunReport;
    expect(data.reportVersion).toBe(2);
    expect(data.results[0]!.editions).toEqual(['2011-02-04', '2017-08-25/2026-08-07']);
    expect((await readReport(file)).results[0]!.editions).toEqual(report.results[0]!.editions);
  });

  it('reads a version 1 report, which lists every edition of a compact row', async () => {
    const report = compactReport();
    const file = path.join(dir, 'v1.json');
    await writeFile(file, JSON.stringify({ ...report, reportVersion: 1 }));
    expect((await readReport(file)).results[0]!.editions).toEqual(report.results[0]!.editions);
  });

  it('refuses a version it does not read in one line naming the file and the version', async () => {
    const file = path.join(dir, 'v3.json');
    await writeFile(file, JSON.stringify({ ...compactReport(), reportVersion: 3 }));
    await expect(readReport(file)).rejects.toThrow(
      `${file}: reportVersion 3 is not one this phasing-cts reads (1, 2); read it with the phasing-cts that wrote it, or upgrade`,
    );
  });

  it('refuses a span naming an edition the run did not use, naming the row', async () => {
    const file = path.join(dir, 'bad-span.json');
    const report = compactReport();
    await writeFile(
      file,
      JSON.stringify({
        ...report,
        reportVersion: 2,
        results: [{ ...report.results[0]!, editions: ['2011-02-04/2013-01-01'] }],
      }),
    );
    await expect(readReport(file)).rejects.toThrow(
      `${file}: results[0].editions: "2011-02-04/2013-01-01" names 2013-01-01, which is not in run.editions`,
    );
  });

  it('gives a tool using the package API one result per edition from a version 2 file', async () => {
    const { file } = await written(compactReport());
    const rows = api.expandResults((await api.readReport(file)).results);
    expect(rows.map((r) => r.edition)).toEqual(['2011-02-04', '2017-08-25', '2026-08-07']);
  });
});
