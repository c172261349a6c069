import { describe, expect, it } from 'vitest';
import type { Action, CombatDamageAssignment, Setup } from '../../../harness/generated/fixture.js';
import type { Snapshot } from '../../../harness/generated/observation.js';
import { runReference } from '../index.js';

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
