import type { FixtureResult, Outcome, RunReport } from '../generated/report.js';
import { spanEditions } from '../model/edition-spans.js';
import { editionsText, expandResults, fixtureBlocks } from './report-model.js';

/**
 * EARL 1.0 (W3C Evaluation and Report Language) as JSON-LD: the implementation-report format of
 * the W3C test suites (json-ld-api, rdf-tests), which tools such as earl-report merge into a
 * test × implementation table. One earl:Assertion per fixture (a test is a fixture; its outcome is
 * the fixture's verdict over the editions run, as the headline counts it), with the editions per
 * outcome as cts:editions. Per fixture × edition results are in the JSON report: one assertion per
 * pair made a full run's EARL file 24 MB.
 *
 * Size (a full run: 1,357 assertions, 3.3 MB in 0.2.0): the editions per outcome are spans of the
 * run's editions ("2017-08-25/2026-08-07", as in the JSON report), the run's editions listed once on
 * the test subject (cts:runEditions); properties whose value is a node take the node's IRI as a string
 * (the context types them @id), and each assertion is one line. The RDF is the same triples but for
 * the edition spans.
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
  // Node-valued properties written as bare IRI strings: "earl:passed" instead of {"@id": "earl:passed"},
  // on every assertion. Expanded, they are the same IRIs.
  'earl:assertedBy': { '@type': '@id' },
  'earl:subject': { '@type': '@id' },
  'earl:mode': { '@type': '@id' },
  'earl:outcome': { '@type': '@id' },
  'rdft:approval': { '@type': '@id' },
  'cts:runEditions': { '@container': '@list' },
} as const;

/** A test is a fixture (its editions are detailed on the assertion). */
export const testIri = (r: Pick<FixtureResult, 'id'>): string => `${CTS_BASE}fixtures/${encodeURIComponent(r.id)}`;

export function earlDocument(report: RunReport): Record<string, unknown> {
  const assertor = `${CTS_BASE}#harness`;
  const engine = report.run.engine;
  const subject = `urn:phasing-cts:engine:${encodeURIComponent(engine.name)}:${encodeURIComponent(engine.version)}:${encodeURIComponent(report.run.adapter)}`;
  const date = report.run.finishedAt;
  const runEditions = report.run.editions;
  const results = expandResults(report.results);
  const approval = new Map(results.map((r) => [r.id, r.status]));
  const assertions = fixtureBlocks(results).map((r) => ({
    '@type': 'earl:Assertion',
    'earl:assertedBy': assertor,
    'earl:subject': subject,
    'earl:mode': 'earl:automatic',
    'earl:test': {
      '@id': testIri(r),
      '@type': 'earl:TestCase',
      'dc:identifier': r.id,
      'dc:title': r.title,
      'rdft:approval': approval.get(r.id) === 'approved' ? 'rdft:Approved' : 'rdft:Proposed',
    },
    'earl:result': {
      '@type': 'earl:TestResult',
      'earl:outcome': EARL_OUTCOME[r.verdict],
      'dc:date': date,
      'cts:outcome': r.verdict,
      'cts:editions': [...r.editionsByOutcome.entries()].map(([outcome, editions]) => ({
        'cts:outcome': outcome,
        'cts:editionSpan': spanEditions(editions, runEditions),
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
        'cts:runEditions': runEditions,
      },
      ...assertions,
    ],
  };
}

/**
 * The document with its context indented and each node of the graph (the harness, the engine, then
 * every assertion) on a line of its own: indenting every key of 1,357 assertions was a third of the file.
 */
export function renderEarl(report: RunReport): string {
  const doc = earlDocument(report);
  const graph = doc['@graph'] as unknown[];
  const head = JSON.stringify({ ...doc, '@graph': [] }, null, 1).replace(/\[\]\n\}$/, '');
  return `${head}[\n${graph.map((n) => `  ${JSON.stringify(n)}`).join(',\n')}\n ]\n}\n`;
}
