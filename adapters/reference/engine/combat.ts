import { payAttackCosts } from './attack-costs.js';
import { recordCombatDamage } from './commander.js';
import type { Game } from './game-interface.js';
import { dealtAtOnce } from './damage-events.js';
import { IllegalAction, type Permanent } from './game.js';
import { payBlockCosts } from './block-costs.js';
import { tapPermanent } from './casting.js';
import { checkStateBasedActions } from './sba.js';
import { checkedBands } from './banding.js';
import { battleAttackRefusal, battleBlockRefusal } from './battles.js';
import {
  attackRefusal,
  attacksOnlyIfRefuses,
  playerAttackRefusal,
  unmetAttackRequirements,
} from './attack-requirements.js';
import { blockRefusal, menaceRefusal, unmetBlockRequirements } from './block-requirements.js';
import type { Seams } from './seams.js';
import type { GameObject } from './types.js';

/** 508.1: the active player declares attackers. Phased-out creatures don't exist and can't attack. */
export function declareAttackers(
  g: Game,
  attackers: { attacker: string; defending: string }[],
  bands: readonly (readonly string[])[] = [],
): void {
  if (g.step !== 'declareAttackers')
    throw new IllegalAction(`attackers are declared in the declare attackers step, not ${g.step}`);
  const chosen: [Permanent, string][] = [];
  for (const a of attackers) {
    const o = existing(g, a.attacker);
    if (!o || !g.isType(o, 'Creature'))
      throw new IllegalAction(
        `${a.attacker} is not a creature on the battlefield${g.isPhasedOut(a.attacker) ? ' (it is phased out)' : ''}`,
      );
    if (g.controller(o) !== g.active) throw new IllegalAction(`${a.attacker} is not controlled by the active player`);
    const refusal = attackRefusal(g, o); // 508.1a, 508.1c
    if (refusal !== undefined) throw new IllegalAction(refusal);
    // 508.1c: "can't attack unless defending player …" (Dandân) depends on whom it attacks.
    if (g.seams.combat.restricts(g, o, 'attack', attacksOnlyIfRefuses(g, o, a.defending)))
      throw new IllegalAction(`${a.attacker} can't attack`);
    if (/^[A-F]$/.test(a.defending)) {
      const refusal = playerAttackRefusal(g, a.defending);
      if (refusal !== undefined) throw new IllegalAction(refusal);
    } else {
      const attacked = existing(g, a.defending);
      if (attacked && g.isType(attacked, 'Battle')) {
        const refusal = battleAttackRefusal(g, attacked); // 310.9b
        if (refusal !== undefined) throw new IllegalAction(refusal);
      } else if (!attacked || !g.isType(attacked, 'Planeswalker'))
        throw new IllegalAction(`${a.defending} is not a planeswalker or battle that can be attacked`);
    }
    chosen.push([o, a.defending]);
  }
  const unmet = g.seams.combat.attackRequirementsUnmet(g, unmetAttackRequirements(g, chosen)); // 508.1d
  if (unmet.length > 0)
    throw new IllegalAction(
      `${unmet.map((c) => c.id).join(', ')} must attack: the declaration obeys fewer requirements than it could (508.1d)`,
    );
  const bandOf = checkedBands(g, chosen, bands); // 508.1e
  payAttackCosts(g, chosen); // 508.1h-j
  if (chosen.length > 0) g.player(g.active).attackedOnTurn = g.turnIndex;
  for (const [o, d] of chosen) {
    const band = bandOf.get(o);
    o.combat = { attacking: d, blocked: false, ...(band !== undefined ? { band } : {}) };
    if (g.seams.combat.attackTaps(g, o)) tapPermanent(g, o); // 508.1f
  }
  for (const [o] of chosen) g.emit({ type: 'attacks', obj: o });
}

export function declareBlockers(g: Game, blockers: { blocker: string; attacker: string }[]): void {
  if (g.step !== 'declareBlockers')
    throw new IllegalAction(`blockers are declared in the declare blockers step, not ${g.step}`);
  const pairs: [Permanent, Permanent][] = [];
  for (const b of blockers) {
    const o = existing(g, b.blocker);
    if (!o || !g.isType(o, 'Creature'))
      throw new IllegalAction(
        `${b.blocker} is not a creature on the battlefield${g.isPhasedOut(b.blocker) ? ' (it is phased out)' : ''}`,
      );
    if (o.tapped) throw new IllegalAction(`${b.blocker} is tapped`);
    // 509.1a: "For each of the chosen creatures, the defending player chooses one creature for it to block".
    if (pairs.some(([p]) => p === o))
      throw new IllegalAction(`${b.blocker} is declared blocking more than one creature (509.1a)`);
    const att = existing(g, b.attacker);
    if (!att || !att.combat?.attacking) throw new IllegalAction(`${b.attacker} is not an attacking creature`);
    const refusal = blockRefusal(g, o, att) ?? battleBlockRefusal(g, o, att); // 509.1b, 310.9c
    if (refusal !== undefined) throw new IllegalAction(refusal);
    pairs.push([o, att]);
  }
  const menace = menaceRefusal(g, pairs);
  if (menace !== undefined) throw new IllegalAction(menace);
  const unmet = g.seams.combat.blockRequirementsUnmet(g, unmetBlockRequirements(g, pairs)); // 509.1c
  if (unmet.length > 0)
    throw new IllegalAction(
      `${unmet.map((c) => c.id).join(', ')} must block: the declaration obeys fewer requirements than it could (509.1c)`,
    );
  payBlockCosts(g, pairs); // 509.1d-f
  // 702.22h: a blocker of one member of a band blocks the others too (once each: 509.1a gives it one creature).
  for (const [o, att] of [...pairs]) for (const mate of g.seams.combat.blockedAlong(g, att)) pairs.push([o, mate]);
  for (const [o, att] of pairs) {
    o.combat = { blocking: [...(o.combat?.blocking ?? []), att.id] };
    att.combat = { ...att.combat!, blocked: true };
  }
  // Recorded for the turn, and "Whenever ... blocks / becomes blocked by a creature" abilities, once a pair (509.3).
  for (const [o, att] of pairs) blockDeclared(g, o, att);
  // 509.3c: "Whenever [a creature] becomes blocked" triggers once, however many creatures block it.
  const blocked = [...new Set(pairs.map(([, att]) => att))];
  for (const att of g.seams.combat.becameBlocked(g, pairs, blocked)) g.emit({ type: 'becomesBlocked', obj: att });
}

