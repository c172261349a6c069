import type { Action, Expectation, ObjectSetup, PlayerId, PlayerSetup } from '../../generated/fixture.js';
import { citeRules, relatedRuleInForceFrom } from '../citations.js';
import type { Cell, Family, FixtureDraft, NoFixture } from '../family.js';
import { RELATED_RULES_RECORDED_FROM } from '../../sources/related-rule-history.js';
import { checkpointOf } from '../../expectations/registry.js';

/**
 * "An effect that reads the battlefield counts a phased-out permanent" (engines.md §13 C, bugs B-13, B-15,
 * B-17, B-18). Rule: 702.26b (702.23b in 2011) — a phased-out permanent is treated as though it does not
 * exist; the clause's own first example: "You control three creatures, one of which is phased out. You
 * cast a spell that says 'Draw a card for each creature you control.' You draw two cards." Each read is
 * done with the phased-out permanent alone in what it counts, or beside another that still counts.
 */

const READS = [
  'for-each',
  'each-player',
  'greatest-power',
  'devotion',
  'domain',
  'legendary-gate',
  'type-count',
] as const;
const WHEN = ['before-cast', 'in-response'] as const;
const COUNTED = ['with-another', 'alone'] as const;
const WHOSE = ['own', 'stolen', 'opponent'] as const;

type Read = (typeof READS)[number];

interface Parties {
  owner: PlayerId;
  controller: PlayerId;
}

const partiesOf = (whose: string): Parties =>
  whose === 'own'
    ? { owner: 'A', controller: 'A' }
    : whose === 'stolen'
      ? { owner: 'B', controller: 'A' }
      : { owner: 'B', controller: 'B' };

const VICTIM = 'victim';
const WITNESS = 'witness';

const onBattlefield = (id: string, card: string, p: Parties): ObjectSetup => ({
  id,
  card,
  owner: p.owner,
  ...(p.controller !== p.owner ? { controller: p.controller } : {}),
  zone: 'battlefield',
});
const inHand = (id: string, card: string): ObjectSetup => ({ id, card, owner: 'A', zone: 'hand' });
const castA = (object: string, targets?: string[]): Action => ({
  do: 'cast',
  label: 'effect',
  player: 'A',
  object,
  ...(targets ? { targets } : {}),
});

/** What one read contributes: the counted permanent's card, a second one that still counts, the reading card and how it is read. */
interface ReadScenario {
  label: string;
  victimCard: string;
  /** Counters the counted permanent is set up with: a planeswalker's loyalty is never implied (docs/FIXTURES.md). */
  victimCounters?: Record<string, number>;
  witnessCard: string;
  objects: ObjectSetup[];
  manaPool?: Record<string, string>;
  players?: [PlayerSetup, PlayerSetup];
  /** The actions that make the read (labelled 'effect' where it can be refused). */
  start: Action;
  finish: Action[];
  /** Where in `finish` the counted permanent phases out in response (before that action). */
  respondAt?: number;
  /** Whether the start is refused (so nothing resolves) when nothing else counts. */
  refusedAlone?: boolean;
  /** The read's result, with the phased-out permanent not counted. */
  expected: (withAnother: boolean) => Expectation[];
  notes: (withAnother: boolean) => string;
  /** A related rule the read rests on beyond 702.26b: cited, and the range starts once it is in force. */
  restsOn?: string;
}

