import type { Capability, CountExpectation } from '../generated/fixture.js';
import { plural, zoneText } from '../model/prose-words.js';
import type { KindModule } from './kind-module.js';

/** `{"count": {query}, "equals": n}`: how many objects match a query (card, zone, controller …). */

function text(e: CountExpectation): string {
  const q = e.count;
  const facts = [
    q.card ? `named ${q.card}` : '',
    q.zone ? zoneText(q.zone) : '',
    q.controller ? `controlled by ${q.controller}` : '',
    q.owner ? `owned by ${q.owner}` : '',
    q.phasedOut === undefined ? '' : q.phasedOut ? 'phased out' : 'phased in',
    q.token === undefined ? '' : q.token ? 'tokens' : 'nontokens',
  ].filter(Boolean);
  return `exactly ${plural(e.equals, 'object')} ${facts.join(', ') || 'in all'}`;
}

export const countKind: KindModule<CountExpectation> = {
  key: 'equals',
  schemaDef: 'CountExpectation',
  checkpoint: (e) => e.at ?? 'end',
  check(e, snap) {
    const q = e.count;
    const n = snap.objects.filter(
      (o) =>
        (q.card === undefined || o.card === q.card) &&
        (q.zone === undefined || o.zone === q.zone) &&
        (q.controller === undefined || o.controller === q.controller) &&
        (q.owner === undefined || o.owner === q.owner) &&
        (q.token === undefined || (o.token ?? false) === q.token) &&
        (q.phasedOut === undefined || (o.phased !== undefined && o.phased !== 'in') === q.phasedOut),
    ).length;
    const subject = `objects matching ${JSON.stringify(q)}`;
    return n === e.equals
      ? []
      : [{ subject, field: 'count', expected: e.equals, actual: n, message: `${n} ${subject}; expected ${e.equals}` }];
  },
  capabilities(e) {
    const caps: Capability[] = [];
    if (e.count.zone === 'command') caps.push('format.commander');
    if (e.count.zone === 'outside') caps.push('setup.outside-the-game');
    return caps;
  },
  // The query names no object or player lint could check: a card name is checked by the schema.
  lint: () => undefined,
  text,
  // A count is told as a number the engine's snapshot does not name by itself.
  observedText: () => undefined,
};