export { forbidden } from './block-requirements.js';

/** A creature named in a declaration: only one that exists can attack or block (702.26b, 508.1a, 509.1a). */
function existing(g: Game, id: string): Permanent | undefined {
  return g.field.permanentById(id, 'combat-declaration');
}

/** 510: combat damage, with a first-strike step when any combatant has first or double strike (510.4). */
export function dealCombatDamage(g: Game): void {
  const combatants = () => g.permanents().filter((o) => o.combat && g.isType(o, 'Creature'));
  const deals: Seams['combat']['dealsDamageIn'] = (...args) => g.seams.combat.dealsDamageIn(...args);
  const firstStrike = combatants().some((o) => deals(g, o, 'first-strike', true));
  if (firstStrike) {
    damagePass(
      g,
      combatants().filter((o) => deals(g, o, 'first-strike', true)),
    );
    checkStateBasedActions(g); // creatures destroyed by first-strike damage deal no regular damage
  }
  damagePass(
    g,
    combatants().filter((o) => deals(g, o, 'regular', firstStrike)),
  );
}

/** What an attacker attacks, if it is still there to be dealt damage (510.1b). */
function attacked(g: Game, o: GameObject): { player: string } | { object: Permanent } | undefined {
  const d = o.combat?.attacking;
  if (!d) return undefined;
  if (/^[A-F]$/.test(d)) return { player: d };
  const pw = g.permanentById(d);
  return pw ? { object: pw } : undefined;
}

function damagePass(g: Game, dealers: Permanent[]): void {
  const assignments: [{ player: string } | { object: Permanent }, number, Permanent][] = [];
  // Damage being assigned to each object in this step so far: lethal damage counts it (510.1c, 702.19b).
  const pending = new Map<string, number>();
  const assign = (target: { player: string } | { object: Permanent }, amount: number, source: Permanent) => {
    assignments.push([target, amount, source]);
    if ('object' in target) pending.set(target.object.id, (pending.get(target.object.id) ?? 0) + amount);
  };
  // 702.19b: a trampler's lethal damage counts what other creatures assign in this step, so theirs comes first.
  const ordered = [...dealers.filter((o) => !g.has(o, 'trample')), ...dealers.filter((o) => g.has(o, 'trample'))];
  for (const o of ordered) {
    const power = Math.max(0, g.characteristics(o).power);
    if (power === 0 || !o.combat) continue;
    if (o.combat.attacking) {
      const blockers = g.permanents().filter((b) => b.combat?.blocking?.includes(o.id));
      if (!o.combat.blocked) {
        const target = attacked(g, o);
        if (target) assign(target, power, o);
        continue;
      }
      // 509.1h: a blocked creature with no blockers left assigns no damage (unless trample, 702.19d).
      for (const { to, amount } of g.seams.combat.assignBlocked(g, o, blockers, power, pending)) {
        const target = to === 'attacked' ? attacked(g, o) : { object: to };
        if (target && amount > 0) assign(target, amount, o);
      }
    } else if (o.combat.blocking) {
      // 510.1d: the creatures it blocks that are still attacking (one removed from combat is not, 506.4).
      const blocked = o.combat.blocking.flatMap((id) => {
        const a = g.permanentById(id);
        return a?.combat?.attacking ? [a] : [];
      });
      for (const { to, amount } of g.seams.combat.assignBlocking(g, o, blocked, power, pending))
        if (amount > 0) assign({ object: to }, amount, o);
    }
  }
  // 510.2: all of it is dealt at once, one damage event.
  dealtAtOnce(g, () => {
    for (const [target, n, source] of assignments) {
      const dealt = combatDamagePrevented(g, source) ? 0 : g.dealDamage(target, n, source);
      if ('player' in target) recordCombatDamage(g, target.player, source, n, dealt); // 903.10a
      if ('player' in target && dealt > 0)
        g.emit({ type: 'combatDamageToPlayer', obj: source, player: target.player, amount: dealt });
    }
  });
}

/**
 * A resolved "prevent all combat damage that would be dealt this turn" effect (615). It modifies the
 * rules of the game rather than a set of objects (611.2c), so it also covers creatures that entered
 * or phased in after it began.
 */
function combatDamagePrevented(g: Game, source: GameObject): boolean {
  if (g.damageCantBePrevented()) return false;
  return g.effects.some(
    (e) => e.change.kind === 'preventCombatDamage' && g.seams.effects.rulesEffectCovers(g, e, source),
  );
}

/** A blocking pair is declared: the game's record keeps it with its turn (types.ts), and "whenever … blocks" abilities see it. */
function blockDeclared(g: Game, blocker: Permanent, attacker: Permanent): void {
  g.declaredBlocks.push({ blocker: g.ref(blocker), attacker: g.ref(attacker), turn: g.turnIndex });
  g.emit({ type: 'blocks', obj: blocker, attacker });
}
