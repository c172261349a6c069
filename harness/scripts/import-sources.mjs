#!/usr/bin/env node
// Builds the sources index fixtures/sources/*.json from the shared reference notes
// (shared/rules/: phasing-rule-editions.json, cards-and-rulings.json, rules-and-rulings.md, engines.md).
//
// - Reads  PHASING_SHARED_DIR (default: <repo>/../shared) and writes PHASING_SOURCES_OUT
//   (default: <repo>/fixtures/sources).
// - Deterministic: same inputs, byte-identical outputs (2-space JSON, trailing newline).
// - Everything that is quoted (rule text, rulings, interaction entries, bug reports) is copied
//   from the shared files; everything that is judgement (meaning ids, summaries, coverage,
//   testable/usable flags, official/derived status) is in the curated tables below, and the
//   script fails when the two disagree (an entry without a curated decision, or a curated
//   decision without an entry), so a change to the shared notes can't slip through silently.
// No dependencies beyond Node builtins.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const sharedDir = process.env.PHASING_SHARED_DIR
  ? path.resolve(process.env.PHASING_SHARED_DIR)
  : path.resolve(repoRoot, '..', 'shared');
const rulesDir = path.join(sharedDir, 'rules');
const outDir = process.env.PHASING_SOURCES_OUT
  ? path.resolve(process.env.PHASING_SOURCES_OUT)
  : path.join(repoRoot, 'fixtures', 'sources');
const SCHEMA_REF = '../../schema/sources.schema.json';

const CR_ATTRIBUTION =
  'Comprehensive Rules text © Wizards of the Coast LLC, quoted verbatim as data so that fixtures can cite it; this suite is unofficial and not endorsed by Wizards of the Coast.';
const RULINGS_ATTRIBUTION =
  'Card names, Oracle text and official rulings © Wizards of the Coast LLC, quoted verbatim as data so that fixtures can cite them; this suite is unofficial and not endorsed by Wizards of the Coast.';

export const hash16 = (text) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);

function fail(message) {
  throw new Error(`import-sources: ${message}`);
}
function assert(cond, message) {
  if (!cond) fail(message);
}
function readText(name) {
  return readFileSync(path.join(rulesDir, name), 'utf8');
}
function readJson(name) {
  return JSON.parse(readText(name));
}
/** Lines of a markdown section: from the line starting with `start` up to (not including) the next line starting with `end`. */
function section(md, start, end) {
  const lines = md.split('\n');
  const from = lines.findIndex((l) => l.startsWith(start));
  assert(from >= 0, `section "${start}" not found`);
  let to = lines.findIndex((l, i) => i > from && l.startsWith(end));
  if (to < 0) to = lines.length;
  return lines.slice(from, to);
}
/** Sorted, de-duplicated, with a stable order for exact comparisons. */
const sameList = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

// ---------------------------------------------------------------------------------------------
// Curated tables
// ---------------------------------------------------------------------------------------------

/** PH-* meanings, in the order of rules-and-rulings §2.2. Titles and summaries are this suite's words. */
const MEANINGS = [
  [
    'PH-UNTAP',
    'Untap-step phasing',
    "In each player's untap step, before anything untaps, that player's phased-in permanents with phasing phase out and, simultaneously, every permanent that phased out under that player's control phases in.",
  ],
  [
    'PH-OUT-STATUS',
    'Phased-out status',
    "A phased-out permanent is treated as though it doesn't exist (nothing affects it and it affects nothing, except rules and effects that mention phased-out permanents), and phasing out removes it from combat.",
  ],
  [
    'PH-IN-STATUS',
    'Phased-in status',
    'A permanent that phases in is treated as existing again, as the same object it was.',
  ],
  [
    'PH-NO-ZONE-CHANGE',
    'No zone or control change',
    "Phasing changes neither zone nor control: zone-change abilities don't trigger, tokens stay, counters and stickers stay, and history checks don't see the permanent leave or enter the battlefield or its controller's control.",
  ],
  [
    'PH-CE-SET',
    'Locked sets skip phased-out permanents',
    'A continuous effect from a resolving spell or ability that changes characteristics or control never includes a permanent that is phased out when the effect begins, even one it names, unless it names it as phased out.',
  ],
  [
    'PH-CE-EXPIRE',
    'Effects expire while phased out',
    "Continuous effects on a phased-out permanent may expire before it phases back in, and a 'for as long as' duration that tracks the permanent ends as soon as it phases out.",
  ],
  [
    'PH-INDIRECT',
    'Attachments phase out indirectly',
    'Auras, Equipment and Fortifications attached to a permanent that phases out phase out indirectly with it, and phase in only together with it.',
  ],
  [
    'PH-DIRECT+INDIRECT',
    'Direct and indirect at once',
    'An object that would phase out directly and indirectly at the same time phases out indirectly.',
  ],
  [
    'PH-ATTACH-PHASE-IN',
    'Directly phased-out attachment phases in',
    'An Aura, Equipment or Fortification that phased out directly phases in attached to what it was attached to if that object is still in the same zone (or that player still in the game), otherwise unattached, and state-based actions then apply.',
  ],
  [
    'PH-ATTACH-TRIGGERS',
    'No attach/unattach triggers',
    "Abilities that trigger on becoming attached or unattached don't trigger when a permanent phases in or out.",
  ],
  [
    'PH-OWNER-LEAVES',
    'Owner leaves the game',
    'Phased-out permanents owned by a player who leaves the game leave with that player, without any zone-change abilities triggering.',
  ],
  [
    'PH-TOKENS-CEASE',
    'Phased-out tokens cease to exist',
    'In editions before 2017-08-25, a phased-out token ceased to exist as a state-based action.',
  ],
  ['PH-SKIP-UNTAP', 'Skipped untap step', 'When a player skips their untap step, nothing phases in or out that turn.'],
  [
    'PH-MULTIPLAYER',
    'Multiplayer leaving',
    'In a multiplayer game, a player leaving can make phased-out permanents leave the game or be exiled, and a permanent that phased out under a player who has left phases in during the next untap step after that player’s next turn would have begun.',
  ],
  ['PH-REDUNDANT', 'Redundant instances', 'Multiple instances of phasing on the same permanent are redundant.'],
];

const NOT_COVERED = {
  dayNight:
    'The day/night designation is not part of the fixture vocabulary (no action sets it and no observation reports it).',
};

/**
 * Related rules by number (current numbering): meaning id, coverage when not "fixtures", and dates/history.
 * Ids: one per rule; 502.1-502.3 and 703.4a-c restate one another (the untap-step order) and share RR-UNTAP-ORDER.
 */
/** Why related rules needed only for Teferi's Protection are checked from its edition on. */
const TP_SCOPE =
  "Quoted for Teferi's Protection, the first phasing card to use it (Commander 2017, in the 2017-08-25 edition); the sources quote only the current text, not its number or wording in earlier editions, so the suite checks it from then on.";

/** Public archives of Comprehensive Rules files, where related rules' text in past editions was read. */
const IVANCEA = (date) => `ivancea/MTGRules_Android:app/src/main/res/raw/rules_${date.replaceAll('-', '')}.txt`;
const RAYHIGHTOWER = (date) => `RayHightower/MTGRules-rb:data/MagicCompRules_${date.replaceAll('-', '')}.txt`;
const RAYHIGHTOWER_2011 = RAYHIGHTOWER('2011-02-04');
/** The xremming/rulesraker archive: files named by the edition's date there (not always the index's date). */
const RULESRAKER = (date) => `xremming/rulesraker:archive/txt/${date}.txt`;
const NOT_QUOTED_AFTER = (edition) =>
  `The wording in the editions after ${edition} and before 2026-08-07 is not quoted in the sources.`;
/** How far back the Commander rules are indexed. */
const COMMANDER_SCOPE =
  'indexed from the 2011-02-04 edition, the first of the index, where 903 is already the Commander variant (in the 2010-04-23, 2010-06-18 and 2010-10-01 files of the xremming/rulesraker archive, 903 is the “EDH” variant, whose commander is called a “general”)';
/** What the Commander rules files show about the numbers of 903.3-903.10a. */
const COMMANDER_NUMBERS =
  'The numbers 903.3, 903.4 and 903.7 are the same in every file read from 2011-02-04 to 2026-08-07; casting from the command zone was 903.10 and commander damage 903.13a, then 903.14a, until the 2016-07-22 edition made them 903.8 and 903.10a (903.9 changed from a replacement effect to 903.9a-c later).';
/** 704.5v/704.5u/704.6c as worded from 2017-08-25 to 2020-07-03 (“that’s”, not yet “who’s”). */
const SBA_COMMANDER_DAMAGE_2017 =
  'In a Commander game, a player that’s been dealt 21 or more combat damage by the same commander over the course of the game loses the game. See rule 903, “Commander.”';

const RELATED = {
  110.5: {
    meaning: 'RR-STATUS',
    history: [
      {
        edition: '2011-02-04',
        rule: '110.6',
        note: 'Status categories, phased in/phased out among them, were rule 110.6 in 2011 (rules-and-rulings §2.5); when they became 110.5 is not recorded in the sources.',
      },
    ],
  },
  '110.5a': {
    meaning: 'RR-STATUS-NOT-CHARACTERISTIC',
    notCovered:
      'Whether status counts as a characteristic has no consequence that the fixture vocabulary can observe: observations report status and characteristics separately.',
  },
  '110.5b': { meaning: 'RR-STATUS-ENTERS-PHASED-IN' },
  '110.5c': { meaning: 'RR-STATUS-RETAINED' },
  '110.5d': { meaning: 'RR-STATUS-PERMANENTS-ONLY' },
  111.7: {
    meaning: 'RR-TOKEN-CEASES-TO-EXIST',
    history: [
      {
        edition: '2011-02-04',
        until: '2017-08-25',
        rule: '110.5f',
        text: "A token that's phased out, or that's in a zone other than the battlefield, ceases to exist. This is a state-based action; see rule 704. (Note that if a token changes zones, applicable triggered abilities will trigger before the token ceases to exist.)",
        note: 'Phased-out tokens ceased to exist as a state-based action (text as in the 2011-02-04 edition, rules-and-rulings §2.5).',
      },
      {
        edition: '2017-08-25',
        rule: '110.5f',
        note: '“phased out” dropped (“A token that’s in a zone other than the battlefield ceases to exist. …”), in the same edition that added “Tokens continue to exist on the battlefield while phased out.” to the phasing rule; the rule was later renumbered 111.7 (when is not recorded in the sources).',
      },
    ],
  },
  111.8: {
    meaning: 'RR-TOKEN-LEFT-BATTLEFIELD',
    fixturesFrom: '2017-08-25',
    scopeReason:
      'The sources quote 111.8 only as it reads today and record neither its number nor its wording before the 2017-08-25 token change (the token rules were 110.5f then, see 111.7); what it says about phasing (a phased-out token never left the battlefield, so it comes back) is checked from that edition on.',
  },
  '704.5d': {
    meaning: 'RR-SBA-TOKEN',
    history: [
      {
        edition: '2011-02-04',
        until: '2017-08-25',
        rule: '704.5d',
        text: 'If a token is phased out, or is in a zone other than the battlefield, it ceases to exist.',
        note: 'Phased-out tokens ceased to exist as a state-based action until the 2017-08-25 edition (rules-and-rulings §2.5).',
      },
    ],
  },
  302.6: { meaning: 'RR-SUMMONING-SICKNESS' },
  502.1: { meaning: 'RR-UNTAP-ORDER' },
  502.2: {
    meaning: 'RR-UNTAP-ORDER',
    notCovered: NOT_COVERED.dayNight,
    history: [
      {
        edition: '2021-09-24',
        rule: '502.2',
        note: 'Day/night check inserted as the second untap-step action (rules-and-rulings §2.5 gives “2021-09-24 / 2021-11”); the earlier 502.2 wording is not quoted in the sources.',
      },
    ],
  },
  '502.2a': { meaning: 'RR-UNTAP-DAY-NIGHT-TEAMS', notCovered: NOT_COVERED.dayNight },
  502.3: { meaning: 'RR-UNTAP-ORDER' },
  502.4: { meaning: 'RR-UNTAP-NO-PRIORITY' },
  '703.4a': { meaning: 'RR-UNTAP-ORDER' },
  '703.4b': {
    meaning: 'RR-UNTAP-ORDER',
    notCovered: NOT_COVERED.dayNight,
    history: [
      {
        edition: '2021-11-19',
        rule: '703.4b',
        note: 'Day/night check inserted between the phasing action and untapping (rules-and-rulings §2.5); the earlier 703.4b wording is not quoted in the sources.',
      },
    ],
  },
  '703.4c': {
    meaning: 'RR-UNTAP-ORDER',
    history: [
      {
        edition: '2021-11-19',
        rule: '703.4c',
        note: 'Reworded to follow the new day/night check (rules-and-rulings §2.5); the earlier wording is not quoted in the sources.',
      },
    ],
  },
  506.4: {
    meaning: 'RR-REMOVED-FROM-COMBAT',
    history: [
      {
        edition: '2011-02-04',
        rule: '506.4',
        note: 'Already lists “if it phases out” among the ways a permanent is removed from combat.',
      },
      {
        edition: '2023-04-14',
        rule: '506.4',
        note: 'Battles added (“if it’s a battle that’s being attacked and stops being a battle”).',
      },
      {
        edition: '2026-08-07',
        rule: '506.4',
        note: '“if its controller changes” became “if its controller or protector changes”.',
      },
    ],
  },
  '506.4a': { meaning: 'RR-REMOVED-FROM-COMBAT-DECLARED' },
  '506.4b': { meaning: 'RR-REMOVED-FROM-COMBAT-TAPPING' },
  '506.4c': { meaning: 'RR-REMOVED-FROM-COMBAT-ATTACKED-PERMANENT' },
  '506.4d': {
    meaning: 'RR-REMOVED-FROM-COMBAT-BLOCKING-PLANESWALKER',
    notCovered:
      'Needs one permanent that is at once a blocking creature and a planeswalker being attacked, and then stops being one of them; no catalogue card can be both in combat at once, and phasing removes such a permanent from combat entirely (506.4, covered).',
  },
  '506.4e': {
    meaning: 'RR-REMOVED-FROM-COMBAT-PLANESWALKER-BATTLE',
    notCovered:
      'Battles and their protectors are not part of the fixture vocabulary (no battle cards, no protector), and phasing removes such a permanent from combat entirely (506.4, covered).',
  },
  514.2: { meaning: 'RR-CLEANUP-DAMAGE' },
  '603.6c': { meaning: 'RR-LTB-TRIGGERS' },
  '603.10': { meaning: 'RR-LOOK-BACK' },
  '603.10a': { meaning: 'RR-ZONE-CHANGE-LOOKBACK' },
  '603.10b': {
    meaning: 'RR-PHASE-OUT-LOOKBACK',
    since: '2016-11-11',
    history: [
      {
        edition: '2016-11-11',
        rule: '603.10b',
        note: 'New rule; the glossary entry “Leaves the Battlefield” changed its cross-reference from 603.6d to 603.10 in the same edition.',
      },
    ],
  },
  '603.10c': { meaning: 'RR-UNATTACH-LOOKBACK' },
  610.4: {
    meaning: 'RR-PHASE-OUT-UNTIL',
    since: '2020-08-07',
    history: [
      {
        edition: '2020-08-07',
        rule: '610.4',
        note: 'New with 610.4a-c, added with the Double Masters reprint of Oubliette (the same edition added PH-CE-SET as 702.25e).',
      },
    ],
  },
  '610.4a': { meaning: 'RR-PHASE-OUT-UNTIL-NO-UNTAP', since: '2020-08-07' },
  '610.4b': { meaning: 'RR-PHASE-OUT-UNTIL-SPELL-EVENT-PASSED', since: '2020-08-07' },
  '610.4c': { meaning: 'RR-PHASE-OUT-UNTIL-TRIGGER-EVENT-PASSED', since: '2020-08-07' },
  611.2: { meaning: 'RR-RESOLUTION-EFFECTS' },
  '611.2a': { meaning: 'RR-RESOLUTION-EFFECT-DURATION' },
  '611.2b': { meaning: 'RR-FOR-AS-LONG-AS' },
  '611.2c': { meaning: 'RR-LOCKED-SET' },
  '704.5m': { meaning: 'RR-SBA-AURA' },
  '704.5n': { meaning: 'RR-SBA-EQUIPMENT' },
  '704.5p': { meaning: 'RR-SBA-OTHER-ATTACHED' },
  '702.103g': {
    meaning: 'RR-BESTOW-PHASE-IN',
    since: '2019-07-12',
    history: [
      {
        edition: '2019-07-12',
        until: '2020-01-24',
        rule: '702.102f',
        text: 'If an Aura with bestow phases in unattached, the effects of casting it with its bestow ability end. See rule 702.25, “Phasing.”',
        note: 'First rule text about bestow and phasing (rules-and-rulings §2.5).',
      },
      {
        edition: '2020-01-24',
        until: '2021-04-22',
        rule: '702.102f',
        text: 'If a bestowed Aura phases in unattached, it ceases to be bestowed. See rule 702.25, “Phasing.”',
        note: 'Reworded. Renumbered 702.103g when ward was inserted as 702.21 in the 2021-04-22 edition (inferred from the phasing rule moving 702.25 → 702.26 in that edition; the sources give no date for the bestow rule).',
      },
    ],
  },
  708.5: {
    meaning: 'RR-FACE-DOWN-LOOK',
    notCovered:
      'Looking at face-down permanents is hidden information; the fixture vocabulary has no face-down permanents and observes no hidden information.',
  },
  '722.3c': {
    meaning: 'RR-PREPARE-PHASE-IN',
    since: '2026-04-17',
    notCovered: 'The prepared designation and prepare spells are not part of the fixture vocabulary.',
  },
  727.2: { meaning: 'RR-RESTART-GAME', notCovered: 'Restarting the game is not part of the fixture vocabulary.' },
  729.5: {
    meaning: 'RR-SUBGAME-END',
    since: '2022-10-07',
    notCovered: 'Subgames are not part of the fixture vocabulary.',
    history: [
      {
        edition: '2022-10-07',
        rule: '724.5',
        note: 'First mentions “cards that represent phased-out permanents”, then numbered 724.5; when it became 729.5 is not recorded in the sources.',
      },
    ],
  },
  800.4: { meaning: 'RR-MULTIPLAYER-LEAVING' },
  '800.4a': { meaning: 'RR-LEAVE-GAME' },
  '800.4b': { meaning: 'RR-LEAVE-GAME-NO-NEW-CONTROL' },
  '800.4c': {
    meaning: 'RR-LEAVE-GAME-CONTROL-END',
    since: '2015-01-23',
    history: [
      {
        edition: '2015-01-23',
        rule: '800.4c',
        text: 'If an effect that gives a player still in the game control of an object ends, there is no other effect giving control of that object to another player in the game, and the object entered the battlefield under the control of a player who has left the game, the object is exiled. This is not a state-based action. It happens as soon as the control-changing effect ends.',
        note: `Rule 800.4c in the 2015-01-23 edition (${IVANCEA('2015-01-23')}). The 2011-02-04 edition has no such rule (its 800.4c is the rule that objects of a departed player aren't created, see RR-LEAVE-GAME-NOT-CREATED; ${RAYHIGHTOWER_2011}); the edition it was added in, between the two, is not recorded, so the rule is counted from 2015-01-23, the first edition of the index known to have it. ${NOT_QUOTED_AFTER('2015-01-23')}`,
      },
    ],
  },
  '800.4d': {
    meaning: 'RR-LEAVE-GAME-NOT-CREATED',
    history: [
      {
        edition: '2011-02-04',
        until: '2015-01-23',
        rule: '800.4c',
        text: "If an object that would be owned by a player who has left the game would be created in any zone, it isn't created. If a triggered ability that would be controlled by a player who has left the game would be put onto the stack, it isn't put on the stack.",
        note: `Rule 800.4c in the 2011-02-04 edition (${RAYHIGHTOWER_2011}, ASCII quotes as in that file; its example not quoted), where 800.4b was the no-new-control rule and 800.4d the combat damage rule; it is 800.4d in the 2015-01-23 edition (${IVANCEA('2015-01-23')}), after the control-end rule was inserted as 800.4c. The edition of that change, between the two, is not recorded, so 800.4c is taken to end with the 2015-01-23 edition.`,
      },
    ],
  },
  '800.4m': {
    meaning: 'RR-LEAVE-GAME-DURATION',
    since: '2015-01-23',
    history: [
      {
        edition: '2015-01-23',
        rule: '800.4i',
        text: 'When a player leaves the game, any continuous effects with durations that last until that player’s next turn or until a specific point in that turn will last until that turn would have begun. They neither expire immediately nor last indefinitely.',
        note: `Rule 800.4i in the 2015-01-23 edition, word for word as today (${IVANCEA('2015-01-23')}). The 2011-02-04 edition has no such rule: its 800.4 ends with 800.4i, the Planar Magic planar controller (${RAYHIGHTOWER_2011}). The edition it was added in, between the two, is not recorded, so the rule is counted from 2015-01-23, the first edition of the index known to have it.`,
      },
      {
        edition: '2018-07-13',
        rule: '800.4k',
        note: 'Numbered 800.4k in the 2018-07-13 edition, where 800.4m was the ante rule (audit, issue 14); when it moved from 800.4i to 800.4k, and from 800.4k to 800.4m, is not recorded in the sources, so each number is taken to run until the next recorded one.',
      },
    ],
  },
  119.7: { meaning: 'RR-CANT-GAIN-LIFE', fixturesFrom: '2017-08-25', scopeReason: TP_SCOPE },
  119.8: { meaning: 'RR-CANT-LOSE-LIFE', fixturesFrom: '2017-08-25', scopeReason: TP_SCOPE },
  '702.16j': { meaning: 'RR-PROTECTION-FROM-EVERYTHING', fixturesFrom: '2017-08-25', scopeReason: TP_SCOPE },
  '704.5j': {
    meaning: 'RR-LEGEND-RULE',
    history: [
      {
        edition: '2015-01-23',
        until: '2017-09-29',
        rule: '704.5k',
        note: 'Numbered 704.5k in the 2015-01-23 edition, where 704.5j was the planeswalker uniqueness rule (audit, issue 14); the state-based actions were re-lettered one letter down in the 2017-09-29 edition (the phasing rule’s cross-reference “704.5n and 704.5p” became “704.5m and 704.5n”, rules-and-rulings §2.2 footnote 6), which is taken as the end of 704.5k. The 2011–2013 numbering and wording are not recorded.',
      },
    ],
    fixturesFrom: '2015-01-23',
    scopeReason:
      'Its 2011–2013 wording (every copy put into the graveyard) is not in the sources; from 2015-01-23, the first edition of the index after the Magic 2014 legend rule, the approved fixture on a phased-out legend checks it (702.26b: a phased-out legend does not exist for it).',
  },
  '903.10a': {
    meaning: 'RR-COMMANDER-DAMAGE',
    history: [
      {
        edition: '2011-02-04',
        until: '2011-09-30',
        rule: '903.13a',
        text: "A player that's been dealt 21 or more combat damage by the same commander over the course of the game loses the game. (This is a state-based action. See rule 704.)",
        note: `Rule 903.13a in the 2011-02-04 and 2011-05-01 editions (${RAYHIGHTOWER('2011-02-04')}, ${RAYHIGHTOWER('2011-05-01')}; ASCII quotes as in those files), the first editions in which 903 is the Commander variant; in the EDH rules before it (${RULESRAKER('2010-10-01')}) it was 903.12a, about a “general”.`,
      },
      {
        edition: '2011-09-30',
        until: '2015-01-23',
        rule: '903.14a',
        text: "A player that's been dealt 21 or more combat damage by the same commander over the course of the game loses the game. (This is a state-based action. See rule 704.)",
        note: `903.14a once 903.13 (a face-down exiled commander is turned face up and put into the command zone) was inserted before it: so, with the same words, in ${RULESRAKER('2011-06-17')}, ${RULESRAKER('2012-07-01')} and the 2012-10-01 edition (${RAYHIGHTOWER('2012-10-01')}); the 2011-09-30 and 2012-06-01 files, between them, were not read for it.`,
      },
      {
        edition: '2015-01-23',
        until: '2016-07-22',
        rule: '903.14a',
        text: 'A player that’s been dealt 21 or more combat damage by the same commander over the course of the game loses the game. (This is a state-based action. See rule 704.)',
        note: `Rule 903.14a in the 2015-01-23 edition (${IVANCEA('2015-01-23')}).`,
      },
      {
        edition: '2016-07-22',
        rule: '903.10a',
        text: 'A player that’s been dealt 21 or more combat damage by the same commander over the course of the game loses the game. (This is a state-based action. See rule 704.)',
        note: `903.10a in the 2016-07-22 edition, the first of the index after 2015-01-23 (${IVANCEA('2016-07-22')}): the Commander mulligan rule and the colorless-mana rule were gone and the graveyard and exile rules had become one replacement effect (903.9), so casting from the command zone became 903.8 and the rule on winning and losing 903.10.`,
      },
      {
        edition: '2017-08-25',
        rule: '903.10a',
        text: 'A player that’s been dealt 21 or more combat damage by the same commander over the course of the game loses the game. (This is a state-based action. See rule 704.)',
        note: `Rule 903.10a with these words (“that’s”, not yet “who’s”) in the 2017-08-25 and 2020-07-03 editions (${IVANCEA('2017-08-25')}, ${IVANCEA('2020-07-03')}). ${COMMANDER_NUMBERS}`,
      },
      { edition: '2020-08-07', rule: '903.10a', note: NOT_QUOTED_AFTER('2020-07-03') },
    ],
  },
};

