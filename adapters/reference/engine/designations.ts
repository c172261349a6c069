import type { Game } from './game-interface.js';

/** 702.131b: how many permanents a player must control for ascend to give the city's blessing. */
const ASCEND_THRESHOLD = 10;

/**
 * Ascend on a permanent (702.131b): "Any time you control ten or more permanents and you don't have
 * the city's blessing, you get the city's blessing for the rest of the game." Checked each time a
 * player would receive priority, the first moment a fixture can observe it. Only a phased-in
 * permanent with ascend has the ability, and only phased-in permanents are counted (702.26b); a
 * faulty engine's 'citys-blessing' reader counts phased-out ones too.
 */
export function grantCitysBlessings(g: Game): void {
  // Who controls a permanent with ascend: read once per check, not once per player (this runs on every settle).
  const ascending = new Set(
    g
      .permanents()
      .filter((o) => g.has(o, 'ascend'))
      .map((o) => g.controller(o)),
  );
  const counted = ascending.size > 0 ? [...g.permanents(), ...g.phasedOutFor('citys-blessing')] : [];
  for (const p of g.playersInGame()) {
    if (p.citysBlessing === true && g.seams.players.keepsCitysBlessing(g, p)) continue; // "for the rest of the game"
    p.citysBlessing = ascending.has(p.id) && counted.filter((o) => g.controller(o) === p.id).length >= ASCEND_THRESHOLD;
  }
}
