import { describe, expect, it } from 'vitest';
import { editionInForceOn, inDateRange, isDate } from './edition-dates.js';

describe('inDateRange', () => {
  it('includes from and excludes before', () => {
    const r = { from: '2017-08-25', before: '2020-08-07' };
    expect(inDateRange('2017-08-24', r)).toBe(false);
    expect(inDateRange('2017-08-25', r)).toBe(true);
    expect(inDateRange('2020-08-06', r)).toBe(true);
    expect(inDateRange('2020-08-07', r)).toBe(false);
  });

  it('treats an absent end as open', () => {
    expect(inDateRange('1993-08-05', {})).toBe(true);
    expect(inDateRange('1993-08-05', { before: '2011-02-04' })).toBe(true);
    expect(inDateRange('2011-02-04', { before: '2011-02-04' })).toBe(false);
    expect(inDateRange('2099-01-01', { from: '2011-02-04' })).toBe(true);
    expect(inDateRange('2011-02-03', { from: '2011-02-04' })).toBe(false);
    expect(inDateRange('2011-02-04', { from: '2011-02-04', before: undefined })).toBe(true);
  });
});

describe('editionInForceOn', () => {
  const dates = ['2011-02-04', '2017-07-08', '2017-08-25'];
  it('is the latest edition on or before the date, whatever the order given', () => {
    expect(editionInForceOn(dates, '2011-02-03')).toBeUndefined();
    expect(editionInForceOn(dates, '2011-02-04')).toBe('2011-02-04');
    expect(editionInForceOn(dates, '2017-08-24')).toBe('2017-07-08');
    expect(editionInForceOn([...dates].reverse(), '2017-08-24')).toBe('2017-07-08');
    expect(editionInForceOn(dates, '2099-01-01')).toBe('2017-08-25');
  });

  it('returns the edition object itself', () => {
    const editions = dates.map((date, i) => ({ date, group: 'ABC'[i]! }));
    expect(editionInForceOn(editions, '2017-08-01')).toEqual({ date: '2017-07-08', group: 'B' });
  });
});

it('isDate accepts YYYY-MM-DD only', () => {
  expect(isDate('2017-08-25')).toBe(true);
  expect(isDate('2017/08/25')).toBe(false);
  expect(isDate('latest')).toBe(false);
});
