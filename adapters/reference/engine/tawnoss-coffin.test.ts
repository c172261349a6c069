import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import type { ObservedObject, RunObservation } from '../../../harness/generated/observation.js';
import { runReference } from '../index.js';

// Tawnos's Coffin below the level of fixtures (the corpus has it exile a creature and stay tapped, and return one
// with its counters): "{3}, {T}: Exile target creature and all Auras attached to it. Note the number and kind of
// counters that were on that creature. When Tawnos's Coffin leaves the battlefield or becomes untapped, return that
// exiled card to the battlefield under its owner's control tapped with the noted number and kind of counters on it.
// If you do, return the other exiled cards to the battlefield under their owner's control attached to that
// permanent." These tests are here rather than beside the card because vitest.mutation.config.ts runs
// engine/*.test.ts.

type SetupObject = Setup['objects'][number];

function run(objects: SetupObject[], actions: Action[]): RunObservation {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'main1' },
    objects: [{ id: 'coffin', card: "Tawnos's Coffin", owner: 'A', zone: 'battlefield' }, ...objects],
    manaPool: { A: '{3}' },
  };
  const answer = runReference({ fixture: 'tawnoss-coffin-test', edition: '2026-08-07', setup, actions });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  const rejected = answer.observation.actions.find((a) => a.status !== 'ok');
  if (rejected) throw new Error(JSON.stringify(rejected));
  return answer.observation;
}

const exile = (target: string): Action[] => [
  { do: 'activate', player: 'A', source: 'coffin', ability: 'exile', targets: [target] },
  { do: 'resolve' },
  { do: 'checkpoint', name: 'exiled' },
];
const untapCoffin: Action = { do: 'tap', objects: ['coffin'], untap: true };
const obj = (o: RunObservation, at: string, id: string): ObservedObject | undefined =>
  o.checkpoints[at]!.objects.find((x) => x.id === id);
const coffinTriggers = (o: RunObservation) =>
  o.checkpoints['end']!.triggers.filter((t) => t.source === 'coffin' && t.ability === 'trigger-leaves-or-untapped')
    .length;

describe("Tawnos's Coffin: what it exiles", () => {
  const objects: SetupObject[] = [
    { id: 'bear', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield', counters: { '+1/+1': 2 } },
    { id: 'strength', card: 'Holy Strength', owner: 'B', zone: 'battlefield', attachedTo: 'bear' },
    { id: 'splitter', card: 'Bonesplitter', owner: 'B', zone: 'battlefield', attachedTo: 'bear' },
    { id: 'other', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' },
    { id: 'pacifism', card: 'Pacifism', owner: 'B', zone: 'battlefield', attachedTo: 'other' },
  ];

  it('exiles the creature and the Aura attached to it, not its Equipment nor an Aura on another creature', () => {
    const o = run(objects, exile('bear'));
    expect(obj(o, 'exiled', 'bear')?.zone).toBe('exile');
    expect(obj(o, 'exiled', 'strength')?.zone).toBe('exile');
    expect(obj(o, 'exiled', 'splitter')).toMatchObject({ zone: 'battlefield' });
    expect(obj(o, 'exiled', 'splitter')?.attachedTo ?? null).toBeNull();
    expect(obj(o, 'exiled', 'pacifism')).toMatchObject({ zone: 'battlefield', attachedTo: 'other' });
  });

  it('becoming untapped returns it tapped with the noted counters, and the Aura attached to it', () => {
    const o = run(objects, [...exile('bear'), untapCoffin, { do: 'resolve' }, { do: 'checkpoint', name: 'end' }]);
    expect(obj(o, 'end', 'bear')).toMatchObject({ zone: 'battlefield', tapped: true, counters: { '+1/+1': 2 } });
    expect(obj(o, 'end', 'strength')).toMatchObject({ zone: 'battlefield', attachedTo: 'bear' });
    expect(coffinTriggers(o)).toBe(1);
  });
});

describe("Tawnos's Coffin: when the creature returns", () => {
  const bear: SetupObject = { id: 'bear', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' };

  it('leaving the battlefield returns it', () => {
    const o = run(
      [bear],
      [...exile('bear'), { do: 'destroy', objects: ['coffin'] }, { do: 'resolve' }, { do: 'checkpoint', name: 'end' }],
    );
    expect(obj(o, 'end', 'bear')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(coffinTriggers(o)).toBe(1);
  });

  it('another permanent becoming untapped does not return it', () => {
    const land: SetupObject = { id: 'land', card: 'Forest', owner: 'A', zone: 'battlefield', tapped: true };
    const o = run(
      [bear, land],
      [...exile('bear'), { do: 'tap', objects: ['land'], untap: true }, { do: 'checkpoint', name: 'end' }],
    );
    expect(obj(o, 'end', 'bear')?.zone).toBe('exile');
    expect(coffinTriggers(o)).toBe(0);
  });

  it('another permanent leaving the battlefield does not return it', () => {
    const land: SetupObject = { id: 'land', card: 'Forest', owner: 'A', zone: 'battlefield' };
    const o = run(
      [bear, land],
      [...exile('bear'), { do: 'destroy', objects: ['land'] }, { do: 'checkpoint', name: 'end' }],
    );
    expect(obj(o, 'end', 'bear')?.zone).toBe('exile');
    expect(coffinTriggers(o)).toBe(0);
  });

  it('triggers only once: leaving the battlefield after it untapped triggers nothing more', () => {
    // 603.7c: "A delayed triggered ability will trigger only once—the next time its trigger event occurs—unless
    // it has a stated duration". "When Tawnos's Coffin leaves the battlefield or becomes untapped" is one ability.
    const o = run(
      [bear],
      [
        ...exile('bear'),
        untapCoffin,
        { do: 'resolve' },
        { do: 'destroy', objects: ['coffin'] },
        { do: 'checkpoint', name: 'end' },
      ],
    );
    expect(obj(o, 'end', 'bear')?.zone).toBe('battlefield');
    expect(coffinTriggers(o)).toBe(1);
  });

  it('a token it exiled has ceased to exist (704.5d): the return finds nothing', () => {
    const token: SetupObject = { ...bear, token: true };
    const o = run([token], [...exile('bear'), untapCoffin, { do: 'resolve' }, { do: 'checkpoint', name: 'end' }]);
    expect(coffinTriggers(o)).toBe(1);
    expect(obj(o, 'end', 'bear')).toBeUndefined();
    expect(o.checkpoints['end']!.objects.filter((x) => x.zone === 'battlefield').map((x) => x.id)).toEqual(['coffin']);
  });

  it('an Aura token it exiled has ceased to exist: the creature returns alone', () => {
    const aura: SetupObject = {
      id: 'strength',
      card: 'Holy Strength',
      owner: 'B',
      zone: 'battlefield',
      token: true,
      attachedTo: 'bear',
    };
    const o = run([bear, aura], [...exile('bear'), untapCoffin, { do: 'resolve' }, { do: 'checkpoint', name: 'end' }]);
    expect(obj(o, 'exiled', 'strength')).toBeUndefined();
    expect(obj(o, 'end', 'bear')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(obj(o, 'end', 'strength')).toBeUndefined();
  });
});
