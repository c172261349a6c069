import type { Action, AdvanceAction, Fixture, ObjectSetup } from '../generated/fixture.js';
import { checkpointOf, expectationText } from '../expectations/registry.js';
import { attachText, countersText, list, phasedText } from '../model/prose-words.js';

export { expectationText };

/**
 * A fixture told as a scenario, in plain sentences: the one prose reading of a fixture, shared by
 * `phasing-cts explain` (terminal) and the HTML report (which shows these strings as text).
 */
export interface ScenarioProse {
  setup: string[];
  /** One sentence per action, in order (numbered from 1 when shown). */
  actions: string[];
  /** Expectations grouped by the checkpoint they are checked at, in the order the checkpoints happen ("end" last). */
  checkpoints: { at: string; expectations: { index: number; text: string }[] }[];
}

export const STEP_NAMES: Record<string, string> = {
  untap: 'untap step',
  upkeep: 'upkeep',
  draw: 'draw step',
  main1: 'precombat main phase',
  beginCombat: 'beginning of combat step',
  declareAttackers: 'declare attackers step',
  declareBlockers: 'declare blockers step',
  combatDamage: 'combat damage step',
  endCombat: 'end of combat step',
  main2: 'postcombat main phase',
  end: 'end step',
  cleanup: 'cleanup step',
};

const stepName = (s: string): string => STEP_NAMES[s] ?? s;

function objectSetupText(o: ObjectSetup): string {
  const facts: string[] = [];
  if (o.controller !== undefined && o.controller !== o.owner) facts.push(`controlled by ${o.controller}`);
  if (o.tapped) facts.push('tapped');
  if (o.summoningSick) facts.push('summoning sick');
  if (o.phased !== undefined && o.phased !== 'in') facts.push(phasedText(o.phased));
  if (o.attachedTo !== undefined) facts.push(attachText(o.attachedTo));
  if (o.counters !== undefined) facts.push(`with ${countersText(o.counters)}`);
  if (o.damage) facts.push(`with ${o.damage} damage marked`);
  if (o.combat?.attacking) facts.push(`attacking ${o.combat.attacking}`);
  if (o.combat?.blocking) facts.push(`blocking ${o.combat.blocking}`);
  const zone = o.zone === 'battlefield' ? 'on the battlefield' : `in ${o.owner}'s ${o.zone}`;
  return `${o.id}: ${o.token ? 'a token ' : ''}${o.card}, owned by ${o.owner}, ${zone}${facts.length ? `, ${facts.join(', ')}` : ''}`;
}

function setupText(f: Fixture): string[] {
  const s = f.setup;
  const lines: string[] = [];
  lines.push(
    `Players in turn order: ${list(s.players.map((p) => `${p.id} (${p.life ?? 20} life, ${p.library ?? 20} cards in library)`))}.`,
  );
  lines.push(
    `Turn ${s.turn.number ?? 1}, ${s.turn.active}'s ${stepName(s.turn.step)}; ${s.turn.active} has priority with an empty stack.`,
  );
  for (const [player, mana] of Object.entries(s.manaPool ?? {})) lines.push(`${player}'s mana pool holds ${mana}.`);
  if (s.objects.length === 0) lines.push('No objects.');
  for (const o of s.objects) lines.push(`${objectSetupText(o)}.`);
  return lines;
}

function targetsText(t: readonly string[] | undefined): string {
  return t && t.length ? ` targeting ${list([...t])}` : '';
}

/** The cards spliced onto a spell as it is cast (702.47), in order, each with its text's targets. */
function spliceText(spliced: Extract<Action, { do: 'cast' }>['splice']): string {
  return spliced ? `, splicing ${list(spliced.map((c) => `${c.object}${targetsText(c.targets)}`))} onto it` : '';
}

function choicesText(c: Record<string, unknown> | undefined): string {
  return c && Object.keys(c).length
    ? ` (choosing ${Object.entries(c)
        .map(([k, v]) => `${k} ${JSON.stringify(v)}`)
        .join(', ')})`
    : '';
}

/** The choices static abilities make on the way (an advance's staticChoices). */
function staticChoicesText(choices: AdvanceAction['staticChoices']): string {
  return (choices ?? []).map((c) => ` On the way, ${c.source}'s "${c.ability}"${choicesText(c.choices)}.`).join('');
}

/** The divisions of combat damage an advance states (510.1c-d). */
function combatDamageText(divisions: AdvanceAction['combatDamage']): string {
  return (divisions ?? [])
    .map((c) => {
      const shares = Object.entries(c.assign).map(([to, n]) => `${n} to ${to}`);
      return ` ${c.attacker ?? c.blocker} assigns its combat damage: ${shares.join(', ')}.`;
    })
    .join('');
}

