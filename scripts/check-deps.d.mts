export declare const STORYBOOK: '.storybook';
export declare const ALLOWED_WORKSPACE_IMPORTS: Record<string, string[]>;
export declare function importsOf(source: string): string[];
export declare function findWorkspacePackages(
  root: string,
): { name: string; dir: string; isApp: boolean; exported: string[] }[];
export declare function checkDependencies(root: string): string[];
export declare const TYPE_ONLY_APP_IMPORTS: Record<string, string[]>;
export declare function typeOnlyImportsOf(source: string): Set<string>;
