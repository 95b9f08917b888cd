export declare const CSS_ROOTS: string[];
export declare function toLogical(css: string): string;
export declare function physicalDeclarations(css: string): string[];
export declare function cssFiles(root: string): string[];
