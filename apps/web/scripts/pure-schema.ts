import ts from 'typescript';

/**
 * Marks every call in the top-level declarations of a @atelier/schema source as pure
 * (`/* @__PURE__ *\/`), including the inner calls of chains such as `z.number().int()`.
 * Building a zod schema has no side effect, so a schema the storefront does not use is dropped
 * with everything it calls, and zod is not bundled only because a constant sits beside it.
 */
export function markSchemaCallsPure(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const pure = <T extends ts.Node>(node: T): T =>
    ts.addSyntheticLeadingComment(node, ts.SyntaxKind.MultiLineCommentTrivia, ' @__PURE__ ', false);
  const transformer: ts.TransformerFactory<ts.SourceFile> = (context) => {
    const visit = (node: ts.Node): ts.Node => {
      // Functions are not run at import time: leave their bodies alone.
      if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return node;
      const visited = ts.visitEachChild(node, visit, context);
      if (ts.isCallExpression(visited) || ts.isNewExpression(visited)) {
        return ts.factory.createParenthesizedExpression(pure(visited));
      }
      return visited;
    };
    return (file) =>
      ts.factory.updateSourceFile(
        file,
        file.statements.map((statement) =>
          ts.isVariableStatement(statement)
            ? (ts.visitEachChild(statement, visit, context) as ts.Statement)
            : statement,
        ),
      );
  };
  const result = ts.transform(source, [transformer]);
  const printed = ts
    .createPrinter({ removeComments: false })
    .printFile(result.transformed[0] as ts.SourceFile);
  result.dispose();
  return printed;
}
