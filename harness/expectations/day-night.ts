import type { DayNightExpectation } from '../generated/fixture.js';
import type { Snapshot } from '../generated/observation.js';
import { mismatch, type KindModule } from './kind-module.js';

/** `{"dayNight": "day" | "night" | "neither"}`: the game's day/night designation (731.1). */

// An engine that reports nothing has made it neither day nor night (731.1: the game starts with neither).
const observed = (snap: Snapshot): DayNightExpectation['dayNight'] => snap.dayNight ?? 'neither';

const words = (v: DayNightExpectation['dayNight']): string =>
  v === 'neither' ? "it's neither day nor night" : `it's ${v}`;

export const dayNightKind: KindModule<DayNightExpectation> = {
  key: 'dayNight',
  schemaDef: 'DayNightExpectation',
  checkpoint: (e) => e.at ?? 'end',
  check: (e, snap) =>
    observed(snap) === e.dayNight ? [] : [mismatch('the game', 'dayNight', e.dayNight, observed(snap))],
  capabilities: () => ['designation.day-night'],
  lint: () => undefined, // it names no object, player or ability
  text: (e) => words(e.dayNight),
  observedText: (_e, snap) => words(observed(snap)),
};
