import { describe, expect, it } from 'vitest';
import type { Game } from '../engine/game-interface.js';
import type { GameObject } from '../engine/types.js';
import { at, testGame } from '../engine/testing/game.js';
import { loadCatalogue } from '../index.js';
import { claimGaps } from './claims.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { eyeOfSingularity } from './eye-of-singularity.js';

// "When Eye of Singularity enters, destroy each permanent with the same name as another permanent, except for
// basic lands. […] Whenever a permanent other than a basic land enters, destroy all other permanents with that
// name." Path of Ancestry is a nonbasic land with no supertype at all, Forest a basic one; Hill Giant has no
// namesake. The fixtures that hold the Eye phase permanents out around it, so they never meet a land.

const [etb, entersTrigger] = eyeOfSingularity.triggers!;

function board(): Game {
  return testGame([
    at('eye', 'Eye of Singularity', 'battlefield'),
    at('bears', 'Grizzly Bears', 'battlefield'),
    at('bears2', 'Grizzly Bears', 'battlefield', 'B'),
    at('forest', 'Forest', 'battlefield'),
    at('forest2', 'Forest', 'battlefield', 'B'),
    at('path', 'Path of Ancestry', 'battlefield'),
    at('path2', 'Path of Ancestry', 'battlefield', 'B'),
    at('giant', 'Hill Giant', 'battlefield'),
  ]);
}

const ids = ['eye', 'bears', 'bears2', 'forest', 'forest2', 'path', 'path2', 'giant'] as const;
const zones = (g: Game) => Object.fromEntries(ids.map((id) => [id, g.objects.get(id)!.zone]));
const eyeItem = (g: Game, abilityKey: string) =>
  resolvingItem(g, 'eye', { kind: 'triggered', abilityKey, controller: 'A' });

/** What the "whenever … enters" trigger remembers of `entering` (false: it doesn't trigger). */
const triggerOn = (g: Game, entering: GameObject) =>
  entersTrigger!.matches(g, g.objects.get('eye')!, { type: 'enters', obj: entering });

/** The "whenever … enters" trigger, triggered by `enteringId`, resolves; `meanwhile` runs in between. */
function afterEntering(enteringId: string, meanwhile: (g: Game) => void = () => {}): Game {
  const g = board();
  const data = triggerOn(g, g.objects.get(enteringId)!);
  meanwhile(g);
  entersTrigger!.resolve(g, { ...eyeItem(g, entersTrigger!.key), triggerData: data });
  return g;
}

describe('Eye of Singularity', () => {
  it('destroys, as it enters, every permanent sharing its name with another, basic lands aside', () => {
    const g = board();
    etb!.resolve(g, eyeItem(g, etb!.key));
    expect(zones(g)).toEqual({
      eye: 'battlefield',
      bears: 'graveyard',
      bears2: 'graveyard',
      forest: 'battlefield',
      forest2: 'battlefield',
      path: 'graveyard',
      path2: 'graveyard',
      giant: 'battlefield',
    });
  });

  it('triggers on a permanent entering, nonbasic lands included, but not on a basic land', () => {
    const g = board();
    const [bears, path, forest] = ['bears', 'path', 'forest'].map((id) => g.objects.get(id)!);
    expect([triggerOn(g, bears!), triggerOn(g, path!), triggerOn(g, forest!)]).toEqual([
      { entered: { id: 'bears', incarnation: 0 }, name: 'Grizzly Bears' },
      { entered: { id: 'path', incarnation: 0 }, name: 'Path of Ancestry' },
      false,
    ]);
  });

  it('destroys the other permanents with the entering one’s name, not the entering one nor other names', () => {
    const g = afterEntering('bears2');
    expect(zones(g)).toMatchObject({
      bears: 'graveyard',
      bears2: 'battlefield',
      path: 'battlefield',
      giant: 'battlefield',
    });
  });

  it('destroys the entering card too once it has left and come back, a new object (400.7)', () => {
    const g = afterEntering('bears2', (game) => {
      const bears2 = game.objects.get('bears2')!;
      game.moveTo(bears2, 'exile');
      game.enterBattlefield(bears2, 'B');
    });
    expect(zones(g)).toMatchObject({ bears: 'graveyard', bears2: 'graveyard' });
  });

  it('implements every catalogue ability, under its key (the card is claimed whole)', () => {
    expect(claimGaps(loadCatalogue().get('Eye of Singularity')!, eyeOfSingularity)).toEqual({
      missing: [],
      unknown: [],
    });
  });
});
