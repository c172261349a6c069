import { createReferenceAdapter } from '../../adapters/reference/index.js';
import { conformance } from './conformance.js';

// Dogfooding: the reference engine through the same integration engine authors use. One vitest
// test per fixture of the latest edition; any failure here is a failing test.
await conformance(() => createReferenceAdapter());
