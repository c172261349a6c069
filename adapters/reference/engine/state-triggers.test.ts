import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { seamsFor } from '../faults.js';
import { loadCatalogue, runReference } from '../index.js';
import { Game } from './game.js';
import { buildGame } from './setup.js';
import { putTriggersOnStack } from './stack.js';
import { checkStateTriggers } from './state-triggers.js';

// 603.8: a state trigger triggers as soon as its condition holds, and not again while it waits on the stack.
const setup: Setup = {
  players: [{ id: 'A' }, { id: 'B' }],
  turn: { number: 3, active: 'A', step: 'main1' },
  objects: [
    { id: 'dandan', card: 'Dandân', owner: 'A', zone: 'battlefield' },
    { id: 'bear', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
  ],
};

function run(actions: Action[]) {
  const answer = runReference({ fixture: 'state-triggers-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  const at = (name: string) => answer.observation.checkpoints[name];
  return {
    triggers: (name: string) => at(name)?.triggers.filter((t) => t.source === 'dandan').length,
    zone: (name: string, id: string) => at(name)?.objects.find((o) => o.id === id)?.zone,
  };
}

describe('state triggers (603.8)', () => {
  it('triggers once while its condition holds and the ability waits on the stack', () => {
    const seen = run([
      { do: 'tap', objects: ['bear'] },
      { do: 'tap', objects: ['bear'], untap: true },
      { do: 'checkpoint', name: 'waiting' },
      { do: 'resolve' },
    ]);
    expect(seen.triggers('waiting')).toBe(1);
    expect(seen.zone('waiting', 'dandan')).toBe('battlefield');
    expect(seen.triggers('end')).toBe(1);
    expect(seen.zone('end', 'dandan')).toBe('graveyard');
  });
});

// Below the level of fixtures: the engine checks state triggers just before it puts pending triggers on the
// stack, so a fixture never sees a check with one waiting to go on the stack, nor two Dandâns' triggers apart.
const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));
const catalogue = loadCatalogue();

/** A's Dandân and B's Dandân, B with an Island (so only A's trigger's condition holds). */
function twoDandans(): Game {
  const g = new Game('2026-08-07', seamsFor(undefined), behaviours, (name) => catalogue.get(name)!);
  const objects: Setup['objects'] = [
    { id: 'd1', card: 'Dandân', owner: 'A', zone: 'battlefield' },
    { id: 'd2', card: 'Dandân', owner: 'B', zone: 'battlefield' },
    { id: 'island', card: 'Island', owner: 'B', zone: 'battlefield' },
  ];
  buildGame(g, { ...setup, objects }, (name) => catalogue.get(name)!);
  return g;
}
const pendingSources = (g: Game) => g.pending.map((p) => p.source.id);
const removeIsland = (g: Game) => g.moveTo(g.permanentById('island')!, 'graveyard');

describe('a state trigger waiting (603.8)', () => {
  it('does not trigger again while it waits to go on the stack; another source’s still does', () => {
    const g = twoDandans();
    checkStateTriggers(g);
    checkStateTriggers(g);
    expect(pendingSources(g)).toEqual(['d1']);
    removeIsland(g);
    checkStateTriggers(g);
    expect(pendingSources(g)).toEqual(['d1', 'd2']);
  });

  it('does not trigger again while it is on the stack; another source’s still does', () => {
    const g = twoDandans();
    checkStateTriggers(g);
    putTriggersOnStack(g, undefined);
    checkStateTriggers(g);
    expect(pendingSources(g)).toEqual([]);
    removeIsland(g);
    checkStateTriggers(g);
    expect(pendingSources(g)).toEqual(['d2']);
  });
});

describe('a phased-out permanent’s state trigger (702.26b)', () => {
  it('does not trigger, except under the fault that lets phased-out abilities trigger', () => {
    const pendingUnder = (fault?: 'phased-out-abilities-trigger') => {
      const g = new Game('2026-08-07', seamsFor(fault), behaviours, (name) => catalogue.get(name)!);
      const objects: Setup['objects'] = [
        { id: 'd1', card: 'Dandân', owner: 'A', zone: 'battlefield', phased: { how: 'directly', under: 'A' } },
      ];
      buildGame(g, { ...setup, objects }, (name) => catalogue.get(name)!);
      checkStateTriggers(g);
      return pendingSources(g);
    };
    expect(pendingUnder()).toEqual([]);
    expect(pendingUnder('phased-out-abilities-trigger')).toEqual(['d1']);
  });
});
