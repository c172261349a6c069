import { describe, expect, it } from 'vitest';
import type { Setup } from '../../../harness/generated/fixture.js';
import { CARD_BEHAVIOURS } from '../cards/index.js';
import { seamsFor } from '../faults.js';
import { loadCatalogue } from '../index.js';
import { Game, Unsupported } from './game.js';
import { buildGame } from './setup.js';

// The starting state a fixture's setup describes, below the level of fixtures: the corpus's setups are lint-clean,
// so they never reach the engine's own refusals, and most give each history (damage, blocks) one way only.
const catalogue = loadCatalogue();
const behaviours = new Map(CARD_BEHAVIOURS.map((b) => [b.name, b]));
const card = (name: string) => catalogue.get(name)!;

function build(setup: Partial<Setup> & Pick<Setup, 'objects'>): Game {
  const g = new Game('2026-08-07', seamsFor(undefined), behaviours, card);
  buildGame(
    g,
    { players: [{ id: 'A' }, { id: 'B' }], turn: { number: 3, active: 'A', step: 'main1' }, ...setup },
    card,
  );
  return g;
}
const bear = (id: string, more: Partial<Setup['objects'][number]> = {}): Setup['objects'][number] => ({
  id,
  card: 'Grizzly Bears',
  owner: 'A',
  zone: 'battlefield',
  ...more,
});
const refusal = (setup: Partial<Setup> & Pick<Setup, 'objects'>) => {
  try {
    build(setup);
  } catch (e) {
    if (e instanceof Unsupported) return e.message;
    throw e;
  }
  return 'built';
};

describe('what a setup may not say', () => {
  it('refuses, naming the object, a commander outside a Commander game', () => {
    expect(refusal({ objects: [bear('b1', { commander: true })] })).toBe(
      'setup: b1 is a commander, but the game is not a Commander game (setup.format)',
    );
  });

  it('refuses a choice for a card that makes none as it enters', () => {
    expect(refusal({ objects: [bear('b1', { chosen: { color: 'G' } })] })).toBe(
      'setup: Grizzly Bears makes no choice as it enters ("chosen" on b1)',
    );
  });

  it('refuses an attachment to, or damage from, an object it does not list', () => {
    expect(refusal({ objects: [bear('b1', { attachedTo: 'ghost' })] })).toBe('setup: b1 is attached to unknown ghost');
    expect(refusal({ objects: [bear('b1', { damageBy: [{ source: 'ghost', amount: 1 }] })] })).toBe(
      'setup: b1 was dealt damage by unknown ghost',
    );
    expect(
      refusal({ players: [{ id: 'A', damageBy: [{ source: 'ghost', amount: 1 }] }, { id: 'B' }], objects: [] }),
    ).toBe('setup: A was dealt damage by unknown ghost');
  });
});

describe('the history a setup gives', () => {
  it('marks damage from named sources on top of unnamed damage (120.3e)', () => {
    const g = build({
      objects: [
        bear('src1'),
        bear('src2'),
        bear('hurt', {
          damage: 1,
          damageBy: [
            { source: 'src1', amount: 2 },
            { source: 'src2', amount: 3 },
          ],
        }),
      ],
    });
    expect(g.objects.get('hurt')!.damage).toBe(6);
  });

  it('makes an attacker blocked whether its blocker is listed before or after it (509.1h)', () => {
    for (const order of ['blocker first', 'attacker first'] as const) {
      const attacker = bear('att', { combat: { attacking: 'B' } });
      const blocker = bear('blk', { owner: 'B', combat: { blocking: 'att' } });
      const g = build({
        turn: { number: 3, active: 'A', step: 'combatDamage' },
        objects: [
          ...(order === 'blocker first' ? [blocker, attacker] : [attacker, blocker]),
          bear('free', { combat: { attacking: 'B' } }),
          bear('bystander'),
        ],
      });
      const combat = (id: string) => g.objects.get(id)!.combat;
      expect([order, combat('att'), combat('free'), combat('blk')]).toEqual([
        order,
        { attacking: 'B', blocked: true },
        { attacking: 'B', blocked: false },
        { blocking: ['att'] },
      ]);
    }
  });

  it("lets Clone's copy choice name a creature listed after it (707.2)", () => {
    const clone = bear('clone', { card: 'Clone', chosen: { copy: 'imp' } });
    const imp = bear('imp', { card: "Teferi's Imp", owner: 'B' });
    for (const objects of [
      [clone, imp],
      [imp, clone],
    ])
      expect(build({ objects }).objects.get('clone')!.card.name).toBe("Teferi's Imp");
  });

  it('sets up the object a copy choice names once, before the copy, whichever is listed first', () => {
    const clone = bear('clone', { card: 'Clone', chosen: { copy: 'imp' } });
    const imp = bear('imp', { card: "Teferi's Imp", owner: 'B' });
    for (const objects of [
      [clone, imp],
      [imp, clone],
    ]) {
      const g = build({ objects });
      const byTimestamp = [...g.permanents()].sort((a, b) => a.timestamp - b.timestamp);
      expect(byTimestamp.map((o) => o.id)).toEqual(['imp', 'clone']);
    }
  });

  it('puts no creature in combat for being named by a blocker when it is not attacking', () => {
    const g = build({
      turn: { number: 3, active: 'A', step: 'combatDamage' },
      objects: [bear('idle'), bear('blk', { owner: 'B', combat: { blocking: 'idle' } })],
    });
    expect(g.objects.get('idle')!.combat).toBeNull();
  });

  it('gives control by an indefinite effect only when the controller is not the owner (800.4a)', () => {
    const g = build({ objects: [bear('mine', { controller: 'A' }), bear('taken', { controller: 'B' })] });
    expect(g.effects.map((e) => [e.affected.map((r) => r.id), e.duration, e.change])).toEqual([
      [['taken'], { kind: 'indefinite' }, { kind: 'control', player: 'B' }],
    ]);
  });

  it('puts a permanent phased in unless its status says phased out', () => {
    const g = build({
      objects: [bear('in', { phased: 'in' }), bear('plain'), bear('out', { phased: { how: 'directly', under: 'A' } })],
    });
    expect(g.permanents().map((o) => o.id)).toEqual(['in', 'plain']);
    expect(g.objects.get('out')!.phased).toEqual({ how: 'directly', under: 'A' });
  });
});
