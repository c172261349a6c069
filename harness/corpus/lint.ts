import type { Action, Fixture } from '../generated/fixture.js';
import type { CitationProblem } from '../sources/citations.js';
import type { Diagnostic } from './diagnostic.js';
import type { LoadedFixture } from './load-corpus.js';
import { usedCards } from '../requirements/implied-requirements.js';
import { checkpointOf, lintExpectation } from '../expectations/registry.js';
import path from 'node:path';
import { ANACHRONISM_MARKER, anachronism, type RangeFacts } from '../sources/range-floor.js';

/** Choices naming the permanents tapped to pay a cost, each a list of object ids. */
const COST_OBJECT_CHOICES = new Set(['convoke', 'improvise', 'crew']);

/** What lint needs to know about the sources index and the card catalogue. */
export interface LintReferences {
  /** Why a citation names nothing in the sources index, and which of its properties is at fault (see CitationResolver). */
  citationProblem(s: Fixture['sources'][number]): CitationProblem | undefined;
  /** Ability keys of a catalogue card, or undefined when the card is not in the catalogue. */
  abilitiesOf(card: string): Set<string> | undefined;
  /** When cards were first printed and rules came in, for the range check; without it ranges are not checked. */
  rangeFacts?: RangeFacts;
}

/** Checks what a JSON Schema cannot say. */
export function lintCorpus(fixtures: LoadedFixture[], refs: LintReferences): Diagnostic[] {
  const out: Diagnostic[] = [];
  const firstFileById = new Map<string, string>();
  for (const lf of fixtures) {
    const report = (pointer: string, message: string, rule: string) =>
      out.push({ file: lf.file, ...lf.locate(pointer), pointer, message, rule });
    const f = lf.fixture;
    const seen = firstFileById.get(f.id);
    if (seen) report('/id', `duplicate fixture id "${f.id}" (also used by ${seen}); ids are never reused`, 'unique-id');
    else firstFileById.set(f.id, lf.file);
    if (path.basename(lf.file) !== `${f.id}.json`)
      report('/id', `file name must be the id: expected "${f.id}.json"`, 'file-name');
    lintSources(f, refs, report);
    lintRange(f, refs, report);
    lintReferences(f, refs, report);
    lintRequirements(f, report);
  }
  return out;
}

type Report = (pointer: string, message: string, rule: string) => void;

function lintSources(f: Fixture, refs: LintReferences, report: Report): void {
  if (f.editions.before !== undefined && f.editions.before <= f.editions.from)
    report(
      '/editions/before',
      `"before" (${f.editions.before}) must be later than "from" (${f.editions.from})`,
      'edition-range',
    );
  let official = 0;
  f.sources.forEach((s, i) => {
    if (s.kind === 'rule' || s.kind === 'ruling') official++;
    const problem = refs.citationProblem(s);
    if (problem)
      report(
        `/sources/${i}${problem.field ? `/${problem.field}` : ''}`,
        problem.message,
        problem.check ?? 'source-exists',
      );
  });
  if (f.status === 'approved' && official === 0)
    report(
      '/sources',
      'an approved fixture must cite at least one rule clause or official ruling',
      'approved-needs-official-source',
    );
  if (f.status === 'proposed' && !(f.notes && f.notes.length >= 20))
    report('/notes', 'a proposed fixture must say in its notes what its reading rests on', 'proposed-needs-notes');
}

/** A range that starts before a card the fixture uses was printed, or a rule it cites came in. */
function lintRange(f: Fixture, refs: LintReferences, report: Report): void {
  const floor = refs.rangeFacts && anachronism(f, usedCards(f), refs.rangeFacts);
  if (floor)
    report(
      '/editions/from',
      `the range starts (${f.editions.from}) before the game had ${floor.because}: start at "${floor.edition}", or say why in the notes after "${ANACHRONISM_MARKER}"`,
      'anachronistic-range',
    );
}

/** The checks that the names a fixture uses exist, built from its setup. */
interface Names {
  checkPlayer: (p: string | undefined, at: string) => void;
  checkObject: (o: string | undefined, at: string) => void;
  checkTarget: (t: string, at: string) => void;
  checkAbility: (source: string, ability: string, at: string) => void;
  checkChoices: (choices: Record<string, unknown> | undefined, at: string) => void;
}

function lintReferences(f: Fixture, refs: LintReferences, report: Report): void {
  const names = namesOf(f, refs, report);
  lintSetupReferences(f, names, report);
  lintCommanders(f, report);
  lintOneHolder(f, report);
  const checkpoints = new Set<string>(['end']);
  const labels = new Set<string>();
  f.actions.forEach((a, i) => lintAction(a, `/actions/${i}`, names, { checkpoints, labels }, report));
  f.expect.forEach((e, i) => {
    const at = `/expect/${i}`;
    const checkpoint = checkpointOf(e);
    if (checkpoint !== undefined && !checkpoints.has(checkpoint))
      report(
        `${at}/at`,
        `no checkpoint named "${checkpoint}" (add {"do": "checkpoint", "name": "${checkpoint}"} to the actions)`,
        'reference',
      );
    lintExpectation(e, { at, ...names, labels, report });
  });
}

