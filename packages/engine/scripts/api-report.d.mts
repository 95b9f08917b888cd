export declare const ENGINE_DIR: string;
export declare const REPORT_PATH: string;
export declare function buildApiReport(): string;
export declare function readCheckedInReport(): string;
