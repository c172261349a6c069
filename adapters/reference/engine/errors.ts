/** The fixture asked for something illegal: the action is rejected and the state is unchanged. */
export class IllegalAction extends Error {
  constructor(message: string) {
    // A rejection is an expected outcome, reported by its message alone; fixtures that test
    // rejections make thousands of them, and capturing a stack for each is most of their cost.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
  }
}
/** The fixture left out a choice the engine needs, or uses something the engine does not implement. */
export class Unsupported extends Error {}
