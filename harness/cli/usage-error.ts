/** A mistake in how the command was called: reported with exit code 2. */
export class UsageError extends Error {}
