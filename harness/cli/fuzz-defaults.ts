/** `fuzz`'s defaults, read by its help text (fuzz-declaration.ts) and by the command (fuzz-command.ts). */
export const DEFAULT_RUNS = 1000;
export const DEFAULT_TIMEOUT_MS = 5000;