/** Rules known only from history (not quoted in §3 with current text). */
const HISTORICAL_RULES = [
  {
    meaning: 'RR-END-TURN-REMOVE-FROM-COMBAT',
    rule: '715.1b',
    edition: '2017-06-05',
    until: '2017-07-08',
    excerpt: true,
    text: 'Remove all creatures and planeswalkers (including those that are phased out) from combat.',
    topic: 'Ending the turn (Time Stop and similar effects); historical',
    notCovered:
      'Only this deleted sentence is quoted by the sources (present through 2017-06-05, deleted 2017-07-08), and effects that end the turn are not part of the fixture vocabulary; removal from combat by phasing is covered through 506.4 and the phasing rule instead.',
  },
];

/**
 * Editions from the M10 overhaul (2009) up to 2011-02-04, which the shared notes list as "not available".
 * Their phasing rule was read in the archive xremming/rulesraker (archive/txt/<date>.txt, files named by the
 * edition's date there), one file per edition below. Three texts occur:
 * - 2009-07-11, 2009-09-04: the 702.23 that seed 000_100b4d20e875eeb3.txt quotes: 12 subrules a–k, m (no
 *   subrule on attach/unattach triggers), 702.23e referring to rule 610.2b. Checked against the seed below.
 * - 2009-10-01 … 2010-07-16: the same 12 subrules, 702.23e referring to rule 611.2b.
 * - 2010-10-01: the text of group A (702.23i on attach/unattach triggers added; 14 subrules).
 * Apart from those two differences each subrule reads word for word as in group A, so the clauses are built
 * from group A's quoted text (an assertion keeps it so). The 2010-04-23 edition was not read and is not listed.
 */
const EARLIER_GROUPS = [
  {
    group: 'P1',
    editions: ['2009-07-11', '2009-09-04'],
    heading:
      '2009-07-11 (also 2009-09-04) — 702.23 (Magic 2010 overhaul; no attach/unattach subrule; “see rule 610.2b”)',
    crossReference: '610.2b',
    seed: '000_100b4d20e875eeb3.txt',
  },
  {
    group: 'P2',
    editions: ['2009-10-01', '2010-02-01', '2010-06-18', '2010-07-16'],
    heading: '2009-10-01 … 2010-07-16 — 702.23 (no attach/unattach subrule; “see rule 611.2b”)',
    crossReference: '611.2b',
  },
];
/** Editions read in the same archive whose phasing rule is group A's text word for word. */
const EARLIER_EDITIONS_OF_GROUP_A = ['2010-10-01'];
/** The letters of the 12-subrule 702.23, by meaning (the 14-subrule text inserts PH-ATTACH-TRIGGERS as i). */
const EARLIER_LETTERS = [
  ['a', 'PH-UNTAP'],
  ['b', 'PH-OUT-STATUS'],
  ['c', 'PH-IN-STATUS'],
  ['d', 'PH-NO-ZONE-CHANGE'],
  ['e', 'PH-CE-EXPIRE'],
  ['f', 'PH-INDIRECT'],
  ['g', 'PH-DIRECT+INDIRECT'],
  ['h', 'PH-ATTACH-PHASE-IN'],
  ['i', 'PH-OWNER-LEAVES'],
  ['j', 'PH-TOKENS-CEASE'],
  ['k', 'PH-SKIP-UNTAP'],
  ['m', 'PH-REDUNDANT'],
];

/**
 * Related rules the fixtures lean on that the shared notes do not quote (issue 14 item 3), read in the
 * Comprehensive Rules files of the public archives below: the current text from the 2026-08-07 edition
 * (the edition §3 quotes), and an older text only for an edition actually read. A history entry without
 * text at the next edition of the index marks where the quoted old wording stops being known (the archives:
 * IVANCEA and RAYHIGHTOWER_2011, above RELATED).
 */
