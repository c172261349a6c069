import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createReferenceAdapter } from '../../../adapters/reference/index.js';
import type { FaultId } from '../../../adapters/reference/faults.js';
import type { Adapter } from '../../adapter.js';
import type { Capability } from '../../generated/fixture.js';
import type { RunReport } from '../../generated/report.js';
import { executeRun } from '../../run/execute-run.js';
import { readReport } from '../read-report.js';

/**
 * What a small real engine declares: the MTGEDH rules engine's profile as measured for issue 27
 * (../shared/engine-profiles/mtgedh.json). It runs 66 of the 737 approved fixtures; the rest are
 * untested, which is what fills a newcomer's report above the failures.
 */
const SMALL_ENGINE = {
  capabilities: [
    'turn.advance',
    'setup.phased-out',
    'setup.attachments',
    'setup.counters',
    'effect.phase-out',
    'effect.phase-in',
    'effect.tap',
    'effect.destroy',
    'effect.control',
    'observe.power-toughness',
    'observe.triggers',
    'multiplayer',
    'phasing.indirect',
  ] as Capability[],
  cards: [
    'Bonesplitter',
    'Breezekeeper',
    'Cloak of Invisibility',
    'Control Magic',
    'Darksteel Myr',
    'Glorious Anthem',
    'Grizzly Bears',
    'Hill Giant',
    'Holy Strength',
    'Phasing Bear',
    'Phasing Token',
    'Phasing Ward',
    'Runeclaw Bear',
    'Sandbar Crocodile',
    "Teferi's Drake",
    "Teferi's Isle",
    'Tolarian Drake',
  ],
};

/** The reference engine with a fault, declaring only what the small engine declares. */
function smallEngine(fault: FaultId): Adapter {
  const reference = createReferenceAdapter({ fault });
  return {
    ...reference,
    id: 'small-engine',
    describe: async () => ({ ...(await reference.describe()), ...SMALL_ENGINE }),
  };
}

/**
 * The report a newcomer's first run gives, as issue 28 found it: a few fixtures not as expected
 * (phased-out-statics-apply fails 4) among some 680 untested ones, in the newest edition.
 */
export async function smallEngineReport(fault: FaultId = 'phased-out-statics-apply'): Promise<RunReport> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cts-small-engine-'));
  try {
    const file = path.join(dir, 'report.json');
    await executeRun({
      edition: 'latest',
      createAdapter: () => smallEngine(fault),
      reports: [{ format: 'json', file }],
    });
    return await readReport(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
