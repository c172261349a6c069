import { describe, expect, it } from 'vitest';
import type { Action, CombatDamageAssignment, Setup } from '../../../harness/generated/fixture.js';
import type { Snapshot } from '../../../harness/generated/observation.js';
import { runReference } from '../index.js';
import { dealtAtOnce, noteDamageDealt } from './damage-events.js';
import type { GameEvent } from './game-events.js';
import type { Game } from './game.js';
import { at, testGame } from './testing/game.js';
import type { GameObject } from './types.js';

// "Whenever [a source] deals damage" (damage-events.ts) through Guilty Conscience: "Enchant creature / Whenever
// enchanted creature deals damage, Guilty Conscience deals that much damage to that creature." One damage event
// per source, however many it is dealt to (700.1); combat damage is dealt at once (510.2).
type SetupObject = Setup['objects'][number];
const conscienceOn = (host: string): SetupObject => ({
  id: 'conscience',
  card: 'Guilty Conscience',
  owner: 'A',
  zone: 'battlefield',
  attachedTo: host,
});

function play(objects: SetupObject[], actions: Action[], step: Setup['turn']['step'] = 'main1'): Snapshot {
  const setup: Setup = { players: [{ id: 'A' }, { id: 'B' }], turn: { number: 3, active: 'A', step }, objects };
  const answer = runReference({ fixture: 'damage-events-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  const rejected = answer.observation.actions.filter((a) => a.status === 'rejected');
  if (rejected.length > 0) throw new Error(JSON.stringify(rejected));
  return answer.observation.checkpoints['end']!;
}
const obj = (s: Snapshot, id: string) => s.objects.find((o) => o.id === id);
const lifeOf = (s: Snapshot, id: string) => s.players.find((p) => p.id === id)?.life;
const conscienceTriggers = (s: Snapshot) => s.triggers.filter((t) => t.source === 'conscience').length;

const sorcerer: SetupObject = { id: 'sorcerer', card: 'Prodigal Sorcerer', owner: 'A', zone: 'battlefield' };
const ping: Action = { do: 'activate', player: 'A', source: 'sorcerer', ability: 'tap-ping', targets: ['B'] };

describe('Guilty Conscience on a creature dealing noncombat damage', () => {
  it('Prodigal Sorcerer pings B and is dealt 1 damage back, and dies (704.5g)', () => {
    const end = play([sorcerer, conscienceOn('sorcerer')], [ping, { do: 'resolve' }, { do: 'resolve' }]);
    expect(lifeOf(end, 'B')).toBe(19);
    expect(conscienceTriggers(end)).toBe(1);
    expect(obj(end, 'sorcerer')?.zone).toBe('graveyard');
  });

  it('the Sorcerer phased out in response is dealt nothing (702.26b), and phases in undamaged', () => {
    const end = play(
      [sorcerer, conscienceOn('sorcerer')],
      [
        ping,
        { do: 'resolve' },
        { do: 'phaseOut', objects: ['sorcerer'] },
        { do: 'resolve' },
        { do: 'phaseIn', objects: ['sorcerer'] },
      ],
    );
    expect(conscienceTriggers(end)).toBe(1);
    expect(obj(end, 'sorcerer')).toMatchObject({ zone: 'battlefield', damage: 0 });
  });

  it('does not trigger for damage another creature deals', () => {
    const bears: SetupObject = { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' };
    const end = play([sorcerer, bears, conscienceOn('bears')], [ping, { do: 'resolve' }]);
    expect(conscienceTriggers(end)).toBe(0);
  });
});

describe('Guilty Conscience on a creature dealing combat damage to several at once (510.2, 700.1)', () => {
  it('a trampler blocked by two Bears triggers once, for all 6 damage it dealt', () => {
    // Colossal Dreadmaw: 6/6 trample; it assigns 2 to each Bears and 2 to B.
    const objects: SetupObject[] = [
      { id: 'dreadmaw', card: 'Colossal Dreadmaw', owner: 'A', zone: 'battlefield', combat: { attacking: 'B' } },
      conscienceOn('dreadmaw'),
      { id: 'bear-1', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield', combat: { blocking: 'dreadmaw' } },
      { id: 'bear-2', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield', combat: { blocking: 'dreadmaw' } },
    ];
    const division: CombatDamageAssignment = {
      attacker: 'dreadmaw',
      assign: { 'bear-1': 2, 'bear-2': 2, B: 2 },
    };
    const actions: Action[] = [
      { do: 'advance', to: { step: 'combatDamage' }, combatDamage: [division] },
      { do: 'resolve' },
    ];
    const end = play(objects, actions, 'declareBlockers');
    expect(lifeOf(end, 'B')).toBe(18);
    expect(conscienceTriggers(end)).toBe(1);
    // 4 from the Bears and 6 from Guilty Conscience: dealt 10, it is destroyed (704.5g).
    expect(obj(end, 'dreadmaw')?.zone).toBe('graveyard');
  });
});

describe('one damage event per resolution (608.2)', () => {
  it("a ping after another creature's ping is an event of its own, and triggers once", () => {
    const other: SetupObject = { id: 'other', card: 'Prodigal Sorcerer', owner: 'A', zone: 'battlefield' };
    const otherPing: Action = { ...ping, source: 'other' };
    const end = play(
      [sorcerer, other, conscienceOn('sorcerer')],
      [otherPing, { do: 'resolve' }, ping, { do: 'resolve' }],
    );
    expect(lifeOf(end, 'B')).toBe(18);
    expect(conscienceTriggers(end)).toBe(1);
  });
});

// What damage-events.ts promises its callers, which games reach only in part: every damage a source deals is
// dealt inside a resolution or combat damage step, never outside one, and never one inside another.
describe('damage events as dealtAtOnce and noteDamageDealt make them', () => {
  function recording(): { g: Game; bears: GameObject; events: GameEvent[] } {
    const g = testGame([at('bears', 'Grizzly Bears', 'battlefield')]);
    const events: GameEvent[] = [];
    const emit = g.emit.bind(g);
    g.emit = (ev, lookBack) => {
      events.push(ev);
      emit(ev, lookBack);
    };
    return { g, bears: g.permanentById('bears')!, events };
  }
  const dealtBy = (events: GameEvent[]) => events.flatMap((e) => (e.type === 'dealsDamage' ? [e.amount] : []));

  it('damage dealt outside any event is an event of its own', () => {
    const { g, bears, events } = recording();
    noteDamageDealt(g, bears, 2);
    expect(events).toEqual([{ type: 'dealsDamage', obj: bears, amount: 2 }]);
  });

  it('no damage is no event (120.3)', () => {
    const { g, bears, events } = recording();
    noteDamageDealt(g, bears, 0);
    dealtAtOnce(g, () => noteDamageDealt(g, bears, 0));
    expect(events).toEqual([]);
  });

  it('a nested event joins the outer one', () => {
    const { g, bears, events } = recording();
    dealtAtOnce(g, () => {
      noteDamageDealt(g, bears, 1);
      dealtAtOnce(g, () => noteDamageDealt(g, bears, 2));
      noteDamageDealt(g, bears, 1);
    });
    expect(dealtBy(events)).toEqual([4]);
  });

  it('events one after another are each their own', () => {
    const { g, bears, events } = recording();
    dealtAtOnce(g, () => noteDamageDealt(g, bears, 1));
    dealtAtOnce(g, () => noteDamageDealt(g, bears, 2));
    expect(dealtBy(events)).toEqual([1, 2]);
  });
});