// A rule indexed for fixtures to come gets `notCovered` saying so (the coverage gate leaves it out); the change
// that adds its first approved fixture drops it. None is pending today.
const SEARCHED_RULES = [
  {
    meaning: 'RR-REPLACEMENT-INSTEAD',
    rule: '614.1a',
    text: 'Effects that use the word “instead” are replacement effects. Most replacement effects use the word “instead” to indicate what events will be replaced with other events.',
    topic: 'Replacement effects: “instead” marks the event an effect replaces (and only that event)',
    source: IVANCEA('2026-08-07'),
    history: [],
  },
  {
    meaning: 'RR-SBA-EMPTY-LIBRARY',
    rule: '704.5b',
    text: 'If a player attempted to draw a card from a library with no cards in it since the last time state-based actions were checked, that player loses the game.',
    topic: 'State-based actions: a player who attempted to draw from an empty library loses the game',
    source: IVANCEA('2026-08-07'),
    history: [],
  },
  {
    meaning: 'RR-DELAYED-TRIGGER',
    rule: '603.7',
    text: 'An effect may create a delayed triggered ability that can do something at a later time. A delayed triggered ability will contain “when,” “whenever,” or “at,” although that word won’t usually begin the ability.',
    topic: 'Delayed triggered abilities',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        rule: '603.7',
        note: `Already rule 603.7 in the 2011-02-04 edition (its 112.7 and 112.8 refer to “rules 603.7d-f” for the source and controller of a delayed triggered ability; ${RAYHIGHTOWER_2011}); its wording before 2026-08-07 is not quoted in the sources.`,
      },
    ],
  },
  {
    meaning: 'RR-ABILITY-INDEPENDENT-OF-SOURCE',
    rule: '113.7a',
    text: 'Once activated or triggered, an ability exists on the stack independently of its source. Destruction or removal of the source after that time won’t affect the ability. Note that some abilities cause a source to do something (for example, “This creature deals 1 damage to any target”) rather than the ability doing anything directly. In these cases, any activated or triggered ability that references information about the source for use while announcing an activated ability or putting a triggered ability on the stack checks that information when the ability is put onto the stack. Otherwise, it will check that information when it resolves. In both instances, if the source is no longer in the zone it’s expected to be in at that time, its last known information is used. The source can still perform the action even though it no longer exists.',
    topic: 'Abilities on the stack and their source',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        rule: '112.7a',
        text: 'Once activated or triggered, an ability exists on the stack independently of its source. Destruction or removal of the source after that time won\'t affect the ability. Note that some abilities cause a source to do something (for example, "Prodigal Sorcerer deals 1 damage to target creature or player") rather than the ability doing anything directly. In these cases, any activated or triggered ability that references information about the source because the effect needs to be divided checks that information when the ability is put onto the stack. Otherwise, it will check that information when it resolves. In both instances, if the source is no longer in the zone it\'s expected to be in at that time, its last known information is used. The source can still perform the action even though it no longer exists.',
        note: `Rule 112.7a in the 2011-02-04 edition (${RAYHIGHTOWER_2011}, ASCII quotes as in that file). It became 113.7a when the abilities rules moved from 112 to 113, which the sources do not date (the token rules moved from 110.5f to 111.7 then, see RR-TOKEN-CEASES-TO-EXIST), so 112.7a is taken to run until the edition of the current text.`,
      },
      { edition: '2011-05-01', rule: '112.7a', note: NOT_QUOTED_AFTER('2011-02-04') },
    ],
  },
  {
    meaning: 'RR-TARGET-CHECK-ON-RESOLUTION',
    rule: '608.2b',
    text: 'If the spell or ability specifies targets, it checks whether the targets are still legal. A target that’s no longer in the zone it was in when it was targeted is illegal. Other changes to the game state may cause a target to no longer be legal; for example, its characteristics may have changed or an effect may have changed the text of the spell. If the source of an ability has left the zone it was in, its last known information is used during this process. If all its targets, for every instance of the word “target,” are now illegal, the spell or ability doesn’t resolve. It’s removed from the stack and, if it’s a spell, put into its owner’s graveyard. Otherwise, the spell or ability will resolve normally. Illegal targets, if any, won’t be affected by parts of a resolving spell’s effect for which they’re illegal. Other parts of the effect for which those targets are not illegal may still affect them. If the spell or ability creates any continuous effects that affect game rules (see rule 613.11), those effects don’t apply to illegal targets. If part of the effect requires information about an illegal target, it fails to determine any such information. Any part of the effect that requires that information won’t happen.',
    topic: 'Resolving spells and abilities: the target check (its printed examples are not quoted)',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        rule: '608.2b',
        text: "If the spell or ability specifies targets, it checks whether the targets are still legal. A target that's no longer in the zone it was in when it was targeted is illegal. Other changes to the game state may cause a target to no longer be legal; for example, its characteristics may have changed or an effect may have changed the text of the spell. If the source of an ability has left the zone it was in, its last known information is used during this process. The spell or ability is countered if all its targets, for every instance of the word \"target,\" are now illegal. If the spell or ability is not countered, it will resolve normally. However, if any of its targets are illegal, the part of the spell or ability's effect for which it is an illegal target can't perform any actions on that target or make that target perform any actions. The effect may still determine information about illegal targets, though, and other parts of the effect for which those targets are not illegal may still affect them.",
        note: `The 2011-02-04 wording (${RAYHIGHTOWER_2011}, ASCII quotes as in that file; its examples not quoted): a spell whose targets are all illegal is “countered”.`,
      },
      { edition: '2011-05-01', rule: '608.2b', note: NOT_QUOTED_AFTER('2011-02-04') },
    ],
  },
  {
    meaning: 'RR-NEW-OBJECT',
    rule: '400.7',
    text: 'An object that moves from one zone to another becomes a new object with no memory of, or relation to, its previous existence. This rule has the following exceptions.',
    topic: 'Zones: a zone change makes a new object (its exceptions 400.7a–m are not quoted)',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        rule: '400.7',
        note: 'The number is taken to be 400.7 back to 2011-02-04 (the 2026-08-07 text of 403.4 still refers to it; no older file was checked for it); its wording before 2026-08-07 is not quoted in the sources.',
      },
    ],
  },
  {
    meaning: 'RR-BLOCKED-STAYS-BLOCKED',
    rule: '509.1h',
    text: 'An attacking creature with one or more creatures declared as blockers for it becomes a blocked creature; one with no creatures declared as blockers for it becomes an unblocked creature. This remains unchanged until the creature is removed from combat, an effect says that it becomes blocked or unblocked, or the combat phase ends, whichever comes first. A creature remains blocked even if all the creatures blocking it are removed from combat.',
    topic: 'Declare blockers step: a blocked creature stays blocked',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        rule: '509.1h',
        note: 'The number is taken to be 509.1h back to 2011-02-04 (not checked in an older file); its wording before 2026-08-07 is not quoted in the sources.',
      },
    ],
  },
  {
    meaning: 'RR-BESTOW-UNATTACHED',
    rule: '702.103f',
    text: 'If a bestowed Aura becomes unattached, it ceases to be bestowed. If a bestowed Aura is attached to an illegal object or player, it becomes unattached and ceases to be bestowed. This is an exception to rule 704.5m.',
    topic: 'Other rules that mention phasing (bestow: an illegally attached bestowed Aura)',
    source: IVANCEA('2026-08-07'),
    since: '2015-01-23',
    history: [
      {
        edition: '2015-01-23',
        until: '2021-04-22',
        rule: '702.102e',
        text: 'If an Aura with bestow is attached to an illegal object or player, it becomes unattached. This is an exception to rule 704.5n.',
        note: `Bestow (Theros, 2013) is 702.102 in the 2015-01-23 edition, the first of the index to have it (${IVANCEA('2015-01-23')}); there 702.102a ends the Aura effects when the permanent “becomes unattached”, so it becomes a creature again.`,
      },
      {
        edition: '2016-07-22',
        until: '2021-04-22',
        rule: '702.102e',
        note: `Still 702.102e through 2021-02-15 (the bestow phase-in rule after it is 702.102f from 2019-07-12, see RR-BESTOW-PHASE-IN). ${NOT_QUOTED_AFTER('2015-01-23')}`,
      },
      {
        edition: '2021-04-22',
        rule: '702.103f',
        note: 'Renumbered with the rest of bestow (702.102 → 702.103) when ward was inserted as 702.21 in the 2021-04-22 edition (inferred as for RR-BESTOW-PHASE-IN).',
      },
    ],
  },
  {
    meaning: 'RR-ATTACK-RESTRICTIONS',
    rule: '508.1c',
    text: 'The active player checks each creature they control to see whether it’s affected by any restrictions (effects that say a creature can’t attack, or that it can’t attack unless some condition is met). If any restrictions are being disobeyed, the declaration of attackers is illegal.',
    topic: 'Declare attackers step: restrictions on attacking (its printed example is not quoted)',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        rule: '508.1c',
        text: "The active player checks each creature he or she controls to see whether it's affected by any restrictions (effects that say a creature can't attack, or that it can't attack unless some condition is met). If any restrictions are being disobeyed, the declaration of attackers is illegal.",
        note: `Rule 508.1c in the 2011-02-04 edition (${RAYHIGHTOWER_2011}, ASCII quotes as in that file): the same rule with “he or she”. ${NOT_QUOTED_AFTER('2011-02-04')}`,
      },
    ],
  },
  {
    meaning: 'RR-ATTACKERS-TAP',
    rule: '508.1f',
    text: 'The active player taps the chosen creatures. Tapping a creature when it’s declared as an attacker isn’t a cost; attacking simply causes creatures to become tapped.',
    topic: 'Declare attackers step: attacking creatures become tapped',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        rule: '508.1f',
        text: "The active player taps the chosen creatures. Tapping a creature when it's declared as an attacker isn't a cost; attacking simply causes creatures to become tapped.",
        note: `Rule 508.1f in the 2011-02-04 edition, word for word (${RAYHIGHTOWER_2011}, ASCII quotes as in that file). ${NOT_QUOTED_AFTER('2011-02-04')}`,
      },
    ],
  },
  {
    meaning: 'RR-BLOCKED-DAMAGE',
    rule: '510.1c',
    text: 'A blocked creature assigns its combat damage to the creatures blocking it. If no creatures are currently blocking it (if, for example, they were destroyed or removed from combat), it assigns no combat damage. If exactly one creature is blocking it, it assigns all its combat damage to that creature. If two or more creatures are blocking it, it assigns its combat damage to those creatures divided as its controller chooses among them.',
    topic: 'Combat damage step: a blocked creature’s damage (its printed example is not quoted)',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        rule: '510.1c',
        text: "A blocked creature assigns its combat damage to the creatures blocking it. If no creatures are currently blocking it (if, for example, they were destroyed or removed from combat), it assigns no combat damage. If exactly one creature is blocking it, it assigns all its combat damage to that creature. If two or more creatures are blocking it, it assigns its combat damage to those creatures according to the damage assignment order announced for it. This may allow the blocked creature to divide its combat damage. However, it can't assign combat damage to a creature that's blocking it unless each creature that precedes that blocking creature in its order is assigned lethal damage. When checking for assigned lethal damage, take into account damage already marked on the creature and damage from other creatures that's being assigned during the same combat damage step, but not any abilities or effects that might change the amount of damage that's actually dealt. An amount of damage that's greater than a creature's lethal damage may be assigned to it.",
        note: `Rule 510.1c in the 2011-02-04 edition (${RAYHIGHTOWER_2011}, ASCII quotes as in that file; its examples not quoted): two or more blockers are assigned damage along the damage assignment order, each lethal damage before the next. The sentences about no blocker and exactly one blocker are the same as today; when the damage assignment order was dropped is not recorded in the sources. ${NOT_QUOTED_AFTER('2011-02-04')}`,
      },
    ],
  },
  {
    meaning: 'RR-FIRST-STRIKE-STEP',
    rule: '510.4',
    text: 'If at least one attacking or blocking creature has first strike (see rule 702.7) or double strike (see rule 702.4) as the combat damage step begins, the only creatures that assign combat damage in that step are those with first strike or double strike. After that step, instead of proceeding to the end of combat step, the phase gets a second combat damage step. The only creatures that assign combat damage in that step are the remaining attackers and blockers that had neither first strike nor double strike as the first combat damage step began, as well as the remaining attackers and blockers that currently have double strike. After that step, the phase proceeds to the end of combat step.',
    topic: 'Combat damage step: the first-strike combat damage step',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        until: '2016-11-11',
        rule: '510.5',
        text: 'If at least one attacking or blocking creature has first strike (see rule 702.7) or double strike (see rule 702.4) as the combat damage step begins, the only creatures that assign combat damage in that step are those with first strike or double strike. After that step, instead of proceeding to the end of combat step, the phase gets a second combat damage step. The only creatures that assign combat damage in that step are the remaining attackers and blockers that had neither first strike nor double strike as the first combat damage step began, as well as the remaining attackers and blockers that currently have double strike. After that step, the phase proceeds to the end of combat step.',
        note: `Rule 510.5, word for word as today's 510.4, after 510.3 (triggered abilities go on the stack) and 510.4 (the active player gets priority), in the 2011-02-04, 2015-01-23 and 2016-07-22 editions (${RAYHIGHTOWER_2011}, ${IVANCEA('2015-01-23')}, ${IVANCEA('2016-07-22')}). The 2016-08-26 and 2016-09-30 files could not be read, so 510.5 is taken to run until 2016-11-11, the first edition read with 510.4.`,
      },
      {
        edition: '2016-11-11',
        rule: '510.4',
        text: 'If at least one attacking or blocking creature has first strike (see rule 702.7) or double strike (see rule 702.4) as the combat damage step begins, the only creatures that assign combat damage in that step are those with first strike or double strike. After that step, instead of proceeding to the end of combat step, the phase gets a second combat damage step. The only creatures that assign combat damage in that step are the remaining attackers and blockers that had neither first strike nor double strike as the first combat damage step began, as well as the remaining attackers and blockers that currently have double strike. After that step, the phase proceeds to the end of combat step.',
        note: `Renumbered 510.4 when the two steps before it became one (510.3 “Third, the active player gets priority.”, with 510.3a for the triggered abilities): so in the 2016-11-11, 2017-01-20, 2017-08-25 and 2020-07-03 files (${IVANCEA('2016-11-11')}, ${IVANCEA('2020-07-03')}), with the words of today.`,
      },
    ],
  },
  {
    meaning: 'RR-END-OF-COMBAT',
    rule: '511.3',
    text: 'As soon as the end of combat step ends, all creatures, battles, and planeswalkers are removed from combat. After the end of combat step ends, the combat phase is over and the postcombat main phase begins (see rule 505).',
    topic: 'End of combat step: everything is removed from combat',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        rule: '511.3',
        text: 'As soon as the end of combat step ends, all creatures and planeswalkers are removed from combat. After the end of combat step ends, the combat phase is over and the postcombat main phase begins (see rule 505).',
        note: `Rule 511.3 in the 2011-02-04 edition (${RAYHIGHTOWER_2011}), before battles were added to it; the same text in the 2015-01-23 edition (${IVANCEA('2015-01-23')}). ${NOT_QUOTED_AFTER('2015-01-23')}`,
      },
    ],
  },
  {
    meaning: 'RR-TRAMPLE-NO-BLOCKERS',
    rule: '702.19d',
    text: 'If an attacking creature with trample or trample over planeswalkers is blocked, but there are no creatures blocking it when damage is assigned, its damage is assigned to the defending player and/or planeswalker as though all blocking creatures have been assigned lethal damage.',
    topic: 'Trample: a blocked attacker with no blockers left',
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2026-08-07',
    scopeReason:
      'Its numbers in every edition are recorded (702.17c, 702.18c, 702.19c, 702.19d), but its approved fixture applies from the 2026-08-07 edition only (it also rests on 509.1h, quoted from that edition), so the suite checks it from then on; a fixture for the older editions would cite the number of its edition.',
    history: [
      {
        edition: '2011-02-04',
        until: '2011-09-30',
        rule: '702.17c',
        text: "If an attacking creature with trample is blocked, but there are no creatures blocking it when damage is assigned, all its damage is assigned to the player or planeswalker it's attacking.",
        note: `Rule 702.17c in the 2011-02-04 edition (${RAYHIGHTOWER_2011}, ASCII quotes as in that file), where 702.17 is trample (702.17b lethal damage to the blockers first, 702.17d a trample attacker attacking a planeswalker); the 2011-05-01 edition has the same keyword numbers (its phasing rule is still 702.23).`,
      },
      {
        edition: '2011-09-30',
        until: '2015-01-23',
        rule: '702.18c',
        text: "If an attacking creature with trample is blocked, but there are no creatures blocking it when damage is assigned, all its damage is assigned to the player or planeswalker it's attacking.",
        note: `702.18c once hexproof became a keyword (702.11) in the 2011-09-30 edition, when the phasing rule moved from 702.23 to 702.24: so in ${RULESRAKER('2012-05-01')}, with the same words (ASCII quotes as in that file).`,
      },
      {
        edition: '2015-01-23',
        until: '2021-06-18',
        rule: '702.19c',
        text: 'If an attacking creature with trample is blocked, but there are no creatures blocking it when damage is assigned, all its damage is assigned to the player or planeswalker it’s attacking.',
        note: `702.19c once indestructible became a keyword (702.12): so in the 2015-01-23, 2017-01-20, 2017-08-25, 2020-07-03, 2021-02-05 and 2021-04-22 editions (${IVANCEA('2015-01-23')}, ${IVANCEA('2020-07-03')}, ${IVANCEA('2021-02-02')}, ${IVANCEA('2021-04-19')}; the last two are the files of those editions).`,
      },
      {
        edition: '2021-06-18',
        rule: '702.19d',
        text: 'If an attacking creature with trample or trample over planeswalkers is blocked, but there are no creatures blocking it when damage is assigned, its damage is assigned to the defending player and/or planeswalker as though all blocking creatures have been assigned lethal damage.',
        note: `Trample over planeswalkers was inserted as 702.19c in the 2021-06-18 edition (${IVANCEA('2021-06-09')}, the file of that edition), and this rule became 702.19d with the words of today; the same in the 2021-09-24 file.`,
      },
    ],
  },
  {
    meaning: 'RR-SBA-ZERO-TOUGHNESS',
    rule: '704.5f',
    text: 'If a creature has toughness 0 or less, it’s put into its owner’s graveyard. Regeneration can’t replace this event.',
    topic: 'State-based actions: a creature with toughness 0 or less',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        rule: '704.5f',
        note: 'The number is taken to be 704.5f back to 2011-02-04 (704.5d is the token rule there, see RR-SBA-TOKEN, and 704.5g the lethal-damage rule 701.6b refers to in 2015-01-23; not checked in an older file); its wording before 2026-08-07 is not quoted in the sources.',
      },
    ],
  },
  {
    meaning: 'RR-PAY-COSTS',
    rule: '601.2h',
    text: 'The player pays the total cost. First, they pay all costs that don’t involve random elements or moving objects from the library to a public zone, in any order. Then they pay all remaining costs in any order. Partial payments are not allowed. Unpayable costs can’t be paid.',
    topic: 'Casting spells: paying the total cost (its printed example is not quoted)',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        until: '2011-05-01',
        rule: '601.2g',
        text: "The player pays the total cost in any order. Partial payments are not allowed. Unpayable costs can't be paid.",
        note: `Rule 601.2g in the 2011-02-04 edition (${RAYHIGHTOWER_2011}, ASCII quotes as in that file; its example not quoted), after 601.2e (the total cost) and 601.2f (mana abilities).`,
      },
      {
        edition: '2011-05-01',
        until: '2016-07-22',
        rule: '601.2g',
        note: `Still 601.2g through the 2015-01-23 edition, whose buyback and kicker rules send the payment of additional costs to “rules 601.2b and 601.2e–g” (${IVANCEA('2015-01-23')}); its wording after 2011-02-04 is not quoted in the sources.`,
      },
      {
        edition: '2016-07-22',
        until: '2020-08-07',
        rule: '601.2h',
        text: 'The player pays the total cost in any order. Partial payments are not allowed. Unpayable costs can’t be paid.',
        note: `601.2h once the legality check was inserted as 601.2e: so in the 2016-07-22 edition, the first of the index after 2015-01-23 (${IVANCEA('2016-07-22')}), with these words also in the 2016-11-11, 2017-01-20, 2017-08-25 and 2020-07-03 files.`,
      },
      {
        edition: '2020-08-07',
        until: '2023-04-14',
        rule: '601.2h',
        note: 'Reworded to today’s words (random elements and moving cards from the library paid last) in an edition between 2020-07-03 and 2023-04-14 that was not read; the editions in between are not quoted in the sources.',
      },
      {
        edition: '2023-04-14',
        rule: '601.2h',
        text: 'The player pays the total cost. First, they pay all costs that don’t involve random elements or moving objects from the library to a public zone, in any order. Then they pay all remaining costs in any order. Partial payments are not allowed. Unpayable costs can’t be paid.',
        note: `Today’s words, read in the 2023-04-14 file (${IVANCEA('2023-04-14')}).`,
      },
    ],
  },
  {
    meaning: 'RR-PAY-LIFE',
    rule: '119.4',
    text: 'If a cost or effect allows a player to pay an amount of life greater than 0, the player may do so only if their life total is greater than or equal to the amount of the payment. If a player pays life, the payment is subtracted from their life total; in other words, the player loses that much life.',
    topic: 'Life: paying life',
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2026-08-07',
    scopeReason:
      'The sources quote 119.4 only as it reads today, not its wording as 118.4; the suite checks it from the edition of the current text.',
    history: [
      {
        edition: '2011-02-04',
        until: '2020-01-24',
        rule: '118.4',
        note: `The life rules were 118 until a rule was inserted before them (timing and priority, 116 in the 2019-01-25 edition, is 117 in the 2020-01-24 one): 118.6 is the 0-life rule in the 2011-02-04 edition (${RAYHIGHTOWER_2011}), the 2017-08-25 glossary sends “Life” to rule 118 (${IVANCEA('2017-08-25')}) and 704.3 refers to rule 116 for priority in ${IVANCEA('2019-01-25')} but to 117 in ${IVANCEA('2020-01-22')}. The editions from 2019-05-03 to 2019-10-04 were not checked, so 2020-01-24 is taken as the first with 119.4. Its wording as 118.4 is not quoted in the sources.`,
      },
    ],
  },
  {
    meaning: 'RR-LOYALTY-COST',
    rule: '606.4',
    text: 'The cost to activate a loyalty ability of a permanent is to put on or remove from that permanent a certain number of loyalty counters, as shown by the loyalty symbol in the ability’s cost. This cost may be modified by other effects.',
    topic: 'Loyalty abilities: the loyalty cost (card abilities: Kaito Shizuki)',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        rule: '606.4',
        note: 'Taken to be 606.4 back to 2011-02-04 (not checked in an older file); its wording before 2026-08-07 is not quoted in the sources. Fixtures cite it for the 2026-08-07 edition only.',
      },
    ],
  },
  {
    meaning: 'RR-BLOCK-RESTRICTION',
    rule: '509.1b',
    text: 'The defending player checks each creature they control to see whether it’s affected by any restrictions (effects that say a creature can’t block, or that it can’t block unless some condition is met). If any restrictions are being disobeyed, the declaration of blockers is illegal. A restriction may be created by an evasion ability (a static ability an attacking creature has that restricts what can block it). If an attacking creature gains or loses an evasion ability after a legal block has been declared, it doesn’t affect that block. Different evasion abilities are cumulative.',
    topic: 'Declare blockers step: restrictions on blocking (its example is not quoted; its two paragraphs are joined)',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        rule: '509.1b',
        note: 'Taken to be 509.1b back to 2011-02-04 (not checked in an older file); its wording before 2026-08-07 is not quoted in the sources. Fixtures cite it for the 2026-08-07 edition only.',
      },
    ],
  },
  {
    meaning: 'RR-RESOLUTION-CHOICES',
    rule: '608.2d',
    text: 'If an effect of a spell or ability offers any choices other than choices already made as part of casting the spell, activating the ability, or otherwise putting the spell or ability on the stack, the player announces these while applying the effect. The player can’t choose an option that’s illegal or impossible, with the exception that having a library with no cards in it doesn’t make drawing a card an impossible action (see rule 121.3). If an effect divides or distributes something, such as damage or counters, as a player chooses among any number of untargeted players and/or objects, the player chooses the amount and division such that each chosen player or object receives at least one of whatever is being divided. (Note that if an effect divides or distributes something, such as damage or counters, as a player chooses among some number of target objects and/or players, the amount and division were determined as the spell or ability was put onto the stack rather than at this time; see rule 601.2d.)',
    topic: 'Resolving spells and abilities: choices made on resolution (its example is not quoted)',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        rule: '608.2d',
        note: 'Taken to be 608.2d back to 2011-02-04 (not checked in an older file); its wording before 2026-08-07 is not quoted in the sources. Fixtures cite it for the 2026-08-07 edition only.',
      },
    ],
  },
  {
    meaning: 'RR-RAMPAGE',
    rule: '702.23a',
    text: 'Rampage is a triggered ability. “Rampage N” means “Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature blocking it beyond the first.” (See rule 509, “Declare Blockers Step.”)',
    topic:
      'Rampage (card abilities: Old Fogey); indexed from the 2026-08-07 edition, its earlier numbers are not checked',
    source: IVANCEA('2026-08-07'),
    since: '2026-08-07',
    history: [],
  },
  {
    meaning: 'RR-FLANKING',
    rule: '702.25a',
    text: 'Flanking is a triggered ability that triggers during the declare blockers step. (See rule 509, “Declare Blockers Step.”) “Flanking” means “Whenever this creature becomes blocked by a creature without flanking, the blocking creature gets -1/-1 until end of turn.”',
    topic:
      "Flanking (card abilities: Old Fogey, Teferi's Honor Guard); indexed from the 2026-08-07 edition, its earlier numbers are not checked",
    source: IVANCEA('2026-08-07'),
    since: '2026-08-07',
    history: [],
  },
  {
    meaning: 'RR-LANDWALK',
    rule: '702.14c',
    text: 'A creature with landwalk can’t be blocked as long as the defending player controls at least one land with the specified land type (as in “islandwalk”), with the specified type or supertype (as in “artifact landwalk”), without the specified type or supertype (as in “nonbasic landwalk”), or with both the specified type or supertype and the specified subtype (as in “snow swampwalk”). (See rule 509, “Declare Blockers Step.”)',
    topic:
      'Landwalk: when a creature with landwalk can’t be blocked (card abilities: Old Fogey); indexed from the 2026-08-07 edition, its earlier numbers are not checked',
    source: IVANCEA('2026-08-07'),
    since: '2026-08-07',
    history: [],
  },
  {
    meaning: 'RR-DEATHTOUCH',
    rule: '702.2b',
    text: 'A creature with toughness greater than 0 that’s been dealt damage by a source with deathtouch since the last time state-based actions were checked is destroyed as a state-based action. See rule 704.',
    topic: 'Deathtouch: a creature dealt damage by a deathtouch source is destroyed (card abilities: Acidic Slime)',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        until: '2011-05-01',
        rule: '702.2c',
        text: "A creature with toughness greater than 0 that's been dealt damage by a source with deathtouch since the last time state-based actions were checked is destroyed as a state-based action. See rule 704.",
        note: `Rule 702.2c in the 2011-02-04 edition (${RAYHIGHTOWER_2011}, ASCII quotes as in that file). There 702.2b is the other deathtouch rule, the lethal-damage one: "Any nonzero amount of combat damage assigned to a creature by a source with deathtouch is considered to be lethal damage, regardless of that creature's toughness. See rules 510.1c-d."`,
      },
      {
        edition: '2011-05-01',
        until: '2015-01-23',
        rule: '702.2c',
        note: 'Still 702.2c, after the lethal-damage rule 702.2b (the 2011-02-04 and 2015-01-23 files agree; the editions between were not read for it); its wording between them is not quoted in the sources.',
      },
      {
        edition: '2015-01-23',
        until: '2017-01-20',
        rule: '702.2c',
        text: 'A creature with toughness greater than 0 that’s been dealt damage by a source with deathtouch since the last time state-based actions were checked is destroyed as a state-based action. See rule 704.',
        note: `Rule 702.2c with these words (today’s) in the 2015-01-23 and 2016-11-11 editions (${IVANCEA('2015-01-23')}, ${IVANCEA('2016-11-11')}), 702.2b still being the lethal-damage rule.`,
      },
      {
        edition: '2017-01-20',
        rule: '702.2b',
        text: 'A creature with toughness greater than 0 that’s been dealt damage by a source with deathtouch since the last time state-based actions were checked is destroyed as a state-based action. See rule 704.',
        note: `The two subrules swapped in the 2017-01-20 edition (${IVANCEA('2017-01-19')}, the file of that edition): the destruction rule became 702.2b and the lethal-damage rule 702.2c, which now says it is lethal damage “for the purposes of determining if a proposed combat damage assignment is valid”. The same in the 2017-04-28, 2017-08-25 and 2020-07-03 files.`,
      },
    ],
  },
  {
    meaning: 'RR-FLASHBACK',
    rule: '702.34a',
    text: 'Flashback appears on some instants and sorceries. It represents two static abilities: one that functions while the card is in a player’s graveyard and another that functions while the card is on the stack. “Flashback [cost]” means “You may cast this card from your graveyard if the resulting spell is an instant or sorcery spell by paying [cost] rather than paying its mana cost” and “If the flashback cost was paid, exile this card instead of putting it anywhere else any time it would leave the stack.” Casting a spell using its flashback ability follows the rules for paying alternative costs in rules 601.2b and 601.2f–h.',
    topic:
      'Flashback: cast from the graveyard for the flashback cost, then exiled (card abilities: Flaring Pain); indexed from the 2026-08-07 edition, its earlier numbers are not checked',
    source: IVANCEA('2026-08-07'),
    since: '2026-08-07',
    history: [],
  },
  {
    meaning: 'RR-CONVOKE',
    rule: '702.51a',
    text: 'Convoke is a static ability that functions while the spell with convoke is on the stack. “Convoke” means “For each colored mana in this spell’s total cost, you may tap an untapped creature of that color you control rather than pay that mana. For each generic mana in this spell’s total cost, you may tap an untapped creature you control rather than pay that mana.”',
    topic:
      'Convoke: creatures tapped to pay for a spell (card abilities: Clever Concealment); indexed from the 2026-08-07 edition, its earlier numbers are not checked',
    source: IVANCEA('2026-08-07'),
    since: '2026-08-07',
    history: [],
  },
  {
    meaning: 'RR-BESTOW-CAST',
    rule: '702.103a',
    text: 'Bestow represents a static ability that functions in any zone from which you could play the card it’s on. “Bestow [cost]” means “As you cast this spell, you may choose to cast it bestowed. If you do, you pay [cost] rather than its mana cost.” Casting a spell using its bestow ability follows the rules for paying alternative costs (see 601.2b and 601.2f–h).',
    topic:
      'Bestow: casting a spell bestowed for its bestow cost (card abilities: Nyxborn Rollicker); indexed from the 2026-08-07 edition; its earlier wordings (702.102a before 2021-04-22) are not checked',
    source: IVANCEA('2026-08-07'),
    since: '2026-08-07',
    history: [],
  },
  {
    meaning: 'RR-BESTOW-ILLEGAL-TARGET',
    rule: '702.103e',
    text: 'As a bestowed Aura spell begins resolving, if its target is illegal, it ceases to be bestowed and the effect making it an Aura spell ends. It continues resolving as a creature spell. See rule 608.3b.',
    topic:
      'Bestow: a bestowed Aura spell whose target is illegal resolves as a creature spell; indexed from the 2026-08-07 edition; its earlier numbers (702.102 before 2021-04-22) and wordings are not checked',
    source: IVANCEA('2026-08-07'),
    since: '2026-08-07',
    history: [],
  },
  {
    meaning: 'RR-ABILITY-NOT-A-SPELL',
    rule: '113.9',
    text: 'Activated and triggered abilities on the stack aren’t spells, and therefore can’t be countered by anything that counters only spells. Activated and triggered abilities on the stack can be countered by effects that specifically counter abilities. Static abilities don’t use the stack and thus can’t be countered at all.',
    topic:
      'Abilities on the stack aren’t spells (card abilities: Spell Snare); indexed from the 2026-08-07 edition, its earlier numbers are not checked',
    source: IVANCEA('2026-08-07'),
    since: '2026-08-07',
    history: [],
  },
  {
    meaning: 'RR-UNTAP-ONLY-TAPPED',
    rule: '701.26b',
    text: 'To untap a permanent, rotate it back to the upright position from a sideways position. Only tapped permanents can be untapped.',
    topic:
      'Tap and untap: only tapped permanents can be untapped (card abilities: Coffin Queen); indexed from the 2026-08-07 edition, its earlier numbers are not checked',
    source: IVANCEA('2026-08-07'),
    since: '2026-08-07',
    history: [],
  },
  {
    meaning: 'RR-SBA-SAGA',
    rule: '704.5s',
    text: 'If the number of lore counters on a Saga permanent with one or more chapter abilities is greater than or equal to its final chapter number and it isn’t the source of a chapter ability that has triggered but not yet left the stack, that Saga’s controller sacrifices it. See rule 714, “Saga Cards.”',
    topic:
      'State-based actions: a Saga with its final chapter reached is sacrificed once no chapter ability of it is waiting or on the stack (card abilities: The Phasing of Zhalfir); indexed from the 2026-08-07 edition, its earlier letters are not checked',
    source: IVANCEA('2026-08-07'),
    since: '2026-08-07',
    history: [],
  },
  {
    meaning: 'RR-READ-AHEAD',
    rule: '702.155a',
    text: 'Read ahead is a keyword found on some Saga cards. “Read ahead” means “Chapter abilities of this Saga can’t trigger the turn it entered the battlefield unless it has exactly the number of lore counters on it specified in the chapter symbol of that ability.” See rule 714, “Saga Cards.”',
    topic:
      'Read ahead: only the chosen chapter triggers as the Saga enters (card abilities: The Phasing of Zhalfir); indexed from the 2026-08-07 edition, its earlier wordings are not checked',
    source: IVANCEA('2026-08-07'),
    since: '2026-08-07',
    history: [],
  },
  {
    meaning: 'RR-FIRST-PLAYER-SKIPS-DRAW',
    rule: '103.8a',
    text: 'In a two-player game, the player who plays first skips the draw step (see rule 504, “Draw Step”) of their first turn.',
    topic:
      'Starting the game: in a two-player game the starting player skips the draw step of their first turn (103.7a until the 2022-10-07 edition)',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        until: '2011-05-01',
        rule: '103.7a',
        text: 'In a two-player game, the player who plays first skips the draw step (see rule 504, "Draw Step") of his or her first turn.',
        note: `Rule 103.7a in the 2011-02-04 edition (${RAYHIGHTOWER_2011}, ASCII quotes as in that file), after 103.6 (the Planar Magic starting plane) and 103.7 (“The starting player takes his or her first turn.”). Before the Planar Magic rule it was 103.6a: so in ${RULESRAKER('2009-07-11')}, with the same words; related rules are recorded from 2011-02-04 on, so that number is not checked.`,
      },
      {
        edition: '2011-05-01',
        until: '2015-01-23',
        rule: '103.7a',
        note: 'Taken to be 103.7a from 2011-02-04 to 2022-09-08 (the number is 103.7a in every file read in that span); the wording of the editions between 2011-02-04 and 2015-01-23 is not quoted in the sources.',
      },
      {
        edition: '2015-01-23',
        until: '2017-09-29',
        rule: '103.7a',
        text: 'In a two-player game, the player who plays first skips the draw step (see rule 504, “Draw Step”) of his or her first turn.',
        note: `Rule 103.7a with these words in the 2015-01-23 and 2017-08-25 editions (${IVANCEA('2015-01-23')}, ${IVANCEA('2017-08-25')}).`,
      },
      {
        edition: '2017-09-29',
        until: '2019-07-12',
        rule: '103.7a',
        note: 'Still 103.7a; the editions from 2017-09-29 to 2019-06-14, where “his or her” became “their”, were not read for it.',
      },
      {
        edition: '2019-07-12',
        until: '2022-10-07',
        rule: '103.7a',
        text: 'In a two-player game, the player who plays first skips the draw step (see rule 504, “Draw Step”) of their first turn.',
        note: `Rule 103.7a with the current words in the 2019-07-12, 2021-09-24 and 2022-07-08 editions (${IVANCEA('2019-07-12')}, ${IVANCEA('2021-09-24')}, ${IVANCEA('2022-07-08')}). The 2022-09-08 edition was not read; 2022-10-07 is taken as the first 103.8a edition, the first read with it.`,
      },
      {
        edition: '2022-10-07',
        rule: '103.8a',
        text: 'In a two-player game, the player who plays first skips the draw step (see rule 504, “Draw Step”) of their first turn.',
        note: `Renumbered 103.8a when a rule on shuffling decks and supplementary decks was inserted as 103.3 (Unfinity’s Attraction decks): so in the 2022-10-07 and 2023-04-14 editions (${IVANCEA('2022-10-07')}, ${IVANCEA('2023-04-14')}), with the words of today.`,
      },
    ],
  },
  {
    meaning: 'RR-SORCERY-TIMING',
    rule: '307.1',
    text: 'A player who has priority may cast a sorcery card from their hand during a main phase of their turn when the stack is empty. Casting a sorcery as a spell uses the stack. (See rule 601, “Casting Spells.”)',
    topic: 'Sorceries: cast only by a player with priority, in their main phase, with the stack empty',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        rule: '307.1',
        text: 'A player who has priority may cast a sorcery card from his or her hand during a main phase of his or her turn when the stack is empty. Casting a sorcery as a spell uses the stack. (See rule 601, "Casting Spells.")',
        note: `Rule 307.1 in the 2011-02-04 edition (${RAYHIGHTOWER_2011}, ASCII quotes as in that file), with “his or her”; the same number in the 2026-08-07 file.`,
      },
      { edition: '2011-05-01', rule: '307.1', note: NOT_QUOTED_AFTER('2011-02-04') },
    ],
  },
  {
    meaning: 'RR-MANA-EMPTIES',
    rule: '500.5',
    text: 'As a step or phase ends, if there are effects that last until the end of that step or phase, those effects expire. Then any unspent mana left in a player’s mana pool empties. This is a turn-based action that doesn’t use the stack (see rule 703.4q).',
    topic:
      'Turn structure: unspent mana empties from mana pools as each step and phase ends (500.4 until the 2025-11-14 edition; today’s 500.4 is the rule for effects that last until a step or phase begins)',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        until: '2011-05-01',
        rule: '500.4',
        text: "When a step or phase ends, any unused mana left in a player's mana pool empties. This turn-based action doesn't use the stack.",
        note: `Rule 500.4 in the 2011-02-04 edition (${RAYHIGHTOWER_2011}, ASCII quotes as in that file); 500.5 was then the rule for effects that last “until end of” a step or phase.`,
      },
      {
        edition: '2011-05-01',
        until: '2025-11-14',
        rule: '500.4',
        text: 'When a step or phase ends, any unused mana left in a player’s mana pool empties. This turn-based action doesn’t use the stack.',
        note: `Rule 500.4 with these words in the 2024-11-08 and 2025-09-19 editions (${IVANCEA('2024-11-08')}, ${IVANCEA('2025-09-19')}), the words of the 2011-02-04 file too (its quotes are ASCII), so taken to be 500.4 with these words from 2011-02-04 to 2025-09-19; the editions between were not read for it.`,
      },
      {
        edition: '2025-11-14',
        rule: '500.5',
        text: 'As a step or phase ends, if there are effects that last until the end of that step or phase, those effects expire. Then any unspent mana left in a player’s mana pool empties. This is a turn-based action that doesn’t use the stack (see rule 703.4q).',
        note: `The step-and-phase rules were rewritten in the 2025-11-14 edition (${IVANCEA('2025-11-14')}; the same words in ${IVANCEA('2026-02-27')}): 500.4 became the rule for effects that last until a step or phase begins, and emptying mana pools moved to the end of 500.5, after the effects that end with the step or phase.`,
      },
    ],
  },
  {
    meaning: 'RR-TRIGGER-TO-STACK',
    rule: '603.3',
    text: 'Once an ability has triggered, its controller puts it on the stack as an object that’s not a card the next time a player would receive priority. See rule 117, “Timing and Priority.” The ability becomes the topmost object on the stack. It has the text of the ability that created it, and no other characteristics. It remains on the stack until it’s countered, it resolves, a rule causes it to be removed from the stack, or an effect moves it elsewhere.',
    topic: 'Triggered abilities go on the stack the next time a player would receive priority',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        until: '2011-05-01',
        rule: '603.3',
        text: 'Once an ability has triggered, its controller puts it on the stack as an object that\'s not a card the next time a player would receive priority. See rule 116, "Timing and Priority." The ability becomes the topmost object on the stack. It has the text of the ability that created it, and no other characteristics. It remains on the stack until it\'s countered, it resolves, a rule causes it to be removed from the stack, or an effect moves it elsewhere.',
        note: `Rule 603.3 in the 2011-02-04 edition (${RAYHIGHTOWER_2011}, ASCII quotes as in that file), referring to rule 116 for priority.`,
      },
      {
        edition: '2011-05-01',
        until: '2016-07-22',
        rule: '603.3',
        note: 'Still 603.3; its wording between 2011-02-04 and 2016-07-22 is not quoted in the sources.',
      },
      {
        edition: '2016-07-22',
        until: '2018-07-13',
        rule: '603.3',
        text: 'Once an ability has triggered, its controller puts it on the stack as an object that’s not a card the next time a player would receive priority. See rule 116, “Timing and Priority.” The ability becomes the topmost object on the stack. It has the text of the ability that created it, and no other characteristics. It remains on the stack until it’s countered, it resolves, a rule causes it to be removed from the stack, or an effect moves it elsewhere.',
        note: `Rule 603.3 in the 2016-07-22 edition (${IVANCEA('2016-07-22')}), still referring to rule 116.`,
      },
      {
        edition: '2018-07-13',
        until: '2020-07-03',
        rule: '603.3',
        note: 'Its reference to rule 116 became 117 when the rules on timing and priority moved (2020-01-24, see RR-PAY-LIFE); the editions from 2018-07-13 to 2020-06-01 were not read for it.',
      },
      {
        edition: '2020-07-03',
        rule: '603.3',
        text: 'Once an ability has triggered, its controller puts it on the stack as an object that’s not a card the next time a player would receive priority. See rule 117, “Timing and Priority.” The ability becomes the topmost object on the stack. It has the text of the ability that created it, and no other characteristics. It remains on the stack until it’s countered, it resolves, a rule causes it to be removed from the stack, or an effect moves it elsewhere.',
        note: `Today’s words in the 2020-07-03, 2021-09-24, 2023-04-14 and 2024-11-08 files (${IVANCEA('2020-07-03')}, ${IVANCEA('2024-11-08')}).`,
      },
    ],
  },
  {
    meaning: 'RR-TRIGGER-APNAP',
    rule: '603.3b',
    text: 'If multiple abilities have triggered since the last time a player received priority, the abilities are placed on the stack in a two-part process. First, each player, in APNAP order, puts each triggered ability they control with a trigger condition that isn’t another ability triggering on the stack in any order they choose. (See rule 101.4.) Second, each player, in APNAP order, puts all remaining triggered abilities they control on the stack in any order they choose. Then the game once again checks for and performs state-based actions until none are performed, then abilities that triggered during this process go on the stack. This process repeats until no new state-based actions are performed and no abilities trigger. Then the appropriate player gets priority.',
    topic: 'Triggered abilities waiting together go on the stack in APNAP order, each player ordering their own',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        until: '2011-05-01',
        rule: '603.3b',
        text: 'If multiple abilities have triggered since the last time a player received priority, each player, in APNAP order, puts triggered abilities he or she controls on the stack in any order he or she chooses. (See rule 101.4.) Then the game once again checks for and resolves state-based actions until none are performed, then abilities that triggered during this process go on the stack. This process repeats until no new state-based actions are performed and no abilities trigger. Then the appropriate player gets priority.',
        note: `Rule 603.3b in the 2011-02-04 edition (${RAYHIGHTOWER_2011}): in one part, APNAP order, each player ordering their own triggers.`,
      },
      {
        edition: '2011-05-01',
        until: '2016-07-22',
        rule: '603.3b',
        note: 'Still 603.3b; its wording between 2011-02-04 and 2016-07-22 is not quoted in the sources.',
      },
      {
        edition: '2016-07-22',
        until: '2017-09-29',
        rule: '603.3b',
        text: 'If multiple abilities have triggered since the last time a player received priority, each player, in APNAP order, puts triggered abilities he or she controls on the stack in any order he or she chooses. (See rule 101.4.) Then the game once again checks for and resolves state-based actions until none are performed, then abilities that triggered during this process go on the stack. This process repeats until no new state-based actions are performed and no abilities trigger. Then the appropriate player gets priority.',
        note: `The same words in the 2016-07-22 edition (${IVANCEA('2016-07-22')}).`,
      },
      {
        edition: '2017-09-29',
        until: '2020-07-03',
        rule: '603.3b',
        note: 'Still 603.3b (“he or she” became “they” in this span); the editions from 2017-09-29 to 2020-06-01 were not read for it.',
      },
      {
        edition: '2020-07-03',
        until: '2020-08-07',
        rule: '603.3b',
        text: 'If multiple abilities have triggered since the last time a player received priority, each player, in APNAP order, puts triggered abilities they control on the stack in any order they choose. (See rule 101.4.) Then the game once again checks for and resolves state-based actions until none are performed, then abilities that triggered during this process go on the stack. This process repeats until no new state-based actions are performed and no abilities trigger. Then the appropriate player gets priority.',
        note: `Still in one part in the 2020-07-03 edition (${IVANCEA('2020-07-03')}).`,
      },
      {
        edition: '2020-08-07',
        until: '2021-09-24',
        rule: '603.3b',
        note: 'Rewritten as a two-part process (abilities whose trigger condition is another ability triggering go on the stack last) in an edition between 2020-07-03 and 2021-09-24 that was not read; for abilities of the fixture vocabulary (none triggers on an ability triggering) both texts order the triggers alike.',
      },
      {
        edition: '2021-09-24',
        rule: '603.3b',
        text: 'If multiple abilities have triggered since the last time a player received priority, the abilities are placed on the stack in a two-part process. First, each player, in APNAP order, puts each triggered ability they control with a trigger condition that isn’t another ability triggering on the stack in any order they choose. (See rule 101.4.) Second, each player, in APNAP order, puts all remaining triggered abilities they control on the stack in any order they choose. Then the game once again checks for and performs state-based actions until none are performed, then abilities that triggered during this process go on the stack. This process repeats until no new state-based actions are performed and no abilities trigger. Then the appropriate player gets priority.',
        note: `Today’s two-part process in the 2021-09-24, 2023-04-14 and 2024-11-08 files (${IVANCEA('2021-09-24')}, ${IVANCEA('2023-04-14')}, ${IVANCEA('2024-11-08')}).`,
      },
    ],
  },
  {
    meaning: 'RR-TRIGGER-CHOICES',
    rule: '603.3d',
    text: 'The remainder of the process for putting a triggered ability on the stack is identical to the process for casting a spell listed in rules 601.2c–d. If a choice is required when the triggered ability goes on the stack but no legal choices can be made for it, or if a rule or a continuous effect otherwise makes the ability illegal, the ability is simply removed from the stack.',
    topic:
      'Triggered abilities: targets and other choices are made as the ability goes on the stack (601.2c–d); one with no legal choice is removed from the stack. (The APNAP order is 603.3b, RR-TRIGGER-APNAP; the timing is 603.3, RR-TRIGGER-TO-STACK.)',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        until: '2011-05-01',
        rule: '603.3d',
        text: 'The remainder of the process for putting a triggered ability on the stack is identical to the process for casting a spell listed in rules 601.2c-d. If a choice is required when the triggered ability goes on the stack but no legal choices can be made for it, or if a rule or a continuous effect otherwise makes the ability illegal, the ability is simply removed from the stack.',
        note: `Rule 603.3d in the 2011-02-04 edition (${RAYHIGHTOWER_2011}, ASCII hyphen as in that file), word for word as today.`,
      },
      {
        edition: '2011-05-01',
        until: '2016-07-22',
        rule: '603.3d',
        note: 'Still 603.3d; its wording between 2011-02-04 and 2016-07-22 is not quoted in the sources.',
      },
      {
        edition: '2016-07-22',
        rule: '603.3d',
        text: 'The remainder of the process for putting a triggered ability on the stack is identical to the process for casting a spell listed in rules 601.2c–d. If a choice is required when the triggered ability goes on the stack but no legal choices can be made for it, or if a rule or a continuous effect otherwise makes the ability illegal, the ability is simply removed from the stack.',
        note: `Today’s words in the 2016-07-22, 2020-07-03, 2021-09-24 and 2023-04-14 files (${IVANCEA('2016-07-22')}, ${IVANCEA('2020-07-03')}).`,
      },
    ],
  },
  {
    meaning: 'RR-SBA-ZERO-LIFE',
    rule: '704.5a',
    text: 'If a player has 0 or less life, that player loses the game.',
    topic: 'State-based actions: a player with 0 or less life loses the game',
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        until: '2015-01-23',
        rule: '704.5a',
        text: 'If a player has 0 or less life, he or she loses the game.',
        note: `Rule 704.5a with these words in the 2011-02-04, 2011-05-01, 2011-09-30 and 2012-10-01 editions (${RAYHIGHTOWER('2011-02-04')}, ${RAYHIGHTOWER('2012-10-01')}).`,
      },
      {
        edition: '2015-01-23',
        rule: '704.5a',
        note: 'Still 704.5a (the same number in the 2026-08-07 file); its wording between 2012-10-01 and 2026-08-07 (“he or she” became “that player”) is not quoted in the sources.',
      },
    ],
  },
  {
    meaning: 'RR-COMMANDER-DESIGNATION',
    rule: '903.3',
    text: 'Each deck has a legendary card designated as its commander. That card must be either (a) a creature card, (b) a Vehicle card, or (c) a Spacecraft card with one or more power/toughness boxes. This designation is not a characteristic of the object represented by the card; rather, it is an attribute of the card itself. The card retains this designation even when it changes zones.',
    topic: `Commander: the commander designation follows the card through zones (its printed example is not quoted); ${COMMANDER_SCOPE}`,
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        rule: '903.3',
        text: 'Each deck has a legendary creature card designated as its commander. This designation is not a characteristic of the object represented by the card; rather, it is an attribute of the card itself. The card retains this designation even when it changes zones.',
        note: `Rule 903.3 with these words (its example not quoted) in the 2011-02-04 and 2011-05-01 editions (${RAYHIGHTOWER('2011-02-04')}, ${RAYHIGHTOWER('2011-05-01')}), in ${RULESRAKER('2011-06-17')} and ${RULESRAKER('2012-07-01')}, and in the 2015-01-23 and 2016-07-22 editions (${IVANCEA('2015-01-23')}, ${IVANCEA('2016-07-22')}).`,
      },
      {
        edition: '2017-08-25',
        rule: '903.3',
        text: 'Each deck has a legendary creature card designated as its commander. This designation is not a characteristic of the object represented by the card; rather, it is an attribute of the card itself. The card retains this designation even when it changes zones.',
        note: `Rule 903.3 in the 2017-08-25 edition (${IVANCEA('2017-08-25')}; its example not quoted): a legendary creature card, before Vehicles and Spacecraft could be commanders. ${COMMANDER_NUMBERS}`,
      },
      { edition: '2017-09-29', rule: '903.3', note: NOT_QUOTED_AFTER('2017-08-25') },
    ],
  },
  {
    meaning: 'RR-COMMANDER-CONTROLLED',
    rule: '903.3d',
    text: 'If an effect refers to controlling a commander, it refers to a permanent on the battlefield that is a commander. If an effect refers to casting a commander, it refers to a spell that is a commander. If an effect refers to a commander in a specific zone, it refers to a card in that zone that is a commander.',
    topic:
      'Commander: controlling a commander means a commander permanent on the battlefield; not in the 2017-08-25 edition (903.3 has only 903.3a–b there), read in the 2020-07-03 file with the same words as today, the first checked edition that has it (the editions from 2017-09-29 to 2020-06-01 were not checked for it, so it may be older)',
    source: IVANCEA('2026-08-07'),
    since: '2020-07-03',
    history: [],
  },
  {
    meaning: 'RR-COMMANDER-COLOR-IDENTITY',
    rule: '903.4',
    text: 'The Commander variant uses color identity to determine what cards can be in a deck with a certain commander. The color identity of a card is the color or colors of any mana symbols in that card’s mana cost or rules text, plus any colors defined by its characteristic-defining abilities (see rule 604.3) or color indicator (see rule 204).',
    topic: `Commander: color identity (its printed example is not quoted); ${COMMANDER_SCOPE}`,
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2020-11-20',
    scopeReason:
      'The only catalogue card that reads a commander’s color identity is Path of Ancestry, whose approved fixture rests on its 2020-11-10 ruling and so applies from the 2020-11-20 edition; before that no fixture can observe color identity.',
    history: [
      {
        edition: '2011-02-04',
        until: '2011-09-30',
        rule: '903.4',
        text: "The color identity of a deck's commander is the color or colors of any mana symbols in that card's mana cost or rules text, plus any colors defined by the its characteristic-defining abilities (see rule 604.3).",
        note: `Rule 903.4 with these words (“the its” as printed) in the 2011-02-04 and 2011-05-01 editions (${RAYHIGHTOWER('2011-02-04')}, ${RAYHIGHTOWER('2011-05-01')}; ASCII quotes as in those files): the color identity of the commander only.`,
      },
      {
        edition: '2011-09-30',
        until: '2012-10-01',
        rule: '903.4',
        note: `Reworded twice in this span (${RULESRAKER('2011-06-17')} reads “defined by its characteristic-defining abilities”; ${RULESRAKER('2012-07-01')} has today’s words); the 2011-09-30 and 2012-06-01 editions were not read for it.`,
      },
      {
        edition: '2012-10-01',
        until: '2015-01-23',
        rule: '903.4',
        text: "The Commander variant uses color identity to determine what cards can be in a deck with a certain commander. The color identity of a card is the color or colors of any mana symbols in that card's mana cost or rules text, plus any colors defined by its characteristic-defining abilities (see rule 604.3) or color indicator (see rule 204).",
        note: `Rule 903.4 in the 2012-10-01 edition (${RAYHIGHTOWER('2012-10-01')}, ASCII quotes as in that file): the color identity of any card, today’s words.`,
      },
      {
        edition: '2015-01-23',
        rule: '903.4',
        text: 'The Commander variant uses color identity to determine what cards can be in a deck with a certain commander. The color identity of a card is the color or colors of any mana symbols in that card’s mana cost or rules text, plus any colors defined by its characteristic-defining abilities (see rule 604.3) or color indicator (see rule 204).',
        note: `Rule 903.4 with today’s words in the 2015-01-23 and 2016-07-22 editions (${IVANCEA('2015-01-23')}, ${IVANCEA('2016-07-22')}).`,
      },
      {
        edition: '2017-08-25',
        rule: '903.4',
        note: `Rule 903.4 with the same words in the 2017-08-25 and 2020-07-03 editions (${IVANCEA('2017-08-25')}, ${IVANCEA('2020-07-03')}); its subrules were added to later (903.4f, an undefined color identity, is not in either). ${COMMANDER_NUMBERS}`,
      },
    ],
  },
  {
    meaning: 'RR-COMMANDER-STARTING-LIFE',
    rule: '903.7',
    text: 'Once the starting player has been determined, each player sets their life total to 40 and draws a hand of seven cards.',
    topic: `Commander: each player starts at 40 life; ${COMMANDER_SCOPE}`,
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        rule: '903.7',
        text: 'Once the starting player has been determined, each player sets his or her life total to 40 and draws a hand of seven cards.',
        note: `Rule 903.7 with these words in the 2011-02-04, 2011-05-01 and 2012-10-01 editions (${RAYHIGHTOWER('2011-02-04')}, ${RAYHIGHTOWER('2011-05-01')}, ${RAYHIGHTOWER('2012-10-01')}) and in the 2015-01-23 and 2016-07-22 editions (${IVANCEA('2015-01-23')}, ${IVANCEA('2016-07-22')}).`,
      },
      {
        edition: '2017-08-25',
        rule: '903.7',
        text: 'Once the starting player has been determined, each player sets his or her life total to 40 and draws a hand of seven cards.',
        note: `Rule 903.7 in the 2017-08-25 edition (${IVANCEA('2017-08-25')}), with “his or her”. ${COMMANDER_NUMBERS}`,
      },
      { edition: '2017-09-29', rule: '903.7', note: NOT_QUOTED_AFTER('2017-08-25') },
      {
        edition: '2020-07-03',
        rule: '903.7',
        text: 'Once the starting player has been determined, each player sets their life total to 40 and draws a hand of seven cards.',
        note: `The current wording, read in the 2020-07-03 file (${IVANCEA('2020-07-03')}).`,
      },
    ],
  },
  {
    meaning: 'RR-COMMANDER-CAST-FROM-COMMAND-ZONE',
    rule: '903.8',
    text: 'A player may cast a commander they own from the command zone. A commander cast from the command zone costs an additional {2} for each previous time the player casting it has cast it from the command zone that game. This additional cost is informally known as the “commander tax.”',
    topic: `Commander: casting a commander from the command zone, and the commander tax; ${COMMANDER_SCOPE}`,
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2017-08-25',
    scopeReason:
      'Its numbers and words are recorded back to 2011-02-04, but its only approved fixture (a phased-out commander can’t be cast from the command zone) also observes whether the player controls a commander, which rests on 903.3d (indexed from 2020-07-03), so it starts with the Commander fixtures written for Teferi’s Protection (2017-08-25).',
    history: [
      {
        edition: '2011-02-04',
        until: '2015-01-23',
        rule: '903.10',
        text: 'A player may cast a commander he or she owns from the command zone. Doing so costs that player an additional {2} for each previous time he or she cast that commander from the command zone that game.',
        note: `Rule 903.10 with these words in the 2011-02-04, 2011-05-01 and 2012-10-01 editions (${RAYHIGHTOWER('2011-02-04')}, ${RAYHIGHTOWER('2011-05-01')}, ${RAYHIGHTOWER('2012-10-01')}), after 903.8 (the Commander mulligan) and 903.9 (mana of a color outside the commander’s color identity).`,
      },
      {
        edition: '2015-01-23',
        until: '2016-07-22',
        rule: '903.10',
        text: 'A player may cast a commander he or she owns from the command zone. A commander cast from the command zone costs an additional {2} for each previous time the player casting it has cast it from the command zone that game.',
        note: `Rule 903.10 in the 2015-01-23 edition (${IVANCEA('2015-01-23')}), reworded (“A commander cast from the command zone costs …”).`,
      },
      {
        edition: '2016-07-22',
        rule: '903.8',
        text: 'A player may cast a commander he or she owns from the command zone. A commander cast from the command zone costs an additional {2} for each previous time the player casting it has cast it from the command zone that game.',
        note: `903.8 from the 2016-07-22 edition (${IVANCEA('2016-07-22')}), when 903.8 and 903.9 were dropped (see RR-COMMANDER-DAMAGE).`,
      },
      {
        edition: '2017-08-25',
        rule: '903.8',
        text: 'A player may cast a commander he or she owns from the command zone. A commander cast from the command zone costs an additional {2} for each previous time the player casting it has cast it from the command zone that game.',
        note: `Rule 903.8 in the 2017-08-25 edition (${IVANCEA('2017-08-25')}), with “he or she” and without the sentence naming the commander tax. ${COMMANDER_NUMBERS}`,
      },
      { edition: '2017-09-29', rule: '903.8', note: NOT_QUOTED_AFTER('2017-08-25') },
      {
        edition: '2020-07-03',
        rule: '903.8',
        text: 'A player may cast a commander they own from the command zone. A commander cast from the command zone costs an additional {2} for each previous time the player casting it has cast it from the command zone that game. This additional cost is informally known as the “commander tax.”',
        note: `The current wording, read in the 2020-07-03 file (${IVANCEA('2020-07-03')}).`,
      },
    ],
  },
  {
    meaning: 'RR-SBA-COMMANDER-DAMAGE',
    rule: '704.6c',
    text: 'In a Commander game, a player who’s been dealt 21 or more combat damage by the same commander over the course of the game loses the game. See rule 903, “Commander.”',
    topic: `State-based actions: a player dealt 21 or more combat damage by one commander loses; ${COMMANDER_SCOPE}`,
    source: IVANCEA('2026-08-07'),
    history: [
      {
        edition: '2011-02-04',
        until: '2011-05-01',
        rule: '704.5u',
        text: 'In a Commander game, a player that\'s been dealt 21 or more combat damage by the same commander over the course of the game loses the game. See rule 903, "Commander."',
        note: `Rule 704.5u in the 2011-02-04 edition (${RAYHIGHTOWER('2011-02-04')}, ASCII quotes as in that file), between 704.5t (Two-Headed Giant life) and 704.5v (Archenemy).`,
      },
      {
        edition: '2011-05-01',
        until: '2015-01-23',
        rule: '704.5v',
        text: 'In a Commander game, a player that\'s been dealt 21 or more combat damage by the same commander over the course of the game loses the game. See rule 903, "Commander."',
        note: `704.5v from the 2011-05-01 edition on, once the Two-Headed Giant poison rule was inserted as 704.5u: so, with these words, in the 2011-05-01, 2011-09-30 and 2012-10-01 editions (${RAYHIGHTOWER('2011-05-01')}, ${RAYHIGHTOWER('2011-09-30')}, ${RAYHIGHTOWER('2012-10-01')}; ASCII quotes as in those files).`,
      },
      {
        edition: '2015-01-23',
        until: '2017-09-29',
        rule: '704.5v',
        text: SBA_COMMANDER_DAMAGE_2017,
        note: `Rule 704.5v with these words in the 2015-01-23 and 2017-08-25 editions (${IVANCEA('2015-01-23')}, ${IVANCEA('2017-08-25')}), among the variants’ state-based actions at the end of 704.5 (704.5t–u Two-Headed Giant, 704.5w Archenemy, 704.5x Planechase).`,
      },
      {
        edition: '2017-09-29',
        until: '2018-07-13',
        rule: '704.5u',
        text: SBA_COMMANDER_DAMAGE_2017,
        note: `Rule 704.5u in the 2017-09-29 edition (${IVANCEA('2017-09-25')}, the file of that edition): the planeswalker uniqueness rule 704.5j was dropped and the later state-based actions moved up one letter (the legend rule became 704.5j, see RR-LEGEND-RULE).`,
      },
      {
        edition: '2018-07-13',
        until: '2020-07-03',
        rule: '704.5v',
        text: SBA_COMMANDER_DAMAGE_2017,
        note: `Rule 704.5v again once the Saga rule (704.5s) was inserted: so in the 2019-01-25 and 2020-01-24 editions (${IVANCEA('2019-01-25')}, ASCII quotes there; ${IVANCEA('2020-01-22')}); 2018-07-13 is taken as its start, the first edition of the index after Dominaria brought Sagas, and 2020-07-03 as its end (the 2020-04-17 and 2020-06-01 editions were not checked).`,
      },
      {
        edition: '2020-07-03',
        rule: '704.6c',
        text: SBA_COMMANDER_DAMAGE_2017,
        note: `Rule 704.6c in the 2020-07-03 edition (${IVANCEA('2020-07-03')}): the variants’ state-based actions became 704.6a–f, with 704.6d for the commander put into the command zone from a graveyard or exile.`,
      },
      { edition: '2020-08-07', rule: '704.6c', note: NOT_QUOTED_AFTER('2020-07-03') },
    ],
  },
];

