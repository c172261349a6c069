// What each fixture cites, resolved against a sources index: the meanings, rulings, bugs and interactions it
// can cover, and the citations that name nothing the index knows.
//
// Lint (`validate`) and coverage both decide through CitationResolver whether a citation resolves, so they
// cannot disagree. Coverage still checks again: it can be asked about another sources index than the
// bundled one lint used (--sources), and must not count a citation it cannot resolve there.
import type { Fixture } from '../generated/fixture.js';
import type { Bug, Interaction, RelatedRule } from '../generated/sources.js';
import type { SourcesIndex } from './sources-index.js';
import { relatedRuleExistsIn, relatedRuleNumberIn, relatedRuleTextIn } from './related-rule-history.js';
import { groupOfEdition } from './sources-index.js';

type Source = Fixture['sources'][number];

/** A citation that names nothing in the sources index. */
export interface DanglingCitation {
  fixture: string;
  file: string;
  /** Index of the citation in the fixture's `sources`. */
  index: number;
  citation: Source;
  problem: string;
}

/** One fixture, reduced to what coverage needs. */
export interface CitingFixture {
  id: string;
  file: string;
  approved: boolean;
  fixture: Fixture;
  /** PH-* and RR-* meanings of the rule citations that resolve. */
  meanings: Set<string>;
  /** Ruling keys (see rulingKey) of the ruling citations that resolve. */
  rulings: Set<string>;
  /** Bug refs of the bug citations that resolve. */
  bugs: Set<string>;
  interactions: Set<number>;
}

/** Why a citation does not resolve: what is wrong, and which of the citation's properties is at fault. */
export interface CitationProblem {
  field?: 'edition' | 'rule' | 'meaning' | 'ref' | 'url' | 'number';
  message: string;
  /** The lint check that reports it, when not the generic "source-exists". */
  check?: 'related-rule-number' | 'bug-url';
}

export const rulingKey = (card: string, date: string | null, hash: string): string =>
  `${card}|${date ?? 'null'}|${hash}`;

/** What a resolving rule citation names: the clause (phasing subrule or related rule) and its text in the cited edition. */
export interface CitedRule {
  /** The rule number in the cited edition. */
  rule: string;
  /** The text in force in the cited edition; undefined when the sources do not quote that version. */
  text: string | undefined;
  /** Printed examples of that text (only when `text` is the version they belong to). */
  examples: string[];
  /** For a related rule whose cited-edition text is not quoted: the rule's current number, text and edition. */
  current?: { rule: string; edition: string; text: string };
}

/** Resolves citations against one sources index (lookup tables are built once). */
export class CitationResolver {
  private readonly editions: Set<string>;
  /** Ruling text by rulingKey. */
  private readonly rulingTexts = new Map<string, string>();
  private readonly bugByUrl = new Map<string, string>();
  private readonly bugsByRef = new Map<string, Bug>();
  private readonly interactionsByNumber = new Map<number, Interaction>();

  constructor(private readonly index: SourcesIndex) {
    this.editions = new Set(index.editions.editions.map((e) => e.date));
    for (const c of index.rulings.cards)
      for (const r of c.rulings) this.rulingTexts.set(rulingKey(c.name, r.date, r.hash), r.text);
    for (const r of index.rulings.otherCards)
      for (const name of r.cards) this.rulingTexts.set(rulingKey(name, r.date, r.hash), r.text);
    for (const b of index.bugs.bugs) this.bugsByRef.set(b.ref, b);
    for (const b of index.bugs.bugs)
      for (const url of [b.url, ...(b.relatedUrls ?? [])]) if (url !== undefined) this.bugByUrl.set(url, b.ref);
    for (const i of index.interactions.interactions) this.interactionsByNumber.set(i.number, i);
  }

  /** The related rule with that meaning that had number `rule` in the edition (related-rule-history.ts decides), if any. */
  private relatedRuleCited(rule: string, edition: string, meaning: string): RelatedRule | undefined {
    return this.index.related.rules.find(
      (r) => r.meaning === meaning && relatedRuleExistsIn(r, edition) && relatedRuleNumberIn(r, edition) === rule,
    );
  }

