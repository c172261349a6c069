import { describe, expect, it } from 'vitest';
import { spanEditions, unspanEditions } from './edition-spans.js';

const RUN = ['2011-02-04', '2012-06-01', '2016-11-11', '2017-08-25', '2020-08-07', '2026-08-07'];

describe('edition spans', () => {
  it('writes a run of consecutive run editions as one FIRST/LAST item, a lone edition as its date', () => {
    expect(spanEditions(RUN, RUN)).toEqual(['2011-02-04/2026-08-07']);
    expect(spanEditions(['2011-02-04', '2012-06-01', '2017-08-25', '2026-08-07'], RUN)).toEqual([
      '2011-02-04/2012-06-01',
      '2017-08-25',
      '2026-08-07',
    ]);
    expect(spanEditions(['2016-11-11'], RUN)).toEqual(['2016-11-11']);
  });

  it('gives back exactly the editions it was given, gaps and all', () => {
    const lists = [RUN, ['2012-06-01', '2016-11-11', '2020-08-07', '2026-08-07'], ['2011-02-04', '2026-08-07']];
    for (const editions of lists) expect(unspanEditions(spanEditions(editions, RUN), RUN)).toEqual({ editions });
  });

  it('leaves an edition the run did not use as itself, never inside a span', () => {
    expect(spanEditions(['2011-02-04', '2011-03-01', '2012-06-01'], RUN)).toEqual([
      '2011-02-04',
      '2011-03-01',
      '2012-06-01',
    ]);
  });

  it('names a span that the run editions cannot expand', () => {
    expect(unspanEditions(['2011-02-04/2013-01-01'], RUN)).toEqual({
      problem: '"2011-02-04/2013-01-01" names 2013-01-01, which is not in run.editions',
    });
    expect(unspanEditions(['2017-08-25/2012-06-01'], RUN)).toEqual({
      problem: '"2017-08-25/2012-06-01" ends before it starts in run.editions',
    });
  });
});
