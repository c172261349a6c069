import { describe, expect, it } from 'vitest';
import { activate } from '../engine/casting.js';
import { testGame } from '../engine/testing/game.js';
import type { Step } from '../engine/types.js';
import { dwarvenSeaClan } from './dwarven-sea-clan.js';

// "Choose target attacking or blocking creature whose controller controls an Island. … Activate only
// before the end of combat step." The target restriction and the timing restriction (602.5b), each alone.

const g = testGame([
  { id: 'clan', card: 'Dwarven Sea Clan', owner: 'A', zone: 'battlefield' },
  { id: 'attacker', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
  { id: 'idle', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
  { id: 'blocker', card: 'Hill Giant', owner: 'B', zone: 'battlefield' },
  { id: 'raider', card: 'Hill Giant', owner: 'A', zone: 'battlefield' },
  { id: 'island', card: 'Island', owner: 'B', zone: 'battlefield' },
]);
const [attacker, idle, blocker, raider] = ['attacker', 'idle', 'blocker', 'raider'].map((id) => g.objects.get(id)!);
// Either side of a combat, as far as the target restriction goes: B attacks A and blocks A's raider.
attacker!.combat = { attacking: 'A' };
raider!.combat = { attacking: 'B' };
blocker!.combat = { blocking: [raider!.id] };
const ability = dwarvenSeaClan.activated![0]!;
const targetable = (o: typeof attacker) => ability.targets![0]!.filter!(g, o!, 'A');

describe('Dwarven Sea Clan', () => {
  it('targets an attacking or blocking creature whose controller controls an Island, no other', () => {
    // B controls an Island, A none: B's attacker and blocker; B's idle creature isn't in combat.
    expect([targetable(attacker), targetable(blocker), targetable(idle), targetable(raider)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('may be activated in any step before the end of combat step, in none from it on', () => {
    const allows = (step: Step) => {
      g.step = step;
      return ability.activateOnly!.allows(g);
    };
    expect(
      ['main1', 'declareAttackers', 'combatDamage', 'endCombat', 'main2', 'end'].map((s) => allows(s as Step)),
    ).toEqual([true, true, true, false, false, false]);
  });
});

describe('Dwarven Sea Clan, activated', () => {
  // The engine asks the restriction as the ability is activated (602.5b): refused in the end of combat
  // step, allowed in the declare blockers step, with the same legal target.
  const attempt = (step: Step) => {
    const game = testGame(
      [
        { id: 'clan', card: 'Dwarven Sea Clan', owner: 'A', zone: 'battlefield' },
        { id: 'attacker', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
        { id: 'island', card: 'Island', owner: 'B', zone: 'battlefield' },
      ],
      { active: 'B' },
    );
    game.objects.get('attacker')!.combat = { attacking: 'A' };
    game.step = step;
    try {
      activate(game, 'A', 'clan', 'end-of-combat-damage', ['attacker'], 0, {});
      return 'activated';
    } catch (e) {
      return (e as Error).message;
    }
  };

  it('is refused from the end of combat step on, and allowed before it', () => {
    expect([attempt('declareBlockers'), attempt('endCombat')]).toEqual([
      'activated',
      'end-of-combat-damage of clan can be activated only before the end of combat step',
    ]);
  });
});
