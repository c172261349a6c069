import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { played } from '../engine/testing/played.js';
import { entersTapped } from '../engine/zones.js';

// "Teferi's Isle enters the battlefield tapped." A replacement effect on its own entering (614.1c): another
// permanent entering while the Isle is on the battlefield enters untapped. "{T}: Add {U}{U}." A mana ability
// (605.1a), which resolves at once without the stack (605.3a): its mana pays for a spell cast right after it.

describe("Teferi's Isle", () => {
  it('enters tapped itself, and leaves another entering permanent untapped', () => {
    const g = testGame([
      at('isle', "Teferi's Isle", 'battlefield'),
      at('second', "Teferi's Isle", 'hand'),
      at('bears', 'Grizzly Bears', 'hand'),
    ]);
    const enters = (id: string) => entersTapped(g, g.objects.get(id)!, 'A');
    expect([enters('second'), enters('bears')]).toEqual([true, false]);
  });
});

describe("Teferi's Isle's mana ability", () => {
  it('taps the Isle for {U}{U}, at once: enough to cast a {1}{U} Aura at sorcery speed next', () => {
    const game = played(
      [
        at('isle', "Teferi's Isle", 'battlefield'),
        at('curse', "Teferi's Curse", 'hand'),
        at('bears', 'Grizzly Bears', 'battlefield', 'B'),
      ],
      undefined,
      [
        { do: 'activate', player: 'A', source: 'isle', ability: 'mana' },
        { do: 'cast', player: 'A', object: 'curse', targets: ['bears'] },
      ],
    );
    expect([game.statuses, game.object('end', 'isle').tapped]).toEqual([['ok', 'ok'], true]);
  });
});
