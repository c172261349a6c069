// Why an import changes nothing: the command prints the message as one line (naming the file) and exits 1.

/** The import is refused: the edition is already indexed, older than the newest without --insert, … */
export class ImportRefused extends Error {}

/** The file itself is not a complete Comprehensive Rules text. */
export class CrTextError extends ImportRefused {}
