import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';
import { changeGeneric } from './cost-changes.js';

type SetupObject = Setup['objects'][number];

describe('changeGeneric (601.2f)', () => {
  it('adds generic mana to a cost, with or without generic mana already', () => {
    expect(changeGeneric('{R}', 1)).toBe('{1}{R}');
    expect(changeGeneric('{2}{U}', 2)).toBe('{4}{U}');
    expect(changeGeneric('{10}{R}', 2)).toBe('{12}{R}');
  });

  it('takes a monocolored hybrid symbol for what it is, not generic mana (107.4e)', () => {
    expect(changeGeneric('{2/W}', 1)).toBe('{1}{2/W}');
  });

  it('reduces only generic mana, never below {0}, keeping colored and X symbols', () => {
    expect(changeGeneric('{4}', -3)).toBe('{1}');
    expect(changeGeneric('{4}', -6)).toBe('{0}');
    expect(changeGeneric('{X}{1}{R}', -2)).toBe('{X}{R}');
  });

  it('leaves a cost unchanged when nothing changes it', () => {
    expect(changeGeneric('{1}{W}', 0)).toBe('{1}{W}');
    expect(changeGeneric('{X}{1}{R}', 0)).toBe('{X}{1}{R}');
  });
});

/** The status of each action when A, with `pool`, runs `actions` with `objects` set up in A's main phase. */
function statuses(
  objects: SetupObject[],
  pool: string,
  actions: Action[],
  fault?: 'phased-out-statics-apply',
): string[] {
  const setup: Setup = {
    players: [{ id: 'A' }, { id: 'B' }],
    turn: { number: 3, active: 'A', step: 'main1' },
    objects,
    manaPool: { A: pool },
  };
  const answer = runReference({ fixture: 'cost-changes-test', edition: '2026-08-07', setup, actions }, { fault });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation.actions.map((a) => a.status);
}

const shockB: Action = { do: 'cast', player: 'A', object: 'shock', targets: ['B'] };

describe('Thalia, Guardian of Thraben: noncreature spells cost {1} more', () => {
  const thalia = (id: string, owner: 'A' | 'B'): SetupObject => ({
    id,
    card: 'Thalia, Guardian of Thraben',
    owner,
    zone: 'battlefield',
  });
  const shock: SetupObject = { id: 'shock', card: 'Shock', owner: 'A', zone: 'hand' };

  it("taxes its controller's own noncreature spells as well as an opponent's", () => {
    expect(statuses([thalia('t', 'A'), shock], '{R}', [shockB])).toEqual(['rejected']);
    expect(statuses([thalia('t', 'A'), shock], '{1}{R}', [shockB])).toEqual(['ok']);
  });

  it('adds {1} for each Thalia', () => {
    expect(statuses([thalia('t1', 'B'), thalia('t2', 'B'), shock], '{1}{R}', [shockB])).toEqual(['rejected']);
    expect(statuses([thalia('t1', 'B'), thalia('t2', 'B'), shock], '{2}{R}', [shockB])).toEqual(['ok']);
  });

  it('taxes nothing while phased out (702.26b), except under the fault that lets phased-out statics apply', () => {
    const hidden: SetupObject = { ...thalia('t', 'B'), phased: { how: 'directly', under: 'B' } };
    expect(statuses([hidden, shock], '{R}', [shockB])).toEqual(['ok']);
    expect(statuses([hidden, shock], '{R}', [shockB], 'phased-out-statics-apply')).toEqual(['rejected']);
  });

  it("doesn't tax creature spells", () => {
    const bears: SetupObject = { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'hand' };
    expect(statuses([thalia('t', 'B'), bears], '{1}{G}', [{ do: 'cast', player: 'A', object: 'bears' }])).toEqual([
      'ok',
    ]);
  });
});

describe('Frogmite: affinity for artifacts (702.41a)', () => {
  const frogmite: SetupObject = { id: 'frogmite', card: 'Frogmite', owner: 'A', zone: 'hand' };
  const myr = (id: string, owner: 'A' | 'B'): SetupObject => ({
    id,
    card: 'Darksteel Myr',
    owner,
    zone: 'battlefield',
  });
  const castFrogmite: Action = { do: 'cast', player: 'A', object: 'frogmite' };

  it('counts only the artifacts its caster controls, {1} each', () => {
    const bears: SetupObject = { id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' };
    const around = [frogmite, myr('m1', 'A'), myr('m2', 'B'), bears];
    expect(statuses(around, '{2}', [castFrogmite])).toEqual(['rejected']);
    expect(statuses(around, '{3}', [castFrogmite])).toEqual(['ok']);
  });

  it('costs {0}, and no less, with more artifacts than its generic cost', () => {
    const five = ['m1', 'm2', 'm3', 'm4', 'm5'].map((id) => myr(id, 'A'));
    expect(statuses([frogmite, ...five], '', [castFrogmite])).toEqual(['ok']);
  });
});

const rays: SetupObject = {
  id: 'rays',
  card: 'Oppressive Rays',
  owner: 'B',
  zone: 'battlefield',
  attachedTo: 'sorcerer',
};

describe('Oppressive Rays: activated abilities of the enchanted creature cost {3} more (602.2b)', () => {
  /** Whether A's activation of Prodigal Sorcerer's "{T}: 1 damage" is accepted with `mana` in A's pool. */
  function pinging(mana: string, enchanted: boolean | SetupObject, fault?: 'phased-out-statics-apply'): string {
    const aura = enchanted === true ? [rays] : enchanted === false ? [] : [enchanted];
    const setup: Setup = {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects: [{ id: 'sorcerer', card: 'Prodigal Sorcerer', owner: 'A', zone: 'battlefield' }, ...aura],
    };
    const actions: Action[] = [
      ...(mana ? [{ do: 'addMana', player: 'A', mana } as Action] : []),
      { do: 'activate', player: 'A', source: 'sorcerer', ability: 'tap-ping', targets: ['B'] },
    ];
    const answer = runReference({ fixture: 'cost-changes-test', edition: '2026-08-07', setup, actions }, { fault });
    if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
    return answer.observation.actions.at(-1)!.status;
  }

  it('makes "{T}: …" cost {3} and {T}', () => {
    expect(pinging('', false)).toBe('ok');
    expect(pinging('{2}', true)).toBe('rejected');
    expect(pinging('{3}', true)).toBe('ok');
  });

  it('raises nothing while phased out (702.26b), except under the fault that lets phased-out statics apply', () => {
    const hidden: SetupObject = { ...rays, phased: { how: 'directly', under: 'B' } };
    expect(pinging('', hidden)).toBe('ok');
    expect(pinging('{2}', hidden, 'phased-out-statics-apply')).toBe('rejected');
  });
});
