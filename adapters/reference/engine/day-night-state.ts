import type { PlayerId } from './types.js';

/** 731.1: the game's designation; undefined is neither, as every game starts. */
export type DayOrNight = 'day' | 'night';

/** The day/night designation and what its untap-step check reads (731.2: the spells of the previous turn). */
export interface DayNightState {
  is?: DayOrNight;
  /** Spells each player has cast this turn (601.2i: a spell becomes cast once its casting is complete). */
  castThisTurn: Map<PlayerId, number>;
  /**
   * The previous turn's active player and the spells each player cast during it: 731.2 reads the active
   * player's count, the Innistrad werewolves every player's ("if no spells were cast last turn", "if a player
   * cast two or more spells last turn").
   */
  previousTurn?: { active: PlayerId; castBy: ReadonlyMap<PlayerId, number> };
}

export const newDayNight = (): DayNightState => ({ castThisTurn: new Map() });