const SCENARIOS: Record<Read, (p: Parties) => ReadScenario> = {
  'for-each': () => ({
    label: 'Collective Unconscious',
    victimCard: 'Grizzly Bears',
    witnessCard: 'Hill Giant',
    objects: [inHand('spell', 'Collective Unconscious')],
    manaPool: { A: '{4}{G}{G}' },
    players: [{ id: 'A', library: 10 }, { id: 'B' }],
    start: castA('spell'),
    finish: [{ do: 'resolve' }],
    expected: (w) => [{ player: 'A', handSize: w ? 1 : 0, librarySize: w ? 9 : 10 }],
    notes: (w) =>
      `"Draw a card for each creature you control": A controls ${w ? 'one creature that exists' : 'no creature that exists'}, so draws ${w ? 'one card' : 'nothing'}.`,
  }),
  'each-player': () => ({
    label: 'Biorhythm',
    victimCard: 'Grizzly Bears',
    witnessCard: 'Hill Giant',
    objects: [inHand('spell', 'Biorhythm')],
    manaPool: { A: '{6}{G}{G}' },
    start: castA('spell'),
    finish: [{ do: 'resolve' }],
    expected: () => [
      { player: 'A', life: 1 },
      { player: 'B', life: 1 },
    ],
    notes: () =>
      '"Each player\'s life total becomes the number of creatures they control": each player controls exactly one creature that exists (the phased-out one is not counted), so each goes to 1 life.',
  }),
  'greatest-power': () => ({
    label: "Rishkar's Expertise",
    victimCard: 'Hill Giant',
    witnessCard: 'Grizzly Bears',
    objects: [inHand('spell', "Rishkar's Expertise")],
    manaPool: { A: '{4}{G}{G}' },
    players: [{ id: 'A', library: 10 }, { id: 'B' }],
    start: castA('spell'),
    finish: [{ do: 'resolve' }],
    expected: (w) => [{ player: 'A', handSize: w ? 2 : 0, librarySize: w ? 8 : 10 }],
    notes: (w) =>
      `"Draw cards equal to the greatest power among creatures you control": the phased-out Hill Giant (power 3) is not among them, so A draws ${w ? "two (the Bears' power)" : 'nothing'} (bug B-18).`,
  }),
  devotion: () => ({
    label: 'Gray Merchant of Asphodel',
    victimCard: 'Child of Night',
    witnessCard: 'Blood Artist',
    objects: [inHand('merchant', 'Gray Merchant of Asphodel')],
    manaPool: { A: '{3}{B}{B}' },
    start: castA('merchant'),
    finish: [{ do: 'resolve' }, { do: 'resolve' }],
    respondAt: 1,
    expected: (w) => [
      { player: 'B', life: w ? 17 : 18 },
      { player: 'A', life: w ? 23 : 22 },
    ],
    notes: (w) =>
      `Devotion to black counts the {B} in the mana costs of permanents A controls: the Merchant's {B}{B}${w ? " and Blood Artist's {B}" : ''}, not the phased-out Child of Night's, so X = ${w ? 3 : 2}.`,
  }),
  domain: () => ({
    label: 'Tribal Flames',
    victimCard: 'Forest',
    witnessCard: 'Mountain',
    objects: [inHand('spell', 'Tribal Flames')],
    manaPool: { A: '{1}{R}' },
    start: castA('spell', ['B']),
    finish: [{ do: 'resolve' }],
    expected: (w) => [{ player: 'B', life: w ? 19 : 20 }],
    notes: (w) =>
      `Domain counts the basic land types among lands A controls: ${w ? "the Mountain's only" : 'none'}, since the phased-out Forest does not exist, so Tribal Flames deals ${w ? 1 : 0} (bug B-17).`,
  }),
  'legendary-gate': () => ({
    label: "Urza's Ruinous Blast",
    victimCard: 'Kaito Shizuki',
    victimCounters: { loyalty: 3 },
    witnessCard: 'Zirilan of the Claw',
    objects: [
      inHand('spell', "Urza's Ruinous Blast"),
      { id: 'other', card: 'Runeclaw Bear', owner: 'B', zone: 'battlefield' },
    ],
    manaPool: { A: '{4}{W}' },
    start: castA('spell'),
    finish: [{ do: 'resolve' }],
    refusedAlone: true,
    // 205.4e, the legendary-spell restriction, is in the rules from the 2018-07-13 edition.
    restsOn: 'RR-LEGENDARY-SPELL',
    expected: (w) =>
      w
        ? [
            { object: 'spell', zone: 'graveyard' },
            { object: 'other', zone: 'exile' },
          ]
        : [
            { action: 'effect', rejected: true },
            { object: 'spell', zone: 'hand' },
            { object: 'other', zone: 'battlefield' },
          ],
    notes: (w) =>
      `A legendary sorcery can be cast only if its caster controls a legendary creature or planeswalker: the phased-out Kaito Shizuki does not count${w ? ', Zirilan of the Claw does, so the Blast is cast and exiles the nonlegendary Runeclaw Bear' : ', so the cast is refused (bug B-13)'}.`,
  }),
  'type-count': () => ({
    label: 'Nightmare',
    victimCard: 'Swamp',
    witnessCard: 'Swamp',
    objects: [{ id: 'nightmare', card: 'Nightmare', owner: 'A', zone: 'battlefield' }],
    start: { do: 'advance', to: { step: 'beginCombat' } },
    finish: [],
    expected: (w) =>
      w
        ? [{ object: 'nightmare', zone: 'battlefield', power: 1, toughness: 1 }]
        : [{ object: 'nightmare', zone: 'graveyard' }],
    notes: (w) =>
      `Nightmare's power and toughness are each the number of Swamps A controls: ${w ? 'one exists, so it is 1/1' : "none exists, so it is 0/0 and is put into its owner's graveyard when state-based actions are checked (704.5f)"}.`,
  }),
};

const YOU_CONTROL: NoFixture = {
  kind: 'illegal',
  reason:
    "The read counts only permanents its caster (or controller) controls: an opponent's is never counted, phased out or not.",
};

