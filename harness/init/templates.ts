/**
 * The files `phasing-cts init` writes. Each engine kind declares no capability and no card yet, so
 * every fixture is untested and the generated CI runs green from the first commit; the engine author
 * then declares what they implement, one capability at a time (docs/ADAPTERS.md).
 */

export type InitKind = 'node-stdio' | 'python-stdio' | 'ts-inprocess';
export const INIT_KINDS: readonly InitKind[] = ['node-stdio', 'python-stdio', 'ts-inprocess'];

export interface TemplateContext {
  kind: InitKind;
  engineName: string;
  /** The phasing-cts version the CI files pin. */
  version: string;
  firstEdition: string;
}

export interface ScaffoldFile {
  path: string;
  text: string;
}

const BASELINE = 'cts/cts-baseline.json';
const REPORTS = 'cts/out';

/** The command CI runs: the engine through the CLI with its baseline, writing reports. */
export function ctsCommand(c: TemplateContext): string {
  const engine =
    c.kind === 'node-stdio'
      ? '--stdio "node cts/engine.mjs"'
      : c.kind === 'python-stdio'
        ? '--stdio "python3 cts/engine.py"'
        : '';
  if (c.kind === 'ts-inprocess') return 'npx vitest run cts/';
  return `npx --yes phasing-cts@${c.version} run ${engine} --baseline ${BASELINE} --json ${REPORTS}/report.json --report junit=${REPORTS}/junit.xml --report markdown=${REPORTS}/summary.md --report html=${REPORTS}/report.html`;
}

const engineInfo = (c: TemplateContext) => ({
  name: c.engineName,
  version: '0.0.0',
  capabilities: [] as string[],
  cards: [] as string[],
  editions: [{ from: c.firstEdition }],
});

function nodeEngine(c: TemplateContext): string {
  return `#!/usr/bin/env node
// ${c.engineName}: a phasing-cts engine over the JSON-lines protocol (docs/PROTOCOL.md of phasing-cts).
// Run it: npx phasing-cts run --stdio "node cts/engine.mjs" --baseline ${BASELINE}
// One JSON message per line on stdin, one answer per line on stdout; log to stderr only.
import { createInterface } from 'node:readline';

// What the engine supports. Fixtures needing anything else are reported "untested", never "fail".
// Grow these lists as you implement: capabilities from the Capability list in docs/FIXTURES.md,
// cards by their names in fixtures/cards/catalogue.json ("*" for all), edition ranges of the rules.
const ENGINE = ${JSON.stringify(engineInfo(c), null, 2).replace(/\n/g, '\n')};

// Play one fixture: build request.setup directly, perform request.actions in order, and report a
// snapshot for every "checkpoint" action and for "end" (docs/ADAPTERS.md, "What you observe").
function runFixture(request) {
  // TODO: replace with your engine. Until then nothing is declared, so nothing is sent here.
  return { error: { kind: 'unsupported', message: \`\${ENGINE.name} does not implement \${request.fixture} yet\` } };
}

const send = (message) => process.stdout.write(JSON.stringify(message) + '\\n');
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
let started = false;
for await (const line of lines) {
  if (line.trim() === '') continue;
  const message = JSON.parse(line);
  if (message.cmd === 'start') {
    started = true;
    send({ protocol: 1, engine: ENGINE });
  } else if (message.cmd === 'run' && started) {
    let answer;
    try {
      answer = runFixture(message.request);
    } catch (e) {
      console.error(e);
      answer = { error: { kind: 'internal', message: String(e && e.message ? e.message : e) } };
    }
    send({ seq: message.seq, ...answer });
  } else if (message.cmd === 'stop') {
    process.exit(0);
  } else {
    console.error(\`unexpected message: \${line}\`);
    process.exit(2);
  }
}
`;
}

