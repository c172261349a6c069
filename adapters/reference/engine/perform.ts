import type { Action, Setup } from '../../../harness/generated/fixture.js';
import type { RunObservation, Snapshot } from '../../../harness/generated/observation.js';
import type { CatalogueCard } from '../../../harness/generated/cards.js';
import { declareAttackers, declareBlockers } from './combat.js';
import { Game, IllegalAction } from './game.js';
import { addMana } from './mana.js';
import { observe } from './observe.js';
import { phaseIn, phaseOut } from './phasing.js';
import { buildGame } from './setup.js';
import { activate, cast, resolveTop, tapPermanent } from './stack.js';
import { advance, settle } from './turn.js';
import type { GameObject } from './types.js';

/**
 * Plays a fixture: builds the setup, performs each action, observes at each checkpoint. An action
 * the rules forbid is rejected (IllegalAction) and the game goes on; anything the engine does not
 * implement (Unsupported) propagates to the adapter.
 */
export function playFixture(g: Game, setup: Setup, actions: Action[], card: (name: string) => CatalogueCard): RunObservation {
  buildGame(g, setup, card);
  g.phaseInHook = (objs, opts) => void phaseIn(g, objs, opts);
  const fates: RunObservation['actions'] = [];
  const checkpoints: Record<string, Snapshot> = {};
  for (const action of actions) {
    try {
      perform(g, action, checkpoints);
      fates.push({ status: 'ok' });
    } catch (e) {
      if (!(e instanceof IllegalAction)) throw e;
      fates.push({ status: 'rejected', reason: e.message });
    }
  }
  checkpoints['end'] = observe(g);
  return { actions: fates, checkpoints: checkpoints as RunObservation['checkpoints'] };
}

function onBattlefield(g: Game, id: string): GameObject {
  const o = g.objects.get(id);
  if (!o || o.zone !== 'battlefield') throw new IllegalAction(`${id} is not on the battlefield`);
  return o;
}

function perform(g: Game, a: Action, checkpoints: Record<string, Snapshot>): void {
  switch (a.do) {
    case 'checkpoint':
      checkpoints[a.name] = observe(g);
      return;
    case 'advance':
      advance(g, a.to, a.triggers);
      return;
    case 'cast':
      cast(g, a.player, a.object, a.targets, a.x ?? 0, { ...(a.choices ?? {}) });
      break;
    case 'activate':
      activate(g, a.player, a.source, a.ability, a.targets, a.x ?? 0, { ...(a.choices ?? {}) });
      break;
    case 'resolve':
      resolveTop(g, a.choices ?? {}, a.targets);
      break;
    case 'declareAttackers':
      declareAttackers(g, a.attackers);
      break;
    case 'declareBlockers':
      declareBlockers(g, a.blockers);
      break;
    case 'phaseOut':
      phaseOut(g, a.objects.map((id) => onBattlefield(g, id)));
      break;
    case 'phaseIn':
      phaseIn(g, a.objects.map((id) => onBattlefield(g, id)));
      break;
    case 'dealDamage': {
      const target = /^[A-F]$/.test(a.to) ? { player: a.to } : { object: onBattlefield(g, a.to) };
      g.dealDamage(target, a.amount);
      break;
    }
    case 'destroy':
      for (const o of a.objects.map((id) => onBattlefield(g, id))) g.destroy(o);
      break;
    case 'gainControl': {
      const o = onBattlefield(g, a.object);
      const affected = g.lockedSet([o]);
      g.addEffect({ controller: a.player, affected, duration: a.duration === 'endOfTurn' ? { kind: 'endOfTurn' } : { kind: 'indefinite' }, change: { kind: 'control', player: a.player } });
      for (const r of affected) { const p = g.permanent(r); if (p) { p.sick = true; g.removeFromCombat(p); } } // 302.6, 506.4
      break;
    }
    case 'tap':
      for (const o of a.objects.map((id) => onBattlefield(g, id))) {
        if (!g.isPhasedIn(o)) continue;
        if (a.untap) o.tapped = false;
        else tapPermanent(g, o);
      }
      break;
    case 'skipNextUntapStep':
      g.player(a.player).skipUntapSteps++;
      break;
    case 'leaveGame':
      leaveGame(g, a.player);
      break;
    case 'addMana':
      addMana(g.player(a.player), a.mana);
      return;
  }
  settle(g, a.triggers);
}

/** 800.4a with 702.26k and 702.26n: a player leaves a multiplayer game. */
export function leaveGame(g: Game, id: string): void {
  const p = g.player(id);
  if (!p.inGame) throw new IllegalAction(`${id} has already left the game`);
  // When does the leaving player's next turn begin? Count turns from now in seat order (702.26n).
  const seats = g.players.map((x) => x.id);
  const stepsToTheirTurn = (() => {
    let k = 0;
    let cur = g.active;
    do { cur = seats[(seats.indexOf(cur) + 1) % seats.length]!; k += g.player(cur).inGame || cur === id ? 1 : 0; } while (cur !== id && k < 50);
    return k;
  })();
  p.inGame = false;
  for (const o of [...g.objects.values()]) {
    if (o.owner !== id) continue;
    if (o.phased) {
      // 702.26k: phased-out permanents it owns leave too, without zone-change triggers.
      if (g.fault('owner-leaves-phased-out-stays')) continue;
      g.phasedOut.delete(o.id);
      g.objects.delete(o.id);
    } else if (o.zone === 'battlefield') {
      g.moveTo(o, 'exile'); // leaves the battlefield (603.6c)
      g.objects.delete(o.id);
    } else {
      g.objects.delete(o.id);
    }
  }
  // Effects giving the leaving player control end (800.4a).
  for (let k = g.effects.length - 1; k >= 0; k--) {
    const e = g.effects[k]!;
    if (e.change.kind === 'control' && e.change.player === id) g.effects.splice(k, 1);
  }
  for (const o of [...g.phasedOut.values()]) {
    if (o.phased?.under !== id) continue;
    // 702.26n: phases in during the next untap step after that player's next turn would have begun.
    if (g.rules['PH-MULTIPLAYER']) o.phased.orphanedUntilTurn = g.turnIndex + stepsToTheirTurn;
  }
  for (const o of [...g.battlefield.values()]) {
    if (g.controller(o) === id) { g.moveTo(o, 'exile'); } // 800.4a: objects it still controls are exiled
  }
}
