import { describe, expect, it } from 'vitest';
import type { Action, CombatDamageAssignment, Setup } from '../../../harness/generated/fixture.js';
import type { RunObservation } from '../../../harness/generated/observation.js';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { seamsFor } from '../faults.js';
import { loadCatalogue, runReference } from '../index.js';
import { assignBlockingDamage } from './damage-assignment.js';
import { Game } from './game.js';
import { buildGame } from './setup.js';

// Combat damage assignment (510.1) below the level of fixtures: the checks a stated division must pass
// and the reasons a refused one gives (`explain` and a failing fixture's message show them), and the
// default division. 2026-08-07 has no damage assignment order; 2024-09-20, the last edition before
// 2024-11-08, has one (509.2-509.3, 510.1c-d then).
const NOW = '2026-08-07';
const ORDERED = '2024-09-20';
type SetupObject = Setup['objects'][number];

const attacking = (id: string, card: string): SetupObject => ({
  id,
  card,
  owner: 'A',
  zone: 'battlefield',
  combat: { attacking: 'B' },
});
const blocking = (id: string, card: string, attacker: string): SetupObject => ({
  id,
  card,
  owner: 'B',
  zone: 'battlefield',
  combat: { blocking: attacker },
});

/** Combat damage in A's attack on B, from the declare blockers step, with the divisions given. */
function damage(edition: string, objects: SetupObject[], divisions: CombatDamageAssignment[]): RunObservation {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'declareBlockers' },
    objects,
  };
  const actions: Action[] = [{ do: 'advance', to: { step: 'main2' }, combatDamage: divisions }];
  const answer = runReference({ fixture: 'damage-assignment-test', edition, setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation;
}
const end = (o: RunObservation) => o.checkpoints['end']!;
const damageOn = (o: RunObservation, id: string) => end(o).objects.find((x) => x.id === id)?.damage;
const zoneOf = (o: RunObservation, id: string) => end(o).objects.find((x) => x.id === id)?.zone;
const lifeOf = (o: RunObservation, id: string) => end(o).players.find((p) => p.id === id)?.life;
const refused = (o: RunObservation) => o.actions[0]!.reason;

// Colossal Dreadmaw: 6/6 trample. Grizzly Bears: 2/2.
const dreadmawBlockedByTwoBears = [
  attacking('dreadmaw', 'Colossal Dreadmaw'),
  blocking('bear-1', 'Grizzly Bears', 'dreadmaw'),
  blocking('bear-2', 'Grizzly Bears', 'dreadmaw'),
];
const illegal = (creature: string, why: string) =>
  `combat damage assignment for ${creature} is illegal (510.1e): ${why}`;

describe("a trampler's stated division (702.19b)", () => {
  const divide = (assign: Record<string, number>) =>
    damage(NOW, dreadmawBlockedByTwoBears, [{ attacker: 'dreadmaw', assign }]);

  it('assigns lethal damage to each blocker and the rest to the player it attacks', () => {
    const o = divide({ 'bear-1': 2, 'bear-2': 2, B: 2 });
    expect(o.actions[0]).toEqual({ status: 'ok' });
    expect([zoneOf(o, 'bear-1'), zoneOf(o, 'bear-2'), lifeOf(o, 'B')]).toEqual(['graveyard', 'graveyard', 18]);
  });

  it('is refused when damage goes to the player before a blocker has lethal damage', () => {
    expect(refused(divide({ 'bear-1': 2, 'bear-2': 1, B: 3 }))).toBe(
      illegal('dreadmaw', 'bear-2 is not assigned lethal damage (702.19b)'),
    );
  });

  it('is refused when it names neither a blocker nor what it attacks', () => {
    expect(refused(divide({ 'bear-1': 2, 'bear-2': 2, A: 2 }))).toBe(
      illegal('dreadmaw', 'A is not blocking it or what it attacks'),
    );
  });

  it("is refused when it doesn't add up to the creature's power (510.1a)", () => {
    expect(refused(divide({ 'bear-1': 2, 'bear-2': 2, B: 1 }))).toBe(
      illegal('dreadmaw', 'it assigns 6 damage (510.1a), not 5'),
    );
  });
});

// Serra Angel: 4/4 (flying, vigilance). Hill Giant: 3/3.
const angelBlockedBy = (giants: string[]) => [
  attacking('angel', 'Serra Angel'),
  ...giants.map((id) => blocking(id, 'Hill Giant', 'angel')),
];

describe("a blocked attacker's stated division without trample (510.1c)", () => {
  it('is refused when it names the player the attacker attacks', () => {
    const o = damage(NOW, angelBlockedBy(['giant-1', 'giant-2']), [
      { attacker: 'angel', assign: { 'giant-1': 2, B: 2 } },
    ]);
    expect(refused(o)).toBe(illegal('angel', 'B is not a creature blocking it'));
  });

  it('along a damage assignment order, leaves at most one blocker with some but less than lethal damage', () => {
    const o = damage(ORDERED, angelBlockedBy(['giant-1', 'giant-2']), [
      { attacker: 'angel', assign: { 'giant-1': 2, 'giant-2': 2 } },
    ]);
    expect(refused(o)).toBe(
      illegal(
        'angel',
        'no damage assignment order lets giant-1 and giant-2 both be assigned less than lethal damage (509.2, 510.1c)',
      ),
    );
  });

  it('along a damage assignment order, allows blockers assigned no damage after the one assigned less than lethal', () => {
    // giant-1 lethal, giant-2 one, giant-3 none: the order giant-1, giant-2, giant-3 allows it.
    const o = damage(ORDERED, angelBlockedBy(['giant-1', 'giant-2', 'giant-3']), [
      { attacker: 'angel', assign: { 'giant-1': 3, 'giant-2': 1, 'giant-3': 0 } },
    ]);
    expect(o.actions[0]).toEqual({ status: 'ok' });
    expect([damageOn(o, 'giant-2'), damageOn(o, 'giant-3')]).toEqual([1, 0]);
  });
});

describe('the default division (510.1c)', () => {
  it('of a trampler blocked by a banding group goes among the blockers only (702.22j)', () => {
    // Two Old Fogeys ("bands with other Dinosaurs", 7/7) with 5 damage each block Colossal Dreadmaw: 702.22j,
    // the defending player divides its damage "among any creatures blocking it", so none goes to B.
    const damaged = (id: string): SetupObject => ({ ...blocking(id, 'Old Fogey', 'dreadmaw'), damage: 5 });
    const o = damage(NOW, [attacking('dreadmaw', 'Colossal Dreadmaw'), damaged('fogey-1'), damaged('fogey-2')], []);
    expect(lifeOf(o, 'B')).toBe(20);
    expect([zoneOf(o, 'fogey-1'), zoneOf(o, 'fogey-2')]).toEqual(['graveyard', 'graveyard']);
  });

  it("gives each blocker lethal damage in turn and a trampler's rest to the player it attacks", () => {
    const o = damage(NOW, dreadmawBlockedByTwoBears, []);
    expect([zoneOf(o, 'bear-1'), zoneOf(o, 'bear-2'), lifeOf(o, 'B')]).toEqual(['graveyard', 'graveyard', 18]);
  });

  it('counts 1 damage as lethal from a source with deathtouch (702.2c)', () => {
    // Acidic Slime (2/2 deathtouch) blocked by two Thorns of the Black Rose (1/3): 1 to each destroys both.
    const o = damage(
      NOW,
      [
        attacking('slime', 'Acidic Slime'),
        blocking('thorn-1', 'Thorn of the Black Rose', 'slime'),
        blocking('thorn-2', 'Thorn of the Black Rose', 'slime'),
      ],
      [],
    );
    expect([zoneOf(o, 'thorn-1'), zoneOf(o, 'thorn-2')]).toEqual(['graveyard', 'graveyard']);
  });
});

describe("a blocker's stated division among the attackers it blocks (510.1d)", () => {
  // A creature blocks several attackers when they are a band (702.22h), and banding then lets the active
  // player divide its damage freely (702.22k); once the creature with "bands with other" is removed from
  // combat, the attackers left are no banding group and the division is checked as 510.1d has it. Called
  // directly: Serra Angel (4/4) blocking Hill Giants (3/3), none of them banding.
  function blockerDivides(edition: string, giants: number, assign: Record<string, number>) {
    const catalogue = loadCatalogue();
    const g = new Game(edition, seamsFor(undefined), new Map(CARD_BEHAVIOURS.map((b) => [b.name, b])), (name) =>
      catalogue.get(name)!,
    );
    const ids = Array.from({ length: giants }, (_, i) => `giant-${i + 1}`);
    const objects = ids.map((id) => attacking(id, 'Hill Giant'));
    const turn = { number: 3, active: 'A', step: 'combatDamage' } as const;
    buildGame(
      g,
      { players: [{ id: 'A' }, { id: 'B' }], turn, objects: [...objects, blocking('angel', 'Serra Angel', 'giant-1')] },
      (name) => catalogue.get(name)!,
    );
    g.combatDamage = [{ blocker: 'angel', assign }];
    const attackers = ids.map((id) => g.permanentById(id)!);
    try {
      return assignBlockingDamage(g, g.permanentById('angel')!, attackers, 4, new Map()).map(
        (d) => `${d.to.id}:${d.amount}`,
      );
    } catch (e) {
      return (e as Error).message;
    }
  }

  it('assigns each attacker what is stated', () => {
    expect(blockerDivides(NOW, 2, { 'giant-1': 1, 'giant-2': 3 })).toEqual(['giant-1:1', 'giant-2:3']);
  });

  it('is refused when it names a creature it does not block', () => {
    expect(blockerDivides(NOW, 2, { 'giant-1': 1, B: 3 })).toBe(
      illegal('angel', 'B is not a creature it blocks (510.1d)'),
    );
  });

  it("is refused when it doesn't add up to the creature's power (510.1a)", () => {
    expect(blockerDivides(NOW, 2, { 'giant-1': 1, 'giant-2': 1 })).toBe(
      illegal('angel', 'it assigns 4 damage (510.1a), not 2'),
    );
  });

  it('along a damage assignment order, leaves at most one attacker with some but less than lethal damage', () => {
    expect(blockerDivides(NOW, 2, { 'giant-1': 2, 'giant-2': 2 })).toEqual(['giant-1:2', 'giant-2:2']);
    expect(blockerDivides(ORDERED, 2, { 'giant-1': 2, 'giant-2': 2 })).toBe(
      illegal(
        'angel',
        'no damage assignment order lets giant-1 and giant-2 both be assigned less than lethal damage (509.3, 510.1d)',
      ),
    );
    // giant-1 lethal, giant-2 one, giant-3 none: the order giant-1, giant-2, giant-3 allows it.
    expect(blockerDivides(ORDERED, 3, { 'giant-1': 3, 'giant-2': 1, 'giant-3': 0 })).toEqual([
      'giant-1:3',
      'giant-2:1',
    ]);
  });
});
