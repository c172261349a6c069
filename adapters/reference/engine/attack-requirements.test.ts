import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

// 508.1d below the level of fixtures: which creatures a requirement to attack binds (Juggernaut, "attacks each
// combat if able": only itself, only its controller's on their turn, only while it is able to attack).
type SetupObject = Setup['objects'][number];

const creature = (id: string, card: string, owner: 'A' | 'B', tapped = false): SetupObject => ({
  id,
  card,
  owner,
  zone: 'battlefield',
  ...(tapped ? { tapped } : {}),
});

/** The status of A's declaration of `attackers` (each against B) in A's declare attackers step. */
function declaration(objects: SetupObject[], attackers: string[]): string {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'beginCombat' },
    objects,
  };
  const answer = runReference({
    fixture: 'attack-requirements-test',
    edition: '2026-08-07',
    setup,
    actions: [
      { do: 'advance', to: { step: 'declareAttackers' } },
      { do: 'declareAttackers', attackers: attackers.map((attacker) => ({ attacker, defending: 'B' })) },
    ],
  });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation.actions.at(-1)!.status;
}

describe('a requirement to attack (508.1d)', () => {
  it("binds only the creature whose ability it is: Juggernaut's doesn't make another creature attack", () => {
    const around = [creature('jugg', 'Juggernaut', 'A'), creature('bear', 'Grizzly Bears', 'A')];
    expect(declaration(around, ['jugg'])).toBe('ok');
    expect(declaration(around, [])).toBe('rejected');
  });

  it("binds only the active player's creatures: an opponent's Juggernaut isn't required to attack", () => {
    expect(declaration([creature('jugg', 'Juggernaut', 'B')], [])).toBe('ok');
  });

  it('binds no creature that is unable to attack (a tapped Juggernaut, 508.1a)', () => {
    expect(declaration([creature('jugg', 'Juggernaut', 'A', true)], [])).toBe('ok');
  });
});
