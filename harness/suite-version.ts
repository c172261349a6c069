import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from './paths.js';

let versionCache: string | undefined;

/** phasing-cts's version, from its package.json (the CLI's --version and every report's suite.version). */
export function suiteVersion(): string {
  versionCache ??= (JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version: string })
    .version;
  return versionCache;
}