/** A power or toughness change as printed: +2, -1, +0. */
const signed = (n: number): string => (n < 0 ? `${n}` : `+${n}`);

export function actionText(a: Action): string {
  const base = ((): string => {
    switch (a.do) {
      case 'advance':
        return `All players pass priority until the ${stepName(a.to.step)}${a.to.turnOf ? ` of ${a.to.turnOf}'s turn` : ''} begins.${staticChoicesText(a.staticChoices)}${combatDamageText(a.combatDamage)}`;
      case 'cast':
        return `${a.player} casts ${a.object}${a.x !== undefined ? ` with X=${a.x}` : ''}${targetsText(a.targets)}${choicesText(a.choices)}${spliceText(a.splice)}.`;
      case 'activate':
        return `${a.player} activates ${a.source}'s ability "${a.ability}"${a.x !== undefined ? ` with X=${a.x}` : ''}${targetsText(a.targets)}${choicesText(a.choices)}.`;
      case 'resolve':
        return `All players pass; the top of the stack resolves${targetsText(a.targets)}${choicesText(a.choices)}${
          a.checkpoints
            ? `, recorded inside the resolution ${list(a.checkpoints.map((c) => `after instruction ${c.after} (checkpoint "${c.name}")`))}`
            : ''
        }.`;
      case 'declareAttackers':
        return `Attackers are declared: ${list(a.attackers.map((x) => `${x.attacker} attacks ${x.defending}`))}.${(a.bands ?? []).map((b) => ` ${list(b)} attack as a band.`).join('')}`;
      case 'declareBlockers':
        return `Blockers are declared: ${list(a.blockers.map((x) => `${x.blocker} blocks ${x.attacker}`))}.`;
      case 'phaseOut':
        return `An effect phases out ${list(a.objects)}.`;
      case 'phaseIn':
        return `An effect phases in ${list(a.objects)}.`;
      case 'dealDamage':
        return `An effect deals ${a.amount} damage to ${a.to}.`;
      case 'destroy':
        return `An effect destroys ${list(a.objects)}.`;
      case 'gainControl':
        return `${a.player} gains control of ${a.object} ${a.duration === 'endOfTurn' ? 'until end of turn' : 'indefinitely'}.`;
      case 'tap':
        return `An effect ${a.untap ? 'untaps' : 'taps'} ${list(a.objects)}.`;
      case 'exile':
        return `An effect exiles ${list(a.objects)}.`;
      case 'returnToHand':
        return `An effect returns ${list(a.objects)} to their owners' hands.`;
      case 'putOnLibrary':
        return `An effect puts ${list(a.objects)} on top of their owners' libraries.`;
      case 'sacrifice':
        return `The controller of ${list(a.objects)} sacrifices each of them.`;
      case 'putCounters':
        return `An effect puts ${countersText(a.counters)} on each of ${list(a.objects)}.`;
      case 'pump':
        return `${list(a.objects)} get ${signed(a.power)}/${signed(a.toughness)} until end of turn.`;
      case 'skipNextUntapStep':
        return `${a.player} will skip their next untap step.`;
      case 'leaveGame':
        return `${a.player} leaves the game.`;
      case 'addMana':
        return `${a.mana} is added to ${a.player}'s mana pool.`;
      case 'checkpoint':
        return `Checkpoint "${a.name}": the game is recorded here.`;
    }
  })();
  const triggers = a.triggers?.length
    ? ` Triggers it causes: ${a.triggers.map((t) => `${t.source}'s "${t.ability}"${targetsText(t.targets)}${choicesText(t.choices)}`).join('; ')}.`
    : '';
  const legendRule = a.legendRule
    ? ` If the legend rule applies (704.5j), ${list(a.legendRule)} ${a.legendRule.length === 1 ? 'is' : 'are'} kept.`
    : '';
  return (a.label ? `[${a.label}] ` : '') + base + triggers + legendRule;
}

/** The checkpoints in the order the actions reach them, then "end". */
export function checkpointOrder(f: Fixture): string[] {
  return [
    ...f.actions.flatMap((a) =>
      a.do === 'checkpoint' ? [a.name] : a.do === 'resolve' ? (a.checkpoints ?? []).map((c) => c.name) : [],
    ),
    'end',
  ];
}

export function scenarioProse(f: Fixture): ScenarioProse {
  const order = checkpointOrder(f);
  const groups = new Map<string, { index: number; text: string }[]>(order.map((c) => [c, []]));
  f.expect.forEach((e, index) => {
    const at = checkpointOf(e) ?? 'end';
    (groups.get(at) ?? groups.set(at, []).get(at)!).push({ index, text: expectationText(e) });
  });
  return {
    setup: setupText(f),
    actions: f.actions.map(actionText),
    checkpoints: [...groups].filter(([, xs]) => xs.length > 0).map(([at, expectations]) => ({ at, expectations })),
  };
}
