import fc from 'fast-check';
import type { Capability, ObjectSetup, Setup } from '../generated/fixture.js';
import { catalogueCard } from '../sources/load-sources.js';
import type { Built } from './build-context.js';

/**
 * What a scenario's players and game start with besides their permanents, for an engine declaring the
 * designations: a monarch (725), a player with the initiative (726), a player with the city's blessing
 * (702.131), day or night (731). Each player field is 0 for nobody or a seat plus one; values past the
 * last seat are nobody too: in a two-player game each seat has a designation one time in five. `permanents` sets how
 * many permanents a player with an ascend permanent controls at the start: eight to eleven, so the ten
 * that ascend counts (702.131b) is crossed by one phasing in or out, or one more entering.
 */
export interface DesignationPlan {
  monarch: number;
  initiative: number;
  blessing: number;
  /** 0: neither (731.1, as a game starts), 1: day, 2: night. */
  dayNight: number;
  permanents: number;
}

export const NO_DESIGNATIONS: DesignationPlan = { monarch: 0, initiative: 0, blessing: 0, dayNight: 0, permanents: 0 };

/** Two scenarios in three start with none; shrinking heads there, so a draft keeps only what it needs. */
export const designationArbitrary: fc.Arbitrary<DesignationPlan> = fc.oneof(
  { withCrossShrink: true },
  { weight: 2, arbitrary: fc.constant(NO_DESIGNATIONS) },
  {
    weight: 1,
    arbitrary: fc.record({
      monarch: fc.nat({ max: 4 }),
      initiative: fc.nat({ max: 4 }),
      blessing: fc.nat({ max: 4 }),
      dayNight: fc.nat({ max: 2 }),
      permanents: fc.nat({ max: 3 }),
    }),
  },
);

const seat = (players: readonly string[], n: number): string | undefined => (n === 0 ? undefined : players[n - 1]);

/**
 * The setup's players and game with the planned designations, each only when the engine declares it. The
 * initiative is set up as taken earlier with its venture over (no dungeon in the command zone): the next
 * venture is the one at its holder's upkeep (726.2) or the one taking it again brings.
 */
export function applyDesignations(setup: Setup, d: DesignationPlan, caps: ReadonlySet<Capability>): void {
  const ids = setup.players.map((p) => p.id);
  const monarch = caps.has('designation.monarch') ? seat(ids, d.monarch) : undefined;
  const initiative = caps.has('designation.initiative') ? seat(ids, d.initiative) : undefined;
  const blessed = caps.has('designation.citys-blessing') ? seat(ids, d.blessing) : undefined;
  for (const p of setup.players) {
    if (p.id === monarch) p.monarch = true;
    if (p.id === initiative) p.initiative = true;
    if (p.id === blessed) p.citysBlessing = true;
  }
  if (caps.has('designation.day-night') && d.dayNight > 0) setup.dayNight = d.dayNight === 1 ? 'day' : 'night';
}

/** The players who start as the monarch or with the initiative, each only when the engine declares it. */
export function designationHolders(
  players: readonly string[],
  d: DesignationPlan,
  caps: ReadonlySet<Capability>,
): string[] {
  const monarch = caps.has('designation.monarch') ? seat(players, d.monarch) : undefined;
  const initiative = caps.has('designation.initiative') ? seat(players, d.initiative) : undefined;
  return [monarch, initiative].filter((p): p is string => p !== undefined);
}

/** A card with ascend (702.131): its controller gets the city's blessing once they control ten permanents. */
const hasAscend = (card: string) => catalogueCard(card)?.abilities?.some((a) => a.key === 'ascend') ?? false;

/** Whether any object of the setup has ascend: then one more permanent may give a player the city's blessing. */
export const anyAscend = (objects: readonly ObjectSetup[]): boolean => objects.some((o) => hasAscend(o.card));

/**
 * Basic lands for each player who controls an ascend permanent on the battlefield, owned and controlled by
 * them, until they control eight to eleven permanents (phased-out ones included, which ascend doesn't count,
 * 702.26b), with ids after the setup's. Nothing without `designation.citys-blessing` or a land to use.
 */
export function ascendLands(
  built: readonly Built[],
  d: DesignationPlan,
  land: string | undefined,
  caps: ReadonlySet<Capability>,
): ObjectSetup[] {
  if (land === undefined || !caps.has('designation.citys-blessing')) return [];
  const onBattlefield = built.filter((b) => b.setup.zone === 'battlefield');
  const ascending = new Set(onBattlefield.filter((b) => hasAscend(b.card.name)).map((b) => b.controller));
  const lands: ObjectSetup[] = [];
  for (const player of ascending) {
    const controlled = onBattlefield.filter((b) => b.controller === player).length;
    for (let n = controlled; n < 8 + (d.permanents % 4); n++)
      lands.push({ id: `o${built.length + lands.length + 1}`, card: land, owner: player, zone: 'battlefield' });
  }
  return lands;
}
