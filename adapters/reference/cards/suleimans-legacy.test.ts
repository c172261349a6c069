import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import { played } from '../engine/testing/played.js';
import { phaseOut } from '../engine/phasing.js';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { suleimansLegacy } from './suleimans-legacy.js';

// "When Suleiman's Legacy enters the battlefield, destroy all Djinns and Efreets. [...] Whenever a Djinn or
// Efreet enters the battlefield, destroy it.": Djinns and Efreets of either player, and nothing else; the second
// ability destroys the creature that entered, unless it no longer exists as it resolves (here: it phased out,
// 702.26b).

const board = (): Game =>
  testGame([
    at('legacy', "Suleiman's Legacy", 'battlefield'),
    at('djinn', 'Breezekeeper', 'battlefield', 'B'),
    at('efreet', 'Frenetic Efreet', 'battlefield'),
    at('bears', 'Grizzly Bears', 'battlefield', 'B'),
  ]);

const [enters, destroysWhatEntered] = suleimansLegacy.triggers!;
const zones = (g: Game) => ['djinn', 'efreet', 'bears', 'legacy'].map((id) => g.objects.get(id)!.zone);

/** The second ability, triggered by `id` entering, as it resolves. */
function resolveFor(g: Game, id: string): void {
  const item = resolvingItem(g, 'legacy', { kind: 'triggered', abilityKey: destroysWhatEntered!.key });
  destroysWhatEntered!.resolve(g, { ...item, triggerData: { entered: g.ref(g.objects.get(id)!) } });
}

describe("Suleiman's Legacy", () => {
  it('destroys each Djinn and Efreet as it enters, and nothing else', () => {
    const g = board();
    enters!.resolve(g, resolvingItem(g, 'legacy', { kind: 'triggered', abilityKey: enters!.key }));
    expect(zones(g)).toEqual(['graveyard', 'graveyard', 'battlefield', 'battlefield']);
  });

  it('triggers when a Djinn or an Efreet enters, not another creature, nor a Djinn leaving', () => {
    const g = board();
    const [legacy, djinn, efreet, bears] = ['legacy', 'djinn', 'efreet', 'bears'].map((id) => g.objects.get(id)!);
    const entering = (obj: typeof djinn) => destroysWhatEntered!.matches(g, legacy!, { type: 'enters', obj: obj! });
    const leaving = destroysWhatEntered!.matches(g, legacy!, { type: 'leaves', obj: djinn!, to: 'graveyard' });
    expect([entering(djinn), entering(efreet), entering(bears), leaving]).toEqual([
      { entered: g.ref(djinn!) },
      { entered: g.ref(efreet!) },
      false,
      false,
    ]);
  });

  it('destroys the Djinn or Efreet that entered, and only it', () => {
    const g = board();
    resolveFor(g, 'efreet');
    expect(zones(g)).toEqual(['battlefield', 'graveyard', 'battlefield', 'battlefield']);
  });

  it('destroys nothing when the creature that entered phased out before it resolves', () => {
    const g = board();
    phaseOut(g, [g.objects.get('efreet')!]);
    resolveFor(g, 'efreet');
    expect([zones(g), g.objects.get('efreet')!.phased !== null]).toEqual([
      ['battlefield', 'battlefield', 'battlefield', 'battlefield'],
      true,
    ]);
  });
});

describe("Suleiman's Legacy in play", () => {
  it('destroys an Efreet A casts once the Efreet has entered and the trigger resolved', () => {
    const game = played(
      [at('legacy', "Suleiman's Legacy", 'battlefield'), at('efreet', 'Rainbow Efreet', 'hand')],
      { A: '{3}{U}' },
      [
        { do: 'cast', player: 'A', object: 'efreet' },
        { do: 'resolve' },
        { do: 'checkpoint', name: 'entered' },
        { do: 'resolve' },
      ],
    );
    expect([game.object('entered', 'efreet').zone, game.object('end', 'efreet').zone]).toEqual([
      'battlefield',
      'graveyard',
    ]);
  });
});
