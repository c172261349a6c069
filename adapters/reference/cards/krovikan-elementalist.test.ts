import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { played } from '../engine/testing/played.js';

// Krovikan Elementalist: "{2}{R}: Target creature gets +1/+0 until end of turn. / {U}{U}: Target creature you
// control gains flying until end of turn. Sacrifice it at the beginning of the next end step." Each ability is
// refused while its mana can't be paid (602.2b, 601.2h) and carried out once it can; the creature given flying is
// sacrificed in the end step.
const objects: Setup['objects'] = [
  { id: 'elementalist', card: 'Krovikan Elementalist', owner: 'A', zone: 'battlefield' },
  { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
];

describe('Krovikan Elementalist', () => {
  it('pumps for {2}{R}, and for {U}{U} gives flying and sacrifices the creature at the end step', () => {
    const game = played(objects, {}, [
      { do: 'activate', player: 'A', source: 'elementalist', ability: 'pump', targets: ['bears'] },
      { do: 'addMana', player: 'A', mana: '{C}{C}{R}' },
      { do: 'activate', player: 'A', source: 'elementalist', ability: 'pump', targets: ['bears'] },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'pumped' },
      { do: 'activate', player: 'A', source: 'elementalist', ability: 'fly', targets: ['bears'] },
      { do: 'addMana', player: 'A', mana: '{U}{U}' },
      { do: 'activate', player: 'A', source: 'elementalist', ability: 'fly', targets: ['bears'] },
      { do: 'resolve' },
      { do: 'checkpoint', name: 'flying' },
      { do: 'advance', to: { step: 'cleanup' } },
    ]);
    expect(game.statuses).toEqual(['rejected', 'ok', 'ok', 'ok', 'ok', 'rejected', 'ok', 'ok', 'ok', 'ok', 'ok']);
    expect([game.pt('pumped', 'bears'), game.object('flying', 'bears').zone, game.object('end', 'bears').zone]).toEqual(
      [[3, 2], 'battlefield', 'graveyard'],
    );
  });
});
