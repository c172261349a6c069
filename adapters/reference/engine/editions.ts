import { inDateRange } from '../../../harness/model/edition-dates.js';

/**
 * Rules that changed between Comprehensive Rules editions. Each switch is named after the stable
 * meaning id (fixtures/sources) of the clause whose change it models, and holds when that version
 * of the rule is in force on the edition's effective date.
 */
export interface EditionRules {
  /** PH-TOKENS-CEASE (702.23k … 702.25k, 704.5d): phased-out tokens cease to exist as an SBA; removed 2017-08-25. */
  'PH-TOKENS-CEASE': boolean;
  /** PH-MULTIPLAYER (702.25m, first seen 2018-07-13): a permanent phased out under a player who left phases in after that player's next turn would have begun. */
  'PH-MULTIPLAYER': boolean;
  /** RR-PHASE-OUT-UNTIL (610.4, added 2020-08-07): "phase out until" one-shot effects. */
  'RR-PHASE-OUT-UNTIL': boolean;
  /** RR-DAMAGE-ASSIGNMENT-ORDER (509.2, removed 2024-11-08): a blocked attacker's damage goes along an announced order of its blockers, each lethal damage before the next (510.1c). */
  'RR-DAMAGE-ASSIGNMENT-ORDER': boolean;
  /** RR-LEGEND-RULE-ALL (704.5k, replaced 2013-07-13): same-named legendary permanents all go, whoever controls them. */
  'RR-LEGEND-RULE-ALL': boolean;
}

export const EDITION_SWITCHES: { [K in keyof EditionRules]: { from?: string; before?: string } } = {
  'PH-TOKENS-CEASE': { before: '2017-08-25' },
  'PH-MULTIPLAYER': { from: '2018-07-13' },
  'RR-PHASE-OUT-UNTIL': { from: '2020-08-07' },
  'RR-DAMAGE-ASSIGNMENT-ORDER': { before: '2024-11-08' },
  'RR-LEGEND-RULE-ALL': { before: '2013-07-13' },
};

const rulesCache = new Map<string, EditionRules>();

export function rulesFor(edition: string): EditionRules {
  const cached = rulesCache.get(edition);
  if (cached) return cached;
  const out = {} as EditionRules;
  for (const [k, range] of Object.entries(EDITION_SWITCHES) as [
    keyof EditionRules,
    { from?: string; before?: string },
  ][]) {
    out[k] = inDateRange(edition, range);
  }
  rulesCache.set(edition, Object.freeze(out));
  return out;
}

/**
 * The first edition the reference engine plays by (the 2009-07-11 Magic 2010 edition, 702.23). Its 702.23 has
 * no subrule on attach/unattach triggers (PH-ATTACH-TRIGGERS arrives 2010-10-01); no switch models that, as no
 * fixture says what such a trigger does on phasing before then.
 */
export const FIRST_EDITION = '2009-07-11';
