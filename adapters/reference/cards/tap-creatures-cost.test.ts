import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { tapOtherCreatures } from './tap-creatures-cost.js';

// Crew and saddle's cost (702.122a, 702.171a): "Tap any number of other untapped creatures you control with total
// power N or greater". Each chosen creature must be another untapped creature its controller controls; the same one
// named twice counts once; the cost is paid only if their total power reaches N, and then they are tapped.

function game() {
  return testGame([
    at('mount', 'Hill Giant', 'battlefield'), // the creature paying the cost: a creature, so only "other" refuses it
    at('bears', 'Grizzly Bears', 'battlefield'), // 2/2
    at('giant', 'Hill Giant', 'battlefield'), // 3/3
    { ...at('tapped', 'Runeclaw Bear', 'battlefield'), tapped: true },
    at('forest', 'Forest', 'battlefield'),
    at('theirs', 'Goblin Piker', 'battlefield', 'B'),
  ]);
}
const crew = (power: number, chosen: unknown) => {
  const g = game();
  const tapped = tapOtherCreatures(g, g.objects.get('mount')!, chosen, { keyword: 'crew', power, choice: 'crew' });
  return { tapped: tapped.map((c) => c.id), g };
};

describe('tapOtherCreatures', () => {
  it('taps the chosen creatures when their total power reaches the cost, exactly or more', () => {
    const { tapped, g } = crew(5, ['bears', 'giant']);
    expect([tapped, g.objects.get('bears')!.tapped, g.objects.get('giant')!.tapped]).toEqual([
      ['bears', 'giant'],
      true,
      true,
    ]);
    expect(crew(4, ['bears', 'giant']).tapped).toEqual(['bears', 'giant']);
  });

  it('refuses too little power, counting a creature named twice once, and taps nothing', () => {
    expect(() => crew(3, ['bears'])).toThrow('crew 3 needs creatures with total power 3 or greater; got 2');
    expect(() => crew(3, ['bears', 'bears'])).toThrow('crew 3 needs creatures with total power 3 or greater; got 2');
    expect(() => crew(1, [])).toThrow('got 0');
  });

  it('refuses itself, a tapped creature, a noncreature, an opponent’s creature and a name that is nothing', () => {
    const refused = (id: unknown) => {
      try {
        crew(0, [id]);
        return 'allowed';
      } catch (e) {
        return (e as Error).message;
      }
    };
    const message = (id: string) =>
      `crew 0 taps other untapped creatures you control (choice "crew"); ${id} is not one`;
    expect(['mount', 'tapped', 'forest', 'theirs', 'nobody', 7].map(refused)).toEqual([
      message('"mount"'),
      message('"tapped"'),
      message('"forest"'),
      message('"theirs"'),
      message('"nobody"'),
      message('7'),
    ]);
  });
});