function pythonEngine(c: TemplateContext): string {
  return `#!/usr/bin/env python3
"""${c.engineName}: a phasing-cts engine over the JSON-lines protocol (docs/PROTOCOL.md of phasing-cts).

Run it: npx phasing-cts run --stdio "python3 cts/engine.py" --baseline ${BASELINE}
One JSON message per line on stdin, one answer per line on stdout; log to stderr only.
adapters/examples/python/engine.py in phasing-cts is a complete small engine to learn from.
"""
import json
import sys
import traceback

# What the engine supports. Fixtures needing anything else are reported "untested", never "fail".
# Grow these lists as you implement: capabilities from the Capability list in docs/FIXTURES.md,
# cards by their names in fixtures/cards/catalogue.json ("*" for all), edition ranges of the rules.
ENGINE = ${JSON.stringify(engineInfo(c))}


def run_fixture(request):
    """Build request["setup"] directly, perform request["actions"] in order, and return
    {"observation": {"actions": [...], "checkpoints": {"end": snapshot, ...}}} (docs/ADAPTERS.md)."""
    # TODO: replace with your engine. Until then nothing is declared, so nothing is sent here.
    return {"error": {"kind": "unsupported", "message": f"{ENGINE['name']} does not implement {request['fixture']} yet"}}


def send(message):
    sys.stdout.write(json.dumps(message) + "\\n")
    sys.stdout.flush()


def main():
    started = False
    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        if message.get("cmd") == "start":
            started = True
            send({"protocol": 1, "engine": ENGINE})
        elif message.get("cmd") == "run" and started:
            try:
                answer = run_fixture(message["request"])
            except Exception as e:  # one bad fixture must not cost the rest
                traceback.print_exc()
                answer = {"error": {"kind": "internal", "message": str(e)}}
            send({"seq": message["seq"], **answer})
        elif message.get("cmd") == "stop":
            return 0
        else:
            print(f"unexpected message: {line.strip()}", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
`;
}

function tsAdapter(c: TemplateContext): string {
  return `// ${c.engineName}: a phasing-cts adapter in process (docs/ADAPTERS.md of phasing-cts).
import type { Adapter, EngineInfo, RunRequest, EngineAnswer } from 'phasing-cts';

// What the engine supports. Fixtures needing anything else are reported "untested", never "fail".
// Grow these lists as you implement: capabilities from the Capability list in docs/FIXTURES.md,
// cards by their names in fixtures/cards/catalogue.json ("*" for all), edition ranges of the rules.
const ENGINE: EngineInfo = ${JSON.stringify(engineInfo(c), null, 2)};

export function createAdapter(): Adapter {
  return {
    id: ENGINE.name,
    async describe() {
      return ENGINE;
    },
    async run(request: RunRequest): Promise<EngineAnswer> {
      // TODO: build request.setup in your engine, perform request.actions, and return
      // { observation: { actions, checkpoints: { end: snapshot, ... } } }.
      return { error: { kind: 'unsupported', message: \`\${ENGINE.name} does not implement \${request.fixture} yet\` } };
    },
    async close() {},
  };
}

export default createAdapter;
`;
}

function tsTest(): string {
  return `// One vitest test per fixture; fixtures the engine cannot run yet are skipped with the reason.
import { conformance } from 'phasing-cts/vitest';
import { createAdapter } from './adapter.js';

// Known failures go here by fixture id (or "id@edition"); an entry that starts passing fails as stale.
await conformance(() => createAdapter(), { edition: 'latest', expectedFailures: [] });
`;
}

function baseline(c: TemplateContext): string {
  return (
    JSON.stringify(
      {
        $schema: 'https://phasing-cts.dev/schema/baseline.schema.json',
        baselineVersion: 1,
        engine: `${c.engineName} 0.0.0`,
        entries: [],
      },
      null,
      2,
    ) + '\n'
  );
}

function setupSteps(c: TemplateContext): { github: string; gitlabImage: string; gitlabBefore: string } {
  if (c.kind === 'python-stdio')
    return {
      github:
        '      - uses: actions/setup-node@v4\n        with:\n          node-version: 20\n      - uses: actions/setup-python@v5\n        with:\n          python-version: "3.12"\n',
      // The official node:20 image is Debian with python3 installed.
      gitlabImage: 'node:20',
      gitlabBefore: '',
    };
  if (c.kind === 'ts-inprocess')
    return {
      github: '      - uses: actions/setup-node@v4\n        with:\n          node-version: 20\n      - run: npm ci\n',
      gitlabImage: 'node:20',
      gitlabBefore: '    - npm ci\n',
    };
  return {
    github: '      - uses: actions/setup-node@v4\n        with:\n          node-version: 20\n',
    gitlabImage: 'node:20',
    gitlabBefore: '',
  };
}

