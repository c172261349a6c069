// Where the project's ground-truth documents are (../shared beside the checkout, or PHASING_SHARED_DIR),
// and whether a test that reads them may skip. A plain clone has no ../shared: its tests that compare the
// sources index with the documents skip, saying why. CI sets PHASING_CTS_REQUIRE_SHARED=1, and there a
// missing folder fails those tests instead. Used by tests only.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../../paths.js';

export const sharedDir: string = process.env.PHASING_SHARED_DIR
  ? path.resolve(process.env.PHASING_SHARED_DIR)
  : path.resolve(packageRoot(), '..', 'shared');

/** The documents are there: the rules notes every comparison reads. */
export const SHARED_AVAILABLE: boolean = existsSync(path.join(sharedDir, 'rules', 'rules-and-rulings.md'));

/** CI: a missing folder is a failure, not a skip. */
export const SHARED_REQUIRED: boolean = Boolean(process.env.PHASING_CTS_REQUIRE_SHARED);

/** True when the tests that read the documents must be skipped (absent, and not required). */
export const SKIP_SHARED: boolean = !SHARED_AVAILABLE && !SHARED_REQUIRED;

export const SKIP_SHARED_REASON = `SKIPPED — the ground-truth documents are not at ${sharedDir} (put the shared folder beside the checkout or set PHASING_SHARED_DIR); CI sets PHASING_CTS_REQUIRE_SHARED=1 so that these tests cannot be skipped there`;
