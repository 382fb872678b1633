// Types of ./build-stamp.mjs for the tests that import it.

export declare const INPUT_FOLDERS: readonly string[];
export declare const INPUT_FILES: readonly string[];
export declare const OUTPUTS: readonly string[];
export declare const STAMP: string;
export declare function hashPaths(root: string, paths: readonly string[], skip?: ReadonlySet<string>): string;
export declare function currentStamp(root: string): { inputs: string; outputs: string };
export declare function isUpToDate(root: string): boolean;
