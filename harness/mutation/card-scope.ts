// Which tests can notice a mutant of one card module (issue 25 item 5, static mutants). A card module's
// behaviour is looked up by card name, so its code runs only in a game holding a card of that name: the
// fixtures whose objects name it, and the unit tests that mention it. Running only those against the
// module's mutants (stryker.card.config.mjs) makes a static mutant, which Stryker otherwise runs against
// every test, cost seconds; the tests left out can only kill more, so the score is a lower bound.

/** The card names a card module declares (`name: '…'`), empty for a shared module (helpers, timing, …). */
export function cardNamesIn(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^\s*name:\s*(['"])((?:(?!\1).)+)\1/gm)) names.add(m[2]!.replace(/\\'/g, "'"));
  return [...names];
}

/** Whether a fixture (as JSON.stringify gives it) has an object of one of these cards. */
export const fixtureUsesCard = (fixtureJson: string, names: readonly string[]): boolean =>
  names.some((n) => fixtureJson.includes(`"card":${JSON.stringify(n)}`));

/** Whether a unit test's source mentions one of the names or imports the module by its file stem. */
export const testMentionsCard = (testSource: string, names: readonly string[], stem: string): boolean =>
  names.some((n) => testSource.includes(n)) || testSource.includes(`/${stem}.js'`);

/**
 * The module named by MUTATION_CARD_MODULE, with its card names; one line saying what is wrong otherwise. In
 * Stryker's sandbox the module's source is instrumented, so stryker.card.config.mjs reads the names from the
 * original before the run and passes them on in MUTATION_CARD_NAMES (a JSON list).
 */
export function cardModuleFromEnv(
  env: NodeJS.ProcessEnv,
  read: (file: string) => string,
): { file: string; stem: string; names: string[] } {
  const file = env['MUTATION_CARD_MODULE'];
  if (!file || !/^adapters\/reference\/cards\/[a-z0-9-]+\.ts$/.test(file))
    throw new Error('MUTATION_CARD_MODULE: expected a card module, e.g. adapters/reference/cards/blinking-spirit.ts');
  const passed = env['MUTATION_CARD_NAMES'];
  const names = passed === undefined ? cardNamesIn(read(file)) : (JSON.parse(passed) as string[]);
  if (names.length === 0)
    throw new Error(`${file}: declares no card name (a shared module): measure it with stryker.config.mjs`);
  return { file, stem: file.slice(file.lastIndexOf('/') + 1, -'.ts'.length), names };
}
