// The stack: resolving its top item (608) and putting triggered abilities on it (603.3). Casting and
// activating are in casting.ts, targets in targets.ts.
import type { TriggerChoice } from '../../../harness/generated/fixture.js';
import type { Game } from './game-interface.js';
import { dealtAtOnce } from './damage-events.js';
import { IllegalAction, Unsupported } from './game.js';
import { checkSplicedChoices, resolveSplicedText } from './splice.js';
import {
  abilityOf,
  allIllegal,
  announceTargets,
  chooseTargets,
  hasAnyLegalTarget,
  itemBehaviour,
  spellTargetSpecs,
} from './targets.js';
import type { Choices, GameObject, StackItem, Target } from './types.js';

/** All players pass in succession: the top of the stack resolves (608). */
export function resolveTop(g: Game, extraChoices: Choices, extraTargets: string[] | undefined): void {
  const top = g.stack[g.stack.length - 1];
  if (top?.kind === 'spell') {
    itemBehaviour(g, top)?.checkResolutionChoices?.(g, top.source, { ...top.choices, ...extraChoices }, top);
    checkSplicedChoices(g, top, { ...top.choices, ...extraChoices });
  }
  if (top?.kind === 'triggered') {
    const ability = abilityOf(itemBehaviour(g, top), top);
    if (ability && 'checkResolutionChoices' in ability)
      ability.checkResolutionChoices?.(g, { ...top.choices, ...extraChoices }, top);
  }
  const item = g.stack.pop();
  if (!item) throw new IllegalAction('the stack is empty');
  g.resolving = true;
  try {
    dealtAtOnce(g, () => resolveItem(g, item, extraChoices, extraTargets)); // 608.2: one damage event per resolution
  } finally {
    g.resolving = false;
  }
  for (const work of g.afterResolution.splice(0)) work();
}

/**
 * Counters a spell on the stack (the keyword action "counter", 701): it is removed from the stack and doesn't
 * resolve, and a card goes to its owner's graveyard. A copy of a spell is no card: out of the stack it ceases to
 * exist (707.10a), and the card it was made from (Ertai's Meddling's, in exile) stays where it is.
 */
export function counterSpell(g: Game, item: StackItem): void {
  if (g.seams.cards.copyCeasesToExist(g, item, item.copy === true)) g.stack.splice(g.stack.indexOf(item), 1);
  else g.moveTo(item.source, 'graveyard');
}

function resolveItem(g: Game, item: StackItem, extraChoices: Choices, extraTargets: string[] | undefined): void {
  Object.assign(item.choices, extraChoices);
  const b = itemBehaviour(g, item);
  if (item.kind === 'spell') {
    const obj = item.source;
    const specs = spellTargetSpecs(b, item.choices);
    const bestowed = item.choices['bestow'] === true;
    // 702.103e, 608.3b: a bestowed Aura spell whose target is illegal stops being bestowed and resolves as a creature spell.
    if (
      bestowed &&
      item.targets.length > 0 &&
      g.seams.cards.bestowedResolvesAsCreature(g, item, allIllegal(g, item, specs))
    ) {
      obj.zone = 'stack';
      g.enterBattlefield(obj, item.controller);
      return;
    }
    if (item.targets.length > 0 && allIllegal(g, item, specs)) {
      if (g.seams.cards.copyCeasesToExist(g, item, item.copy === true)) return; // a copy just ceases to exist (707.10a)
      obj.zone = 'hand'; // so moveTo treats it as a card leaving the stack
      g.moveTo(obj, 'graveyard'); // 608.2b: it doesn't resolve
      return;
    }
    if (b?.spell) {
      b.spell.resolve(g, item);
      resolveSplicedText(g, item);
      if (obj.zone === 'stack' && !item.copy) {
        obj.zone = 'hand';
        g.moveTo(obj, 'graveyard');
      }
      return;
    }
    // A permanent spell: it enters under its controller (608.3).
    b?.asEnters?.(g, obj, item.choices);
    const t = item.targets[0];
    const attachTo =
      t && 'object' in t
        ? { object: t.object.id, incarnation: t.object.incarnation }
        : t && 'player' in t
          ? { player: t.player }
          : null;
    obj.zone = 'stack';
    // 702.103b: the permanent a bestowed Aura spell becomes is a bestowed Aura.
    if (bestowed) obj.bestowed = true;
    const protector = typeof item.choices['protector'] === 'string' ? item.choices['protector'] : undefined; // 310.9a
    g.enterBattlefield(obj, item.controller, {
      attachTo: g.seams.cards.auraSpellAttachesTo(g, attachTo),
      ...(protector !== undefined ? { protector } : {}),
    });
    return;
  }
  const ability = abilityOf(b, item);
  if (item.targets.length > 0 && allIllegal(g, item, ability?.targets)) return;
  if (extraTargets && extraTargets.length > 0) item.choices['resolutionTargets'] = extraTargets;
  if (!ability) throw new Unsupported(`no implementation for ${item.source.card.name} ability ${item.abilityKey}`);
  ability.resolve(g, item);
}

