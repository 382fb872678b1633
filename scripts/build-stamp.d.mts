// Types of ./build-stamp.mjs for the tests that import it.

export declare const STAMP: string;
export declare function currentStamp(root: string): { inputs: string; outputs: string };
export declare function isUpToDate(root: string): boolean;