/**
 * Combat damage assignment and banding (issue 14: the attacking player's division of a blocked attacker's
 * damage, with trample and, before 2024-11-08, the damage assignment order; the bands Old Fogey's "bands
 * with other Dinosaurs" forms), read in the archives' Comprehensive Rules files. One block, so it merges
 * cleanly with other additions to the lists above.
 */
const RULESRAKER_2009 = 'xremming/rulesraker:archive/txt/2009-07-11.txt';
SEARCHED_RULES.push({
  meaning: 'RR-TRAMPLE',
  rule: '702.19b',
  text: 'The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it. Once all those blocking creatures are assigned lethal damage, any excess damage is assigned as its controller chooses among those blocking creatures and the player, planeswalker, or battle the creature is attacking. When checking for assigned lethal damage, take into account damage already marked on the creature and damage from other creatures that’s being assigned during the same combat damage step, but not any abilities or effects that might change the amount of damage that’s actually dealt. The attacking creature’s controller need not assign lethal damage to all those blocking creatures but in that case can’t assign any damage to the player or planeswalker it’s attacking.',
  topic:
    'Trample: excess damage over lethal to the blockers goes as its controller chooses (its printed examples are not quoted)',
  source: IVANCEA('2026-08-07'),
  fixturesFrom: '2026-08-07',
  scopeReason:
    'Trample was 702.17 in the 2011-02-04 edition and its subrules were re-lettered when trample over planeswalkers was added; the numbers and wording in between are not recorded, so the suite checks it from the edition of the current text (as for 702.19d).',
  history: [
    {
      edition: '2011-02-04',
      rule: '702.17b',
      note: `Rule 702.17b in the 2011-02-04 edition (${RAYHIGHTOWER_2011}; see RR-TRAMPLE-NO-BLOCKERS); when it became 702.19b is not recorded, so 702.17b is taken to run until the edition of the current text. ${NOT_QUOTED_AFTER('2011-02-04')}`,
    },
    { edition: '2011-05-01', rule: '702.17b', note: NOT_QUOTED_AFTER('2011-02-04') },
  ],
});
HISTORICAL_RULES.push({
  meaning: 'RR-DAMAGE-ASSIGNMENT-ORDER',
  rule: '509.2',
  edition: '2009-07-11',
  until: '2024-11-08',
  text: "Second, for each attacking creature that's become blocked by multiple creatures, the active player announces its damage assignment order among the blocking creatures. This turn-based action doesn't use the stack. (During the combat damage step, an attacking creature can't assign combat damage to a creature that's blocking it unless each creature ahead of that blocking creature in its order is assigned lethal damage.)",
  source: RULESRAKER_2009,
  topic: `Declare blockers step: the damage assignment order, as the Magic 2010 rules worded it (ASCII quotes as in that file; its example not quoted). Still 509.2, reworded (“for each attacking creature that’s become blocked, the active player announces that creature’s damage assignment order, which consists of the creatures blocking it in an order of that player’s choice”), in the 2024-09-20 edition (${IVANCEA('2024-09-17')}); gone in the 2024-11-08 edition (${IVANCEA('2024-11-08')}), whose 510.1c divides a blocked creature’s damage “as its controller chooses” among its blockers`,
});

