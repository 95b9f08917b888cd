export declare const GARMENTS: readonly ['tshirt', 'hoodie', 'cap', 'tote'];
export declare const BYTE_KINDS: readonly string[];
export declare function byteKindOf(url: string, contentType: string): string;
export declare function median(values: readonly number[]): number;
