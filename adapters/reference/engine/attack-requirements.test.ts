import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
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

/** A's declaration of `attackers` (each against B) in A's declare attackers step, as observed. */
function declared(objects: SetupObject[], attackers: string[]): { status: string; reason?: string } {
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
  return answer.observation.actions.at(-1)!;
}

const declaration = (objects: SetupObject[], attackers: string[]): string => declared(objects, attackers).status;

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

  it('names every creature left out, and the rule, in its refusal', () => {
    const two = [creature('jugg-1', 'Juggernaut', 'A'), creature('jugg-2', 'Juggernaut', 'A')];
    expect(declared(two, []).reason).toBe(
      'jugg-1, jugg-2 must attack: the declaration obeys fewer requirements than it could (508.1d)',
    );
  });
});

/** The status of each action of a game among `players` that starts in A's first main phase. */
function statuses(players: Setup['players'], objects: SetupObject[], actions: Action[]): string[] {
  const answer = runReference({
    fixture: 'attack-requirements-test',
    edition: '2026-08-07',
    setup: { players, turn: { number: 3, active: 'A', step: 'main1' }, objects, manaPool: { A: '{2}{R}{R}' } },
    actions,
  });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation.actions.map((a) => a.status);
}

const jace = (id: string, owner: 'B' | 'C'): SetupObject => ({
  id,
  card: 'Jace Beleren',
  owner,
  zone: 'battlefield',
  counters: { loyalty: 3 },
});

describe("a goaded creature's requirement to attack a player other than its goader (701.15b, 508.1d)", () => {
  // Disrupt Decorum: "Goad all creatures you don't control." A goads B's bears; in B's turn the bears must
  // attack a player other than A if able. C can be attacked, so attacking C's planeswalker obeys one fewer
  // requirement than attacking C (701.15b: "attacks a player other than [the goader] if able").
  const players: Setup['players'] = [{ id: 'A' }, { id: 'B' }, { id: 'C' }];
  const objects: SetupObject[] = [
    { id: 'decorum', card: 'Disrupt Decorum', owner: 'A', zone: 'hand' },
    creature('bears', 'Grizzly Bears', 'B'),
    jace('jace', 'C'),
  ];
  const inCombatOfB = (defending: string): Action[] => [
    { do: 'cast', player: 'A', object: 'decorum' },
    { do: 'resolve' },
    { do: 'advance', to: { step: 'declareAttackers', turnOf: 'B' } },
    { do: 'declareAttackers', attackers: [{ attacker: 'bears', defending }] },
  ];

  it("isn't obeyed by attacking a planeswalker while another player can be attacked", () => {
    expect(statuses(players, objects, inCombatOfB('jace')).at(-1)).toBe('rejected');
  });

  it('is obeyed by attacking that other player', () => {
    expect(statuses(players, objects, inCombatOfB('C')).at(-1)).toBe('ok');
  });
});

describe('"can\'t attack unless defending player controls an Island" against a planeswalker (508.1c)', () => {
  // Dandân: "Dandân can't attack unless defending player controls an Island." Attacking a planeswalker, the
  // defending player is its controller (506.2); the planeswalker is no player, whatever its name (w).
  // A keeps an Island so that Dandân's "When you control no Islands, sacrifice Dandân" doesn't trigger.
  const attacksWalker = (bHasIsland: boolean): string => {
    const objects: SetupObject[] = [
      creature('dandan', 'Dandân', 'A'),
      { id: 'a-island', card: 'Island', owner: 'A', zone: 'battlefield' },
      ...(bHasIsland ? [{ id: 'b-island', card: 'Island', owner: 'B', zone: 'battlefield' } as const] : []),
      jace('w', 'B'),
    ];
    const actions: Action[] = [
      { do: 'advance', to: { step: 'declareAttackers' } },
      { do: 'declareAttackers', attackers: [{ attacker: 'dandan', defending: 'w' }] },
    ];
    return statuses([{ id: 'A' }, { id: 'B' }], objects, actions).at(-1)!;
  };

  it("may attack it when the planeswalker's controller controls an Island", () => {
    expect(attacksWalker(true)).toBe('ok');
  });

  it("can't attack it when only the attacking player controls an Island", () => {
    expect(attacksWalker(false)).toBe('rejected');
  });

  it('names the creature in its refusal to attack a player with no Island', () => {
    const objects = [creature('dandan', 'Dandân', 'A'), creature('a-island', 'Island', 'A')];
    expect(declared(objects, ['dandan']).reason).toBe("dandan can't attack");
  });

  it("can't attack a battle whose protector controls no Island, though its controller does (310.9d)", () => {
    // 310.9d: attacking a battle, the defending player is its protector (B), not its controller (A).
    const objects: SetupObject[] = [
      creature('dandan', 'Dandân', 'A'),
      { id: 'a-island', card: 'Island', owner: 'A', zone: 'battlefield' },
      {
        id: 'siege',
        card: 'Invasion of Dominaria // Serra Faithkeeper',
        owner: 'A',
        zone: 'battlefield',
        counters: { defense: 5 },
        protector: 'B',
      },
    ];
    const actions: Action[] = [
      { do: 'advance', to: { step: 'declareAttackers' } },
      { do: 'declareAttackers', attackers: [{ attacker: 'dandan', defending: 'siege' }] },
    ];
    expect(statuses([{ id: 'A' }, { id: 'B' }], objects, actions).at(-1)).toBe('rejected');
  });
});
