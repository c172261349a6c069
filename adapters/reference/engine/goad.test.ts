import { describe, expect, it } from 'vitest';
import type { Action, Setup } from '../../../harness/generated/fixture.js';
import { runReference } from '../index.js';

/** The status of each action in a two-player game (A and C) that starts in the given turn. */
function statuses(turn: Setup['turn'], objects: Setup['objects'], actions: Action[]) {
  const answer = runReference({
    fixture: 'goad-test',
    edition: '2026-08-07',
    setup: {
      players: [
        { id: 'A', library: 10 },
        { id: 'C', library: 10 },
      ],
      turn,
      objects,
    },
    actions,
  });
  if (!('observation' in answer)) throw new Error(JSON.stringify(answer));
  return answer.observation.actions.map((a) => a.status);
}

const bears: Setup['objects'] = [{ id: 'bears', card: 'Grizzly Bears', owner: 'A', zone: 'battlefield' }];
const staysHome: Action[] = [
  { do: 'advance', to: { step: 'declareAttackers', turnOf: 'A' } },
  { do: 'declareAttackers', attackers: [] },
];

describe("a goad's duration (701.15a)", () => {
  // 701.15b: "A goaded creature attacks each combat if able"; the goad lasts until the goading player's next
  // turn (701.15a). Renegade Silent: "At the beginning of your end step, goad up to one target creature you
  // don't control and put a +1/+1 counter on Renegade Silent. Renegade Silent phases out."
  const objects: Setup['objects'] = [
    { id: 'silent', card: 'Renegade Silent', owner: 'C', zone: 'battlefield' },
    ...bears,
  ];
  const endStepOfC = (targets: string[]): Action[] => [
    { do: 'advance', to: { step: 'end', turnOf: 'C' }, triggers: [{ source: 'silent', ability: 'end-step', targets }] },
    { do: 'resolve' },
  ];
  const inMain2OfC: Setup['turn'] = { number: 3, active: 'C', step: 'main2' };

  it("makes the creature attack in its controller's turn before the goader's next turn", () => {
    expect(statuses(inMain2OfC, objects, [...endStepOfC(['bears']), ...staysHome]).at(-1)).toBe('rejected');
  });

  it("has ended by its controller's turn after the goader's next turn", () => {
    const lap: Action[] = [{ do: 'advance', to: { step: 'end', turnOf: 'A' } }, ...endStepOfC([])];
    expect(statuses(inMain2OfC, objects, [...endStepOfC(['bears']), ...lap, ...staysHome]).at(-1)).toBe('ok');
  });
});

describe('a creature under a continuous effect that is not a goad (701.15b)', () => {
  it('need not attack', () => {
    // 701.15b: "A goaded creature attacks each combat if able"; a +1/+1 until end of turn asks nothing of it.
    const actions: Action[] = [{ do: 'pump', objects: ['bears'], power: 1, toughness: 1 }, ...staysHome];
    expect(statuses({ number: 3, active: 'A', step: 'main1' }, bears, actions)).toEqual(['ok', 'ok', 'ok']);
  });
});
