import { IllegalAction, Unsupported } from './errors.js';
import type { Game } from './game-interface.js';
import type { GameObject, Permanent } from './types.js';

/**
 * The subtype each "bands with other [quality]" ability of the creature names (702.22b), read from the
 * ability's text ("bands with other Dinosaurs": Dinosaur). None once it has lost the ability.
 */
export function bandsWithOther(g: Game, o: GameObject): string[] {
  if (!g.has(o, 'bands-with-other')) return [];
  return o.card.abilities
    .filter((a) => a.key === 'bands-with-other')
    .map((a) => {
      const m = /^bands with other (\w+?)s$/i.exec(a.text);
      if (!m) throw new Unsupported(`"${a.text}": the reference engine reads "bands with other [subtype]s" only`);
      return m[1]!;
    });
}

/**
 * Whether these creatures are a group banding gives a say over: a creature with banding among them, or
 * a [quality] creature with "bands with other [quality]" and another [quality] creature (702.22j-k).
 * The catalogue has no creature with plain banding, so only "bands with other" is read.
 */
export function bandingGroup(g: Game, creatures: readonly GameObject[]): boolean {
  return creatures.some((o) =>
    bandsWithOther(g, o).some((quality) => creatures.some((x) => x !== o && g.hasSubtype(x, quality))),
  );
}

/**
 * 702.22c-d: the attacking bands declared with the attackers, checked before anything changes (508.1e;
 * an illegal band makes the declaration illegal, 508.1). Returns each attacker's band, by member id.
 */
export function checkedBands(
  g: Game,
  chosen: readonly [Permanent, string][],
  bands: readonly (readonly string[])[],
): Map<Permanent, string> {
  const out = new Map<Permanent, string>();
  for (const band of bands) {
    const members = band.map((id) => {
      const entry = chosen.find(([o]) => o.id === id);
      if (!entry) throw new IllegalAction(`${id} is in a band but is not declared as an attacker (702.22c)`);
      if (out.has(entry[0])) throw new IllegalAction(`${id} is in two bands (702.22c: only one)`);
      return entry;
    });
    const creatures = members.map(([o]) => o);
    const splits = new Set(members.map(([, d]) => d)).size > 1;
    if (g.seams.combat.bandRestricted(g, creatures, splits))
      throw new IllegalAction(`the band ${band.join(', ')} attacks more than one player or planeswalker (702.22d)`);
    // 702.22c: one or more [quality] creatures with "bands with other [quality]" and other [quality] creatures.
    const allowed = creatures.some((o) =>
      bandsWithOther(g, o).some((quality) => creatures.every((x) => g.hasSubtype(x, quality))),
    );
    if (g.seams.combat.bandRestricted(g, creatures, !allowed))
      throw new IllegalAction(`${band.join(', ')} can't attack as a band (702.22c)`);
    for (const o of creatures) out.set(o, band[0]!);
  }
  return out;
}

/** The other attacking creatures in the creature's band, for the rest of combat (702.22e-f). */
export function bandMates(g: Game, attacker: GameObject): Permanent[] {
  const band = attacker.combat?.band;
  if (band === undefined) return [];
  return g.permanents().filter((o) => o !== attacker && o.combat?.attacking !== undefined && o.combat.band === band);
}
