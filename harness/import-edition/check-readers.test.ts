import { describe, expect, it } from 'vitest';
import { loadSourcesIndex } from '../sources/sources-index.js';
import { checkReaders, readerFindingLines } from './check-readers.js';
import { parseCrText } from './read-cr-text.js';

const readers = loadSourcesIndex().readers.readers;
const lethal = readers.find((r) => r.rule === '704.5g')!;
const world = readers.find((r) => r.rule === '704.5k')!;
const saga = readers.find((r) => r.rule === '505.4')!;

/** A rules text of the next edition holding the given numbered rules. */
function nextEdition(rules: [string, string][]): ReturnType<typeof parseCrText> {
  return parseCrText(
    [
      'Magic: The Gathering Comprehensive Rules',
      'These rules are effective as of November 13, 2026.',
      '100.1. These Magic rules apply to any Magic game with two or more players.',
      ...rules.map(([n, t]) => `${n} ${t}`),
      '905.1. The last rule.',
      'Glossary',
    ].join('\n'),
  );
}

describe('import-edition: the rules that read permanents in a new edition', () => {
  it('finds each at its number, moved under another, reworded, or gone, and says what to record', () => {
    const cr = nextEdition([
      ['704.5g', lethal.text],
      ['704.5m', world.text],
      ['505.4', `${saga.text} This sentence is new.`],
    ]);
    const findings = checkReaders([lethal, world, saga, readers.find((r) => r.rule === '704.5i')!], cr.effective, cr);
    expect(findings.map((f) => [f.rule, f.status, f.now])).toEqual([
      ['704.5g', 'ok', undefined],
      ['704.5k', 'moved', '704.5m'],
      ['505.4', 'reworded', undefined],
      ['704.5i', 'vanished', undefined],
    ]);
    const lines = readerFindingLines(findings, cr.effective);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('{"from": "2026-11-13", "rule": "704.5m"}');
  });
});
