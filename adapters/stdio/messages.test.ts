import { describe, expect, it } from 'vitest';
import { checkAnswer, checkStarted, parseMessage } from './messages.js';

const engine = {
  name: 'x',
  version: '1',
  capabilities: ['turn.advance'],
  cards: '*',
  editions: [{ from: '2011-02-04' }],
};
const observation = { actions: [], checkpoints: { end: { players: [], objects: [], triggers: [] } } };

describe('protocol message checks', () => {
  it('parseMessage accepts one JSON object and names anything else, quoting it', () => {
    expect(parseMessage('{"seq":1}')).toEqual({ ok: true, value: { seq: 1 } });
    const text = parseMessage('Loading...');
    expect(text.ok).toBe(false);
    expect(!text.ok && text.problem).toMatch(/not JSON .*"Loading\.\.\."/);
    expect(!text.ok && text.framing).toBe(true);
    const array = parseMessage('[1]');
    expect(!array.ok && array.problem).toMatch(/JSON but not an object/);
  });

  it('parseMessage refuses a line whose bytes were not UTF-8, even when the decoded text is JSON', () => {
    const r = parseMessage('{"seq":1,"x":"\uFFFD"}', 14);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problem).toMatch(/not valid UTF-8 \(the byte at offset 14 of the line/);
    expect(!r.ok && r.framing).toBe(true);
  });

  it('checkStarted needs a protocol version and a valid EngineInfo, even without --validate-protocol', () => {
    expect(checkStarted({ protocol: 1, engine }, false)).toEqual({
      ok: true,
      value: { protocol: 1, engine, pipeline: false },
    });
    expect(checkStarted({ protocol: 1, engine, pipeline: true }, true)).toEqual({
      ok: true,
      value: { protocol: 1, engine, pipeline: true },
    });
    const badPipeline = checkStarted({ protocol: 1, engine, pipeline: 'yes' }, false);
    expect(!badPipeline.ok && badPipeline.problem).toMatch(/"pipeline": "\\"yes\\""; expected true/);
    const noVersion = checkStarted({ engine }, false);
    expect(!noVersion.ok && noVersion.problem).toMatch(/no protocol version: expected \{"protocol": 1/);
    const badEngine = checkStarted({ protocol: 1, engine: { ...engine, cards: 'all' } }, false);
    expect(!badEngine.ok && badEngine.problem).toMatch(/EngineInfo in schema\/engine\.schema\.json: engine\/cards/);
  });

  it('unknown properties pass by default and are violations under --validate-protocol', () => {
    expect(checkStarted({ protocol: 1, engine, extra: true }, false).ok).toBe(true);
    const strict = checkStarted({ protocol: 1, engine, extra: true }, true);
    expect(!strict.ok && strict.problem).toMatch(/\$defs\/Started .*\/extra: unknown property "extra"/);
    expect(checkAnswer({ seq: 3, observation, note: 1 }, 3, false).ok).toBe(true);
    const answer = checkAnswer({ seq: 3, observation, note: 1 }, 3, true);
    expect(!answer.ok && answer.problem).toMatch(/\$defs\/ObservationAnswer .*\/note: unknown property "note"/);
    expect(!answer.ok && answer.framing).toBe(false);
  });

  it('checkAnswer: the seq must be the one sent; a lower one is an extra message for an earlier run', () => {
    expect(checkAnswer({ seq: 3, observation }, 3, false)).toEqual({ ok: true, value: { observation } });
    const higher = checkAnswer({ seq: 4, observation }, 3, false);
    expect(!higher.ok && higher.problem).toBe(
      'the engine answered seq 4 while the harness was waiting for the answer to seq 3',
    );
    const lower = checkAnswer({ seq: 2, observation }, 3, false);
    expect(!lower.ok && lower.problem).toMatch(/another message for an earlier run \(seq 2\)/);
    const missing = checkAnswer({ observation }, 3, false);
    expect(!missing.ok && missing.framing).toBe(true);
  });

  it('checkAnswer: exactly one of observation and error; an error must be classifiable', () => {
    const both = checkAnswer({ seq: 1, observation, error: { kind: 'internal', message: 'x' } }, 1, false);
    expect(!both.ok && both.problem).toMatch(/exactly one of "observation" and "error"; it has both/);
    const neither = checkAnswer({ seq: 1 }, 1, false);
    expect(!neither.ok && neither.problem).toMatch(/it has neither/);
    expect(checkAnswer({ seq: 1, error: { kind: 'unsupported', message: 'no combat' } }, 1, false)).toEqual({
      ok: true,
      value: { error: { kind: 'unsupported', message: 'no combat' } },
    });
    const badKind = checkAnswer({ seq: 1, error: { kind: 'fatal', message: 'x' } }, 1, false);
    expect(!badKind.ok && badKind.problem).toMatch(/"error" that is not \{"kind": "unsupported" \| "internal"/);
  });
});
