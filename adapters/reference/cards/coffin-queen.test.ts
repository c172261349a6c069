import { describe, expect, it } from 'vitest';
import { endEffectsAt } from '../engine/durations.js';
import type { GameEvent } from '../engine/game-events.js';
import type { Game } from '../engine/game-interface.js';
import { checkLostControl } from '../engine/lost-control.js';
import type { EffectDuration } from '../engine/types.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { played } from '../engine/testing/played.js';
import { coffinQueen } from './coffin-queen.js';

// "When Coffin Queen becomes untapped or you lose control of Coffin Queen, exile that creature.": the
// trigger the reanimate ability creates watches that Queen only, as the object it was (400.7): another
// permanent untapping or leaving doesn't trigger it, nor a later Queen with the same card.

const g = testGame([
  { id: 'queen', card: 'Coffin Queen', owner: 'A', zone: 'battlefield', tapped: true },
  at('giant', 'Hill Giant', 'battlefield'),
  at('bears', 'Grizzly Bears', 'graveyard', 'B'),
]);
const [queen, giant] = [g.objects.get('queen')!, g.objects.get('giant')!];
coffinQueen.activated![0]!.resolve(
  g,
  resolvingItem(g, 'queen', { kind: 'activated', abilityKey: 'reanimate', targets: ['bears'] }),
);
const half = (event: GameEvent['type']) => g.delayed.find((d) => d.event === event)!;
const laterQueen = { ...queen, incarnation: queen.incarnation + 1 };

