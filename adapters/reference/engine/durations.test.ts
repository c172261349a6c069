import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { seamsFor, type FaultId } from '../faults.js';
import { loadCatalogue } from '../index.js';
import type { CardBehaviour } from './card-behaviour.js';
import {
  endEffects,
  endEffectsAt,
  exileWhereDefaultControllerLeft,
  keepDurationsAfterLeaving,
  turnIndexOfNextTurnOf,
} from './durations.js';
import { addExtraTurns } from './extra-turns.js';
import { Game } from './game.js';
import { leaveGame } from './leave-game.js';
import { buildGame } from './setup.js';
import type { EffectDuration } from './types.js';

// Durations below the level of fixtures: when a player's next turn comes (extra turns first, 500.7;
// players who left skipped, 800.4), and what becomes of durations tied to a player who leaves (800.4m).
const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));
const catalogue = loadCatalogue();

function game(fault?: FaultId, objects: Setup['objects'] = []): Game {
  const g = new Game('2026-08-07', seamsFor(fault), behaviours, (name) => catalogue.get(name)!);
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
    turn: { number: 3, active: 'A', step: 'main1' },
    objects,
  };
  buildGame(g, setup, (name) => catalogue.get(name)!);
  return g;
}

describe("a player's next turn", () => {
  it('comes after the extra turns taken before it, its own extra turn included (500.7)', () => {
    const g = game();
    addExtraTurns(g, 'B', 1);
    addExtraTurns(g, 'A', 1);
    expect(turnIndexOfNextTurnOf(g, 'A')).toBe(g.turnIndex + 1);
    expect(turnIndexOfNextTurnOf(g, 'B')).toBe(g.turnIndex + 2);
  });

  it('of a player who left is where it would have begun, after the extra turns added since (800.4m, 500.7)', () => {
    const g = game();
    g.player('C').inGame = false;
    const untilC = g.addEffect({
      controller: 'A',
      affected: [],
      duration: { kind: 'untilTurnOf', player: 'C', turnIndex: turnIndexOfNextTurnOf(g, 'C') },
      change: { kind: 'damageCantBePrevented' },
    });
    expect(untilC.duration).toMatchObject({ turnIndex: g.turnIndex + 2 }); // A's turn: B's, then where C's was
    addExtraTurns(g, 'B', 2);
    expect(untilC.duration).toMatchObject({ turnIndex: g.turnIndex + 4 }); // B, B, B's regular turn, then C's place
  });
});

describe('durations tied to a player who leaves (800.4m)', () => {
  /** Effects with these durations, then C leaves with its next turn to have begun at turn index 42. */
  function afterCLeaves(durations: EffectDuration[], fault?: FaultId): (EffectDuration | undefined)[] {
    const g = game(fault);
    const effects = durations.map((duration) =>
      g.addEffect({ controller: 'A', affected: [], duration, change: { kind: 'damageCantBePrevented' } }),
    );
    g.player('C').inGame = false;
    keepDurationsAfterLeaving(g, 'C', 42);
    return effects.map((e) => g.effects.find((x) => x === e)?.duration);
  }

  it("last until the leaver's turn would have begun, whether until its turn or its upkeep", () => {
    expect(
      afterCLeaves([
        { kind: 'untilTurnOf', player: 'C', turnIndex: 7 },
        { kind: 'untilUpkeepOf', player: 'C' },
      ]),
    ).toEqual([
      { kind: 'untilTurnOf', player: 'C', turnIndex: 42 },
      { kind: 'untilTurnOf', player: 'C', turnIndex: 42 },
    ]);
  });

  it('end at once under the fault that ends them as the player leaves', () => {
    expect(afterCLeaves([{ kind: 'untilUpkeepOf', player: 'C' }], 'leaver-durations-end-at-once')).toEqual([undefined]);
  });

  it("follow another player's next turn, which may come sooner, and leave the rest alone", () => {
    const g = game();
    const next = turnIndexOfNextTurnOf(g, 'B');
    const [later, now, endOfTurn] = afterCLeaves([
      { kind: 'untilTurnOf', player: 'B', turnIndex: g.turnIndex + 5 },
      { kind: 'untilTurnOf', player: 'B', turnIndex: g.turnIndex },
      { kind: 'untilEndOfTurn', player: 'B', turnIndex: g.turnIndex + 5 },
    ]);
    expect(later).toEqual({ kind: 'untilTurnOf', player: 'B', turnIndex: next });
    expect(now).toEqual({ kind: 'untilTurnOf', player: 'B', turnIndex: g.turnIndex });
    expect(endOfTurn).toEqual({ kind: 'untilEndOfTurn', player: 'B', turnIndex: g.turnIndex + 5 });
  });
});

