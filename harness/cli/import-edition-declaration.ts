import type { Command } from 'commander';
import type { ImportEditionOptions } from './import-edition-command.js';

const collect = (value: string, previous: string[]): string[] => [...previous, value];

/** The command's line in the CLI (harness/cli/main.ts adds it with one call); its module loads when it runs. */
export function declareImportEdition(program: Command): void {
  program
    .command('import-edition')
    .description('add the edition of an official Comprehensive Rules text file to the sources data (docs/EDITIONS.md)')
    .argument('<file>', 'the rules text as Wizards publishes it (any of its encodings), or an excerpt of one')
    .option('--accept', 'confirm the listed questions (reworded subrules, removed meanings, moved related rules)')
    .option('--insert', 'allow an edition older than the newest one indexed')
    .option('--meaning <letter=id>', 'the meaning of a new subrule, e.g. e=PH-CE-SET (repeatable)', collect, [])
    .option('--group <name>', 'name of the new edition group, when the phasing rule changed')
    .option('--note <text>', 'the new group\'s heading note, e.g. "tokens no longer cease to exist"')
    .option('--source <text>', "where the file was read (a new group's source; default: the file's name)")
    .option('--excerpt <file>', 'write only the lines the import reads (test data) and change nothing')
    .option('--fixtures <dir>', 'corpus directory for the rules-diff (default: the bundled fixtures/)')
    .option('--sources <dir>', 'sources data directory to change (default: the bundled fixtures/sources/)')
    .action(async (file: string, o: ImportEditionOptions) => {
      const { importEditionCommand } = await import('./import-edition-command.js');
      process.exitCode = await importEditionCommand(file, o);
    });
}
