export { createStdioAdapter, EngineStartError, type StdioAdapterOptions } from './stdio-adapter.js';
export { serveAdapter } from './server.js';
export { PROTOCOL_VERSIONS } from './protocol.js';