/**
 * Banding's subrules that Old Fogey's "bands with other Dinosaurs" reaches (702.22c, d, f, h, j, k today). Read
 * in the 2026-08-07 and 2015-01-23 files; banding sits four rules before phasing in every edition read
 * (rampage, cumulative upkeep and flanking between), so its number follows the phasing rule's: 702.19
 * while phasing is 702.23, 702.20 while it is 702.24, 702.21 while it is 702.25 (read: 2015-01-23, the
 * same letters as today), 702.22 since ward was inserted as 702.21 (2021-04-22). Only the 2015-01-23
 * numbers and text are read before today, so fixtures check banding from that edition on.
 */
const BANDING_SINCE_READ =
  'Banding was read in the 2015-01-23 edition (702.21, the same letters as today) and the 2026-08-07 one; its numbers before 2015-01-23 are inferred from the phasing rule’s and its wording then is not quoted, so the suite checks it from 2015-01-23 on.';
function bandingRule(meaning, letter, text, text2015, topic) {
  return {
    meaning,
    rule: `702.22${letter}`,
    text,
    topic: `Banding: ${topic}`,
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2015-01-23',
    scopeReason: BANDING_SINCE_READ,
    history: [
      {
        edition: '2011-02-04',
        until: '2011-09-30',
        rule: `702.19${letter}`,
        note: 'Inferred: banding is four rules before phasing, which is 702.23 in these editions; not read.',
      },
      {
        edition: '2011-09-30',
        until: '2015-01-23',
        rule: `702.20${letter}`,
        note: 'Inferred: banding is four rules before phasing, which is 702.24 in these editions; not read.',
      },
      {
        edition: '2015-01-23',
        until: '2021-04-22',
        rule: `702.21${letter}`,
        text: text2015,
        note: `Rule 702.21${letter} in the 2015-01-23 edition (${IVANCEA('2015-01-23')}); taken to keep its number until ward was inserted as 702.21 in the 2021-04-22 edition (the phasing rule moved from 702.25 to 702.26 then). ${NOT_QUOTED_AFTER('2015-01-23')}`,
      },
      {
        edition: '2021-04-22',
        rule: `702.22${letter}`,
        note: `Renumbered 702.22${letter} when ward was inserted as 702.21. ${NOT_QUOTED_AFTER('2015-01-23')}`,
      },
    ],
  };
}
SEARCHED_RULES.push(
  bandingRule(
    'RR-BANDING-DECLARE',
    'c',
    'As a player declares attackers, they may declare that one or more attacking creatures with banding and up to one attacking creature without banding (even if it has “bands with other”) are all in a “band.” They may also declare that one or more attacking [quality] creatures with “bands with other [quality]” and any number of other attacking [quality] creatures are all in a band. A player may declare as many attacking bands as they want, but each creature may be a member of only one of them. (Defending players can’t declare bands but may use banding in a different way; see rule 702.22j.)',
    'As a player declares attackers, he or she may declare that one or more attacking creatures with banding and up to one attacking creature without banding (even if it has “bands with other”) are all in a “band.” He or she may also declare that one or more attacking [quality] creatures with “bands with other [quality]” and any number of other attacking [quality] creatures are all in a band. A player may declare as many attacking bands as he or she wants, but each creature may be a member of only one of them. (Defending players can’t declare bands but may use banding in a different way; see rule 702.21j.)',
    'declaring attacking bands',
  ),
  bandingRule(
    'RR-BANDING-SAME-TARGET',
    'd',
    'All creatures in an attacking band must attack the same player, planeswalker, or battle.',
    'All creatures in an attacking band must attack the same player or planeswalker.',
    'a band attacks one player, planeswalker, or battle',
  ),
  bandingRule(
    'RR-BANDING-REMOVED-FROM-COMBAT',
    'f',
    'An attacking creature that’s removed from combat is also removed from the band it was in.',
    'An attacking creature that’s removed from combat is also removed from the band it was in.',
    'a creature removed from combat leaves its band',
  ),
  bandingRule(
    'RR-BANDING-BLOCKED-TOGETHER',
    'h',
    'If an attacking creature becomes blocked by a creature, each other creature in the same band as the attacking creature becomes blocked by that same blocking creature.',
    'If an attacking creature becomes blocked by a creature, each other creature in the same band as the attacking creature becomes blocked by that same blocking creature.',
    'a band is blocked together (its printed example is not quoted)',
  ),
  bandingRule(
    'RR-BANDING-DEFENDER-DIVIDES',
    'j',
    'During the combat damage step, if an attacking creature is being blocked by a creature with banding, or by both a [quality] creature with “bands with other [quality]” and another [quality] creature, the defending player (rather than the active player) chooses how the attacking creature’s damage is assigned. That player can divide that creature’s combat damage as they choose among any creatures blocking it. This is an exception to the procedure described in rule 510.1c.',
    'During the combat damage step, if an attacking creature is being blocked by a creature with banding, or by both a [quality] creature with “bands with other [quality]” and another [quality] creature, the defending player (rather than the active player) chooses how the attacking creature’s damage is assigned. That player can divide that creature’s combat damage as he or she chooses among any number of creatures blocking it. This is an exception to the procedure described in rule 510.1c.',
    'the defending player divides the damage of an attacker its banding group blocks',
  ),
  bandingRule(
    'RR-BANDING-ATTACKER-DIVIDES',
    'k',
    'During the combat damage step, if a blocking creature is blocking a creature with banding, or both a [quality] creature with “bands with other [quality]” and another [quality] creature, the active player (rather than the defending player) chooses how the blocking creature’s damage is assigned. That player can divide that creature’s combat damage as they choose among any creatures it’s blocking. This is an exception to the procedure described in rule 510.1d.',
    'During the combat damage step, if a blocking creature is blocking a creature with banding, or both a [quality] creature with “bands with other [quality]” and another [quality] creature, the active player (rather than the defending player) chooses how the blocking creature’s damage is assigned. That player can divide that creature’s combat damage as he or she chooses among any number of creatures it’s blocking. This is an exception to the procedure described in rule 510.1d.',
    'the active player divides the damage of a creature blocking its band',
  ),
);

