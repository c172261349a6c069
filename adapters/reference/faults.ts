/**
 * Named faults: each switches one rule of the reference engine off (or gets it wrong on purpose),
 * so the suite can prove that some fixture notices. A fault changes one rule and nothing else.
 */
export interface FaultDefinition {
  id: string;
  /** Stable meaning ids of the clauses it breaks. */
  breaks: string[];
  description: string;
}

export const FAULTS = [
  { id: 'phased-out-counted', breaks: ['PH-OUT-STATUS'], description: 'Phased-out permanents are still seen by effects that look at the battlefield (counted, destroyed, affected).' },
  { id: 'phased-out-targetable', breaks: ['PH-OUT-STATUS'], description: 'Phased-out permanents can still be targeted, and a target that phased out stays legal.' },
  { id: 'phased-out-statics-apply', breaks: ['PH-OUT-STATUS'], description: 'Static abilities of phased-out permanents still apply.' },
  { id: 'phased-out-checked-by-sba', breaks: ['PH-OUT-STATUS'], description: 'State-based actions look at phased-out permanents (lethal damage destroys them).' },
  { id: 'phased-out-can-attack', breaks: ['PH-OUT-STATUS'], description: 'A phased-out creature can be declared as an attacker or blocker.' },
  { id: 'no-removal-from-combat', breaks: ['PH-OUT-STATUS', 'RR-REMOVED-FROM-COMBAT'], description: 'A permanent that phases out stays in combat.' },
  { id: 'phased-out-stays-out', breaks: ['PH-IN-STATUS'], description: 'Phased-out permanents never phase back in.' },
  { id: 'phasing-is-zone-change', breaks: ['PH-NO-ZONE-CHANGE'], description: 'Phasing out triggers leaves-the-battlefield and dies abilities; phasing in triggers enters abilities.' },
  { id: 'counters-dropped', breaks: ['PH-NO-ZONE-CHANGE'], description: 'Counters are removed when a permanent phases out.' },
  { id: 'phase-in-summoning-sick', breaks: ['PH-NO-ZONE-CHANGE', 'RR-SUMMONING-SICKNESS'], description: 'A creature that phases in is treated as having just come under its controller\'s control.' },
  { id: 'phase-in-new-controller', breaks: ['PH-NO-ZONE-CHANGE'], description: 'A permanent phases in under its owner, as if it had changed control.' },
  { id: 'tokens-vanish', breaks: ['PH-NO-ZONE-CHANGE'], description: 'Phased-out tokens cease to exist, whatever the edition.' },
  { id: 'tokens-survive-old-rules', breaks: ['PH-TOKENS-CEASE'], description: 'Phased-out tokens survive even under editions where they ceased to exist.' },
  { id: 'no-phase-out-at-untap', breaks: ['PH-UNTAP'], description: 'Permanents with phasing do not phase out during their controller\'s untap step.' },
  { id: 'phase-in-any-untap', breaks: ['PH-UNTAP'], description: 'Phased-out permanents phase in during any player\'s untap step, not only the one they phased out under.' },
  { id: 'phase-in-current-controller', breaks: ['PH-UNTAP'], description: 'Phase-in is keyed to the permanent\'s current controller instead of the player it phased out under.' },
  { id: 'phasing-after-untap', breaks: ['PH-UNTAP', 'RR-UNTAP-ORDER'], description: 'Permanents untap before the phasing event, so permanents that phase in stay tapped.' },
  { id: 'for-as-long-as-survives', breaks: ['PH-CE-EXPIRE'], description: '"For as long as" durations keep seeing a permanent while it is phased out.' },
  { id: 'no-indirect-phasing', breaks: ['PH-INDIRECT'], description: 'Auras and Equipment stay behind when the permanent they are attached to phases out.' },
  { id: 'indirect-upgraded-to-direct', breaks: ['PH-DIRECT+INDIRECT'], description: 'An attachment phased out both directly and indirectly phases out directly.' },
  { id: 'attachment-phases-in-unattached', breaks: ['PH-ATTACH-PHASE-IN'], description: 'A directly phased-out Aura or Equipment phases in unattached.' },
  { id: 'attach-triggers-on-phasing', breaks: ['PH-ATTACH-TRIGGERS'], description: 'Becomes-attached and becomes-unattached abilities trigger on phasing.' },
  { id: 'owner-leaves-phased-out-stays', breaks: ['PH-OWNER-LEAVES'], description: 'Phased-out permanents of a player who leaves the game stay in the game.' },
  { id: 'phasing-on-skipped-untap', breaks: ['PH-SKIP-UNTAP'], description: 'The phasing event happens even when the untap step is skipped.' },
  { id: 'orphan-never-phases-in', breaks: ['PH-MULTIPLAYER'], description: 'A permanent phased out under a player who left the game never phases in.' },
  { id: 'phasing-instances-toggle', breaks: ['PH-REDUNDANT'], description: 'Each instance of phasing toggles the permanent separately, so two instances cancel out.' },
  { id: 'ce-set-includes-phased-out', breaks: ['PH-CE-SET', 'RR-LOCKED-SET'], description: 'A resolving effect that names a phased-out permanent includes it in its affected set.' },
  { id: 'cleanup-skips-phased-out', breaks: ['RR-CLEANUP-DAMAGE'], description: 'Cleanup does not remove damage from phased-out permanents.' },
  { id: 'phase-out-no-lookback', breaks: ['RR-PHASE-OUT-LOOKBACK'], description: '"When this phases out" abilities do not trigger, because the permanent no longer exists after the event.' },
  { id: 'phase-out-until-returns-at-untap', breaks: ['RR-PHASE-OUT-UNTIL-NO-UNTAP'], description: 'A permanent phased out "until" an event also phases in during its controller\'s untap step.' },
] as const satisfies readonly FaultDefinition[];

export type FaultId = (typeof FAULTS)[number]['id'];

export function isFaultId(id: string): id is FaultId {
  return FAULTS.some((f) => f.id === id);
}