  /** The clause a rule citation names and its text in the cited edition, or undefined when it does not resolve. */
  citedRule(rule: string, edition: string, meaning: string): CitedRule | undefined {
    if (this.ruleProblem(rule, edition, meaning) !== undefined) return undefined;
    if (meaning.startsWith('PH-')) {
      const clause = groupOfEdition(this.index, edition).clauses.find((c) => c.id === rule)!;
      return { rule, text: clause.text, examples: clause.examples };
    }
    const related = this.relatedRuleCited(rule, edition, meaning)!;
    const text = relatedRuleTextIn(related, edition);
    if (text === related.text) return { rule, text, examples: related.examples ?? [] };
    return {
      rule,
      text,
      examples: [],
      ...(text === undefined ? { current: { rule: related.rule, edition: related.edition, text: related.text } } : {}),
    };
  }

  /** The text of a cited ruling, or undefined when the index has no such ruling. */
  rulingText(card: string, date: string | null, hash: string): string | undefined {
    return this.rulingTexts.get(rulingKey(card, date, hash));
  }

  /** The catalogued bug a citation names (by ref, else by URL). */
  bug(ref: string | undefined, url: string | undefined): Bug | undefined {
    const byRef = ref !== undefined ? this.bugsByRef.get(ref) : undefined;
    if (byRef || ref !== undefined) return byRef;
    const viaUrl = url !== undefined ? this.bugByUrl.get(url) : undefined;
    return viaUrl !== undefined ? this.bugsByRef.get(viaUrl) : undefined;
  }

  /** The tricky interaction with that number. */
  interaction(n: number): Interaction | undefined {
    return this.interactionsByNumber.get(n);
  }

  /** Why a rule citation does not resolve, or undefined when it does. */
  ruleProblem(rule: string, edition: string, meaning: string): CitationProblem | undefined {
    if (!this.editions.has(edition))
      return {
        field: 'edition',
        message: `no edition of the Comprehensive Rules took effect on ${edition} (${this.index.dir}/editions.json)`,
      };
    if (meaning.startsWith('PH-')) {
      const clause = groupOfEdition(this.index, edition).clauses.find((c) => c.id === rule);
      if (!clause) return { field: 'rule', message: `the ${edition} edition has no phasing subrule ${rule}` };
      return clause.meaning === meaning
        ? undefined
        : {
            field: 'meaning',
            message: `${rule} in the ${edition} edition has meaning ${clause.meaning}, not ${meaning}`,
          };
    }
    const candidates = this.index.related.rules.filter((r) => r.meaning === meaning);
    if (candidates.length === 0)
      return {
        field: 'meaning',
        message: `no related rule has meaning ${meaning} (${this.index.dir}/related-rules.json)`,
      };
    // The number the rule had in the cited edition, exactly: a number it had only in other editions, or one
    // that meant something else then, is rejected (the 2015 legend rule was 704.5k; 704.5j was another rule).
    if (this.relatedRuleCited(rule, edition, meaning) !== undefined) return undefined;
    const numbers = candidates
      .filter((r) => relatedRuleExistsIn(r, edition))
      .map((r) => relatedRuleNumberIn(r, edition));
    if (numbers.length === 0) {
      const spans = candidates.map((r) => `${r.since ?? 'the first edition'} until ${r.until ?? 'now'}`).join(', ');
      return {
        field: 'edition',
        check: 'related-rule-number',
        message: `no rule with meaning ${meaning} exists in the ${edition} edition (it exists from ${spans}); cite an edition in that range or drop the citation`,
      };
    }
    const other = this.index.related.rules.find(
      (r) => r.meaning !== meaning && relatedRuleExistsIn(r, edition) && relatedRuleNumberIn(r, edition) === rule,
    );
    const was = other ? `; ${rule} there is ${other.meaning}` : '';
    return {
      field: 'rule',
      check: 'related-rule-number',
      message: `${meaning} is not rule ${rule} in the ${edition} edition${was}: cite "rule": "${numbers.join('" or "')}" for that edition`,
    };
  }

