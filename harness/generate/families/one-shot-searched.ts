// The regex searches over the whole printed card pool behind the one-shot family's needs-card reasons
// (issue 25 item 2), stated so a reviewer can run them again: each regex is given to
// `git --git-dir=<magarena> grep -i -E '<regex>' HEAD -- 'release/Magarena/scripts*/*.txt'` and the
// `oracle=` lines it matches are read. Forge's repository, the one the brief named, is over the size a
// snapshot may have here; Magarena's card scripts carry every card's Oracle text up to their last commit.

/** Where the regexes were run, for the reasons. */
export const REGEX_POOL =
  "the Oracle text (`oracle=` line) of every card script in magarena/magarena@efa0aba, release/Magarena/scripts and scripts_missing: 18,246 printed cards up to April 2023 (git grep -i -E; Forge's repository is over the fetch size limit, so cards printed since rest on the exact-text searches)";

/** The delayed-trigger phrases the delayed row's regexes look for (603.7: "at end of combat", "at the beginning of the next …"). */
export const DELAYED_PHRASE =
  '(at end of combat|next end of combat|at the beginning of the next|at the beginning of (your|its controller.s|that player.s) next)';

/** One regex search and what it found, as a sentence. */
export const regexSearch = (regex: string, found: string): string =>
  `A regex search, /${regex}/, over ${REGEX_POOL}, ${found}`;
