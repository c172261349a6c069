import type { ObservedObject, Snapshot } from '../../../harness/generated/observation.js';
import type { Game } from './game.js';

/** Everything the fixture vocabulary can observe, as the engine sees it now. */
export function observe(g: Game): Snapshot {
  return g.reading(() => observeNow(g));
}

function observeNow(g: Game): Snapshot {
  const players = g.players.map((p) => {
    const named = (zone: string) => [...g.objects.values()].filter((o) => o.owner === p.id && o.zone === zone && !o.token).length;
    return {
      id: p.id, life: p.life, handSize: p.anonymousHand + named('hand'), librarySize: p.libraryCount + named('library'),
      graveyardSize: p.anonymousGraveyard + named('graveyard'), inGame: p.inGame,
    };
  });
  const objects: ObservedObject[] = [];
  for (const o of g.objects.values()) {
    const base: ObservedObject = { id: o.id, card: o.card.name, zone: o.zone, owner: o.owner, token: o.token };
    if (o.zone === 'battlefield') {
      const ch = g.characteristics(o);
      base.controller = ch.controller;
      base.tapped = o.tapped;
      base.phased = o.phased ? { how: o.phased.how, under: o.phased.under } : 'in';
      base.counters = Object.fromEntries([...o.counters].filter(([, n]) => n > 0));
      base.damage = o.damage;
      base.attachedTo = o.attachedTo === null ? null : 'object' in o.attachedTo ? o.attachedTo.object : { player: o.attachedTo.player };
      if (ch.types.has('Creature')) { base.power = ch.power; base.toughness = ch.toughness; }
      base.combat = o.combat?.attacking !== undefined ? 'attacking' : o.combat?.blocking ? 'blocking' : 'none';
    }
    objects.push(base);
  }
  return { players, objects, triggers: g.triggerLog.map((t) => ({ ...t })) };
}
