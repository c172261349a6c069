import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { resolvingItem } from '../engine/testing/stack-item.js';
import { burglarRat } from './burglar-rat.js';

// "When Burglar Rat enters, each opponent discards a card.": it triggers on the Rat's own entering only,
// and as it resolves only the Rat's controller's opponents discard; the `discard` choice names a card
// only for the opponent who owns it.

const setup = () =>
  testGame([
    at('rat', 'Burglar Rat', 'battlefield'),
    at('bears', 'Grizzly Bears', 'battlefield'),
    at('a-card', 'Hill Giant', 'hand'),
  ]);
const trigger = burglarRat.triggers!.find((t) => t.key === 'etb')!;
const resolve = (g: ReturnType<typeof setup>, discard: string) =>
  trigger.resolve(g, resolvingItem(g, 'rat', { kind: 'triggered', abilityKey: 'etb', choices: { discard } }));

describe('Burglar Rat', () => {
  it('triggers when the Rat enters, not when another creature enters nor when the Rat leaves', () => {
    const g = setup();
    const [rat, bears] = [g.objects.get('rat')!, g.objects.get('bears')!];
    expect([
      trigger.matches(g, rat, { type: 'enters', obj: rat }),
      trigger.matches(g, rat, { type: 'enters', obj: bears }),
      trigger.matches(g, rat, { type: 'leaves', obj: rat, to: 'graveyard' }),
    ]).toEqual([true, false, false]);
  });

  it('makes the opponent discard the card the choice names, and not its controller', () => {
    const g = testGame([
      at('rat', 'Burglar Rat', 'battlefield'),
      at('a-card', 'Hill Giant', 'hand'),
      at('b-card', 'Grizzly Bears', 'hand', 'B'),
    ]);
    resolve(g, 'b-card');
    expect([g.objects.get('b-card')!.zone, g.objects.get('a-card')!.zone]).toEqual(['graveyard', 'hand']);
  });

  it("doesn't hand the opponent a choice naming its controller's own card", () => {
    const g = setup(); // B's hand is empty: B discards nothing, and A's card stays in A's hand
    resolve(g, 'a-card');
    expect(g.objects.get('a-card')!.zone).toBe('hand');
  });
});