/** Seat order and unique object ids, then the checks of every other name against the setup. */
function namesOf(f: Fixture, refs: LintReferences, report: Report): Names {
  const players = new Set(f.setup.players.map((p) => p.id));
  const objects = new Map<string, string>();
  // A permanent set up as a copy (Clone's `"chosen": {"copy": id}`) has the copied card's abilities (707.2).
  const copied = new Map<string, string>();
  f.setup.players.forEach((p, i) => {
    const expected = String.fromCharCode(65 + i);
    if (p.id !== expected)
      report(`/setup/players/${i}/id`, `players are listed in seat order: expected "${expected}"`, 'player-order');
  });
  f.setup.objects.forEach((o, i) => {
    if (objects.has(o.id)) report(`/setup/objects/${i}/id`, `duplicate object id "${o.id}"`, 'unique-object-id');
    objects.set(o.id, o.card);
    if (typeof o.chosen?.['copy'] === 'string') copied.set(o.id, o.chosen['copy']);
    if (refs.abilitiesOf(o.card) === undefined)
      report(
        `/setup/objects/${i}/card`,
        `card "${o.card}" is not in the card catalogue (fixtures/cards/catalogue.json)`,
        'card-exists',
      );
  });
  const checkPlayer = (p: string | undefined, at: string) => {
    if (p !== undefined && !players.has(p)) report(at, `player "${p}" is not in setup.players`, 'reference');
  };
  const checkObject = (o: string | undefined, at: string) => {
    if (o !== undefined && !objects.has(o)) report(at, `object "${o}" is not in setup.objects`, 'reference');
  };
  const checkTarget = (t: string, at: string) => (/^[A-F]$/.test(t) ? checkPlayer(t, at) : checkObject(t, at));
  const checkAbility = (source: string, ability: string, at: string) => {
    const card = objects.get(source);
    const keys = card === undefined ? undefined : refs.abilitiesOf(card);
    if (!keys || keys.has(ability)) return;
    const copyOf = copied.get(source);
    const copiedCard = copyOf === undefined ? undefined : objects.get(copyOf);
    const copiedKeys = copiedCard === undefined ? undefined : refs.abilitiesOf(copiedCard);
    if (copiedKeys?.has(ability) === true) return;
    const known = [...keys, ...(copiedKeys ?? [])].join(', ') || 'none';
    const what = copiedKeys ? `card "${card}" (a copy of "${copiedCard}")` : `card "${card}"`;
    report(at, `${what} has no ability "${ability}" (known: ${known})`, 'ability-exists');
  };
  // A choice each player makes is keyed by player: every key must be a player of the game.
  // The choices that name the permanents tapped to pay a cost (convoke 702.51a, improvise 702.126a, crew
  // 702.122a) are lists of the fixture's object ids.
  const checkChoices = (choices: Record<string, unknown> | undefined, at: string) => {
    for (const [name, value] of Object.entries(choices ?? {})) {
      if (COST_OBJECT_CHOICES.has(name)) {
        if (!Array.isArray(value) || value.some((x) => typeof x !== 'string'))
          report(`${at}/choices/${name}`, `the ${name} choice is a list of object ids`, 'convoke-choice');
        else value.forEach((x: string, k) => checkObject(x, `${at}/choices/${name}/${k}`));
      } else if (value !== null && typeof value === 'object' && !Array.isArray(value))
        for (const p of Object.keys(value)) checkPlayer(p, `${at}/choices/${name}/${p}`);
    }
  };
  return { checkPlayer, checkObject, checkTarget, checkAbility, checkChoices };
}

function lintSetupReferences(f: Fixture, { checkPlayer, checkObject }: Names, report: Report): void {
  checkPlayer(f.setup.turn.active, '/setup/turn/active');
  f.setup.objects.forEach((o, i) => {
    checkPlayer(o.owner, `/setup/objects/${i}/owner`);
    checkPlayer(o.controller, `/setup/objects/${i}/controller`);
    if (o.phased && o.phased !== 'in') checkPlayer(o.phased.under, `/setup/objects/${i}/phased/under`);
    if (typeof o.attachedTo === 'string') checkObject(o.attachedTo, `/setup/objects/${i}/attachedTo`);
    else if (o.attachedTo) checkPlayer(o.attachedTo.player, `/setup/objects/${i}/attachedTo/player`);
    if (o.zone !== 'battlefield' && (o.controller || o.phased || o.tapped || o.attachedTo || o.combat || o.damageBy))
      report(
        `/setup/objects/${i}`,
        'controller, phased, tapped, attachedTo, combat and damageBy apply only to objects on the battlefield',
        'battlefield-only',
      );
    o.damageBy?.forEach((d, k) => checkObject(d.source, `/setup/objects/${i}/damageBy/${k}/source`));
  });
  f.setup.players.forEach((p, i) =>
    p.damageBy?.forEach((d, k) => checkObject(d.source, `/setup/players/${i}/damageBy/${k}/source`)),
  );
}

