import { describe, expect, it } from 'vitest';
import { githubWorkflow, gitlabCi } from './ci-files.js';
import { INIT_KINDS, ctsCommand, permuteCommand, type TemplateContext } from './commands.js';
import type { InstallSource } from './install-source.js';

const fromGit: InstallSource = { via: 'spec', spec: 'git+https://example.org/x/phasing-cts.git#abc', why: 'test' };
const fromProject: InstallSource = { via: 'project', spec: 'file:vendor/p.tgz', why: 'test' };
const context = (kind: TemplateContext['kind'], install: InstallSource, hasLockfile = true): TemplateContext => ({
  kind,
  engineName: 'e',
  version: '1.0.0',
  firstEdition: '2009-07-11',
  install,
  hasLockfile,
});
/** The lines a CI runner executes: `run:` steps (GitHub) or script items (GitLab), comments left out. */
const commands = (yml: string) =>
  yml
    .split('\n')
    .filter((l) => !/^\s*#/.test(l))
    .map((l) => /^\s*- (?:run: )?(.*)$/.exec(l)?.[1])
    .filter((l): l is string => l !== undefined && !l.startsWith('uses:') && !l.startsWith('if:'));

describe('the CI files init writes', () => {
  it('install phasing-cts from the detected spec, or from the project with npm ci / npm install', () => {
    const spec = commands(githubWorkflow(context('node-stdio', fromGit)));
    expect(spec[1]).toMatch(
      /^npx --yes --package=git\+https:\/\/example\.org\/x\/phasing-cts\.git#abc phasing-cts run /,
    );
    expect(spec).not.toContain('npm ci');
    const project = commands(githubWorkflow(context('python-stdio', fromProject)));
    expect(project.slice(0, 3)).toEqual([
      'npm ci',
      'mkdir -p cts/out',
      expect.stringMatching(/^npx phasing-cts run --stdio "python3 cts\/engine.py"/),
    ]);
    expect(commands(gitlabCi(context('node-stdio', fromProject, false)))[0]).toBe('npm install --no-audit --no-fund');
    // ts-inprocess: the test file imports phasing-cts, so the project has it, whatever the spec.
    const ts = commands(githubWorkflow(context('ts-inprocess', fromGit)));
    expect(ts[0]).toBe('npm ci');
    expect(ts.join('\n')).not.toContain('--package=');
  });

  it('run the order check (--permute) after the gate, in both files, for every kind', () => {
    for (const kind of INIT_KINDS)
      for (const install of [fromGit, fromProject]) {
        const c = context(kind, install);
        for (const yml of [githubWorkflow(c), gitlabCi(c)]) {
          const lines = commands(yml);
          const gate = lines.findIndex((l) => l === ctsCommand(c));
          expect(gate, `${kind} ${install.via}`).toBeGreaterThanOrEqual(0);
          expect(lines[gate + 1]).toBe(permuteCommand(c));
          expect(lines[gate + 1]).toMatch(/ run --permute (--stdio|--adapter) /);
          expect(yml).toMatch(/# The order check \(--permute\) runs .*about 2\.5 times/);
        }
      }
  });

  it('carry a short fuzz job for stdio engines, commented out until the engine declares something', () => {
    const c = context('node-stdio', fromGit);
    const github = githubWorkflow(c);
    expect(github).toContain(
      '  #   - run: npx --yes --package=git+https://example.org/x/phasing-cts.git#abc phasing-cts fuzz --stdio "node cts/engine.mjs" --seconds 60 --seed $GITHUB_RUN_NUMBER',
    );
    // Uncommented, the job sits beside `conformance:` under `jobs:`.
    const uncommented = github.replace(/^ {2}# /gm, '  ');
    expect(uncommented).toMatch(
      /\n {2}fuzz:\n {4}runs-on: ubuntu-latest\n {4}steps:\n {4}- uses: actions\/checkout@v4\n/,
    );
    expect(gitlabCi(c)).toMatch(
      /\n# phasing-cts-fuzz:\n# {3}image: node:20\n# {3}script:\n# {5}- .* fuzz --stdio "node cts\/engine.mjs" --seconds 60 --seed \$CI_PIPELINE_IID\n$/,
    );
    expect(github.endsWith('\n') && !/\n\s*#\s*\n$/.test(github)).toBe(true);
  });

  it('never contain the engine name, whatever it is', () => {
    for (const kind of INIT_KINDS) {
      const plain = context(kind, fromGit);
      const hostile = { ...plain, engineName: 'x\n  evil: "# `$(id)`' };
      expect(githubWorkflow(hostile)).toBe(githubWorkflow(plain));
      expect(gitlabCi(hostile)).toBe(gitlabCi(plain));
    }
  });
});
