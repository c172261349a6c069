/**
 * The files `phasing-cts init` writes. Each engine kind declares no capability and no card yet, so
 * every fixture is untested and the generated CI runs green from the first commit; the engine author
 * then declares what they implement, one capability at a time (docs/ADAPTERS.md).
 */

import { githubWorkflow, gitlabCi } from './ci-files.js';
import {
  BASELINE,
  COMPILED_ADAPTER,
  PERMUTE_COST,
  cliPrefix,
  ctsCommand,
  engineOption,
  installLine,
  permuteCommand,
  type TemplateContext,
} from './commands.js';
import { displayName } from './display-name.js';

export interface ScaffoldFile {
  path: string;
  text: string;
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
// ${displayName(c.engineName)}: a phasing-cts engine over the JSON-lines protocol (docs/PROTOCOL.md of phasing-cts).
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
"""${displayName(c.engineName)}: a phasing-cts engine over the JSON-lines protocol (docs/PROTOCOL.md of phasing-cts).

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
  return `// ${displayName(c.engineName)}: a phasing-cts adapter in process (docs/ADAPTERS.md of phasing-cts).
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
  return `// One vitest test per fixture the engine can run; those it cannot run yet are counted in one test.
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

function readme(c: TemplateContext): string {
  const cli = cliPrefix(c);
  const engine = c.kind === 'ts-inprocess' ? `--adapter ${COMPILED_ADAPTER}` : engineOption(c.kind);
  const install = installLine(c);
  const compile = c.kind === 'ts-inprocess' ? ` (after \`npx tsc -p cts/tsconfig.json\`)` : '';
  return `# phasing-cts for ${displayName(c.engineName)}

Made by \`phasing-cts init --kind ${c.kind}\`. Run the conformance suite, then the order check:

\`\`\`sh
${install ? `${install}    # once\n` : ''}${ctsCommand(c)}
${permuteCommand(c)}
\`\`\`

The order check (\`--permute\`) runs ${PERMUTE_COST}. CI installs phasing-cts ${c.install.why}.

Nothing is declared yet, so every fixture is untested and the run is green. To make progress:

1. \`${cli} plan ${engine}\`${compile} ranks what to implement next.
2. Implement it, and add the capability and its cards to the engine's declaration.
3. \`${cli} explain <fixture-id> ${engine}\` shows a fixture as a scenario, with what your engine observed beside what was expected.
4. Known failures go in \`${c.kind === 'ts-inprocess' ? 'expectedFailures in cts/conformance.test.ts' : BASELINE}\` with a reason; CI fails only on new ones.
`;
}

/** A TypeScript consumer of phasing-cts with nothing else installed: no Node types, declaration files checked. */
export const CONSUMER_COMPILER_OPTIONS = {
  target: 'ES2022',
  module: 'NodeNext',
  moduleResolution: 'NodeNext',
  lib: ['ES2023'],
  types: [] as string[],
  strict: true,
  skipLibCheck: false,
};

/** Compiles the adapter against phasing-cts's own types, with nothing else installed (no @types/node). */
function tsconfig(): string {
  const config = {
    compilerOptions: { ...CONSUMER_COMPILER_OPTIONS, rootDir: '.', outDir: 'dist' },
    include: ['*.ts'],
  };
  return JSON.stringify(config, null, 2) + '\n';
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
            { path: 'cts/tsconfig.json', text: tsconfig() },
          ];
  return [
    ...engine,
    { path: BASELINE, text: baseline(c) },
    { path: 'cts/README.md', text: readme(c) },
    // Reports and the compiled adapter are outputs, not sources.
    { path: 'cts/.gitignore', text: 'out/\ndist/\n' },
    { path: '.github/workflows/phasing-cts.yml', text: githubWorkflow(c) },
    { path: '.gitlab-ci.yml', text: gitlabCi(c) },
  ];
}
