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
  { id: 'phase-in-clears-summoning-sickness', breaks: ['PH-NO-ZONE-CHANGE', 'RR-SUMMONING-SICKNESS'], description: 'A creature that phases in can attack and {T} as though it had haste (the pre-2009 rule 502.15m), even if its controller has not controlled it continuously since the turn began.' },
  { id: 'phase-in-forgets-history', breaks: ['PH-NO-ZONE-CHANGE'], description: 'A permanent that phases in forgets what it remembered: choices made as it entered, cards exiled with it, players it dealt damage to.' },
  { id: 'phase-in-enters-tapped', breaks: ['PH-NO-ZONE-CHANGE'], description: '"Enters tapped" replacement effects (its own, Frozen Aether, Kismet) also apply to a permanent that phases in.' },
  { id: 'phased-out-outside-the-game', breaks: ['PH-NO-ZONE-CHANGE'], description: 'Phased-out permanents are treated as cards outside the game (the old phased-out zone), so a Wish can fetch them.' },
  { id: 'phasing-not-simultaneous', breaks: ['PH-UNTAP', 'RR-UNTAP-ORDER'], description: 'The phasing event phases permanents in first and only then looks for permanents with phasing to phase out, so a permanent with phasing that phases in phases straight back out.' },
  { id: 'phase-out-clears-damage', breaks: ['RR-CLEANUP-DAMAGE'], description: 'Damage is removed from a permanent as it phases out (the pre-2009 rule 502.15e) instead of staying marked until the cleanup step.' },
  { id: 'priority-in-untap-step', breaks: ['RR-UNTAP-NO-PRIORITY'], description: 'Abilities that trigger during the untap step (phasing triggers) go on the stack and resolve in the untap step instead of waiting for the upkeep.' },
  { id: 'legend-rule-sees-phased-out', breaks: ['RR-LEGEND-RULE'], description: 'The legend rule counts phased-out legendary permanents, so a second one with the same name is put into the graveyard.' },
  { id: 'unblocked-when-blockers-leave', breaks: ['RR-REMOVED-FROM-COMBAT'], description: 'An attacking creature whose blockers are all removed from combat (they phased out) becomes unblocked and deals its damage to the player (509.1h says it remains blocked).' },
  { id: 'attackers-leave-with-planeswalker', breaks: ['RR-REMOVED-FROM-COMBAT-ATTACKED-PERMANENT'], description: 'Creatures attacking a planeswalker that is removed from combat (it phased out) are removed from combat too (506.4c says they keep attacking).' },
  { id: 'declared-attacker-removed-by-restriction', breaks: ['RR-REMOVED-FROM-COMBAT-DECLARED'], description: 'A restriction that would have kept a creature from attacking (a permanent that phases in mid-combat) removes an already-declared attacker from combat.' },
  { id: 'effects-end-on-phase-out', breaks: ['PH-CE-EXPIRE', 'RR-RESOLUTION-EFFECT-DURATION'], description: 'Continuous effects from resolved spells and abilities that affect a permanent end as soon as it phases out, instead of lasting as long as they say.' },
  { id: 'until-eot-survives-phase-out', breaks: ['PH-CE-EXPIRE', 'RR-RESOLUTION-EFFECT-DURATION'], description: '"Until end of turn" effects on a phased-out permanent do not end in the cleanup step, so they apply again after it phases in.' },
  { id: 'for-as-long-as-resumes', breaks: ['PH-CE-EXPIRE', 'RR-FOR-AS-LONG-AS'], description: 'A "for as long as" effect whose condition stopped holding (its permanent phased out) is only paused, and applies again when the condition holds again.' },
  { id: 'for-as-long-as-never-started-lasts', breaks: ['RR-FOR-AS-LONG-AS'], description: 'A "for as long as" effect whose duration was already over when it would begin applies anyway, indefinitely.' },
  { id: 'locked-set-grows', breaks: ['RR-LOCKED-SET', 'PH-CE-SET'], description: 'A resolved effect given by a description ("creatures you control get +1/+1") also applies to permanents that match it later (entering or phasing in).' },
  { id: 'until-link-fires-on-phase-out', breaks: ['PH-NO-ZONE-CHANGE'], description: 'One-shot effects waiting "until [this] leaves the battlefield" (Banishing Light, Oubliette) happen when that permanent phases out.' },
  { id: 'phase-out-until-link-survives-phase-in', breaks: ['RR-PHASE-OUT-UNTIL-NO-UNTAP'], description: 'A permanent phased out "until" an event that phased in by another effect is still phased in by the second one-shot effect (610.4a says that effect doesn\'t happen).' },
  { id: 'phase-out-until-deferred-to-untap', breaks: ['RR-PHASE-OUT-UNTIL'], description: 'When the event of a "phase out until" effect happens, the permanents wait for their controller\'s next untap step instead of phasing in immediately.' },
  { id: 'phase-out-until-ignores-passed-event', breaks: ['RR-PHASE-OUT-UNTIL-SPELL-EVENT-PASSED', 'RR-PHASE-OUT-UNTIL-TRIGGER-EVENT-PASSED'], description: 'A "phase out until" effect phases the permanent out even though its event already happened after the spell or ability was put on the stack or triggered.' },
  { id: 'tapped-as-it-phases-out', breaks: ['RR-PHASE-OUT-UNTIL', 'PH-IN-STATUS'], description: '"Tap that creature as it phases in" is done as the creature phases out, as an ordinary tap that triggers "becomes tapped" abilities.' },
  { id: 'cant-phase-in-ignored', breaks: ['PH-UNTAP'], description: 'Effects that say permanents "can\'t phase in" are ignored by the untap step\'s phasing event.' },
  { id: 'indirect-ignores-cant-phase-out', breaks: ['PH-INDIRECT'], description: 'An Aura or Equipment that can\'t phase out (Spatial Binding) still phases out indirectly with the permanent it is attached to.' },
  { id: 'indirect-phasing-no-phase-triggers', breaks: ['PH-INDIRECT', 'RR-PHASE-OUT-LOOKBACK'], description: 'Phasing out indirectly does not trigger "whenever this phases out" abilities (only attach and unattach abilities are exempt from phasing, 702.26j).' },
  { id: 'equipment-phasing-in-unattached-dies', breaks: ['PH-ATTACH-PHASE-IN', 'RR-SBA-EQUIPMENT'], description: 'A directly phased-out Equipment that phases in unattached is put into its owner\'s graveyard, as an Aura would be (704.5n says it stays on the battlefield).' },
  { id: 'bestow-not-ended-on-phase-in', breaks: ['RR-BESTOW-PHASE-IN'], description: 'A bestowed Aura that phases in unattached stays bestowed, so it is put into the graveyard as an unattached Aura instead of becoming a creature.' },
  { id: 'unattached-aura-stays', breaks: ['RR-SBA-AURA'], description: 'An Aura attached to nothing (one that phased in unattached) is not put into its owner\'s graveyard.' },
  { id: 'aura-on-phased-out-host-legal', breaks: ['RR-SBA-AURA', 'PH-OUT-STATUS'], description: 'A phased-in Aura attached to a phased-out permanent counts as legally attached, so it stays on the battlefield.' },
  { id: 'sba-other-attached-stays', breaks: ['RR-SBA-OTHER-ATTACHED'], description: 'A creature (or a permanent that is not an Aura, Equipment or Fortification) attached to an object stays attached.' },
  { id: 'unattach-no-lookback', breaks: ['RR-UNATTACH-LOOKBACK'], description: '"Whenever this becomes unattached" abilities do not trigger when the attachment itself leaves the battlefield (603.10c says they look back in time).' },
  { id: 'equip-moves-phased-out-equipment', breaks: ['PH-OUT-STATUS'], description: 'An equip ability moves its Equipment even if the Equipment phased out before the ability resolved.' },
  { id: 'indirect-phases-in-on-own-schedule', breaks: ['PH-INDIRECT'], description: 'An Aura or Equipment that phased out indirectly phases in by itself during the untap step of the player it phased out under, instead of only along with the permanent it is attached to.' },
  { id: 'cant-phase-out-only-at-untap', breaks: [], description: '"Can\'t phase out" effects only stop the untap step\'s phasing, not effects that phase a permanent out (Ertai\'s Familiar ruling 2008-04-01: "for any reason").' },
  // Player effects (Teferi's Protection), leaving the game, multiplayer phasing (helper D).
  { id: 'pfe-damage-not-prevented', breaks: ['RR-PROTECTION-FROM-EVERYTHING'], description: 'Damage that would be dealt to a player with protection from everything is not prevented (it still can\'t change their life total, but lifelink and other effects of the damage happen).' },
  { id: 'pfe-target-stays-legal', breaks: ['RR-PROTECTION-FROM-EVERYTHING'], description: 'A spell or ability that targeted a player who then gains protection from everything still resolves against that player.' },
  { id: 'pfe-allows-auras', breaks: ['RR-PROTECTION-FROM-EVERYTHING'], description: 'An Aura attached to a player who gains protection from everything stays attached.' },
  { id: 'player-phases-out', breaks: ['RR-STATUS-PERMANENTS-ONLY'], description: 'A player under Teferi\'s Protection is treated as phased out too, so creatures can\'t attack them (only permanents have a phasing status, 110.5d).' },
  { id: 'life-total-changes-under-protection', breaks: ['RR-CANT-GAIN-LIFE', 'RR-CANT-LOSE-LIFE'], description: '"Your life total can\'t change" is ignored: the player gains, loses, pays, sets and exchanges life as usual.' },
  { id: 'tp-phases-out-one-permanent', breaks: [], description: 'Teferi\'s Protection phases out only one permanent (the first its controller controls) instead of all of them (bug B-38).' },
  { id: 'owner-leaves-phased-out-triggers-ltb', breaks: ['PH-OWNER-LEAVES'], description: 'Phased-out permanents that leave the game with their owner trigger leaves-the-battlefield abilities.' },
  { id: 'owner-leaves-no-ltb', breaks: ['RR-LTB-TRIGGERS'], description: 'A phased-in permanent that leaves the game because its owner left does not trigger leaves-the-battlefield abilities.' },
  { id: 'orphan-phases-in-at-next-untap', breaks: ['PH-MULTIPLAYER'], description: 'A permanent phased out under a player who left the game phases in during the very next untap step, not the one after that player\'s next turn would have begun.' },
  { id: 'phased-out-not-exiled-with-leaver', breaks: ['PH-MULTIPLAYER', 'RR-LEAVE-GAME'], description: 'Phased-out permanents the leaving player still controls (they entered under that player\'s control) are not exiled with the player\'s other objects.' },
  { id: 'leaver-control-effects-persist', breaks: ['RR-LEAVE-GAME'], description: 'Effects giving the leaving player control of objects do not end, so those objects are exiled with the player instead of returning.' },
  { id: 'leaver-stack-objects-resolve', breaks: ['RR-LEAVE-GAME'], description: 'Abilities on the stack controlled by the leaving player stay there and resolve.' },
  { id: 'control-to-departed-player', breaks: ['RR-LEAVE-GAME-NO-NEW-CONTROL'], description: 'An effect can give control of an object to a player who has left the game.' },
  { id: 'control-end-no-exile', breaks: ['RR-LEAVE-GAME-CONTROL-END'], description: 'When a control effect ends and the object\'s default controller has left the game, the object stays instead of being exiled.' },
  { id: 'departed-player-triggers-resolve', breaks: ['RR-LEAVE-GAME-NOT-CREATED'], description: 'A triggered ability controlled by a player who has left the game is still put on the stack.' },
  { id: 'leaver-durations-end-at-once', breaks: ['RR-LEAVE-GAME-DURATION'], description: 'Effects lasting until the leaving player\'s next turn (or a point in it) end as the player leaves, instead of lasting until that turn would have begun.' },
] as const satisfies readonly FaultDefinition[];

export type FaultId = (typeof FAULTS)[number]['id'];

export function isFaultId(id: string): id is FaultId {
  return FAULTS.some((f) => f.id === id);
}
