import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from '../paths.js';

// docs/FIXTURES.md is the authoring guide. Two parts of it would rot silently: the walk-through quotes a
// real fixture, and the capability table explains the schema's Capability enum. These tests tie both to
// their source, so a change to either fails here until the guide is updated.
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
});