describe('Coffin Queen', () => {
  it('puts the creature card onto the battlefield under its controller', () => {
    const bears = g.objects.get('bears')!;
    expect([bears.zone, g.controller(bears)]).toEqual(['battlefield', 'A']);
  });

  it('triggers when that Queen untaps, not another permanent, a later Queen or its tapping', () => {
    expect(giant.incarnation).toBe(queen.incarnation); // so only the id tells the two apart
    const untaps = (obj: typeof queen) => half('untapped').matches(g, { type: 'untapped', obj });
    const tapped = half('untapped').matches(g, { type: 'tapped', obj: queen });
    expect([untaps(queen), untaps(giant), untaps(laterQueen), tapped]).toEqual([true, false, false, false]);
  });

  it('triggers when that Queen leaves, not another permanent nor a later Queen leaving, nor its untapping', () => {
    const leaves = (obj: typeof queen) => half('leaves').matches(g, { type: 'leaves', obj, to: 'graveyard' });
    const untapped = half('leaves').matches(g, { type: 'untapped', obj: queen });
    expect([leaves(queen), leaves(giant), leaves(laterQueen), untapped]).toEqual([true, false, false, false]);
  });

  it("triggers when its activator loses control of that Queen, not another player's loss nor another event", () => {
    const lost = (obj: typeof queen, player: string) =>
      half('controlLost').matches(g, { type: 'controlLost', obj, player });
    const damage = half('controlLost').matches(g, { type: 'combatDamageToPlayer', obj: queen, player: 'A', amount: 1 });
    expect([lost(queen, 'A'), lost(giant, 'A'), lost(laterQueen, 'A'), lost(queen, 'B'), damage]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

// One delayed ability with three trigger events (603.7b: it triggers once), the third being "you lose
// control of Coffin Queen" while she stays: a control effect beginning or ending, compared as players
// would receive priority (lost-control.ts).
function reanimated(queenOwner: string, controlledBy?: string) {
  const game = testGame([
    { id: 'queen', card: 'Coffin Queen', owner: queenOwner, zone: 'battlefield', tapped: true },
    at('bears', 'Grizzly Bears', 'graveyard', 'B'),
  ]);
  const q = game.objects.get('queen')!;
  if (controlledBy) giveControl(game, controlledBy, { kind: 'endOfTurn' });
  coffinQueen.activated![0]!.resolve(
    game,
    resolvingItem(game, 'queen', { kind: 'activated', abilityKey: 'reanimate', targets: ['bears'] }),
  );
  return { game, q };
}

function giveControl(game: Game, player: string, duration: EffectDuration): void {
  const queenRef = game.ref(game.objects.get('queen')!);
  game.addEffect({ controller: player, affected: [queenRef], duration, change: { kind: 'control', player } });
}

const triggers = (game: Game) => game.pending.filter((p) => p.key === 'trigger-untapped-or-lose-control').length;

describe("Coffin Queen's one delayed trigger", () => {
  it('is gone, every trigger event of it, once it triggers', () => {
    const { game, q } = reanimated('A');
    game.emit({ type: 'untapped', obj: q });
    game.emit({ type: 'leaves', obj: q, to: 'graveyard' });
    expect([triggers(game), game.delayed.length]).toEqual([1, 0]);
  });

  it('triggers when a control effect gives the Queen to another player, once however often compared', () => {
    const { game } = reanimated('A');
    checkLostControl(game);
    expect(triggers(game)).toBe(0);
    giveControl(game, 'B', { kind: 'indefinite' });
    checkLostControl(game);
    checkLostControl(game);
    expect([triggers(game), game.delayed.length]).toEqual([1, 0]);
  });

  it('triggers when the effect that gave you the Queen ends', () => {
    const { game } = reanimated('B', 'A');
    checkLostControl(game);
    expect(triggers(game)).toBe(0);
    endEffectsAt(game, 'cleanup');
    checkLostControl(game);
    expect(triggers(game)).toBe(1);
  });

  it('does not trigger for a loss of control before it existed (the Queen taken in response)', () => {
    const { game, q } = reanimated('A', 'B');
    checkLostControl(game);
    game.emit({ type: 'leaves', obj: q, to: 'graveyard' });
    expect(triggers(game)).toBe(0);
  });
});

describe('Coffin Queen gone before its ability resolves', () => {
  it('still returns the creature, and the trigger never sees a control it never had', () => {
    const game = testGame([
      { id: 'queen', card: 'Coffin Queen', owner: 'A', zone: 'graveyard' },
      at('bears', 'Grizzly Bears', 'graveyard', 'B'),
    ]);
    const q = game.objects.get('queen')!;
    coffinQueen.activated![0]!.resolve(
      game,
      resolvingItem(game, 'queen', { kind: 'activated', abilityKey: 'reanimate', targets: ['bears'] }),
    );
    const leaves = game.delayed.find((d) => d.event === 'leaves')!;
    expect([game.objects.get('bears')!.zone, leaves.matches(game, { type: 'leaves', obj: q, to: 'exile' })]).toEqual([
      'battlefield',
      false,
    ]);
  });
});

// "{2}{B}, {T}: Put target creature card from a graveyard onto the battlefield under your control." played
// through the engine: the cost is paid from the pool, and a target that isn't a creature card is refused by name.
function activateWith(pool: string, target: string) {
  const objects = [
    { id: 'queen', card: 'Coffin Queen', owner: 'A', zone: 'battlefield' as const },
    at('bears', 'Grizzly Bears', 'graveyard', 'B'),
    at('island', 'Island', 'graveyard', 'B'),
  ];
  const game = played(objects, { A: pool }, [
    { do: 'activate', player: 'A', source: 'queen', ability: 'reanimate', targets: [target] },
  ]);
  return { status: game.statuses[0], reason: game.reasons[0] };
}

describe("Coffin Queen's reanimate ability, activated", () => {
  it('costs {2}{B}: accepted with it in the pool, refused with {1}{B}', () => {
    expect([activateWith('{2}{B}', 'bears').status, activateWith('{1}{B}', 'bears').status]).toEqual([
      'ok',
      'rejected',
    ]);
  });

  it('refuses a land card, naming the target it needs', () => {
    const refused = activateWith('{2}{B}', 'island');
    expect([refused.status, refused.reason]).toEqual([
      'rejected',
      expect.stringContaining('creature card from a graveyard'),
    ]);
  });
});