/**
 * Puts pending triggered abilities on the stack in APNAP order (603.3b), using the fixture's
 * choices for order and targets. A trigger that needs targets none of which is given is an error
 * in the fixture, not something the engine may guess.
 */
export function putTriggersOnStack(g: Game, choices: TriggerChoice[] | undefined): void {
  if (g.pending.length === 0) return;
  const pending = g.pending.splice(0);
  const used = new Set<TriggerChoice>();
  // 800.4d: a triggered ability that would be controlled by a player who has left the game isn't put
  // on the stack (APNAP order only has players in the game).
  const departed = g.seams.leaving(g, 'departed-triggers-removed')
    ? []
    : g.players.filter((p) => !p.inGame).map((p) => p.id);
  for (const player of [...g.apnap(), ...departed]) {
    const mine = pending.filter((t) => t.controller === player);
    const ordered = [...mine].sort((a, b) => rank(a) - rank(b) || a.order - b.order);
    for (const t of ordered) {
      const def = g.behaviour({ card: t.abilityCard })?.triggers?.find((d) => d.key === t.key);
      const choice = g.seams.cards.triggerChoice(
        g,
        t,
        choices,
        used,
        (choices ?? []).find((c) => !used.has(c) && c.source === t.source.id && c.ability === t.key),
      );
      if (choice) used.add(choice);
      let targets: Target[] = [];
      if (def?.targets && def.targets.length > 0) {
        const anyLegal = hasAnyLegalTarget(g, def.targets, player);
        if (!anyLegal) continue; // 603.3d: removed from the stack
        if (!choice?.targets)
          throw new Unsupported(
            `the fixture gives no targets for ${t.source.id}#${t.key}, which needs ${def.targets.map((s) => s.describe).join(', ')}`,
          );
        targets = chooseTargets(g, def.targets, choice.targets, player, `${t.source.card.name}'s ${t.key} trigger`);
        const max = def.maxTargets?.(t.data);
        if (g.seams.cards.wrongTargetCount(g, max !== undefined && targets.length > max))
          throw new IllegalAction(`${t.source.card.name}'s ${t.key} trigger can have at most ${max} target(s)`);
        def.checkChoices?.(targets, choice.choices ?? {}, `${t.source.card.name}'s ${t.key} trigger`);
      }
      const item: StackItem = {
        uid: g.uid(),
        kind: 'triggered',
        controller: player,
        source: t.source,
        sourceRef: t.sourceRef,
        abilityKey: t.key,
        abilityCard: t.abilityCard,
        targets,
        x: 0,
        choices: { ...(choice?.choices ?? {}) },
        triggerData: t.data,
      };
      g.stack.push(item);
      announceTargets(g, item);
    }
  }
  function rank(t: { source: GameObject; key: string }): number {
    const i = (choices ?? []).findIndex((c) => c.source === t.source.id && c.ability === t.key);
    return g.seams.cards.triggerRank(g, i < 0 ? Number.MAX_SAFE_INTEGER : i);
  }
}
