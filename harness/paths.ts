import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cachedRoot: string | undefined;

/** The directory holding phasing-cts's package.json, found from this module's location so it works
 * from the TypeScript sources, from dist/ and from an installed package alike. */
export function packageRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name;
      if (name === 'phasing-cts') return (cachedRoot = dir);
    }
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(
        'phasing-cts: cannot find the package root (package.json named phasing-cts) above ' +
          fileURLToPath(import.meta.url),
      );
    dir = parent;
  }
}

export const fromRoot = (...parts: string[]): string => path.join(packageRoot(), ...parts);
