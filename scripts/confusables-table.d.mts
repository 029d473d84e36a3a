/** Where the table is written: src/server/confusables-table.ts. */
export declare const target: string;

/** The [source, prototype] pairs of confusables.txt the table keeps, by code point. */
export declare function keptPairs(data: Record<string, string>): [string, string][];

/** The file's text, as the script writes it from the installed unhomoglyph. */
export declare function render(): string;