/** One action: its label, the triggers and choices it carries, then what its verb names. */
function lintAction(
  a: Action,
  at: string,
  names: Names,
  seen: { checkpoints: Set<string>; labels: Set<string> },
  report: Report,
): void {
  const { checkObject, checkAbility, checkTarget, checkChoices } = names;
  const labels = seen.labels;
  if (a.label !== undefined) {
    if (labels.has(a.label)) report(`${at}/label`, `duplicate action label "${a.label}"`, 'unique-label');
    labels.add(a.label);
  }
  a.triggers?.forEach((t, j) => {
    checkObject(t.source, `${at}/triggers/${j}/source`);
    checkAbility(t.source, t.ability, `${at}/triggers/${j}/ability`);
    t.targets?.forEach((x, k) => checkTarget(x, `${at}/triggers/${j}/targets/${k}`));
    checkChoices(t.choices, `${at}/triggers/${j}`);
  });
  if ('choices' in a) checkChoices(a.choices, at);
  a.legendRule?.forEach((x, k) => checkObject(x, `${at}/legendRule/${k}`));
  lintActionVerb(a, at, names, seen.checkpoints, report);
}

/** A cast: its player, the card, its targets, and each card spliced onto it (702.47) with its text's targets. */
function lintCast(
  a: Extract<Action, { do: 'cast' }>,
  at: string,
  { checkPlayer, checkObject, checkTarget }: Names,
): void {
  checkPlayer(a.player, `${at}/player`);
  checkObject(a.object, `${at}/object`);
  a.targets?.forEach((x, k) => checkTarget(x, `${at}/targets/${k}`));
  a.splice?.forEach((s, j) => {
    checkObject(s.object, `${at}/splice/${j}/object`);
    s.targets?.forEach((x, k) => checkTarget(x, `${at}/splice/${j}/targets/${k}`));
  });
}

function lintActionVerb(a: Action, at: string, names: Names, checkpoints: Set<string>, report: Report): void {
  const { checkPlayer, checkObject, checkAbility, checkTarget } = names;
  switch (a.do) {
    case 'checkpoint':
      if (checkpoints.has(a.name))
        report(`${at}/name`, `duplicate checkpoint name "${a.name}" ("end" is reserved)`, 'unique-checkpoint');
      checkpoints.add(a.name);
      break;
    case 'cast':
      lintCast(a, at, names);
      break;
    case 'activate':
      checkPlayer(a.player, `${at}/player`);
      checkObject(a.source, `${at}/source`);
      checkAbility(a.source, a.ability, `${at}/ability`);
      a.targets?.forEach((x, k) => checkTarget(x, `${at}/targets/${k}`));
      break;
    case 'advance':
      checkPlayer(a.to.turnOf, `${at}/to/turnOf`);
      a.staticChoices?.forEach((c, k) => {
        checkObject(c.source, `${at}/staticChoices/${k}/source`);
        checkAbility(c.source, c.ability, `${at}/staticChoices/${k}/ability`);
      });
      a.combatDamage?.forEach((c, k) => {
        checkObject(
          c.attacker ?? c.blocker,
          `${at}/combatDamage/${k}/${c.attacker !== undefined ? 'attacker' : 'blocker'}`,
        );
        for (const to of Object.keys(c.assign)) checkTarget(to, `${at}/combatDamage/${k}/assign/${to}`);
      });
      for (const [player, ids] of Object.entries(a.discards ?? {})) {
        checkPlayer(player, `${at}/discards/${player}`);
        ids.forEach((id, k) => checkObject(id, `${at}/discards/${player}/${k}`));
      }
      break;
    case 'declareAttackers':
      a.attackers.forEach((x, k) => {
        checkObject(x.attacker, `${at}/attackers/${k}/attacker`);
        checkTarget(x.defending, `${at}/attackers/${k}/defending`);
      });
      a.bands?.forEach((band, k) => band.forEach((id, m) => checkObject(id, `${at}/bands/${k}/${m}`)));
      break;
    case 'declareBlockers':
      a.blockers.forEach((x, k) => {
        checkObject(x.blocker, `${at}/blockers/${k}/blocker`);
        checkObject(x.attacker, `${at}/blockers/${k}/attacker`);
      });
      break;
    case 'phaseOut':
    case 'phaseIn':
    case 'destroy':
    case 'tap':
    case 'exile':
    case 'returnToHand':
    case 'putOnLibrary':
    case 'sacrifice':
    case 'putCounters':
    case 'pump':
      a.objects.forEach((x, k) => checkObject(x, `${at}/objects/${k}`));
      break;
    case 'dealDamage':
      checkTarget(a.to, `${at}/to`);
      break;
    case 'gainControl':
      checkPlayer(a.player, `${at}/player`);
      checkObject(a.object, `${at}/object`);
      break;
    case 'skipNextUntapStep':
    case 'leaveGame':
    case 'addMana':
      checkPlayer(a.player, `${at}/player`);
      break;
    case 'resolve':
      a.targets?.forEach((x, k) => checkTarget(x, `${at}/targets/${k}`));
      lintResolutionCheckpoints(a.checkpoints ?? [], at, checkpoints, report);
      break;
  }
}

