import type { Action, Setup } from '../../../harness/generated/fixture.js';
import type { RunObservation, Snapshot } from '../../../harness/generated/observation.js';
import type { CatalogueCard } from '../../../harness/generated/cards.js';
import { declareAttackers, declareBlockers } from './combat.js';
import type { Game } from './game.js';
import { IllegalAction } from './game.js';
import { leaveGame } from './leave-game.js';
import { addMana } from './mana.js';
import { observe } from './observe.js';
import { phaseIn, phaseOut } from './phasing.js';
import { buildGame } from './setup.js';
import { activate, cast, resolveTop, tapPermanent, untapPermanent } from './stack.js';
import { advance, settle } from './turn.js';
import type { GameObject } from './types.js';

/**
 * Plays a fixture: builds the setup, performs each action, observes at each checkpoint. An action
 * the rules forbid is rejected (IllegalAction) and the game goes on; anything the engine does not
 * implement (Unsupported) propagates to the adapter.
 */
export function playFixture(
  g: Game,
  setup: Setup,
  actions: Action[],
  card: (name: string) => CatalogueCard,
): RunObservation {
  buildGame(g, setup, card);
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
  return { actions: fates, checkpoints: checkpoints };
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
      phaseOut(
        g,
        a.objects.map((id) => onBattlefield(g, id)),
      );
      break;
    case 'phaseIn':
      phaseIn(
        g,
        a.objects.map((id) => onBattlefield(g, id)),
      );
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
      g.addEffect({
        controller: a.player,
        affected,
        duration: a.duration === 'endOfTurn' ? { kind: 'endOfTurn' } : { kind: 'indefinite' },
        change: { kind: 'control', player: a.player },
      });
      for (const r of affected) {
        const p = g.permanent(r);
        if (p) {
          p.sick = true;
          g.removeFromCombat(p);
        }
      } // 302.6, 506.4
      break;
    }
    case 'tap':
      for (const o of a.objects.map((id) => onBattlefield(g, id))) {
        if (!g.isPhasedIn(o) && !g.seams.seesPhasedOut('tap-effect')) continue;
        if (a.untap) untapPermanent(g, o);
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
