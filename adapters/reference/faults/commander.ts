import { isCommander } from '../engine/commander.js';
import { seeing } from './fault.js';
import type { FaultModule } from './fault.js';

/** The Commander variant (903) meeting phasing: commanders that phase out, and commander damage (903.10a). */
export const COMMANDER_FAULTS = [
  {
    id: 'phased-out-commander-controlled',
    breaks: ['PH-OUT-STATUS'],
    description:
      'A phased-out commander is still seen as a commander: its controller controls it ("if you control a commander"), and it keeps its creature types for "your commander" checks (Path of Ancestry).',
    plug: seeing('commanders'),
  },
  {
    id: 'phasing-commander-to-command-zone',
    breaks: ['PH-NO-ZONE-CHANGE'],
    description: 'A commander that phases out is moved to the command zone (as if phasing were a zone change).',
    plug: {
      phaseOut: {
        each: (base) => (g, o) => {
          base(g, o);
          if (isCommander(g, o)) g.moveTo(o, 'command', { triggers: false });
        },
      },
    },
  },
  {
    id: 'commander-damage-forgotten-on-phasing',
    breaks: ['PH-NO-ZONE-CHANGE', 'RR-COMMANDER-DAMAGE'],
    description:
      'The combat damage a commander dealt earlier is forgotten when it phases out (as if it became a new object).',
    plug: {
      phaseOut: {
        each: (base) => (g, o) => {
          base(g, o);
          if (isCommander(g, o)) for (const tally of g.commander.damage.values()) tally.delete(o.id);
        },
      },
    },
  },
  {
    id: 'prevented-commander-damage-counted',
    breaks: ['RR-COMMANDER-DAMAGE', 'RR-PROTECTION-FROM-EVERYTHING'],
    description: 'Combat damage a commander was assigned counts as commander damage even when it is prevented.',
    plug: { commander: { counted: () => (_g, damage) => damage.assigned } },
  },
  {
    id: 'commander-damage-never-loses',
    breaks: ['RR-COMMANDER-DAMAGE'],
    description: 'A player dealt 21 or more combat damage by the same commander does not lose the game.',
    plug: { commander: { damageLoses: () => () => false } },
  },
  {
    id: 'commander-tax-counts-this-cast',
    breaks: ['RR-COMMANDER-CAST-FROM-COMMAND-ZONE'],
    description:
      'The commander tax counts the cast being made as a previous one: a commander cast from the command zone for the first time costs {2} more (903.8: {2} for each previous time).',
    plug: { commander: { previousCasts: () => (_g, _o, casts) => casts + 1 } },
  },
] as const satisfies readonly FaultModule[];
