import type { FixtureResult, Outcome, RunReport } from '../generated/report.js';
import { editionsText, expandResults, fixtureBlocks } from './report-model.js';

/**
 * EARL 1.0 (W3C Evaluation and Report Language) as JSON-LD: the implementation-report format of
 * the W3C test suites (json-ld-api, rdf-tests), which tools such as earl-report merge into a
 * test × implementation table. One earl:Assertion per fixture (a test is a fixture; its outcome is
 * the fixture's verdict over the editions run, as the headline counts it), with the editions per
 * outcome as cts:editions. Per fixture × edition results are in the JSON report: one assertion per
 * pair made a full run's EARL file 24 MB.
 *
 * Outcome mapping (EARL has five outcomes; ours are richer):
 * | phasing-cts | EARL             | why |
 * | pass        | earl:passed      | every expectation held |
 * | fail        | earl:failed      | an expectation did not hold |
 * | error       | earl:cantTell    | the engine gave no checkable answer: we cannot say what it does |
 * | timeout     | earl:cantTell    | idem |
 * | crash       | earl:cantTell    | idem |
 * | unsupported | earl:failed      | the engine declared what the fixture needs, then could not run it |
 * | untested    | earl:inapplicable| the engine declares it lacks a capability, card or edition the fixture needs |
 * | skipped     | earl:untested    | left out on purpose (baseline), never sent to the engine |
 * The exact outcome is kept as cts:outcome on each result, so nothing is lost.
 */
export const EARL_OUTCOME: Readonly<Record<Outcome, string>> = {
  pass: 'earl:passed',
  fail: 'earl:failed',
  error: 'earl:cantTell',
  timeout: 'earl:cantTell',
  crash: 'earl:cantTell',
  unsupported: 'earl:failed',
  untested: 'earl:inapplicable',
  skipped: 'earl:untested',
};

/** Base of the suite's IRIs (the same namespace as the schemas' $id). */
export const CTS_BASE = 'https://phasing-cts.dev/';

export const EARL_CONTEXT = {
  earl: 'http://www.w3.org/ns/earl#',
  dc: 'http://purl.org/dc/terms/',
  doap: 'http://usefulinc.com/ns/doap#',
  rdft: 'http://www.w3.org/ns/rdftest#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  cts: `${CTS_BASE}vocab#`,
  'dc:date': { '@type': 'xsd:dateTime' },
} as const;

/** A test is a fixture (its editions are detailed on the assertion). */
export const testIri = (r: Pick<FixtureResult, 'id'>): string => `${CTS_BASE}fixtures/${encodeURIComponent(r.id)}`;

export function earlDocument(report: RunReport): Record<string, unknown> {
  const assertor = `${CTS_BASE}#harness`;
  const engine = report.run.engine;
  const subject = `urn:phasing-cts:engine:${encodeURIComponent(engine.name)}:${encodeURIComponent(engine.version)}:${encodeURIComponent(report.run.adapter)}`;
  const date = report.run.finishedAt;
  const results = expandResults(report.results);
  const approval = new Map(results.map((r) => [r.id, r.status]));
  const assertions = fixtureBlocks(results).map((r) => ({
    '@type': 'earl:Assertion',
    'earl:assertedBy': { '@id': assertor },
    'earl:subject': { '@id': subject },
    'earl:mode': { '@id': 'earl:automatic' },
    'earl:test': {
      '@id': testIri(r),
      '@type': 'earl:TestCase',
      'dc:identifier': r.id,
      'dc:title': r.title,
      'rdft:approval': { '@id': approval.get(r.id) === 'approved' ? 'rdft:Approved' : 'rdft:Proposed' },
    },
    'earl:result': {
      '@type': 'earl:TestResult',
      'earl:outcome': { '@id': EARL_OUTCOME[r.verdict] },
      'dc:date': date,
      'cts:outcome': r.verdict,
      'cts:editions': [...r.editionsByOutcome.entries()].map(([outcome, editions]) => ({
        'cts:outcome': outcome,
        'cts:edition': editions,
      })),
      ...(r.details[0]?.message
        ? {
            'dc:description': `${r.details[0].outcome} in ${editionsText(r.detailEditions[0]!)}: ${r.details[0].message}`,
          }
        : {}),
    },
  }));
  return {
    '@context': EARL_CONTEXT,
    '@graph': [
      {
        '@id': assertor,
        '@type': ['earl:Assertor', 'earl:Software', 'doap:Project'],
        'doap:name': 'phasing-cts',
        'doap:release': {
          'doap:revision': report.suite.version + (report.suite.commit ? ` (${report.suite.commit})` : ''),
        },
        'cts:corpusHash': report.suite.corpusHash,
      },
      {
        '@id': subject,
        '@type': ['earl:TestSubject', 'earl:Software', 'doap:Project'],
        'doap:name': engine.name,
        'doap:release': { 'doap:revision': engine.version },
        'dc:description': `reached via ${report.run.adapter}`,
      },
      ...assertions,
    ],
  };
}

export const renderEarl = (report: RunReport): string => JSON.stringify(earlDocument(report), null, 1) + '\n';
