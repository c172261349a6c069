/**
 * `npm run generate`: expands every sweep family into fixtures/generated/<family>/. With --check, writes
 * nothing and exits 1 when the committed files differ from what it would write.
 */
import { committedFiles, generatedFiles, staleness, writeGenerated } from './write-generated.js';

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const stale = staleness(await committedFiles(), generatedFiles());
    for (const line of stale) process.stderr.write(`${line}\n`);
    if (stale.length > 0) {
      process.stderr.write('fixtures/generated/ is stale: run `npm run generate`\n');
      process.exitCode = 1;
    }
    return;
  }
  const { written, removed } = await writeGenerated();
  process.stdout.write(
    `fixtures/generated/: ${generatedFiles().size} fixtures (${written} written, ${removed} removed)\n`,
  );
}

main().catch((e: unknown) => {
  process.stderr.write(`generate: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 2;
});
