import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { referenceEngineInfo, runReference } from '../../adapters/reference/index.js';
import type { Adapter } from '../adapter.js';
import type { Fixture } from '../generated/fixture.js';
import type { RunObservation } from '../generated/observation.js';
import { fromRoot } from '../paths.js';
import { runFixture } from '../run/run-fixture.js';
import { checkObservation } from './check-observation.js';

// Issue 13, case 11: engine and fixture data are looked up by key; a key that is also a member of
// Object.prototype must not find the prototype's member.
const fixtureAt = async (checkpoint: string): Promise<Fixture> => {
  const f = JSON.parse(
    await readFile(fromRoot('fixtures/rules/PH-UNTAP/untap-phasing-permanent-phases-out.json'), 'utf8'),
  ) as Fixture;
  f.actions.push({ do: 'checkpoint', name: checkpoint });
  (f.expect[0] as { at?: string }).at = checkpoint;
  return f;
};

/** What the reference engine observes, without the checkpoint named `left`: an engine that forgot it. */
const observationWithout = (f: Fixture, left: string): RunObservation => {
  const answer = runReference({ fixture: f.id, edition: '2026-08-07', setup: f.setup, actions: f.actions });
  if (!('observation' in answer)) throw new Error('the reference engine did not run the fixture');
  const observation = structuredClone(answer.observation);
  delete observation.checkpoints[left];
  return observation;
};

describe('checkpoint names that are Object.prototype members', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'a checkpoint "%s" the engine omits is a missing checkpoint',
    async (name) => {
      const f = await fixtureAt(name);
      const failures = checkObservation(f, observationWithout(f, name));
      expect(failures).toEqual([
        expect.objectContaining({ expectation: 0, at: name, message: `the engine reported no checkpoint "${name}"` }),
      ]);
    },
  );

  it('through runFixture, the result is a fail, not "the adapter threw"', async () => {
    const f = await fixtureAt('constructor');
    const adapter: Adapter = {
      id: 'forgetful',
      describe: async () => {
        throw new Error('unused');
      },
      run: async () => ({ observation: observationWithout(f, 'constructor') }),
      close: async () => undefined,
    };
    const r = await runFixture(
      adapter,
      referenceEngineInfo(),
      { file: 'x.json', fixture: f, hash: '', locate: () => ({ line: 1, column: 1 }) },
      '2026-08-07',
      { timeoutMs: 1_000, relativeFile: 'x.json' },
    );
    expect(r.outcome).toBe('fail');
    expect(r.message).toBe('the engine reported no checkpoint "constructor"');
  });
});
