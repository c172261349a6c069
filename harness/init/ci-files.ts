/**
 * The GitHub workflow and GitLab job `init` writes. Both install phasing-cts from where the user got
 * it (install-source.ts), run the gate against the baseline, then the order check (`--permute`), and
 * carry a short fuzz job to switch on once the engine declares something. The engine's name never
 * appears in them, so nothing a user types can reach the YAML.
 */
import {
  BASELINE,
  PERMUTE_COST,
  REPORTS,
  ctsCommand,
  fuzzCommand,
  permuteCommand,
  type TemplateContext,
} from './commands.js';

const NODE_SETUP = ['uses: actions/setup-node@v4', 'with:', '  node-version: 20'];
const PYTHON_SETUP = ['uses: actions/setup-python@v5', 'with:', '  python-version: "3.12"'];

/** Whether CI installs the project's dependencies first, and with which command. */
function projectInstall(c: TemplateContext): string | undefined {
  if (c.kind !== 'ts-inprocess' && c.install.via === 'spec') return undefined;
  return c.hasLockfile ? 'npm ci' : 'npm install --no-audit --no-fund';
}

/** GitHub steps, each a list of lines relative to the step's `- `. */
function githubSetup(c: TemplateContext): string[][] {
  const steps = [['uses: actions/checkout@v4'], NODE_SETUP];
  if (c.kind === 'python-stdio') steps.push(PYTHON_SETUP);
  const install = projectInstall(c);
  if (install) steps.push([`run: ${install}`]);
  return steps;
}

const githubStep = (lines: string[]): string =>
  lines.map((l, i) => `${i === 0 ? '      - ' : '        '}${l}`).join('\n') + '\n';

const header = `# phasing-cts conformance: fails only on results not in ${BASELINE} (docs/REPORTS.md of phasing-cts).
`;
const permuteComment = (indent: string) =>
  `${indent}# The order check (--permute) runs ${PERMUTE_COST}.\n${indent}# It catches an engine that does "all at once" one object at a time, which the run above can miss.\n`;
/** Every line of `text` commented out behind `prefix`, ready to uncomment. */
const commentedOut = (text: string, prefix: string): string =>
  text
    .replace(/\n$/, '')
    .split('\n')
    .map((l) => `${prefix}${l}`)
    .join('\n') + '\n';
const fuzzComment = (indent: string) =>
  `${indent}# A short fuzz job (phasing-cts fuzz, new in 0.2.0; docs/ADAPTERS.md): random scenarios for 60 s, seeded by the
${indent}# run number so a failure replays. Uncomment it once your engine declares capabilities.
`;

export function githubWorkflow(c: TemplateContext): string {
  const setup = githubSetup(c).map(githubStep).join('');
  const reports =
    c.kind === 'ts-inprocess'
      ? ''
      : githubStep(['if: always()', `run: cat ${REPORTS}/summary.md >> "$GITHUB_STEP_SUMMARY"`]) +
        githubStep([
          'if: always()',
          'uses: actions/upload-artifact@v4',
          'with:',
          '  name: phasing-cts',
          `  path: ${REPORTS}/`,
        ]);
  const fuzz =
    c.kind === 'ts-inprocess'
      ? ''
      : fuzzComment('  ') +
        commentedOut(
          `fuzz:\n  runs-on: ubuntu-latest\n  steps:\n${setup.replace(/^ {4}/gm, '')}  - run: ${fuzzCommand(c, '$GITHUB_RUN_NUMBER')}`,
          '  # ',
        );
  return `${header}name: phasing-cts
on: [push, pull_request]
jobs:
  conformance:
    runs-on: ubuntu-latest
    steps:
${setup}${c.kind === 'ts-inprocess' ? '' : `      - run: mkdir -p ${REPORTS}\n`}      - run: ${ctsCommand(c)}
${permuteComment('      ')}      - run: ${permuteCommand(c)}
${reports}${fuzz}`;
}

export function gitlabCi(c: TemplateContext): string {
  const install = projectInstall(c);
  const before = install ? `    - ${install}\n` : '';
  const reports =
    c.kind === 'ts-inprocess'
      ? ''
      : `  artifacts:\n    when: always\n    paths:\n      - ${REPORTS}/\n    reports:\n      junit: ${REPORTS}/junit.xml\n`;
  const fuzz =
    c.kind === 'ts-inprocess'
      ? ''
      : '\n' +
        fuzzComment('') +
        commentedOut(
          `phasing-cts-fuzz:\n  image: node:20\n  script:\n${before}    - ${fuzzCommand(c, '$CI_PIPELINE_IID')}`,
          '# ',
        );
  // The official node:20 image is Debian with python3 installed, so one image serves every kind.
  return `${header}phasing-cts:
  image: node:20
  script:
${before}${c.kind === 'ts-inprocess' ? '' : `    - mkdir -p ${REPORTS}\n`}    - ${ctsCommand(c)}
${permuteComment('    ')}    - ${permuteCommand(c)}
${reports}${fuzz}`;
}