/**
 * Casting and activation checks the reference engine makes that fixtures pin (issue 12: the rejections
 * stack.ts's surviving mutants needed), read in the 2026-08-07 file (205.4e also in the 2018-07-13 one).
 * One block, so it merges cleanly with other additions to the lists above.
 */
const ONLY_TODAY_READ = (rule) =>
  `The sources quote ${rule} only as it reads today; its number and wording in older editions were not read, so the suite checks it from the edition of the current text.`;
SEARCHED_RULES.push({
  meaning: 'RR-TARGETS',
  rule: '601.2c',
  text: 'The player announces their choice of an appropriate object or player for each target the spell requires. A spell may require some targets only if an alternative or additional cost (such as a kicker cost) or a particular mode was chosen for it; otherwise, the spell is cast as though it did not require those targets. Similarly, a spell may require alternative targets only if an alternative or additional cost was chosen for it. If the spell has a variable number of targets, the player announces how many targets they will choose before they announce those targets. In some cases, the number of targets will be defined by the spell’s text. Once the number of targets the spell has is determined, that number doesn’t change, even if the information used to determine the number of targets does. The same target can’t be chosen multiple times for any one instance of the word “target” on the spell. However, if the spell uses the word “target” in multiple places, the same object or player can be chosen once for each instance of the word “target” (as long as it fits the targeting criteria). If any effects say that an object or player must be chosen as a target, the player chooses targets so that they obey the maximum possible number of such effects without violating any rules or effects that say that an object or player can’t be chosen as a target. The chosen objects and/or players each become a target of that spell. (Any abilities that trigger when those objects and/or players become the target of a spell trigger at this point; they’ll wait to be put on the stack until the spell has finished being cast.)',
  topic:
    'Casting spells: an appropriate object or player for each target the spell requires (its printed example is not quoted)',
  source: IVANCEA('2026-08-07'),
  fixturesFrom: '2026-08-07',
  scopeReason: ONLY_TODAY_READ('601.2c'),
  history: [],
});
SEARCHED_RULES.push({
  meaning: 'RR-LEGENDARY-SPELL',
  rule: '205.4e',
  text: 'Any instant or sorcery spell with the supertype “legendary” is subject to a casting restriction. A player can’t cast a legendary instant or sorcery spell unless that player controls a legendary creature or a legendary planeswalker.',
  topic:
    'Supertypes: a legendary instant or sorcery is cast only by a player who controls a legendary creature or planeswalker',
  source: IVANCEA('2026-08-07'),
  since: '2018-07-13',
  history: [
    {
      edition: '2018-07-13',
      rule: '205.4e',
      text: 'Any instant or sorcery spell with the supertype “legendary” is subject to a casting restriction. A player can’t cast a legendary instant or sorcery spell unless that player controls a legendary creature or a legendary planeswalker.',
      note: `Rule 205.4e in the 2018-07-13 edition (${IVANCEA('2018-07-13')}), today’s words. Legendary instants and sorceries came with Dominaria (April 2018), between the 2017-09-29 and 2018-07-13 editions of the index, so the rule is counted from 2018-07-13. ${NOT_QUOTED_AFTER('2018-07-13')}`,
    },
  ],
});

SEARCHED_RULES.push(
  {
    meaning: 'RR-ACTIVATE',
    rule: '602.2',
    text: 'To activate an ability is to put it onto the stack and pay its costs, so that it will eventually resolve and have its effect. Only an object’s controller (or its owner, if it doesn’t have a controller) can activate its activated ability unless the object specifically says otherwise. Activating an ability follows the steps listed below, in order. If, at any point during the activation of an ability, a player is unable to comply with any of those steps, the activation is illegal; the game returns to the moment before that ability started to be activated (see rule 733, “Handling Illegal Actions”). Announcements and payments can’t be altered after they’ve been made.',
    topic:
      'Activating abilities: only an object’s controller activates its abilities, and an activation that breaks a step is illegal',
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2026-08-07',
    scopeReason: ONLY_TODAY_READ('602.2'),
    history: [],
  },
  {
    meaning: 'RR-TAP-ABILITY-SICKNESS',
    rule: '602.5a',
    text: 'A creature’s activated ability with the tap symbol ({T}) or the untap symbol ({Q}) in its activation cost can’t be activated unless the creature has been under its controller’s control since the start of their most recent turn. Ignore this rule for creatures with haste (see rule 702.10).',
    topic:
      'Activating abilities: a creature’s {T} ability needs continuous control since its controller’s turn began, unless it has haste',
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2026-08-07',
    scopeReason: ONLY_TODAY_READ('602.5a'),
    history: [],
  },
  {
    meaning: 'RR-LOYALTY-TIMING',
    rule: '606.3',
    text: 'A player may activate a loyalty ability of a permanent they control any time they have priority and the stack is empty during a main phase of their turn, but only if no player has previously activated a loyalty ability of that permanent that turn.',
    topic: 'Loyalty abilities: at sorcery speed, and one per permanent each turn',
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2026-08-07',
    scopeReason: ONLY_TODAY_READ('606.3'),
    history: [],
  },
  {
    meaning: 'RR-DFC-FRONT-FACE',
    rule: '712.8d',
    text: 'While a double-faced permanent has its front face up, it has only the characteristics of its front face.',
    topic:
      'Double-faced cards: a permanent with its front face up has only its front face’s characteristics, abilities included',
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2026-08-07',
    scopeReason: ONLY_TODAY_READ('712.8d'),
    history: [],
  },
);

SEARCHED_RULES.push({
  meaning: 'RR-CLEANUP-NO-PRIORITY',
  rule: '514.3',
  text: 'Normally, no player receives priority during the cleanup step, so no spells can be cast and no abilities can be activated. However, this rule is subject to the following exception:',
  topic:
    'Cleanup step: normally no player receives priority, so no spells are cast and no abilities activated (its exception, 514.3a, is not quoted)',
  source: IVANCEA('2026-08-07'),
  fixturesFrom: '2026-08-07',
  scopeReason: ONLY_TODAY_READ('514.3'),
  history: [],
});

SEARCHED_RULES.push({
  meaning: 'RR-COPY-CEASES',
  rule: '707.10a',
  text: 'If a copy of a spell is in a zone other than the stack, it ceases to exist. If a copy of a card is in any zone other than the stack or the battlefield, it ceases to exist. These are state-based actions. See rule 704.',
  topic: 'Copying spells: a copy of a spell that leaves the stack ceases to exist',
  source: IVANCEA('2026-08-07'),
  fixturesFrom: '2026-08-07',
  scopeReason: ONLY_TODAY_READ('707.10a'),
  history: [],
});

SEARCHED_RULES.push({
  meaning: 'RR-MANA-SPENT',
  rule: '106.6',
  text: 'Some spells or abilities that produce mana restrict how that mana can be spent, have an additional effect that affects the spell or ability that mana is spent on, or create a delayed triggered ability (see rule 603.7a) that triggers when that mana is spent. This doesn’t affect the mana’s type.',
  topic:
    'Mana: restrictions, additional effects and delayed triggers attached to mana as it is spent (its printed example is not quoted)',
  source: IVANCEA('2026-08-07'),
  fixturesFrom: '2026-08-07',
  scopeReason: ONLY_TODAY_READ('106.6'),
  history: [],
});

/**
 * Turn-structure and keyword-action rules the turn and game modules' surviving mutants needed (issue 12):
 * nobody skips the first draw in a game of three or more players, and an exchange of life totals.
 */
SEARCHED_RULES.push(
  {
    meaning: 'RR-MULTIPLAYER-FIRST-DRAW',
    rule: '103.8c',
    text: 'In all other multiplayer games, no player skips the draw step of their first turn.',
    topic:
      'Starting the game: in a multiplayer game other than Two-Headed Giant nobody skips the draw step of their first turn (after 103.8a, two players, and 103.8b, Two-Headed Giant)',
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2026-08-07',
    scopeReason: ONLY_TODAY_READ('103.8c'),
    history: [],
  },
  {
    meaning: 'RR-EXCHANGE-LIFE',
    rule: '701.12c',
    text: 'When life totals are exchanged, each player gains or loses the amount of life necessary to equal the other player’s previous life total. Replacement effects may modify these gains and losses, and triggered abilities may trigger on them. A player who can’t gain life can’t be given a higher life total this way, and a player who can’t lose life can’t be given a lower life total this way (see rules 119.7–8).',
    topic: 'Exchange: exchanging life totals, each player gains or loses life to equal the other’s previous total',
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2026-08-07',
    scopeReason: ONLY_TODAY_READ('701.12c'),
    history: [],
  },
);

/**
 * Combat checks the reference engine makes that fixtures pin (issue 12: the rejections and assignments
 * combat.ts's surviving mutants needed), read in the 2026-08-07 file. One block, so it merges cleanly.
 */
SEARCHED_RULES.push(
  {
    meaning: 'RR-DEFENDER',
    rule: '702.3b',
    text: 'A creature with defender can’t attack.',
    topic: 'Defender: a creature with defender can’t attack',
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2026-08-07',
    scopeReason: ONLY_TODAY_READ('702.3b'),
    history: [],
  },
  {
    meaning: 'RR-FLYING',
    rule: '702.9b',
    text: 'A creature with flying can’t be blocked except by creatures with flying and/or reach. A creature with flying can block a creature with or without flying. (See rule 509, “Declare Blockers Step,” and rule 702.17, “Reach.”)',
    topic: 'Flying: blocked only by creatures with flying and/or reach; a flyer can block any creature',
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2026-08-07',
    scopeReason: ONLY_TODAY_READ('702.9b'),
    history: [],
  },
  {
    meaning: 'RR-COMBAT-PLAYERS',
    rule: '506.2',
    text: 'During the combat phase, the active player is the attacking player; creatures that player controls may attack. During the combat phase of a two-player game, the nonactive player is the defending player; that player, planeswalkers they control, and battles they protect may be attacked.',
    topic:
      'Combat phase: the active player’s creatures attack; in a two-player game the nonactive player, their planeswalkers and battles may be attacked',
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2026-08-07',
    scopeReason: ONLY_TODAY_READ('506.2'),
    history: [],
  },
  {
    meaning: 'RR-COMBAT-CREATURES-ONLY',
    rule: '506.3',
    text: 'Only a creature can attack or block. Only a player, a planeswalker, or a battle can be attacked.',
    topic: 'Combat phase: only creatures attack or block; only a player, planeswalker or battle is attacked',
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2026-08-07',
    scopeReason: ONLY_TODAY_READ('506.3'),
    history: [],
  },
  {
    meaning: 'RR-DECLARE-ATTACKERS',
    rule: '508.1',
    text: 'First, the active player declares attackers. This turn-based action doesn’t use the stack. To declare attackers, the active player follows the steps below, in order. If at any point during the declaration of attackers, the active player is unable to comply with any of the steps listed below, the declaration is illegal; the game returns to the moment before the declaration (see rule 733, “Handling Illegal Actions”).',
    topic:
      'Declare attackers step: attackers are declared first, as a turn-based action; a declaration that can’t follow the steps is illegal and undone',
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2026-08-07',
    scopeReason: ONLY_TODAY_READ('508.1'),
    history: [],
  },
  {
    meaning: 'RR-ATTACKERS-CHOSEN',
    rule: '508.1a',
    text: 'The active player chooses which creatures that they control, if any, will attack. The chosen creatures must be untapped, they can’t also be battles, and each one must either have haste or have been controlled by the active player continuously since the turn began.',
    topic:
      'Declare attackers step: the active player chooses untapped creatures they control, each with haste or controlled since the turn began',
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2026-08-07',
    scopeReason: ONLY_TODAY_READ('508.1a'),
    history: [],
  },
  {
    meaning: 'RR-DECLARE-BLOCKERS-STEP',
    rule: '509.1',
    text: 'First, the defending player declares blockers. This turn-based action doesn’t use the stack. To declare blockers, the defending player follows the steps below, in order. If at any point during the declaration of blockers, the defending player is unable to comply with any of the steps listed below, the declaration is illegal; the game returns to the moment before the declaration (see rule 733, “Handling Illegal Actions”).',
    topic:
      'Declare blockers step: blockers are declared first, as a turn-based action; a declaration that can’t follow the steps is illegal and undone',
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2026-08-07',
    scopeReason: ONLY_TODAY_READ('509.1'),
    history: [],
  },
  {
    meaning: 'RR-DECLARE-BLOCKERS',
    rule: '509.1a',
    text: 'The defending player chooses which creatures they control, if any, will block. The chosen creatures must be untapped and they can’t also be battles. For each of the chosen creatures, the defending player chooses one creature for it to block that’s attacking that player, a planeswalker they control, or a battle they protect.',
    topic:
      'Declare blockers step: untapped creatures are chosen to block, each one creature attacking that player or what they control or protect',
    source: IVANCEA('2026-08-07'),
    fixturesFrom: '2026-08-07',
    scopeReason: ONLY_TODAY_READ('509.1a'),
    history: [],
  },
);

