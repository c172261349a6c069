import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCheckedCorpus } from './check-corpus.js';
import type { Diagnostic } from './diagnostic.js';
import type { Fixture } from '../generated/fixture.js';
import { fixtureRequirements } from '../requirements/requirements.js';

// One negative test per lint rule (harness/corpus/lint.ts): each fixture below is the valid base with
// exactly one thing broken, and the test asserts the one diagnostic it produces — rule, message, JSON
// pointer and line:column — against the bundled sources index and card catalogue.

interface FixtureJson {
  [key: string]: unknown;
  id: string;
  status: string;
  notes?: string;
  sources: Record<string, unknown>[];
  editions: { from: string; before?: string };
  requires: { capabilities: string[]; cards: string[] };
  setup: {
    players: { id: string }[];
    turn: Record<string, unknown>;
    objects: Record<string, unknown>[];
  };
  actions: Record<string, unknown>[];
  expect: Record<string, unknown>[];
}

/** A valid fixture (lints clean; the first test says so) to break one rule at a time. */
function base(): FixtureJson {
  return {
    id: 'lint-base',
    title: 'A permanent with phasing phases out during its controller untap step',
    status: 'approved',
    sources: [{ kind: 'rule', rule: '702.23a', edition: '2011-02-04', meaning: 'PH-UNTAP' }],
    editions: { from: '2011-02-04' },
    requires: { capabilities: ['turn.advance'], cards: ['Sandbar Crocodile'] },
    setup: {
      players: [{ id: 'A' }, { id: 'B' }],
      turn: { number: 3, active: 'B', step: 'end' },
      objects: [{ id: 'croc', card: 'Sandbar Crocodile', owner: 'A', zone: 'battlefield' }],
    },
    actions: [{ do: 'advance', to: { step: 'upkeep', turnOf: 'A' } }],
    expect: [{ object: 'croc', zone: 'battlefield', phased: { how: 'directly', under: 'A' } }],
  };
}

interface Written {
  file: string;
  text: string;
}