function legality(cell: Cell): NoFixture | null {
  const { read, when, counted, whose } = cell as Record<string, string>;
  if (whose === 'opponent' && read !== 'each-player') return YOU_CONTROL;
  if (read === 'each-player' && counted === 'alone')
    return {
      kind: 'illegal',
      reason:
        "With no other creature, that player's life total becomes 0 and a two-player game ends (704.5a) before anything else can be observed.",
    };
  if (read === 'legendary-gate' && counted === 'with-another')
    return {
      kind: 'illegal',
      reason:
        'With another legendary creature the spell may be cast whether or not the phased-out one counts, and the Blast never exiles a legendary permanent: nothing observable depends on phasing.',
    };
  if (read === 'legendary-gate' && when === 'in-response')
    return {
      kind: 'illegal',
      reason:
        'The legendary-sorcery restriction is checked only as the spell is cast; phasing out afterwards changes nothing.',
    };
  if (read === 'type-count' && when === 'in-response')
    return {
      kind: 'illegal',
      reason:
        "Nightmare's characteristic-defining ability is a static ability read continuously: there is no spell or ability to respond to.",
    };
  if (read === 'type-count' && whose === 'stolen')
    return {
      kind: 'illegal',
      reason:
        "A basic land is under its owner's control here; the stolen-permanent cells of the other reads cover counting by controller.",
    };
  return null;
}

function build(cell: Cell): FixtureDraft {
  const { read, when, counted, whose } = cell as Record<string, string>;
  const p = partiesOf(whose!);
  const s = SCENARIOS[read as Read](p);
  const withAnother = counted === 'with-another';
  const phased = { how: 'directly', under: p.controller } as const;
  const victim: ObjectSetup = {
    ...onBattlefield(VICTIM, s.victimCard, p),
    ...(s.victimCounters ? { counters: s.victimCounters } : {}),
    ...(when === 'before-cast' ? { phased } : {}),
  };
  const objects: ObjectSetup[] = [victim];
  if (withAnother) objects.push(onBattlefield(WITNESS, s.witnessCard, p));
  if (read === 'each-player')
    objects.push({ id: 'other', card: 'Runeclaw Bear', owner: p.controller === 'A' ? 'B' : 'A', zone: 'battlefield' });
  objects.push(...s.objects);
  const actions: Action[] = [s.start];
  const k = s.respondAt ?? 0;
  if (s.refusedAlone && !withAnother) {
    /* the cast is refused: nothing to resolve */
  } else if (when === 'in-response')
    actions.push(...s.finish.slice(0, k), { do: 'phaseOut', objects: [VICTIM] }, ...s.finish.slice(k));
  else actions.push(...s.finish);
  actions.push({ do: 'checkpoint', name: 'read' });
  const [firstExpect, ...moreExpect]: Expectation[] = [
    // An expectation about an action's fate is read from no snapshot, so it takes no checkpoint.
    ...s.expected(withAnother).map((e) => (checkpointOf(e) === undefined ? e : { at: 'read', ...e })),
    { at: 'read', object: VICTIM, zone: 'battlefield', phased },
  ];
  const from = s.restsOn
    ? [RELATED_RULES_RECORDED_FROM, relatedRuleInForceFrom(s.restsOn)].sort().at(-1)!
    : RELATED_RULES_RECORDED_FROM;
  const sources = citeRules(s.restsOn ? ['PH-OUT-STATUS', s.restsOn] : ['PH-OUT-STATUS'], from);
  if (read === 'for-each') for (const c of sources) if (c.kind === 'rule') c.example = 1;
  const whoseText =
    whose === 'stolen' ? 'a permanent A controls but B owns' : whose === 'opponent' ? "B's permanent" : "A's permanent";
  return {
    title: `${s.label} does not count ${whoseText} phased out ${when === 'before-cast' ? 'before it' : 'in response'} (${withAnother ? 'another one still counts' : 'nothing else to count'})`,
    status: 'approved',
    sources,
    notes: `${s.notes(withAnother)} The ${s.victimCard} phased out ${when === 'before-cast' ? 'before the read began' : 'with the read on the stack'}; 702.26b: a phased-out permanent is treated as though it does not exist.`,
    editions: { from },
    setup: {
      players: s.players ?? [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'A', step: 'main1' },
      objects,
      ...(s.manaPool ? { manaPool: s.manaPool } : {}),
    },
    actions,
    expect: [firstExpect!, ...moreExpect],
  };
}

export const reads: Family = {
  id: 'reads',
  title:
    'An effect that reads the battlefield (for each, totals, devotion, domain, "if you control", counts by type) does not count a phased-out permanent.',
  axes: [
    { name: 'read', describe: 'what the effect reads', values: READS },
    { name: 'when', describe: 'when the counted permanent phases out', values: WHEN },
    { name: 'counted', describe: 'whether another permanent still counts', values: COUNTED },
    {
      name: 'whose',
      describe:
        "whose the phased-out permanent is: the reader's, one the reader controls but does not own, or an opponent's",
      values: WHOSE,
    },
  ],
  legality,
  build,
};