/**
 * Official rulings the shared notes do not have, read on a card database page that lists the Gatherer
 * rulings with their date (issue 14 item 6). Each is added to its card, which is then marked as having
 * a partial ruling list.
 */
const EXTRA_RULINGS = {
  'Gallifrey Falls // No More': [
    {
      date: '2023-10-13',
      text: 'If you cast both halves of this spell fused, the targeted creatures will be dealt 4 damage first and then be phased out, even if they had less than 4 toughness. Any abilities that trigger based on those creatures being dealt damage will trigger.',
      source: 'https://www.dumb-dragon.com/cards/id/a15c30fe-fe57-4551-ace5-42e5568809b3',
    },
  ],
};

/** Ruling hashes whose text states nothing observable in play. Every other ruling is testable. */
const UNTESTABLE = {
  '20574a33ec5c0383':
    'Section heading inserted among the Gatherer rulings (“The following rulings focus on the “protection from” keyword”); it states no rule.',
  '8e8d64f7ccb701e9':
    'Section heading inserted among the Gatherer rulings (“… what it means if your life total can’t change”); it states no rule.',
  '6770853b7245ce96':
    'Section heading inserted among the Gatherer rulings (“… the phasing keyword”); it states no rule.',
  b0af04fce3c9ec7d:
    'Explains how to recognise an activated ability in card text (a colon); it states no game behaviour of its own.',
  '49913eddd9d8bf6f':
    'Not observable with the catalogue: no card in it replaces a life gain or loss with an event other than another life change (which a life total that can’t change stops anyway), so no fixture can tell an engine that applies such a replacement from one that does not. Testing it needs a card that turns gained or lost life into cards, counters or tokens.',
};

/** §5 entries whose main answer rests on [DERIVED] reasoning, and derived parts of official entries. */
const INTERACTION_STATUS = {
  8: { status: 'derived' },
  10: { status: 'derived' },
  11: {
    status: 'official',
    derivedParts:
      'That unpreventable combat damage from a commander, while your life total can’t change, still counts as commander damage for 903.10a is DERIVED (from the Teferi’s Protection ruling that such damage “has any other effects” and can be seen by triggers and effects).',
  },
  12: {
    status: 'official',
    derivedParts:
      'The consequence that phasing out a creature with lethal damage marked, before state-based actions are checked, saves it is DERIVED (see Gallifrey Falls // No More in rules-and-rulings §4.4).',
  },
  18: {
    status: 'official',
    derivedParts:
      'That a permanent phasing out and back in before resolution is still the same object and a legal target is DERIVED/historical (Ertai’s Meddling ruling 2004-10-04 and the 2005 rule 502.15n).',
  },
};

const GH = (repo, kind, id) => `https://github.com/${repo}/${kind}/${id}`;
/** engines.md §13 and §14 entries: what is not parsed from the bullets. */
const BUGS = {
  'B-01': {
    section: '§13 A',
    engine: 'XMage',
    url: GH('magefree/mage', 'issues', 3897),
    date: '2017-08-29',
    status: 'closed',
    rules: ['702.26b', '608.2b'],
    summary:
      "After Teferi's Protection phased out the Glacial Chasm targeted by Acidic Slime's enters trigger, the trigger still destroyed the Chasm.",
  },
  'B-03': {
    section: '§13 A',
    engine: 'XMage',
    url: GH('magefree/mage', 'issues', 1815),
    relatedUrls: [GH('magefree/mage', 'commit', 'f688980')],
    date: '2016-04-07',
    status: 'fixed',
    rules: ['702.26b', '702.26d'],
    summary:
      'Phyrexian Dreadnought, phased out in response to its own enters trigger, was still sacrificed when the trigger resolved.',
  },
  'B-05': {
    section: '§13 A',
    engine: 'XMage',
    url: GH('magefree/mage', 'issues', 8213),
    date: '2021-09-04',
    status: 'fixed',
    rules: ['702.26b'],
    summary:
      "Acererak, phased out in response to its enters trigger, was still returned to its owner's hand (or the command zone).",
  },
  'B-07': {
    section: '§13 A',
    engine: 'XMage',
    url: GH('magefree/mage', 'issues', 8549),
    relatedUrls: [GH('magefree/mage', 'commit', '75c8876')],
    date: '2022-01-12',
    status: 'fixed',
    rules: ['702.26b'],
    summary: 'A Class enchantment phased out in response to its level-up ability still gained the level.',
  },
  'B-09': {
    section: '§13 A',
    engine: 'XMage',
    url: GH('magefree/mage', 'issues', 14030),
    relatedUrls: [GH('magefree/mage', 'issues', 15595), GH('magefree/mage', 'commit', '9fce217')],
    date: '2025-10-17',
    status: 'fixed',
    rules: ['702.26b'],
    summary: 'The warp end-step trigger still exiled a warped creature that had phased out.',
  },
  'B-11': {
    section: '§13 A',
    engine: 'phase.rs',
    url: GH('phase-rs/phase', 'issues', 7884),
    date: '2026-08-25',
    status: 'open',
    rules: ['702.26b', '608.2b'],
    summary:
      'King of the Oathbreakers was destroyed by a spell that targeted it, instead of phasing out through its own trigger so that the spell had no legal target.',
  },
  'B-13': {
    section: '§13 C',
    engine: 'XMage',
    url: GH('magefree/mage', 'issues', 12058),
    relatedUrls: [GH('magefree/mage', 'commit', '5c9d1cd')],
    date: '2024-04-03',
    status: 'fixed',
    rules: ['702.26b'],
    summary: "A phased-out commander still counted for Deflecting Swat's “if you control a commander” free cast.",
  },
  'B-15': {
    section: '§13 C',
    engine: 'XMage',
    url: GH('magefree/mage', 'commit', 'fb2d367'),
    date: '2014-11-23',
    status: 'fixed',
    rules: ['702.26a', '702.26b'],
    summary:
      "Permanents with phasing didn't phase out in their controller's untap step, and phased-out permanents still counted as being on the battlefield.",
    expected:
      "Permanents with phasing phase out, and phased-out permanents phase in, in their controller's untap step (702.26a); phased-out permanents are not counted (702.26b).",
  },
  'B-17': {
    section: '§13 C',
    engine: 'phase.rs',
    url: GH('phase-rs/phase', 'issues', 2591),
    relatedUrls: [GH('phase-rs/phase', 'pull', 2649)],
    date: '2026-06-07',
    status: 'fixed',
    rules: ['702.26b'],
    summary: 'Domain counted the basic land type of a phased-out land.',
  },
  'B-18': {
    section: '§13 C',
    engine: 'phase.rs',
    url: GH('phase-rs/phase', 'pull', 2596),
    relatedUrls: [GH('phase-rs/phase', 'issues', 2595), GH('phase-rs/phase', 'pull', 2609)],
    date: '2026-06-07',
    status: 'fixed',
    rules: ['702.26b'],
    summary:
      '“You control a creature with [keyword]”, “you control N or more [subtype]”, total-power and “you control your commander” checks counted phased-out permanents, so gated activations and casts were allowed.',
  },
  'B-20': {
    section: '§13 D',
    engine: 'XMage',
    url: GH('magefree/mage', 'commit', 'c5718e3'),
    date: '2015-08-25',
    status: 'fixed',
    rules: ['702.26g'],
    summary:
      'Fireshrieker, equipped to Taniwha, stayed visible (apparently attached to another permanent) when Taniwha phased out.',
  },
  'B-22': {
    section: '§13 D',
    engine: 'XMage',
    url: GH('magefree/mage', 'issues', 8196),
    relatedUrls: [GH('magefree/mage', 'commit', 'a2d3463')],
    date: '2021-09-02',
    status: 'fixed',
    rules: ['702.26g'],
    summary: "Robe of Stars' Astral Projection phased the Equipment itself out instead of the equipped creature.",
  },
  'B-24': {
    section: '§13 D',
    engine: 'phase.rs',
    url: GH('phase-rs/phase', 'issues', 1792),
    date: '2026-06-01',
    status: 'fixed',
    rules: ['702.26h'],
    summary:
      'A mass phase-out (Teferi’s Protection) upgraded an Aura or Equipment that had already phased out indirectly with its host to phasing out directly.',
  },
  'B-26': {
    section: '§13 D',
    engine: 'Forge',
    url: GH('Card-Forge/forge', 'issues', 1976),
    date: '2022-11-27',
    status: 'closed',
    rules: ['702.26i', '702.103g'],
    summary:
      'A directly phased-out bestowed Aura whose host left the battlefield stopped being bestowed while still phased out, instead of when it phased in unattached.',
  },
  'B-28': {
    section: '§13 E',
    engine: 'Forge',
    url: GH('Card-Forge/forge', 'issues', 3511),
    date: '2023-07-22',
    status: 'closed',
    rules: ['702.26a', '702.26f', '611.2b'],
    summary:
      "With a creature stolen by a tapped Vedalken Shackles, Teferi's Protection returned the creature to its owner's battlefield and it phased in during the owner's turn instead of the Shackles controller's.",
    notes:
      'The reporter expected to keep the creature; the rules say otherwise (the “for as long as” effect ends when the Shackles phase out, 702.26f). engines.md infers the control outcome after phase-in and asks fixtures to assert the timing; no ruling is cited for this exact case.',
  },
  'B-30': {
    section: '§13 F',
    engine: 'XMage',
    url: GH('magefree/mage', 'issues', 8295),
    date: '2021-09-19',
    status: 'closed',
    rules: ['610.4', '610.4a'],
    summary:
      'Creatures phased out “until Out of Time leaves the battlefield” phased in at their controller’s next upkeep instead of immediately when Out of Time was flickered.',
    notes:
      "engines.md cites the card's Oracle text and “compare 610.3”; the rule for “phase out until” effects is 610.4 (since 2020-08-07).",
  },
  'B-32': {
    section: '§13 F',
    engine: 'XMage',
    url: GH('magefree/mage', 'issues', 6916),
    relatedUrls: [GH('magefree/mage', 'pull', 8942)],
    date: '2020-07-31',
    status: 'fixed',
    rules: ['610.4', '702.26c'],
    summary:
      'Oubliette tapped the creature as it phased out, and “becomes tapped” abilities triggered, instead of tapping it as it phases in.',
  },
  'B-34': {
    section: '§13 G',
    engine: 'XMage',
    url: GH('magefree/mage', 'issues', 3972),
    date: '2017-09-12',
    status: 'closed',
    rules: ['702.26d'],
    summary: "Ramoz phased back in without the +1/+1 counters it had when Teferi's Protection phased it out.",
  },
  'B-36': {
    section: '§13 H',
    engine: 'XMage',
    url: GH('magefree/mage', 'commit', '5c9705c'),
    date: '2015-08-06',
    status: 'fixed',
    rules: ['702.26a'],
    summary: "Teferi's Realm phased out only the choosing player's permanents of the chosen type.",
  },
  'B-38': {
    section: '§13 H',
    engine: 'phase.rs',
    url: GH('phase-rs/phase', 'issues', 2907),
    date: '2026-06-10',
    status: 'closed',
    rules: ['702.26b'],
    summary: "Teferi's Protection asked for a single target and phased out only that permanent.",
    expected: 'Every permanent its controller controls phases out, untargeted and simultaneously (card text).',
  },
  'B-40': {
    section: '§13 I',
    engine: 'XMage',
    url: GH('magefree/mage', 'issues', 10634),
    relatedUrls: [GH('magefree/mage', 'pull', 10747)],
    date: '2023-07-16',
    status: 'fixed',
    rules: ['702.26a'],
    summary:
      "In a three-player game the engine froze at the end step before the controller's turn when Spirits phased out by King of the Oathbreakers were due to phase in (a crash in the phase-in trigger).",
  },
  'B-42': {
    section: '§13 J',
    engine: 'phase.rs',
    url: GH('phase-rs/phase', 'pull', 3608),
    relatedUrls: [GH('phase-rs/phase', 'issues', 2877)],
    date: '2026-06-17',
    status: 'rejected',
    rules: ['702.26b', '702.26e'],
    summary:
      'Reported: Lumra, Bellow of the Woods (characteristic-defining P/T) became 0/0 and died while phased out. Not reproducible; the maintainers hold that no state-based action affects a phased-out permanent.',
    expected:
      'A phased-out permanent keeps its last power and toughness and no state-based action puts it into a graveyard (a good negative fixture).',
  },
  'B-44': {
    section: '§13 J',
    engine: 'phase.rs',
    url: GH('phase-rs/phase', 'issues', 3668),
    date: '2026-06-17',
    status: 'open',
    rules: [],
    summary: "Undo across Teferi's Protection did not work as the user expected.",
    expected: 'Nothing rules-related: undo is a client feature.',
    usable: { unusable: 'Client UX (undo), not a rules question; engines.md says to exclude it.' },
  },
  'D-1': {
    section: '§6 (referenced as a divergence; not listed in §14)',
    engine: 'council4',
    source: 'natefinch/council4 (Go unit test TestCleanupStepPreservesMarkedDamageOnPhasedOutPermanent)',
    rules: ['514.2'],
    summary:
      "council4's own test asserts that damage marked on a phased-out permanent is kept through the cleanup step.",
    expected: 'The cleanup step removes damage marked on every permanent, phased-out ones included (514.2).',
  },
  'D-2': {
    section: '§14',
    engine: 'Wagic',
    source: 'WagicProject/wagic:projects/mtg/src/GameObserver.cpp',
    rules: ['702.26a', '702.26i'],
    summary:
      "Phase-in keys on the permanent's current controller, and attachments copy their host's phased flag at every check, so a directly phased-out Aura or Equipment can't be represented.",
    expected:
      'A permanent phases in during the untap step of the player who controlled it when it phased out (702.26a), and a directly phased-out attachment is tracked apart from its host (702.26i).',
  },
  'D-3': {
    section: '§14',
    engine: 'XMage',
    source: 'magefree/mage:Mage/src/main/java/mage/players/PlayerImpl.java',
    rules: ['702.26a', '702.26h'],
    summary:
      'The untap-step phasing skips a permanent with phasing that is attached to a permanent its controller controls, even when the host has no phasing (so it never phases out).',
    expected:
      'Every phased-in permanent with phasing that the active player controls phases out (702.26a); only an object that would phase out directly and indirectly at once is reduced to indirect (702.26h).',
  },
  'D-4': {
    section: '§14',
    engine: 'phase.rs',
    source: 'phase-rs/phase:crates/engine/src/game/phasing.rs',
    rules: ['702.26a', '702.26g', '702.26h'],
    summary:
      'Phase-in candidates use the current controller instead of a stored “phased out under” player, the 702.26h inversion of B-24 is still present in the snapshot read, and the attachment cascade keys on Enchantment/Artifact instead of Aura/Equipment/Fortification.',
    expected:
      'Phase-in follows the player the permanent phased out under (702.26a); attachments of a phasing host phase out indirectly (702.26g, 702.26h).',
  },
  'D-5': {
    section: '§14',
    engine: 'Argentum',
    source: 'wingedsheep/argentum-engine',
    rules: ['702.26a', '702.26g'],
    summary:
      'No phasing keyword at all, and attachments phase in through their own controller stamp rather than with their host, so a host that can’t phase in would not hold its Aura back (inferred).',
    expected:
      'Permanents with phasing phase out and in during untap steps (702.26a), and an indirectly phased-out attachment phases in only with its host (702.26g).',
  },
  'D-6': {
    section: '§14',
    engine: 'MTGEDH',
    source: 'A2152225/MTGEDH:rules-engine/src/keywordAbilities/phasing.ts',
    rules: ['702.26g', '702.26j', '603.10b'],
    summary:
      'Declares that indirect phasing does not cause “phases out/in” abilities to trigger, which the CR does not say; the file also cites the wrong subrules.',
    expected:
      'Only attach/unattach abilities are exempt (702.26j); an ability that triggers when a permanent phases out or in triggers for indirect phasing too.',
  },
  'D-7': {
    section: '§14',
    engine: 'radar/mtg',
    source: 'radar/mtg',
    rules: ['702.26a', '702.26g'],
    summary: 'No indirect phasing, and phase-in uses the current controller.',
    expected:
      'Attachments phase out indirectly with their host (702.26g), and phase-in follows the player the permanent phased out under (702.26a).',
  },
};

// ---------------------------------------------------------------------------------------------
// Builders
// ---------------------------------------------------------------------------------------------

function buildEditions(md, editionsJson) {
  // §2.2's list of editions present in the corpus, for a cross-check.
  const s22 = section(md, '### 2.2', '### 2.3').join('\n');
  // The list is one sentence; the paragraphs after it (the seed's older edition, what is not available) name other dates.
  const listStart = s22.indexOf('Editions present in the corpus:');
  const listText = s22.slice(listStart, s22.indexOf('.\n', listStart));
  const listed = [...listText.matchAll(/\d{4}-\d{2}-\d{2}/g)].map((m) => m[0]);
  assert(listed.length > 0, '§2.2 edition list not found');

  const editions = [];
  const groups = editionsJson.groups.map((g) => {
    for (const date of g.editions) editions.push({ date, group: g.group, rule: g.rule });
    return {
      group: g.group,
      rule: g.rule,
      editions: [...g.editions],
      heading: g.heading,
      source: g.source,
      clauses: g.clauses.map((c) => {
        assert(c.id === `${g.rule}${c.letter}`, `clause id ${c.id} doesn't match ${g.rule}${c.letter}`);
        assert(
          MEANINGS.some(([id]) => id === c.meaning),
          `unknown meaning ${c.meaning}`,
        );
        return {
          id: c.id,
          letter: c.letter,
          meaning: c.meaning,
          text: c.text,
          textHash: hash16(c.text),
          examples: [...c.examples],
        };
      }),
    };
  });
  editions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  assert(
    sameList(
      editions.map((e) => e.date),
      listed,
    ),
    'editions in phasing-rule-editions.json differ from the list in rules-and-rulings §2.2',
  );
  const earlier = buildEarlierGroups(groups[0]);
  for (const g of earlier) for (const date of g.editions) editions.push({ date, group: g.group, rule: g.rule });
  for (const date of EARLIER_EDITIONS_OF_GROUP_A) editions.push({ date, group: groups[0].group, rule: groups[0].rule });
  groups[0].editions = [...EARLIER_EDITIONS_OF_GROUP_A, ...groups[0].editions];
  groups[0].source += `; the same text in ${EARLIER_EDITIONS_OF_GROUP_A.map(RULESRAKER).join(', ')}`;
  groups.unshift(...earlier);
  editions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const g of groups)
    assert(new Set(g.clauses.map((c) => c.meaning)).size === g.clauses.length, `group ${g.group} has a meaning twice`);
  return {
    $schema: SCHEMA_REF,
    kind: 'editions',
    attribution: CR_ATTRIBUTION,
    about: `Every Comprehensive Rules edition checked in rules-and-rulings §2.2, and the verbatim phasing rule of each edition group (shared/rules/phasing-rule-editions.json). ${editionsJson.about} Groups P1 and P2 and the 2010-10-01 edition of group A (2009-07-11 … 2010-10-01, before the editions the shared notes have) were read in the archive xremming/rulesraker; P1 is the text of seed 000_100b4d20e875eeb3.txt. The 2010-04-23 edition was not read.`,
    editions,
    groups,
  };
}

