import type { StaticAbility } from '../engine/card-behaviour.js';

/**
 * "You may choose not to untap [this] during your untap step" (Coffin Queen, Tawnos's Coffin,
 * Vedalken Shackles): in the untap step (502.3) its controller may leave it tapped, given as the
 * ability's `untap: false` choice.
 */
export const mayChooseNotToUntap: StaticAbility = { key: 'may-not-untap', optionalUntap: true };