  /** Why a citation does not resolve, and where; undefined when it does. */
  citationProblem(s: Source): CitationProblem | undefined {
    switch (s.kind) {
      case 'rule':
        return this.ruleProblem(s.rule, s.edition, s.meaning);
      case 'ruling':
        return this.rulingTexts.has(rulingKey(s.card, s.date, s.hash))
          ? undefined
          : {
              message: `no ruling on "${s.card}" dated ${s.date ?? 'null'} with text hash ${s.hash} in ${this.index.dir}/rulings.json`,
            };
      case 'bug':
        return this.bugProblem(s);
      case 'interaction':
        return this.interactionsByNumber.has(s.number)
          ? undefined
          : {
              field: 'number',
              message: `no tricky interaction number ${s.number} in ${this.index.dir}/interactions.json`,
            };
    }
  }

  /**
   * A bug is cited by its catalogue ref (with, optionally, one of its URLs), by a catalogued URL, or,
   * for a bug outside bugs.json, by its URL with a `title` saying what it was.
   */
  private bugProblem(s: Extract<Source, { kind: 'bug' }>): CitationProblem | undefined {
    if (s.ref !== undefined) {
      const bug = this.bugsByRef.get(s.ref);
      if (!bug) return { field: 'ref', message: `no bug ${s.ref} in ${this.index.dir}/bugs.json` };
      const urls = [bug.url, ...(bug.relatedUrls ?? [])].filter((u): u is string => u !== undefined);
      if (s.url !== undefined && !urls.includes(s.url))
        return {
          field: 'url',
          check: 'bug-url',
          message: `${s.url} is not a URL of bug ${s.ref} in ${this.index.dir}/bugs.json (${urls.join(', ') || 'it has none'}); cite another bug by its URL alone, with a title`,
        };
      return undefined;
    }
    if (s.url === undefined) return { field: 'url', message: 'a bug citation needs a ref or a url' };
    if (this.bugByUrl.has(s.url)) return undefined;
    if (!URL.canParse(s.url) || !/^https?:$/.test(new URL(s.url).protocol))
      return { field: 'url', check: 'bug-url', message: `bug URL ${s.url} is not a valid http(s) URL` };
    if (s.title === undefined || s.title.trim().length === 0)
      return {
        field: 'url',
        check: 'bug-url',
        message: `bug URL ${s.url} is not in ${this.index.dir}/bugs.json: give the citation a "title" saying what the bug was, or catalogue it there`,
      };
    return undefined;
  }

  /** Why a citation does not resolve, or undefined when it does. */
  problem(s: Source): string | undefined {
    return this.citationProblem(s)?.message;
  }

  /** The fixture's resolved citations, and its dangling ones appended to `dangling`. */
  resolve(f: Fixture, file: string, dangling: DanglingCitation[]): CitingFixture {
    const out: CitingFixture = {
      id: f.id,
      file,
      approved: f.status === 'approved',
      fixture: f,
      meanings: new Set(),
      rulings: new Set(),
      bugs: new Set(),
      interactions: new Set(),
    };
    f.sources.forEach((s, index) => {
      const problem = this.problem(s);
      if (problem !== undefined) {
        dangling.push({ fixture: f.id, file, index, citation: s, problem });
        return;
      }
      switch (s.kind) {
        case 'rule':
          out.meanings.add(s.meaning);
          break;
        case 'ruling':
          out.rulings.add(rulingKey(s.card, s.date, s.hash));
          break;
        case 'bug':
          {
            // A bug outside the catalogue has no row to count in coverage; the report shows its URL and title.
            const ref = s.ref ?? this.bugByUrl.get(s.url ?? '');
            if (ref !== undefined) out.bugs.add(ref);
          }
          break;
        case 'interaction':
          out.interactions.add(s.number);
          break;
      }
    });
    return out;
  }
}
