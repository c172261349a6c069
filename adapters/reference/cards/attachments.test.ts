import { describe, expect, it } from 'vitest';
import { at, testGame } from '../engine/testing/game.js';
import { played } from '../engine/testing/played.js';
import { attach, equip, mayBeAttached } from './attachments.js';

// Equip [cost] (702.6a): "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery."

describe('equip', () => {
  // Built here rather than read from a card module, so that what it builds is checked where it is built (a card's
  // abilities are built as its module loads, before any test runs).
  it('is the ability named "equip", costing the given mana, activated only as a sorcery', () => {
    const ability = equip('{2}');
    expect([ability.key, ability.mana, ability.sorcerySpeed]).toEqual(['equip', '{2}', true]);
  });

  it('cannot be activated while a spell is on the stack (Robe of Stars)', () => {
    const game = played(
      [
        { id: 'robe', card: 'Robe of Stars', owner: 'A', zone: 'battlefield' },
        { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
        { id: 'growth', card: 'Giant Growth', owner: 'A', zone: 'hand' },
      ],
      { A: '{G}{1}' },
      [
        { do: 'cast', player: 'A', object: 'growth', targets: ['bears'] },
        { do: 'activate', player: 'A', source: 'robe', ability: 'equip', targets: ['bears'] },
        { do: 'resolve' },
        { do: 'activate', player: 'A', source: 'robe', ability: 'equip', targets: ['bears'] },
        { do: 'resolve' },
      ],
    );
    expect(game.statuses).toEqual(['ok', 'rejected', 'ok', 'ok', 'ok']);
    expect(game.object('end', 'robe').attachedTo).toBe('bears');
  });
});

// 301.5c: "An Equipment that's also a creature can't equip a creature unless that Equipment has reconfigure" and
// "An Equipment can't equip itself"; 701.3b: an effect that tries to attach it where it can't be attached doesn't
// move it.
describe('what an Equipment may be attached to', () => {
  const game = (fault?: 'creature-equipment-equips') =>
    testGame(
      [
        at('blade', 'Enormous Energy Blade', 'battlefield'),
        at('splitter', 'Bonesplitter', 'battlefield'),
        at('bears', 'Grizzly Bears', 'battlefield'),
      ],
      { fault },
    );
  const animate = (g: ReturnType<typeof game>, id: string) =>
    g.addEffect({
      controller: 'A',
      affected: [g.ref(g.objects.get(id)!)],
      duration: { kind: 'indefinite' },
      change: { kind: 'becomeCreature', power: 9, toughness: 9, addSubtypes: ['Construct'] },
    });

  it('may equip a creature, but not itself, while it is not a creature', () => {
    const g = game();
    const [splitter, bears] = ['splitter', 'bears'].map((id) => g.objects.get(id)!);
    expect([mayBeAttached(g, splitter!, bears!), mayBeAttached(g, splitter!, splitter!)]).toEqual([true, false]);
  });

  it('may not equip a creature, nor itself, once it is a creature; a noncreature Equipment may then equip it', () => {
    const g = game();
    animate(g, 'blade');
    const [blade, splitter, bears] = ['blade', 'splitter', 'bears'].map((id) => g.objects.get(id)!);
    expect([
      mayBeAttached(g, blade!, bears!),
      mayBeAttached(g, blade!, blade!),
      mayBeAttached(g, splitter!, blade!),
    ]).toEqual([false, false, true]);
  });
  it('is not moved by an attach effect it may not follow, unless a named fault lets it', () => {
    const attachedTo = (fault?: 'creature-equipment-equips') => {
      const g = game(fault);
      animate(g, 'blade');
      const [blade, bears] = ['blade', 'bears'].map((id) => g.objects.get(id)!);
      attach(g, blade!, bears!);
      return blade!.attachedTo;
    };
    expect(attachedTo()).toBeNull();
    expect(attachedTo('creature-equipment-equips')).toMatchObject({ object: 'bears' });
  });

  it("leaves an Equipment made a creature by Vronos's −7 where it is when its equip ability resolves", () => {
    const game = played(
      [
        { id: 'vronos', card: 'Vronos, Masked Inquisitor', owner: 'A', zone: 'battlefield', counters: { loyalty: 7 } },
        { id: 'blade', card: 'Enormous Energy Blade', owner: 'A', zone: 'battlefield' },
        { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' },
      ],
      { A: '{2}' },
      [
        { do: 'activate', player: 'A', source: 'vronos', ability: 'minus-7', targets: ['blade'] },
        { do: 'resolve' },
        { do: 'activate', player: 'A', source: 'blade', ability: 'equip', targets: ['bears'] },
        { do: 'resolve' },
        // Its "becomes attached" ability would be waiting here, had the Blade moved.
        { do: 'resolve' },
      ],
    );
    expect(game.statuses).toEqual(['ok', 'ok', 'ok', 'ok', 'rejected']);
    expect([game.object('end', 'blade').attachedTo, game.object('end', 'bears').tapped]).toEqual([null, false]);
  });
});