/** Groups P1, P2: group A's subrules without PH-ATTACH-TRIGGERS, re-lettered, with their own 702.23e cross-reference. */
function buildEarlierGroups(groupA) {
  assert(groupA.rule === '702.23', `the first shared group is numbered ${groupA.rule}, expected 702.23`);
  return EARLIER_GROUPS.map((g) => {
    const clauses = EARLIER_LETTERS.map(([letter, meaning]) => {
      const a = groupA.clauses.find((c) => c.meaning === meaning);
      assert(a, `group A has no ${meaning}`);
      let text = a.text;
      if (meaning === 'PH-CE-EXPIRE') {
        assert(text.includes('(see rule 611.2b)'), 'group A 702.23e no longer refers to 611.2b');
        text = text.replace('(see rule 611.2b)', `(see rule ${g.crossReference})`);
      }
      return { id: `702.23${letter}`, letter, meaning, text, textHash: hash16(text), examples: [...a.examples] };
    });
    if (g.seed) checkAgainstSeed(g.seed, clauses);
    const source =
      g.editions.map(RULESRAKER).join(', ') + (g.seed ? `; the same text is quoted in English in seed ${g.seed}` : '');
    return { group: g.group, rule: '702.23', editions: [...g.editions], heading: g.heading, source, clauses };
  });
}

/** The seed's English quotation of 702.23 (after "La version originale officielle des règles a dit :") must be the group's text. */
function checkAgainstSeed(name, clauses) {
  const text = readFileSync(path.join(sharedDir, 'seeds', name), 'utf8');
  const english = text.slice(text.indexOf('La version originale officielle'));
  const straight = (t) => t.replace(/[“”]/g, '"').replace(/[‘’]/g, "'");
  const lines = english
    .split('\n')
    .map((l) => straight(l.trim()))
    .filter(Boolean);
  for (const c of clauses) {
    assert(lines.includes(`${c.id} ${c.text}`), `seed ${name} does not quote ${c.id} as the sources give it`);
    for (const ex of c.examples)
      assert(lines.includes(`Example: ${ex}`), `seed ${name} does not quote the example of ${c.id}`);
  }
  const quoted = lines.filter((l) => /^702\.23[a-z] /.test(l)).map((l) => l.slice(0, 7));
  assert(
    sameList(
      quoted,
      clauses.map((c) => c.id),
    ),
    `seed ${name} quotes subrules ${quoted.join(' ')}, the sources ${clauses.map((c) => c.id).join(' ')}`,
  );
}

function buildMeanings(editions) {
  const newest = editions.groups[editions.groups.length - 1];
  const meanings = MEANINGS.map(([id, title, summary]) => {
    const present = editions.editions.filter((e) =>
      editions.groups.find((g) => g.group === e.group).clauses.some((c) => c.meaning === id),
    );
    assert(present.length > 0, `meaning ${id} appears in no edition`);
    const first = present[0].date;
    const after = editions.editions.filter((e) => e.date > first);
    const gone = after.find((e) => !present.includes(e));
    const current = newest.clauses.find((c) => c.meaning === id);
    const m = { id, title, summary, introduced: first };
    if (gone) m.removed = gone.date;
    m.current = current ? current.id : null;
    return m;
  });
  const used = new Set(editions.groups.flatMap((g) => g.clauses.map((c) => c.meaning)));
  assert(used.size === MEANINGS.length, 'a curated meaning is unused or a used meaning is not curated');
  return {
    $schema: SCHEMA_REF,
    kind: 'meanings',
    about:
      'The stable meanings of the subrules of the phasing rule (rules-and-rulings §2.2), so that fixtures survive renumbering and re-lettering. Titles and summaries are this suite’s paraphrases, not rule text.',
    meanings,
  };
}

function parseRelatedRules(md) {
  const lines = section(md, '## 3.', '## 4.');
  const rules = [];
  const glossary = [];
  let topic = null;
  let inCode = false;
  let glossaryBlock = false;
  let para = [];
  const flushPara = () => {
    if (para.length) {
      const [term, ...rest] = para;
      const text = rest.join('\n');
      glossary.push({ term, text, textHash: hash16(text) });
    }
    para = [];
  };
  for (const line of lines) {
    if (line.startsWith('### ')) {
      topic = line.slice(4).trim();
      continue;
    }
    if (line.startsWith('```')) {
      if (inCode && glossaryBlock) flushPara();
      inCode = !inCode;
      glossaryBlock = inCode && topic === 'Glossary entries';
      continue;
    }
    if (!inCode) continue;
    if (glossaryBlock) {
      if (line.trim() === '') flushPara();
      else para.push(line);
      continue;
    }
    if (line.trim() === '') continue;
    const m = /^(\d{3}\.\d+[a-z]?)\.? (.+)$/.exec(line);
    if (m) {
      rules.push({ rule: m[1], text: m[2], examples: [], topic: topic.replace(/\*/g, '') });
    } else if (line.startsWith('Example: ')) {
      assert(rules.length > 0, 'Example before any rule in §3');
      rules[rules.length - 1].examples.push(line.slice('Example: '.length));
    } else {
      fail(`unrecognised line in §3: ${line.slice(0, 60)}`);
    }
  }
  return { rules, glossary };
}

function historyEntry(h) {
  const e = { edition: h.edition };
  if (h.until) e.until = h.until;
  e.rule = h.rule;
  if (h.text !== undefined) {
    e.text = h.text;
    e.textHash = hash16(h.text);
  }
  e.note = h.note;
  return e;
}

function buildRelatedRules(md) {
  const { rules: parsed, glossary } = parseRelatedRules(md);
  const edition = '2026-08-07';
  assert(
    /These rules are effective as of August 7, 2026/.test(section(md, '## 3.', '### Status').join('\n')),
    '§3 is no longer quoted from the 2026-08-07 edition; update the edition',
  );
  const seen = new Set();
  const rules = parsed.map((p) => {
    const cur = RELATED[p.rule];
    assert(cur, `related rule ${p.rule} (§3) has no curated entry`);
    assert(!seen.has(p.rule), `related rule ${p.rule} quoted twice in §3`);
    seen.add(p.rule);
    const r = { meaning: cur.meaning, rule: p.rule, edition, text: p.text, textHash: hash16(p.text) };
    if (p.examples.length) r.examples = p.examples;
    r.topic = p.topic;
    if (cur.since) r.since = cur.since;
    if (cur.history) r.history = cur.history.map(historyEntry);
    r.coverage = cur.notCovered
      ? { notCovered: cur.notCovered }
      : cur.fixturesFrom
        ? { fixturesFrom: cur.fixturesFrom, reason: cur.scopeReason }
        : 'fixtures';
    return r;
  });
  for (const rule of Object.keys(RELATED)) assert(seen.has(rule), `curated related rule ${rule} is not quoted in §3`);
  for (const q of SEARCHED_RULES) {
    assert(!seen.has(q.rule), `related rule ${q.rule} is quoted in §3 now; move it from SEARCHED_RULES to RELATED`);
    seen.add(q.rule);
    const r = {
      meaning: q.meaning,
      rule: q.rule,
      edition,
      text: q.text,
      textHash: hash16(q.text),
      topic: q.topic,
      source: q.source,
    };
    if (q.since) r.since = q.since;
    if (q.history.length) r.history = q.history.map(historyEntry);
    r.coverage = q.notCovered
      ? { notCovered: q.notCovered }
      : q.fixturesFrom
        ? { fixturesFrom: q.fixturesFrom, reason: q.scopeReason }
        : 'fixtures';
    rules.push(r);
  }
  for (const h of HISTORICAL_RULES) {
    const r = {
      meaning: h.meaning,
      rule: h.rule,
      edition: h.edition,
      text: h.text,
      textHash: hash16(h.text),
      excerpt: h.excerpt,
      topic: h.topic,
      ...(h.source ? { source: h.source } : {}),
      until: h.until,
      coverage: h.notCovered ? { notCovered: h.notCovered } : 'fixtures',
    };
    rules.push(r);
  }
  // A parent rule never shares its id with its own subrules; other sharing is deliberate (RR-UNTAP-ORDER).
  for (const r of rules) {
    for (const s of rules) {
      if (s !== r && s.rule.startsWith(r.rule) && /^[a-z]$/.test(s.rule.slice(r.rule.length))) {
        assert(s.meaning !== r.meaning, `${s.rule} shares meaning ${r.meaning} with its parent ${r.rule}`);
      }
    }
  }
  return {
    $schema: SCHEMA_REF,
    kind: 'related-rules',
    attribution: CR_ATTRIBUTION,
    about:
      'Rules other than the phasing rule that mention phasing or decide how it plays out: current text (edition 2026-08-07) from rules-and-rulings §3, with dated history from §2.5. Meaning ids are stable across renumbering; coverage says whether fixtures can observe the rule.',
    rules,
    glossary,
  };
}

function testable(hash) {
  return UNTESTABLE[hash] ? { untestable: UNTESTABLE[hash] } : true;
}

function buildRulings(data) {
  const check = (r, where) => {
    const h = hash16(r.text);
    assert(
      h === r.textSha256_16,
      `ruling hash mismatch (${where}, ${r.date}): recomputed ${h}, file says ${r.textSha256_16}`,
    );
    return h;
  };
  const cards = data.cards.map((c) => ({
    name: c.name,
    oracle: c.oracle,
    header: c.header,
    rulingsStatus: c.rulingsStatus,
    rulingsPartial: c.rulingsPartial,
    rulings: c.rulings.map((r) => {
      const hash = check(r, c.name);
      return { date: r.date, text: r.text, hash, testable: testable(hash) };
    }),
  }));
  for (const [name, extra] of Object.entries(EXTRA_RULINGS)) {
    const card = cards.find((c) => c.name === name);
    assert(card, `extra rulings for ${name}, which is not a card of cards-and-rulings.json`);
    for (const r of extra) {
      assert(
        !card.rulings.some((x) => x.text === r.text),
        `the extra ruling on ${name} is in cards-and-rulings.json now; remove it from EXTRA_RULINGS`,
      );
      const hash = hash16(r.text);
      card.rulings.push({ date: r.date, text: r.text, hash, testable: testable(hash), source: r.source });
    }
    card.rulingsStatus = 'retrieved';
    card.rulingsPartial = true;
  }
  const otherCards = data.rulingsOnOtherCards.map((r) => {
    const hash = check(r, r.cards.join('/'));
    return { cards: [...r.cards], date: r.date, text: r.text, hash, testable: testable(hash) };
  });
  const all = new Set([...cards.flatMap((c) => c.rulings.map((r) => r.hash)), ...otherCards.map((r) => r.hash)]);
  for (const h of Object.keys(UNTESTABLE)) assert(all.has(h), `untestable ruling ${h} no longer exists`);
  return {
    $schema: SCHEMA_REF,
    kind: 'rulings',
    attribution: RULINGS_ATTRIBUTION,
    about: `The 68 phasing cards of rules-and-rulings §4 with their official rulings, and rulings of other cards that define phasing behaviour (§4.5), from shared/rules/cards-and-rulings.json; hashes recomputed. A ruling is marked untestable only when it states nothing observable in play. ${data.about}`,
    cards,
    otherCards,
  };
}

function parseBugBullets(md) {
  const lines = [...section(md, '## 13.', '## 14.'), ...section(md, '## 14.', '## 15.')];
  const entries = {};
  let cur = null;
  let field = null;
  const FIELDS = {
    'Setup:': 'setup',
    'Actions:': 'actions',
    'Engine did:': 'engineDid',
    'Expected:': 'expected',
    'CR:': 'cr',
  };
  for (const line of lines) {
    const head = /^\*\*(B-\d{2})\*\* · (.*)$/.exec(line) || /^- \*\*(D-\d+)\*\* · (.*)$/.exec(line);
    if (head) {
      cur = { ref: head[1], header: head[2], fields: {}, other: [] };
      entries[cur.ref] = cur;
      field = null;
      continue;
    }
    if (!cur) continue;
    if (/^#{2,3} /.test(line)) {
      cur = null;
      continue;
    }
    const bullet = /^\s*- (.*)$/.exec(line);
    if (bullet) {
      const label = Object.keys(FIELDS).find((k) => bullet[1].startsWith(k + ' '));
      if (label) {
        field = FIELDS[label];
        cur.fields[field] = bullet[1].slice(label.length + 1).trim();
      } else {
        field = null;
        cur.other.push(bullet[1].trim());
      }
      continue;
    }
    if (/^\s{2,}\S/.test(line)) {
      if (field) cur.fields[field] += ' ' + line.trim();
      else if (cur.other.length) cur.other[cur.other.length - 1] += ' ' + line.trim();
      else cur.header += ' ' + line.trim();
    }
  }
  return entries;
}

function buildBugs(md, meaningOfCurrentRule) {
  const parsed = parseBugBullets(md);
  const refs = Object.keys(BUGS);
  for (const ref of Object.keys(parsed)) assert(BUGS[ref], `engines.md entry ${ref} has no curated entry`);
  const bugs = refs.map((ref) => {
    const cur = BUGS[ref];
    const p = parsed[ref];
    assert(p || ref === 'D-1', `curated bug ${ref} is not in engines.md §13/§14`);
    if (ref === 'D-1') assert(md.includes('see divergence D-1'), 'engines.md no longer refers to divergence D-1');
    const b = { ref };
    if (cur.url) b.url = cur.url;
    if (cur.relatedUrls) b.relatedUrls = cur.relatedUrls;
    if (cur.source) b.source = cur.source;
    b.section = cur.section;
    b.engine = cur.engine;
    if (cur.date) b.date = cur.date;
    b.status = cur.status ?? 'divergence';
    if (p && ref.startsWith('B-')) {
      const segs = p.header.split(' · ');
      b.statusDetail = segs[segs.length - 1].trim();
      if (cur.url)
        assert(
          p.header.includes(cur.url) || p.header.includes(cur.url.split('/').pop()),
          `${ref}: curated url ${cur.url} not found in its engines.md header`,
        );
    }
    b.summary = cur.summary;
    if (p?.fields.setup) b.setup = p.fields.setup;
    if (p?.fields.actions) b.actions = p.fields.actions;
    if (p?.fields.engineDid) b.engineDid = p.fields.engineDid;
    if (p && ref.startsWith('D-')) b.engineDid = [p.header, ...p.other].join(' ');
    else if (!p?.fields.engineDid && p?.other.length) b.engineDid = p.other.join(' ');
    b.expected = cur.expected ?? p?.fields.expected;
    assert(b.expected, `${ref}: no expected behaviour`);
    if (cur.notes) b.notes = cur.notes;
    b.rules = cur.rules;
    b.meanings = [...new Set(cur.rules.map(meaningOfCurrentRule).filter(Boolean))];
    b.usable = cur.usable ?? true;
    return b;
  });
  return {
    $schema: SCHEMA_REF,
    kind: 'bugs',
    about:
      'Real phasing bug reports of open-source rules engines (engines.md §13, B-xx) and divergences found by reading their code (engines.md §14, D-x; D-1 is referenced from §6). Setup, actions, engine behaviour and expected behaviour are as engines.md gives them; summaries, status, rule lists (current numbering) and usability are this suite’s. Entries whose expectation departs from the reporter’s say so in notes.',
    bugs,
  };
}

function buildInteractions(md) {
  const lines = section(md, '## 5.', '## 6.');
  const interactions = [];
  let cur = null;
  for (const line of lines) {
    const m = /^(\d+)\. \*\*(.+?)\*\* — (.*)$/.exec(line);
    if (m) {
      cur = { number: Number(m[1]), title: m[2], answer: m[3].trim() };
      interactions.push(cur);
      continue;
    }
    const basis = /^\s+\*Basis:\*\s+(.*)$/.exec(line);
    if (basis && cur) {
      cur.basis = basis[1].trim();
      cur = null;
      continue;
    }
    if (cur && /^\s{2,}\S/.test(line)) cur.answer += ' ' + line.trim();
  }
  assert(interactions.length > 0, '§5 has no entries');
  interactions.forEach((it, i) => {
    assert(it.number === i + 1, `§5 entry ${i + 1} is numbered ${it.number}`);
    assert(it.basis, `§5 entry ${it.number} has no basis`);
  });
  for (const n of Object.keys(INTERACTION_STATUS))
    assert(
      interactions.some((it) => it.number === Number(n)),
      `curated interaction ${n} missing`,
    );
  return {
    $schema: SCHEMA_REF,
    kind: 'interactions',
    about:
      'The tricky interactions of rules-and-rulings §5 (answer and basis as given there). status is derived when the main answer rests on [DERIVED] reasoning; fixtures built on such an answer should be proposed, not approved.',
    interactions: interactions.map((it) => {
      const st = INTERACTION_STATUS[it.number] ?? { status: 'official' };
      const e = { number: it.number, title: it.title, answer: it.answer, basis: it.basis, status: st.status };
      if (st.derivedParts) e.derivedParts = st.derivedParts;
      return e;
    }),
  };
}

// ---------------------------------------------------------------------------------------------

export function buildAll() {
  const md = readText('rules-and-rulings.md');
  const enginesMd = readText('engines.md');
  const editions = buildEditions(md, readJson('phasing-rule-editions.json'));
  const meanings = buildMeanings(editions);
  const related = buildRelatedRules(md);
  const newest = editions.groups[editions.groups.length - 1];
  const meaningOfCurrentRule = (rule) =>
    newest.clauses.find((c) => c.id === rule)?.meaning ??
    related.rules.find((r) => r.rule === rule && !r.until)?.meaning ??
    null;
  return {
    'editions.json': editions,
    'meanings.json': meanings,
    'related-rules.json': related,
    'rulings.json': buildRulings(readJson('cards-and-rulings.json')),
    'bugs.json': buildBugs(enginesMd, meaningOfCurrentRule),
    'interactions.json': buildInteractions(md),
  };
}

function main() {
  const files = buildAll();
  mkdirSync(outDir, { recursive: true });
  for (const [name, data] of Object.entries(files)) {
    writeFileSync(path.join(outDir, name), JSON.stringify(data, null, 2) + '\n');
    console.log(`wrote ${path.relative(process.cwd(), path.join(outDir, name)) || name}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
