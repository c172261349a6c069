#!/usr/bin/env node
// The `phasing-cts` command. The CLI itself is compiled TypeScript in dist/, which a clone has only
// after `npm run build` (`npm ci` and a git-URL install run it through `prepare`; a tarball ships it).
// Without it this says in one line what to do, where Node would print a stack trace.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/harness/cli/main.js', import.meta.url);
if (!existsSync(entry)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  // Without its devDependencies the build cannot run: `npm ci` installs them and builds (prepare).
  const step = existsSync(new URL('../node_modules/typescript', import.meta.url)) ? 'npm run build' : 'npm ci';
  process.stderr.write(`phasing-cts: not built (no dist/ in ${root}): run \`${step}\` there, then retry\n`);
  process.exit(2);
}
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
