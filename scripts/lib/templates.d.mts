/** Types for templates.mjs (plain ES module run by Node): where each ruleset's templates live. */
export declare function templateRoots(): string[];
export declare const FIXTURE_TEMPLATES: string;
export declare function templateFiles(roots?: string[]): { file: string; path: string }[];
export declare function templateFile(path: string, roots?: string[]): string;
export declare function copyTemplates(outDir: string, roots?: string[]): number;