/** Writes fixtures (path inside the corpus → content) the way authors do and runs validate's checks. */
async function lint(files: Record<string, FixtureJson>): Promise<{ diagnostics: Diagnostic[]; written: Written[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cts-lint-'));
  const written: Written[] = [];
  for (const [name, fixture] of Object.entries(files)) {
    const file = path.join(dir, name);
    const text = JSON.stringify(fixture, null, 2);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    written.push({ file, text });
  }
  const { diagnostics } = await loadCheckedCorpus(dir);
  return { diagnostics, written };
}

/** Lints one fixture, saved under its id's file name unless told otherwise. */
async function lintOne(fixture: FixtureJson, name = `rules/${fixture.id}.json`) {
  const { diagnostics, written } = await lint({ [name]: fixture });
  return { diagnostics, text: written[0]!.text, file: written[0]!.file };
}

/** 1-based line:column of the n-th occurrence of `needle` in the text (n from 1). */
function positionOf(text: string, needle: string, n = 1): { line: number; column: number } {
  let offset = -1;
  for (let k = 0; k < n; k++) {
    offset = text.indexOf(needle, offset + 1);
    if (offset < 0) throw new Error(`"${needle}" occurs fewer than ${n} times`);
  }
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** Puts a card in the fixture's setup and in its requirements, as an author adding a card does. */
function addCard(f: FixtureJson, object: Record<string, unknown> & { card: string }): FixtureJson {
  f.setup.objects.push(object);
  f.requires.cards.push(object.card);
  return f;
}

/** The one diagnostic a broken fixture should produce. */
function only(diagnostics: Diagnostic[]): Diagnostic {
  expect(diagnostics.map((d) => `${d.rule} ${d.pointer}: ${d.message}`)).toHaveLength(1);
  return diagnostics[0]!;
}

describe('lint', () => {
  it('finds nothing wrong with the base fixture every test below breaks', async () => {
    expect((await lintOne(base())).diagnostics).toEqual([]);
  });

  it('unique-id: a second fixture with the same id', async () => {
    const { diagnostics, written } = await lint({ 'a/lint-base.json': base(), 'b/lint-base.json': base() });
    const d = only(diagnostics);
    expect(d).toMatchObject({
      rule: 'unique-id',
      pointer: '/id',
      message: expect.stringMatching(
        /^duplicate fixture id "lint-base" \(also used by .*a\/lint-base\.json\); ids are never reused$/,
      ),
      ...positionOf(written[1]!.text, '"id"'),
    });
    expect(d.file).toContain('b/lint-base.json');
  });

  it('file-name: a file not named after its id', async () => {
    const { diagnostics, text } = await lintOne(base(), 'rules/lint-base-renamed.json');
    expect(only(diagnostics)).toMatchObject({
      rule: 'file-name',
      pointer: '/id',
      message: 'file name must be the id: expected "lint-base.json"',
      ...positionOf(text, '"id"'),
    });
  });

  it('edition-range: "before" not later than "from"', async () => {
    const f = base();
    f.editions = { from: '2011-02-04', before: '2011-02-04' };
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'edition-range',
      pointer: '/editions/before',
      message: '"before" (2011-02-04) must be later than "from" (2011-02-04)',
      ...positionOf(text, '"before"'),
    });
  });

  it('anachronistic-range: a range that starts before a card it uses was printed', async () => {
    // Teferi's Protection was first printed in Commander 2017 (2017-08-25).
    const f = addCard(base(), { id: 'tp', card: "Teferi's Protection", owner: 'A', zone: 'hand' });
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'anachronistic-range',
      pointer: '/editions/from',
      message:
        'the range starts (2011-02-04) before the game had Teferi\'s Protection (first printed in Commander 2017, 2017-08-25): start at "2017-08-25", or say why in the notes after "Anachronism:"',
      ...positionOf(text, '"from"'),
    });
    f.editions.from = '2017-08-25';
    expect((await lintOne(f)).diagnostics).toEqual([]);
  });

  it('anachronistic-range: a range that starts before a rule it cites came in, unless the notes say why', async () => {
    const f = base();
    // 610.4 ("phase out until") is in the rules from the 2020-08-07 edition.
    f.sources.push({ kind: 'rule', rule: '610.4', edition: '2026-08-07', meaning: 'RR-PHASE-OUT-UNTIL' });
    expect(only((await lintOne(f)).diagnostics)).toMatchObject({
      rule: 'anachronistic-range',
      message: expect.stringContaining('RR-PHASE-OUT-UNTIL (in the rules from the 2020-08-07 edition)'),
    });
    // A bare marker is no reason: the check stays on until the notes say why.
    f.notes = 'Anachronism: .';
    expect(only((await lintOne(f)).diagnostics)).toMatchObject({ rule: 'anachronistic-range' });
    f.notes = 'Anachronism: the older editions are read for the phasing clause only.';
    expect((await lintOne(f)).diagnostics).toEqual([]);
  });

  it('source-exists: a clause number that is not in the cited edition', async () => {
    const f = base();
    f.sources[0]!.rule = '702.23q';
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'source-exists',
      pointer: '/sources/0/rule',
      message: expect.stringContaining('702.23q'),
      ...positionOf(text, '"rule": "702.23q"'),
    });
  });

  it('approved-needs-official-source: an approved fixture citing only an engine bug', async () => {
    const f = base();
    f.sources = [{ kind: 'bug', ref: 'B-01' }];
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'approved-needs-official-source',
      pointer: '/sources',
      message: 'an approved fixture must cite at least one rule clause or official ruling',
      ...positionOf(text, '"sources"'),
    });
  });

  it('proposed-needs-notes: a proposed fixture whose notes do not say what its reading rests on', async () => {
    const f = base();
    f.status = 'proposed';
    f.notes = 'Seems right.';
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'proposed-needs-notes',
      pointer: '/notes',
      message: 'a proposed fixture must say in its notes what its reading rests on',
      ...positionOf(text, '"notes"'),
    });
  });

  it('player-order: players not listed in seat order', async () => {
    const f = base();
    f.setup.players = [{ id: 'A' }, { id: 'C' }];
    f.setup.turn.active = 'A';
    delete (f.actions[0]!.to as Record<string, unknown>).turnOf;
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'player-order',
      pointer: '/setup/players/1/id',
      message: 'players are listed in seat order: expected "B"',
      ...positionOf(text, '"id": "C"'),
    });
  });

  it('unique-object-id: two setup objects with one id', async () => {
    const f = base();
    f.setup.objects.push({ id: 'croc', card: 'Sandbar Crocodile', owner: 'B', zone: 'battlefield' });
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'unique-object-id',
      pointer: '/setup/objects/1/id',
      message: 'duplicate object id "croc"',
      ...positionOf(text, '"id": "croc"', 2),
    });
  });

  it('card-exists: a setup card that is not in the card catalogue', async () => {
    const f = addCard(base(), { id: 'x', card: 'No Such Card', owner: 'B', zone: 'graveyard' });
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'card-exists',
      pointer: '/setup/objects/1/card',
      message: 'card "No Such Card" is not in the card catalogue (fixtures/cards/catalogue.json)',
      ...positionOf(text, '"card": "No Such Card"'),
    });
  });

  it('reference: an expectation about an object that is not in the setup', async () => {
    const f = base();
    f.expect.push({ object: 'nobody', zone: 'graveyard' });
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'reference',
      pointer: '/expect/1/object',
      message: 'object "nobody" is not in setup.objects',
      ...positionOf(text, '"object": "nobody"'),
    });
  });

  it('ability-exists: a triggered-ability expectation naming an ability the card does not have', async () => {
    const f = base();
    f.expect.push({ triggered: { source: 'croc', ability: 'flying' }, count: 0 });
    f.requires.capabilities.push('observe.triggers');
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'ability-exists',
      pointer: '/expect/1/triggered/ability',
      message: 'card "Sandbar Crocodile" has no ability "flying" (known: phasing)',
      ...positionOf(text, '"ability": "flying"'),
    });
  });

  it("ability-exists: a copy set up by Clone's choice has the copied card's abilities, and only those", async () => {
    const f = addCard(base(), {
      id: 'clone',
      card: 'Clone',
      owner: 'A',
      zone: 'battlefield',
      chosen: { copy: 'croc' },
    });
    f.expect.push({ triggered: { source: 'clone', ability: 'phasing' }, count: 0 });
    f.expect.push({ triggered: { source: 'clone', ability: 'flying' }, count: 0 });
    f.requires.capabilities.push('observe.triggers');
    const { diagnostics } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'ability-exists',
      pointer: '/expect/2/triggered/ability',
      message: 'card "Clone" (a copy of "Sandbar Crocodile") has no ability "flying" (known: copy, phasing)',
    });
  });

  it('battlefield-only: a battlefield-only property on an object in another zone', async () => {
    const f = base();
    f.setup.objects[0]!.zone = 'graveyard';
    f.setup.objects[0]!.tapped = true;
    f.actions = [];
    f.expect = [{ object: 'croc', zone: 'graveyard' }];
    f.requires.capabilities = [];
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'battlefield-only',
      pointer: '/setup/objects/0',
      message: 'controller, phased, tapped, attachedTo, combat and damageBy apply only to objects on the battlefield',
      // An array element has no key: the diagnostic points at its opening brace.
      ...positionOf(text, '{\n        "id": "croc"'),
    });
  });

  it('one-monarch: two players set up as the monarch', async () => {
    const f = base();
    f.setup.players = [{ id: 'A', monarch: true } as { id: string }, { id: 'B', monarch: true } as { id: string }];
    f.requires.capabilities.push('designation.monarch');
    const { diagnostics } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'one-monarch',
      pointer: '/setup/players/1/monarch',
      message: 'only one player can be the monarch (725.3); A already is',
    });
  });

  it('one-initiative: two players set up with the initiative', async () => {
    const f = base();
    f.setup.players = [
      { id: 'A', initiative: true } as { id: string },
      { id: 'B', initiative: true } as { id: string },
    ];
    f.requires.capabilities.push('designation.initiative');
    const { diagnostics } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'one-initiative',
      pointer: '/setup/players/1/initiative',
      message: 'only one player can have the initiative (726.3); A already has it',
    });
  });

  it('commander-game: a commander in a game that is not a Commander game', async () => {
    const f = base();
    f.setup.objects[0]!.commander = true;
    f.requires.capabilities.push('format.commander');
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'commander-game',
      pointer: '/setup/objects/0',
      message: 'a commander or the command zone needs a Commander game: setup.format "commander"',
      ...positionOf(text, '{\n        "id": "croc"'),
    });
  });

  it('commander-game: a card in the command zone that is not a commander', async () => {
    const f = base();
    (f.setup as Record<string, unknown>)['format'] = 'commander';
    f.setup.objects.push({ id: 'other', card: 'Sandbar Crocodile', owner: 'B', zone: 'command' });
    f.requires.capabilities.push('format.commander');
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'commander-game',
      pointer: '/setup/objects/1/zone',
      message: 'only a commander (commander: true) starts in the command zone here',
      ...positionOf(text, '"zone"', 2),
    });
  });

  it('convoke-choice: a convoke choice that is not a list of object ids', async () => {
    const f = base();
    f.actions.unshift({ do: 'resolve', choices: { convoke: 'croc' } });
    const { diagnostics } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'convoke-choice',
      pointer: '/actions/0/choices/convoke',
      message: 'the convoke choice is a list of object ids',
    });
  });

  it('convoke-choice: a crew or improvise choice naming an object the fixture lacks', async () => {
    const f = base();
    f.actions.unshift({ do: 'resolve', choices: { crew: ['nobody'] } }, { do: 'resolve', choices: { improvise: 'x' } });
    const { diagnostics } = await lintOne(f);
    expect(diagnostics.map((d) => d.pointer)).toEqual(['/actions/0/choices/crew/0', '/actions/1/choices/improvise']);
  });

  it('commander-game: a token that is a commander', async () => {
    const f = base();
    (f.setup as Record<string, unknown>)['format'] = 'commander';
    f.setup.objects.push({
      id: 'tok',
      card: 'Sandbar Crocodile',
      owner: 'B',
      zone: 'battlefield',
      token: true,
      commander: true,
    });
    f.requires.capabilities.push('format.commander');
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'commander-game',
      pointer: '/setup/objects/1/token',
      message: 'a token is never a commander (903.3: a commander is a card)',
      ...positionOf(text, '"token"'),
    });
  });

  it('reference: commander damage from an object that is not a commander', async () => {
    const f = base();
    (f.setup as Record<string, unknown>)['format'] = 'commander';
    (f.setup.players[1] as Record<string, unknown>)['commanderDamage'] = { croc: 5 };
    f.requires.capabilities.push('format.commander');
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'reference',
      pointer: '/setup/players/1/commanderDamage/croc',
      message: '"croc" is not a commander in setup.objects (commander: true)',
      ...positionOf(text, '"croc": 5'),
    });
  });

  it('derived, not demanded: commander vocabulary needs format.commander without listing it', async () => {
    const f = base();
    (f.setup as Record<string, unknown>)['format'] = 'commander';
    const { diagnostics } = await lintOne(f);
    expect(diagnostics).toEqual([]);
    expect(fixtureRequirements(f as unknown as Fixture).capabilities).toContain('format.commander');
  });

  it('unique-label: two actions with one label', async () => {
    const f = base();
    f.actions = [
      { do: 'advance', to: { step: 'draw', turnOf: 'A' }, label: 'go' },
      { do: 'advance', to: { step: 'upkeep', turnOf: 'B' }, label: 'go' },
    ];
    f.expect = [{ object: 'croc', zone: 'battlefield' }];
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'unique-label',
      pointer: '/actions/1/label',
      message: 'duplicate action label "go"',
      ...positionOf(text, '"label": "go"', 2),
    });
  });

  it('unique-checkpoint: a checkpoint named "end", which is reserved', async () => {
    const f = base();
    f.actions.push({ do: 'checkpoint', name: 'end' });
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'unique-checkpoint',
      pointer: '/actions/1/name',
      message: 'duplicate checkpoint name "end" ("end" is reserved)',
      ...positionOf(text, '"name": "end"'),
    });
  });

  it('unique-checkpoint: a checkpoint inside a resolution named like a checkpoint action', async () => {
    const f = base();
    f.actions.push({ do: 'checkpoint', name: 'seen' });
    f.actions.push({ do: 'resolve', checkpoints: [{ after: 1, name: 'seen' }] });
    f.requires.capabilities.push('observe.mid-resolution');
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'unique-checkpoint',
      pointer: '/actions/2/checkpoints/0/name',
      message: 'duplicate checkpoint name "seen" ("end" is reserved)',
      ...positionOf(text, '"name": "seen"', 2),
    });
  });

  it('resolution-checkpoint-order: checkpoints inside a resolution listed out of order', async () => {
    const f = base();
    f.actions.push({
      do: 'resolve',
      checkpoints: [
        { after: 2, name: 'second' },
        { after: 1, name: 'first' },
      ],
    });
    f.requires.capabilities.push('observe.mid-resolution');
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'resolution-checkpoint-order',
      pointer: '/actions/1/checkpoints/1/after',
      message: 'checkpoints inside a resolution are listed in the order they are taken: "after" must grow (2, then 1)',
      ...positionOf(text, '"after": 1'),
    });
  });

  it('derived, not demanded: a checkpoint inside a resolution needs observe.mid-resolution', async () => {
    const f = base();
    f.actions.push({ do: 'resolve', checkpoints: [{ after: 1, name: 'mid' }] });
    const { diagnostics } = await lintOne(f);
    expect(diagnostics).toEqual([]);
    expect(fixtureRequirements(f as unknown as Fixture).capabilities).toContain('observe.mid-resolution');
  });

  it('reference: an expectation may name a checkpoint inside a resolution', async () => {
    const f = base();
    f.actions.push({ do: 'resolve', checkpoints: [{ after: 1, name: 'mid' }] });
    f.requires.capabilities.push('observe.mid-resolution');
    f.expect.push({ at: 'mid', object: 'croc', zone: 'battlefield' });
    const { diagnostics } = await lintOne(f);
    expect(diagnostics).toEqual([]);
  });

  it('reference: damage in setup from a source that is not in setup.objects', async () => {
    const f = base();
    f.setup.objects[0]!['damageBy'] = [{ source: 'ghost', amount: 1 }];
    f.requires.capabilities.push('setup.damage-sources');
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'reference',
      pointer: '/setup/objects/0/damageBy/0/source',
      message: 'object "ghost" is not in setup.objects',
      ...positionOf(text, '"source": "ghost"'),
    });
  });

  it('reference: a legend-rule choice naming an object that is not in setup.objects', async () => {
    const f = base();
    f.actions.push({ do: 'resolve', legendRule: ['ghost'] });
    f.requires.capabilities.push('sba.legend-rule-choice');
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'reference',
      pointer: '/actions/1/legendRule/0',
      message: 'object "ghost" is not in setup.objects',
      ...positionOf(text, '"ghost"'),
    });
  });

  it('reference: a spliced card, or a target of its text, that is not in setup', async () => {
    const f = base();
    f.actions.push({
      do: 'cast',
      player: 'A',
      object: 'croc',
      splice: [{ object: 'ghost', targets: ['croc', 'nobody'] }],
    });
    const { diagnostics } = await lintOne(f);
    expect(diagnostics.map((d) => [d.rule, d.pointer, d.message])).toEqual([
      ['reference', '/actions/1/splice/0/object', 'object "ghost" is not in setup.objects'],
      ['reference', '/actions/1/splice/0/targets/1', 'object "nobody" is not in setup.objects'],
    ]);
  });

  it('reference: a cleanup discard naming an object that is not in setup.objects', async () => {
    const f = base();
    f.actions.push({ do: 'advance', to: { step: 'upkeep' }, discards: { A: ['ghost'] } });
    f.requires.capabilities.push('turn.cleanup-discard');
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'reference',
      pointer: '/actions/1/discards/A/0',
      message: 'object "ghost" is not in setup.objects',
      ...positionOf(text, '"ghost"'),
    });
  });

  it('derived, not demanded: damage with a source in setup needs setup.damage-sources', async () => {
    const f = base();
    f.setup.players[1] = { id: 'B', damageBy: [{ source: 'croc', amount: 2 }] } as { id: string };
    const { diagnostics } = await lintOne(f);
    expect(diagnostics).toEqual([]);
    expect(fixtureRequirements(f as unknown as Fixture).capabilities).toContain('setup.damage-sources');
  });

  it('reference: a choice made per player, keyed by a player who is not in the game', async () => {
    const f = base();
    f.actions.push({ do: 'resolve', choices: { chosen: { A: ['croc'], C: [] } } });
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'reference',
      pointer: '/actions/1/choices/chosen/C',
      message: 'player "C" is not in setup.players',
      ...positionOf(text, '"C"'),
    });
  });

  it('bug-url: a bug outside bugs.json cited by URL without a title', async () => {
    const f = base();
    f.sources.push({ kind: 'bug', url: 'https://example.org/engine/issues/1' });
    const { diagnostics, text } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'bug-url',
      pointer: '/sources/1/url',
      message: expect.stringContaining('bug URL https://example.org/engine/issues/1 is not in '),
      ...positionOf(text, '"url"'),
    });
    f.sources[1]!['title'] = 'The engine let a phased-out creature block';
    expect((await lintOne(f)).diagnostics).toEqual([]);
  });

  it('bug-url: a catalogued bug cited with a URL that is not one of its own', async () => {
    const f = base();
    f.sources.push({ kind: 'bug', ref: 'B-01', url: 'https://example.org/engine/issues/1' });
    const { diagnostics } = await lintOne(f);
    expect(only(diagnostics)).toMatchObject({
      rule: 'bug-url',
      pointer: '/sources/1/url',
      message: expect.stringContaining('is not a URL of bug B-01'),
    });
  });

  it('derived, not demanded: an empty capability list still needs what the content implies', async () => {
    const f = base();
    f.requires.capabilities = [];
    const { diagnostics } = await lintOne(f);
    expect(diagnostics).toEqual([]);
    expect(fixtureRequirements(f as unknown as Fixture).capabilities).toEqual(['turn.advance']);
  });

  it('requires-cards: a card listed but not used; a card used but not listed is derived', async () => {
    const unused = base();
    unused.requires.cards.push('Grizzly Bears');
    const a = await lintOne(unused);
    expect(only(a.diagnostics)).toMatchObject({
      rule: 'requires-cards',
      pointer: '/requires/cards',
      message: 'cards listed but not used in setup: Grizzly Bears',
      ...positionOf(a.text, '"cards"'),
    });
    // A card used but not listed is derived from setup, not demanded.
    const unlisted = base();
    unlisted.setup.objects.push({ id: 'bears', card: 'Grizzly Bears', owner: 'B', zone: 'battlefield' });
    const b = await lintOne(unlisted);
    expect(b.diagnostics).toEqual([]);
    expect(fixtureRequirements(unlisted as unknown as Fixture).cards).toContain('Grizzly Bears');
  });
});
