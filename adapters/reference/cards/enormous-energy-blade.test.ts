import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { enormousEnergyBlade } from './enormous-energy-blade.js';

// "Whenever this Equipment becomes attached to a creature, tap that creature.": the Blade's own becoming
// attached triggers, remembering that creature; another Equipment becoming attached, or the Blade becoming
// unattached, does not, nor does the Blade's becoming attached to something that isn't a creature, or an event
// that finds it attached to nothing.

describe('Enormous Energy Blade', () => {
  it('triggers when it becomes attached, not when another Equipment does nor when it becomes unattached', () => {
    const g = testGame([
      at('bears', 'Grizzly Bears', 'battlefield'),
      { ...at('blade', 'Enormous Energy Blade', 'battlefield'), attachedTo: 'bears' },
      { ...at('bonesplitter', 'Bonesplitter', 'battlefield'), attachedTo: 'bears' },
    ]);
    const [blade, bonesplitter, bears] = ['blade', 'bonesplitter', 'bears'].map((id) => g.objects.get(id)!);
    const trigger = enormousEnergyBlade.triggers![0]!;
    expect([
      trigger.matches(g, blade!, { type: 'attached', obj: blade! }),
      trigger.matches(g, blade!, { type: 'attached', obj: bonesplitter! }),
      trigger.matches(g, blade!, { type: 'unattached', obj: blade! }),
    ]).toEqual([{ object: 'bears', incarnation: bears!.incarnation }, false, false]);
  });

  it("doesn't trigger when the permanent it is attached to isn't a creature, or when it is attached to nothing", () => {
    const g = testGame([
      at('forest', 'Forest', 'battlefield'),
      { ...at('on-land', 'Enormous Energy Blade', 'battlefield'), attachedTo: 'forest' },
      at('loose', 'Enormous Energy Blade', 'battlefield'),
    ]);
    const [onLand, loose] = ['on-land', 'loose'].map((id) => g.objects.get(id)!);
    const trigger = enormousEnergyBlade.triggers![0]!;
    expect([
      trigger.matches(g, onLand!, { type: 'attached', obj: onLand! }),
      trigger.matches(g, loose!, { type: 'attached', obj: loose! }),
    ]).toEqual([false, false]);
  });
});
