import type { Capability, PlayerExpectation } from '../generated/fixture.js';
import type { Snapshot } from '../generated/observation.js';
import { list, plural } from '../model/prose-words.js';
import { mismatch, sameValue, type FailureFacts, type KindModule } from './kind-module.js';

/** `{"player": "A", …}`: a player's life, card counts, presence in the game, commander facts, designations. */

const COUNTED = ['life', 'handSize', 'librarySize', 'graveyardSize', 'inGame'] as const;

function check(e: PlayerExpectation, snap: Snapshot): FailureFacts[] {
  const p = snap.players.find((x) => x.id === e.player);
  if (!p) return [{ subject: `player ${e.player}`, message: `the engine reported no player ${e.player}` }];
  const out: FailureFacts[] = [];
  for (const field of COUNTED) {
    const want = e[field];
    if (want !== undefined && p[field] !== want) out.push(mismatch(`player ${e.player}`, field, want, p[field]));
  }
  // Exactly these commanders' damage: a commander an engine leaves out has dealt none (903.10a).
  if (e.commanderDamage !== undefined && !sameValue(e.commanderDamage, p.commanderDamage ?? {})) {
    out.push(mismatch(`player ${e.player}`, 'commanderDamage', e.commanderDamage, p.commanderDamage ?? {}));
  }
  if (e.controlsCommander !== undefined && p.controlsCommander !== e.controlsCommander) {
    out.push(mismatch(`player ${e.player}`, 'controlsCommander', e.controlsCommander, p.controlsCommander));
  }
  // An engine that reports nothing has given no player the blessing (702.131c: a designation a player gets).
  if (e.citysBlessing !== undefined && (p.citysBlessing ?? false) !== e.citysBlessing) {
    out.push(mismatch(`player ${e.player}`, 'citysBlessing', e.citysBlessing, p.citysBlessing ?? false));
  }
  // Absent means not the monarch (725.1: there is none until an effect makes one).
  if (e.monarch !== undefined && (p.monarch ?? false) !== e.monarch) {
    out.push(mismatch(`player ${e.player}`, 'monarch', e.monarch, p.monarch ?? false));
  }
  // Absent means no initiative (726.1), and no dungeon in the command zone (309.2).
  if (e.initiative !== undefined && (p.initiative ?? false) !== e.initiative) {
    out.push(mismatch(`player ${e.player}`, 'initiative', e.initiative, p.initiative ?? false));
  }
  if (e.dungeonRoom !== undefined && (p.dungeonRoom ?? null) !== e.dungeonRoom) {
    out.push(mismatch(`player ${e.player}`, 'dungeonRoom', e.dungeonRoom, p.dungeonRoom ?? null));
  }
  return out;
}

function capabilities(e: PlayerExpectation): Capability[] {
  const caps: Capability[] = [];
  if (e.commanderDamage !== undefined || e.controlsCommander !== undefined) caps.push('format.commander');
  if (e.citysBlessing !== undefined) caps.push('designation.citys-blessing');
  if (e.monarch !== undefined) caps.push('designation.monarch');
  if (e.initiative !== undefined || e.dungeonRoom !== undefined) caps.push('designation.initiative');
  return caps;
}

function text(e: PlayerExpectation): string {
  const facts = [
    e.life !== undefined ? `has ${e.life} life` : '',
    e.handSize !== undefined ? `has ${plural(e.handSize, 'card')} in hand` : '',
    e.librarySize !== undefined ? `has ${plural(e.librarySize, 'card')} in library` : '',
    e.graveyardSize !== undefined ? `has ${plural(e.graveyardSize, 'card')} in graveyard` : '',
    e.inGame !== undefined ? (e.inGame ? 'is still in the game' : 'has left the game') : '',
    e.citysBlessing !== undefined
      ? e.citysBlessing
        ? "has the city's blessing"
        : "doesn't have the city's blessing"
      : '',
    e.monarch !== undefined ? (e.monarch ? 'is the monarch' : "isn't the monarch") : '',
    e.initiative !== undefined ? (e.initiative ? 'has the initiative' : "doesn't have the initiative") : '',
    e.dungeonRoom === undefined
      ? ''
      : e.dungeonRoom === null
        ? 'has no dungeon in the command zone'
        : `has the venture marker in ${e.dungeonRoom}`,
  ].filter(Boolean);
  return `player ${e.player} ${list(facts)}`;
}

/** Designations an engine reports only for the players who have them: absent is false, as `check` reads it. */
const ABSENT_MEANS_NO = new Set(['citysBlessing', 'monarch', 'initiative']);

function observedText(e: PlayerExpectation, snap: Snapshot): string {
  const p = snap.players.find((x) => x.id === e.player);
  if (!p) return `no player ${e.player} reported`;
  const seen: Record<string, unknown> = { player: e.player };
  for (const k of Object.keys(e)) {
    if (k === 'player' || k === 'at') continue;
    const value = (p as unknown as Record<string, unknown>)[k];
    seen[k] =
      value === undefined && ABSENT_MEANS_NO.has(k) ? false : value === undefined && k === 'dungeonRoom' ? null : value;
  }
  return text(seen as unknown as PlayerExpectation);
}

export const playerKind: KindModule<PlayerExpectation> = {
  key: 'player',
  schemaDef: 'PlayerExpectation',
  checkpoint: (e) => e.at ?? 'end',
  check,
  capabilities,
  lint: (e, scope) => scope.checkPlayer(e.player, `${scope.at}/player`),
  text,
  observedText,
};