/** Checkpoints taken inside a resolution: unique names, in the order they are taken. */
function lintResolutionCheckpoints(
  list: readonly { after: number; name: string }[],
  at: string,
  checkpoints: Set<string>,
  report: Report,
): void {
  list.forEach((c, k) => {
    if (checkpoints.has(c.name))
      report(
        `${at}/checkpoints/${k}/name`,
        `duplicate checkpoint name "${c.name}" ("end" is reserved)`,
        'unique-checkpoint',
      );
    checkpoints.add(c.name);
    if (k > 0 && c.after <= list[k - 1]!.after)
      report(
        `${at}/checkpoints/${k}/after`,
        `checkpoints inside a resolution are listed in the order they are taken: "after" must grow (${list[k - 1]!.after}, then ${c.after})`,
        'resolution-checkpoint-order',
      );
  });
}

/** Commanders exist only in a Commander game (903), and commander damage is dealt by commanders (903.10a). */
function lintCommanders(f: Fixture, report: Report): void {
  const commanderGame = f.setup.format === 'commander';
  const commanders = new Set(f.setup.objects.filter((o) => o.commander === true).map((o) => o.id));
  f.setup.objects.forEach((o, i) => {
    if ((o.commander === true || o.zone === 'command') && !commanderGame)
      report(
        `/setup/objects/${i}`,
        'a commander or the command zone needs a Commander game: setup.format "commander"',
        'commander-game',
      );
    if (o.commander === true && o.token === true)
      report(
        `/setup/objects/${i}/token`,
        'a token is never a commander (903.3: a commander is a card)',
        'commander-game',
      );
    if (o.zone === 'command' && o.commander !== true)
      report(
        `/setup/objects/${i}/zone`,
        'only a commander (commander: true) starts in the command zone here',
        'commander-game',
      );
  });
  f.setup.players.forEach((p, i) => {
    for (const id of Object.keys(p.commanderDamage ?? {})) {
      if (!commanders.has(id))
        report(
          `/setup/players/${i}/commanderDamage/${id}`,
          `"${id}" is not a commander in setup.objects (commander: true)`,
          'reference',
        );
    }
  });
}

/** A one-player designation: the lint rule, the rule it enforces, and how a sentence says a player holds it. */
const ONE_HOLDER = [
  { key: 'monarch', rule: 'one-monarch', cr: '725.3', can: 'be the monarch', holds: 'already is' },
  { key: 'initiative', rule: 'one-initiative', cr: '726.3', can: 'have the initiative', holds: 'already has it' },
] as const;

/** 725.3, 726.3: only one player can be the monarch, or have the initiative, so a setup names at most one. */
function lintOneHolder(f: Fixture, report: Report): void {
  for (const d of ONE_HOLDER) {
    const holders = f.setup.players.flatMap((p, i) => (p[d.key] === true ? [i] : []));
    for (const i of holders.slice(1))
      report(
        `/setup/players/${i}/${d.key}`,
        `only one player can ${d.can} (${d.cr}); ${f.setup.players[holders[0]!]!.id} ${d.holds}`,
        d.rule,
      );
  }
}

/**
 * What a fixture needs is derived from its content (harness/requirements/), so lint never asks it to
 * list a capability or a card; it only rejects a listed card the fixture does not use (an engine
 * without that card would be kept out for nothing).
 */
function lintRequirements(f: Fixture, report: Report): void {
  const used = usedCards(f);
  const unused = f.requires.cards.filter((c) => !used.has(c));
  if (unused.length > 0)
    report('/requires/cards', `cards listed but not used in setup: ${unused.join(', ')}`, 'requires-cards');
}

export type { Fixture };