function githubWorkflow(c: TemplateContext): string {
  const s = setupSteps(c);
  const summary =
    c.kind === 'ts-inprocess'
      ? ''
      : `      - if: always()\n        run: cat ${REPORTS}/summary.md >> "$GITHUB_STEP_SUMMARY"\n      - if: always()\n        uses: actions/upload-artifact@v4\n        with:\n          name: phasing-cts\n          path: ${REPORTS}/\n`;
  return `# phasing-cts conformance: fails only on results not in ${BASELINE} (docs/REPORTS.md of phasing-cts).
name: phasing-cts
on: [push, pull_request]
jobs:
  conformance:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
${s.github}      - run: mkdir -p ${REPORTS}
      - run: ${ctsCommand(c)}
${summary}`;
}

function gitlabCi(c: TemplateContext): string {
  const s = setupSteps(c);
  const reports =
    c.kind === 'ts-inprocess'
      ? ''
      : `  artifacts:\n    when: always\n    paths:\n      - ${REPORTS}/\n    reports:\n      junit: ${REPORTS}/junit.xml\n`;
  return `# phasing-cts conformance: fails only on results not in ${BASELINE} (docs/REPORTS.md of phasing-cts).
phasing-cts:
  image: ${s.gitlabImage}
  script:
${s.gitlabBefore}    - mkdir -p ${REPORTS}
    - ${ctsCommand(c)}
${reports}`;
}

function readme(c: TemplateContext): string {
  const run =
    c.kind === 'ts-inprocess'
      ? 'npx vitest run cts/'
      : ctsCommand(c).replace(/^npx --yes phasing-cts@\S+/, 'npx phasing-cts');
  return `# phasing-cts for ${c.engineName}

Made by \`phasing-cts init --kind ${c.kind}\`. Run the conformance suite:

\`\`\`sh
${run}
\`\`\`

${c.kind === 'ts-inprocess' ? 'It needs `npm install --save-dev phasing-cts vitest` in this project (CI runs `npm ci` first).\n\n' : ''}Nothing is declared yet, so every fixture is untested and the run is green. To make progress:

1. \`npx phasing-cts plan ${c.kind === 'node-stdio' ? '--stdio "node cts/engine.mjs"' : c.kind === 'python-stdio' ? '--stdio "python3 cts/engine.py"' : '--adapter <your compiled adapter .js>'}\` ranks what to implement next.
2. Implement it, and add the capability and its cards to the engine's declaration.
3. \`npx phasing-cts explain <fixture-id> ${c.kind === 'node-stdio' ? '--stdio "node cts/engine.mjs"' : c.kind === 'python-stdio' ? '--stdio "python3 cts/engine.py"' : ''}\` shows a fixture as a scenario, with what your engine observed beside what was expected.
4. Known failures go in \`${c.kind === 'ts-inprocess' ? 'expectedFailures in cts/conformance.test.ts' : BASELINE}\` with a reason; CI fails only on new ones.
`;
}

/** Every file of the scaffold, relative to the target directory. */
export function scaffoldFiles(c: TemplateContext): ScaffoldFile[] {
  const engine: ScaffoldFile[] =
    c.kind === 'node-stdio'
      ? [{ path: 'cts/engine.mjs', text: nodeEngine(c) }]
      : c.kind === 'python-stdio'
        ? [{ path: 'cts/engine.py', text: pythonEngine(c) }]
        : [
            { path: 'cts/adapter.ts', text: tsAdapter(c) },
            { path: 'cts/conformance.test.ts', text: tsTest() },
          ];
  return [
    ...engine,
    { path: BASELINE, text: baseline(c) },
    { path: 'cts/README.md', text: readme(c) },
    { path: '.github/workflows/phasing-cts.yml', text: githubWorkflow(c) },
    { path: '.gitlab-ci.yml', text: gitlabCi(c) },
  ];
}
