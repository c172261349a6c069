import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cells } from '../generate/expand.js';
import { FAMILIES } from '../generate/families/index.js';
import { fromRoot } from '../paths.js';

// docs/FIXTURES.md is the authoring guide. Three parts of it would rot silently: the walk-through quotes a
// real fixture, the capability table explains the schema's Capability enum, and the families table gives
// each sweep family's cell counts. These tests tie them to their source, so a change to any fails here
// until the guide is updated.
const guide = readFileSync(fromRoot('docs/FIXTURES.md'), 'utf8');

describe('docs/FIXTURES.md', () => {
  it('quotes the walk-through fixture exactly as it is in the corpus', () => {
    const m = /<!-- walkthrough: (\S+) -->\n```json\n([\s\S]*?)\n```/.exec(guide);
    expect(m, 'walk-through marker and JSON block').not.toBeNull();
    const [, file, quoted] = m!;
    expect(JSON.parse(quoted!)).toEqual(JSON.parse(readFileSync(fromRoot(file!), 'utf8')));
  });

  it('explains every capability of the fixture schema, and no other', () => {
    const schema = JSON.parse(readFileSync(fromRoot('schema/fixture.schema.json'), 'utf8')) as {
      $defs: { Capability: { enum: string[] } };
    };
    const section = guide.slice(guide.indexOf('### Capabilities'), guide.indexOf('## Citing sources'));
    const documented = [...section.matchAll(/^\| `([a-z.-]+)` \|/gm)].map((x) => x[1]);
    expect(documented).toEqual(schema.$defs.Capability.enum);
  });

  it("gives each sweep family's cells as the family declares them", () => {
    const fmt = (n: number) => n.toLocaleString('en-US');
    const documented = [
      ...guide.matchAll(/^\| `([a-z-]+)` \|.*\| ([0-9,]+: [0-9,]+ \/ [0-9,]+ \/ [0-9,]+ \/ [0-9,]+) \|$/gm),
    ];
    const declared = FAMILIES.map((family) => {
      const reasons = cells(family).map((axes) => family.legality(axes));
      const kind = (k: string) => reasons.filter((r) => r?.kind === k).length;
      const counts = [
        reasons.filter((r) => r === null).length,
        kind('illegal'),
        kind('not-expressible'),
        kind('needs-card'),
      ];
      return [family.id, `${fmt(reasons.length)}: ${counts.map(fmt).join(' / ')}`];
    });
    expect(documented.map((m) => [m[1], m[2]])).toEqual(declared);
  });
});
