// The regex searches over the whole printed card pool behind the one-shot family's needs-card reasons
// (issue 25 item 2), stated so a reviewer can run them again: each regex is given to
// `git --git-dir=<magarena> grep -i -E '<regex>' HEAD -- 'release/Magarena/scripts*/*.txt'` and the
// `oracle=` lines it matches are read. Forge's repository, the one the brief named, is over the size a
// snapshot may have here; Magarena's card scripts carry every card's Oracle text up to their last commit.
// Cards printed since are searched in wingedsheep/argentum-engine's card definitions: each regex is run,
// case-insensitive, over every line of the `oracleText` of the files under mtg-sets/2023 to mtg-sets/2026
// (reprint-only files carry no text there). Each single-file card dump found (XMage's mtg-cards-data.txt,
// Wagic's primitives, MTGJSON and Scryfall copies) is absent from its snapshot or kept as a Git LFS pointer.

/** Where the regexes were run, for the reasons. */
export const REGEX_POOL =
  "the Oracle text (`oracle=` line) of every card script in magarena/magarena@efa0aba, release/Magarena/scripts and scripts_missing: 18,246 printed cards up to April 2023 (git grep -i -E; Forge's repository is over the fetch size limit)";

/** Where the same regexes were run again for cards printed since April 2023. */
export const RECENT_POOL =
  'the Oracle text (`oracleText`, each line) of the 4,866 cards with text that wingedsheep/argentum-engine@24c27f1 defines under mtg-sets/2023 to mtg-sets/2026: nearly every new card of the main sets from The Lord of the Rings: Tales of Middle-earth (June 2023) to The Hobbit (August 2026) (LTR, WOE, LCI, MKM, OTJ, BLB, DSK, FDN, DFT, TDM, FIN, EOE, SPM, TLA, ECL, TMT, SOS, MSH, HOB), with a few cards of March of the Machine, Bloomburrow Commander, Modern Horizons 3 and The Big Score (Commander decks, Masters sets and other supplemental products printed since April 2023 still rest on the exact-text searches)';

/** The delayed-trigger phrases the delayed row's regexes look for (603.7: "at end of combat", "at the beginning of the next …"). */
export const DELAYED_PHRASE =
  '(at end of combat|next end of combat|at the beginning of the next|at the beginning of (your|its controller.s|that player.s) next)';

/** One regex search and what it found in each pool, as sentences. */
export const regexSearch = (regex: string, found: string, foundSince: string): string =>
  `A regex search, /${regex}/, over ${REGEX_POOL}, ${found} The same regex over ${RECENT_POOL}, ${foundSince}`;
