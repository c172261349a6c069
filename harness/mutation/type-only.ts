// Which files `npm run mutation` lists hold no code that runs: interfaces, type aliases and type-only imports
// and exports, which TypeScript erases. Stryker makes no mutant in such a file, so no run can ever score it;
// `mutation:status` counts it as type-only instead of "never measured", and it stops being type-only the day
// a value is added to it.
import ts from 'typescript';

/** Whether the TypeScript source compiles to JavaScript with no statement beyond an empty `export {}`. */
export function isTypeOnly(source: string): boolean {
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, removeComments: true },
  }).outputText;
  const statements = ts.createSourceFile('out.js', js, ts.ScriptTarget.ES2022).statements;
  return statements.every(
    (s) =>
      ts.isExportDeclaration(s) &&
      s.exportClause !== undefined &&
      ts.isNamedExports(s.exportClause) &&
      s.exportClause.elements.length === 0 &&
      s.moduleSpecifier === undefined,
  );
}
