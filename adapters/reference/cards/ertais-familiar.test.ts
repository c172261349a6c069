import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { ertaisFamiliar } from './ertais-familiar.js';
import type { GameObject } from '../engine/types.js';

// "When Ertai's Familiar phases out or leaves the battlefield, mill three cards.": it triggers when the
// Familiar phases out, alone or among others (ruling 2008-04-01: "for any reason"), and when it leaves the
// battlefield, never when only another permanent does; the trigger mills three cards.
// "{U}: Until your next upkeep, this creature can't phase out.": a Familiar no longer on the battlefield
// as the ability resolves gets nothing: a card that left is a new object (400.7), not "this creature".

const setup = () =>
  testGame([
    at('familiar', "Ertai's Familiar", 'battlefield'),
    at('bears', 'Grizzly Bears', 'battlefield'),
    at('angel', 'Serra Angel', 'battlefield', 'B'),
  ]);
const [phasesOut, leaves] = ertaisFamiliar.triggers!;

describe("Ertai's Familiar", () => {
  it('triggers when it phases out, alone or with others, not when only others phase out', () => {
    const g = setup();
    const [familiar, bears, angel] = ['familiar', 'bears', 'angel'].map((id) => g.objects.get(id)!);
    const matches = (objs: GameObject[]) => phasesOut!.matches(g, familiar!, { type: 'phasesOut', objs });
    expect([
      matches([familiar!]),
      matches([bears!, familiar!, angel!]),
      matches([bears!, angel!]),
      phasesOut!.matches(g, familiar!, { type: 'leaves', obj: familiar!, to: 'graveyard' }),
    ]).toEqual([true, true, false, false]);
  });

  it('triggers when it leaves the battlefield, not when another permanent leaves nor when it phases out', () => {
    const g = setup();
    const [familiar, bears] = ['familiar', 'bears'].map((id) => g.objects.get(id)!);
    expect([
      leaves!.matches(g, familiar!, { type: 'leaves', obj: familiar!, to: 'graveyard' }),
      leaves!.matches(g, familiar!, { type: 'leaves', obj: bears!, to: 'graveyard' }),
      leaves!.matches(g, familiar!, { type: 'phasesOut', objs: [familiar!] }),
    ]).toEqual([true, false, false]);
  });

  it("mills three cards from its controller's library as either trigger resolves", () => {
    const g = setup();
    for (const t of [phasesOut!, leaves!])
      t.resolve(g, resolvingItem(g, 'familiar', { kind: 'triggered', abilityKey: t.key }));
    expect([g.player('A').libraryCount, g.player('A').anonymousGraveyard, g.player('B').libraryCount]).toEqual([
      14, 6, 20,
    ]);
  });

  it('gives a Familiar that left the battlefield before its ability resolved nothing', () => {
    const g = setup();
    const ability = ertaisFamiliar.activated![0]!;
    const item = resolvingItem(g, 'familiar', { kind: 'activated', abilityKey: ability.key });
    g.moveTo(g.objects.get('familiar')!, 'graveyard');
    const before = g.effects.length;
    ability.resolve(g, item);
    expect(g.effects.length).toBe(before);
  });

  it("makes the Familiar unable to phase out until its controller's next upkeep", () => {
    const g = setup();
    const ability = ertaisFamiliar.activated![0]!;
    ability.resolve(g, resolvingItem(g, 'familiar', { kind: 'activated', abilityKey: ability.key }));
    expect(g.effects.at(-1)).toMatchObject({
      affected: [g.ref(g.objects.get('familiar')!)],
      duration: { kind: 'untilUpkeepOf', player: 'A' },
      change: { kind: 'cantPhaseOut' },
    });
  });
});
