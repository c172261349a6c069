import type { FaultModule } from './fault.js';

/**
 * State-based actions on attachments (704.5m, n, p), their look-back triggers (603.10c), and what an effect may
 * attach (301.5c, 701.3b).
 */
export const ATTACHMENTS_FAULTS = [
  {
    id: 'unattached-aura-stays',
    breaks: ['RR-SBA-AURA'],
    description: "An Aura attached to nothing (one that phased in unattached) is not put into its owner's graveyard.",
    plug: { performs: (base) => (g, action, o) => action !== 'unattached-aura-dies' && base(g, action, o) },
  },
  {
    id: 'illegally-attached-aura-stays',
    breaks: ['RR-SBA-AURA'],
    description:
      "An Aura attached to an illegal object or player, or to an object that has left the battlefield, is not put into its owner's graveyard.",
    plug: { performs: (base) => (g, action, o) => action !== 'illegally-attached-aura-dies' && base(g, action, o) },
  },
  {
    id: 'sba-other-attached-stays',
    breaks: ['RR-SBA-OTHER-ATTACHED'],
    description:
      'A creature (or a permanent that is not an Aura, Equipment or Fortification) attached to an object stays attached.',
    plug: { performs: (base) => (g, action, o) => action !== 'other-attached-unattaches' && base(g, action, o) },
  },
  {
    id: 'unattach-no-lookback',
    breaks: ['RR-UNATTACH-LOOKBACK'],
    description:
      '"Whenever this becomes unattached" abilities do not trigger when the attachment itself leaves the battlefield (603.10c says they look back in time).',
    plug: { looksBack: (base) => (g, kind) => kind !== 'unattached-leaving' && base(g, kind) },
  },
  {
    id: 'aura-spell-enchants-no-player',
    breaks: ['RR-SBA-AURA'],
    description:
      "An Aura spell that targets a player (enchant player) enters attached to nothing, so 704.5m puts it into its owner's graveyard at once: a Curse never stays on the battlefield.",
    plug: { cards: { auraSpellAttachesTo: () => (_g, target) => (target && 'player' in target ? null : target) } },
  },
  {
    id: 'creature-equipment-equips',
    breaks: ['RR-EQUIPMENT-CANT-EQUIP'],
    description:
      "An attach effect moves an Equipment whatever it is attached to: an Equipment that is also a creature (Vronos's −7) equips a creature, and an Equipment can equip itself (301.5c).",
    plug: { cards: { attachPermitted: () => () => true } },
  },
] as const satisfies readonly FaultModule[];