describe('a set given by a description (611.2c, "creatures you control")', () => {
  it('holds the permanents that fit and exist; a phased-out one only under the fault that includes it', () => {
    const objects: Setup['objects'] = [
      { id: 'bear', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      { id: 'plains', card: 'Plains', owner: 'A', zone: 'battlefield' },
      { id: 'out', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield', phased: { how: 'directly', under: 'A' } },
    ];
    const described = (fault?: FaultId) => {
      const g = game(fault, objects);
      return g.describedSet((o) => g.isType(o, 'Creature')).map((r) => r.id);
    };
    expect(described()).toEqual(['bear']);
    expect(described('ce-set-includes-phased-out')).toEqual(['bear', 'out']);
  });
});

describe('what a control effect leaves behind when it ends (800.4c)', () => {
  // C put B's Grizzly Bears onto the battlefield (C controls it by default), A controls it through an
  // effect until end of turn, and C leaves the game. D's Grizzly Bears is a probe: it triggers whenever
  // anything leaves the battlefield, so it shows whether the exile was offered to triggered abilities.
  function gameWhereCLeft(phased: boolean) {
    const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));
    const onLeaving: CardBehaviour = {
      name: 'Grizzly Bears',
      triggers: [{ key: 'probe', event: 'leaves', matches: () => true, resolve: () => undefined }],
    };
    behaviours.set(onLeaving.name, onLeaving);
    const g = new Game('2026-08-07', seamsFor(undefined), behaviours, (name) => catalogue.get(name)!);
    buildGame(
      g,
      {
        players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }, { id: 'D' }],
        turn: { number: 3, active: 'A', step: 'main1' },
        objects: [
          { id: 'probe', card: 'Grizzly Bears', owner: 'D', zone: 'battlefield' },
          {
            id: 'taken',
            card: 'Grizzly Bears',
            owner: 'B',
            zone: 'battlefield',
            ...(phased ? { phased: { how: 'directly', under: 'A' } as const } : {}),
          },
        ],
      },
      (name) => catalogue.get(name)!,
    );
    const taken = g.objects.get('taken')!;
    taken.baseController = 'C'; // put onto the battlefield under C's control (setup has no way to say so)
    const duration = { kind: 'untilEndOfTurn', player: 'A', turnIndex: g.turnIndex } as const;
    g.addEffect({ controller: 'A', affected: [g.ref(taken)], duration, change: { kind: 'control', player: 'A' } });
    leaveGame(g, 'C');
    return { g, taken };
  }
  const endControl = (g: Game) => {
    endEffects(g, (e) => e.change.kind === 'control');
    exileWhereDefaultControllerLeft(g);
  };

  it('exiles a phased-out permanent without offering its leaving to triggered abilities (702.26b)', () => {
    // 800.4c: "the player who controlled that object by default has left the game, the object is exiled";
    // 702.26b: a phased-out permanent "is treated as though it does not exist. It can't affect or be
    // affected by anything else in the game."
    const { g, taken } = gameWhereCLeft(true);
    endControl(g);
    expect(taken.zone).toBe('exile');
    expect(g.pending.map((p) => p.key)).toEqual([]);
  });

  it('exiles a phased-in one as a permanent leaving the battlefield (603.6c)', () => {
    const { g, taken } = gameWhereCLeft(false);
    endControl(g);
    expect(taken.zone).toBe('exile');
    expect(g.pending.map((p) => p.key)).toEqual(['probe']);
  });

  it('forgets an object that left the battlefield before the effect ended', () => {
    const { g, taken } = gameWhereCLeft(false);
    g.moveTo(taken, 'graveyard');
    g.pending.length = 0;
    endControl(g);
    expect(taken.zone).toBe('graveyard');
    expect(g.controlledAwayFromDepartedDefault.size).toBe(0);
  });
});

describe('durations ending as a turn begins (611.2a)', () => {
  it('end "until your next turn" effects whose turn has come, not "until end of your next turn" ones (514.2)', () => {
    // 611.2a: an effect "lasts as long as stated"; 514.2: "until end of turn" effects end in the cleanup step.
    const g = game();
    const effect = (duration: EffectDuration) =>
      g.addEffect({ controller: 'A', affected: [], duration, change: { kind: 'damageCantBePrevented' } });
    const untilTurn = effect({ kind: 'untilTurnOf', player: 'A', turnIndex: g.turnIndex });
    const untilEndOfTurn = effect({ kind: 'untilEndOfTurn', player: 'A', turnIndex: g.turnIndex });
    endEffectsAt(g, 'turn-begins');
    expect(g.effects).not.toContain(untilTurn);
    expect(g.effects).toContain(untilEndOfTurn);
  });
});
