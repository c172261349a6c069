/**
 * What to implement next: the fixtures an engine could not run, grouped by what it lacks, ranked by
 * how many fixtures each group would unlock.
 *
 * How fixtures are counted: per fixture, not per fixture × edition. A fixture's need is the set of
 * capabilities and cards it lacks (the same in every edition, since requirements do not depend on
 * the edition). It counts once, toward exactly that set: the smallest set that unlocks it. So a
 * fixture lacking `combat` and `stack.cast` counts toward "combat + stack.cast", not toward `combat`
 * alone, since implementing `combat` alone does not make it run. Each item also says in how many
 * fixtures' needs it appears at all (`neededBy`), which is what an item contributes to combinations.
 * A fixture the engine lacks nothing for but the edition (outside every range it declares) counts in
 * `editionOnly`; a fixture that ran in at least one selected edition is not in the plan.
 */

export interface PlanItem {
  kind: 'capability' | 'card';
  name: string;
}

export interface PlanGroup {
  /** What the engine needs, capabilities first, each list sorted. */
  needs: PlanItem[];
  /** Fixtures this exact set unlocks (and no smaller one does). */
  fixtures: string[];
  approved: number;
}

export interface Plan {
  /** Fixtures that apply in the selected editions. */
  applicable: number;
  /** Fixtures that ran in at least one selected edition. */
  ran: number;
  /** Untested for lack of capabilities or cards: groups ranked by fixtures unlocked, then fewest needs, then name. */
  groups: PlanGroup[];
  /** Per item, in how many untested fixtures' needs it appears. */
  neededBy: { item: PlanItem; fixtures: number }[];
  /** Fixtures untested only because the engine declares no edition range containing the selected editions. */
  editionOnly: string[];
  /** The `core` profile (an engine's first goal), when the entries say which fixtures are core. */
  core?: CoreProgress;
}

/** How far the engine is from running every core fixture, and everything it lacks for the rest. */
export interface CoreProgress {
  /** Core fixtures that apply in the selected editions. */
  applicable: number;
  /** Of them, those that ran in at least one selected edition. */
  ran: number;
  /** Every capability and card some untested core fixture lacks: implementing them all completes core. */
  needs: PlanItem[];
  /** Core fixtures untested only for an edition the engine does not declare. */
  editionOnly: number;
}

/** One fixture under one edition: what the engine lacked (absent when it ran). */
export interface PlanEntry {
  id: string;
  status: 'approved' | 'proposed';
  missing?: { capabilities?: string[]; cards?: string[]; edition?: string };
  /** True for a fixture of the core profile (harness/run/profiles.ts). */
  core?: boolean;
}

const itemKey = (i: PlanItem): string => `${i.kind}:${i.name}`;
const byItem = (a: PlanItem, b: PlanItem): number =>
  a.kind === b.kind ? (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) : a.kind === 'capability' ? -1 : 1;

export function computePlan(entries: Iterable<PlanEntry>): Plan {
  const perFixture = new Map<
    string,
    { status: string; ran: boolean; needs: Map<string, PlanItem>; editionOnly: boolean; core: boolean }
  >();
  let coreKnown = false;
  for (const e of entries) {
    let f = perFixture.get(e.id);
    if (!f)
      perFixture.set(
        e.id,
        (f = { status: e.status, ran: false, needs: new Map(), editionOnly: false, core: e.core === true }),
      );
    if (e.core !== undefined) coreKnown = true;
    if (!e.missing) {
      f.ran = true;
      continue;
    }
    const items: PlanItem[] = [
      ...(e.missing.capabilities ?? []).map((name): PlanItem => ({ kind: 'capability', name })),
      ...(e.missing.cards ?? []).map((name): PlanItem => ({ kind: 'card', name })),
    ];
    for (const i of items) f.needs.set(itemKey(i), i);
    if (items.length === 0 && e.missing.edition) f.editionOnly = true;
  }
  const groups = new Map<string, PlanGroup>();
  const neededBy = new Map<string, { item: PlanItem; fixtures: number }>();
  const editionOnly: string[] = [];
  let ran = 0;
  for (const [id, f] of perFixture) {
    if (f.ran) {
      ran++;
      continue;
    }
    if (f.needs.size === 0) {
      if (f.editionOnly) editionOnly.push(id);
      continue;
    }
    const needs = [...f.needs.values()].sort(byItem);
    const key = needs.map(itemKey).join('+');
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { needs, fixtures: [], approved: 0 }));
    g.fixtures.push(id);
    if (f.status === 'approved') g.approved++;
    for (const i of needs) {
      const n = neededBy.get(itemKey(i)) ?? neededBy.set(itemKey(i), { item: i, fixtures: 0 }).get(itemKey(i))!;
      n.fixtures++;
    }
  }
  const ranked = [...groups.values()].sort(
    (a, b) =>
      b.fixtures.length - a.fixtures.length ||
      a.needs.length - b.needs.length ||
      (a.needs.map(itemKey).join('+') < b.needs.map(itemKey).join('+') ? -1 : 1),
  );
  return {
    applicable: perFixture.size,
    ran,
    groups: ranked,
    neededBy: [...neededBy.values()].sort((a, b) => b.fixtures - a.fixtures || byItem(a.item, b.item)),
    editionOnly: editionOnly.sort(),
    ...(coreKnown ? { core: coreProgress([...perFixture.values()].filter((f) => f.core)) } : {}),
  };
}

function coreProgress(core: { ran: boolean; needs: Map<string, PlanItem>; editionOnly: boolean }[]): CoreProgress {
  const needs = new Map<string, PlanItem>();
  for (const f of core) if (!f.ran) for (const [k, i] of f.needs) needs.set(k, i);
  return {
    applicable: core.length,
    ran: core.filter((f) => f.ran).length,
    needs: [...needs.values()].sort(byItem),
    editionOnly: core.filter((f) => !f.ran && f.needs.size === 0 && f.editionOnly).length,
  };
}

export const itemText = (i: PlanItem): string => `${i.kind} ${i.name}`;
export const needsText = (g: PlanGroup): string => g.needs.map(itemText).join(' + ');

/** The plan of a saved run: its untested results carry what the engine lacked. */
export function planFromResults(
  results: Iterable<{ id: string; status: 'approved' | 'proposed'; outcome: string; missing?: PlanEntry['missing'] }>,
  core?: ReadonlySet<string>,
): Plan {
  const entries: PlanEntry[] = [];
  for (const r of results) {
    const inCore = core ? { core: core.has(r.id) } : {};
    entries.push(
      r.outcome === 'untested'
        ? { id: r.id, status: r.status, missing: r.missing ?? {}, ...inCore }
        : { id: r.id, status: r.status, ...inCore },
    );
  }
  return computePlan(entries);
}
