import { describe, expect, it } from 'vitest';
import { readBenchOptions } from './bench-options.js';

describe('bench options', () => {
  it('prints the usage for --help instead of measuring', () => {
    const read = readBenchOptions(['--help'], {});
    expect('help' in read && read.help).toMatch(/--fault-seconds N/);
  });

  it('reads the flags before the environment', () => {
    const read = readBenchOptions(['--fault-seconds', '0', '--quick'], {
      PHASING_CTS_FUZZ_FAULT_SECONDS: '5',
      PHASING_CTS_FUZZ_SELF_SECONDS: '7',
      PHASING_CTS_FUZZ_FAULTS: 'a,b',
    });
    expect(read).toEqual({ options: { quick: true, faultSeconds: 0, selfSeconds: 7, faults: ['a', 'b'] } });
  });

  it('defaults to 60 s per fault and 600 s of self-fuzzing', () => {
    expect(readBenchOptions([], {})).toEqual({
      options: { quick: false, faultSeconds: 60, selfSeconds: 600, faults: [] },
    });
  });

  it('refuses an unknown flag and a budget that is not a number in one line', () => {
    const unknown = readBenchOptions(['--fault-second', '0'], {});
    expect('problem' in unknown && unknown.problem).toMatch(/--fault-second.*--help lists the options/);
    const bad = readBenchOptions(['--self-seconds', 'ten'], {});
    expect(bad).toEqual({ problem: '--self-seconds expects a number of seconds ≥ 0, got "ten"' });
  });
});
