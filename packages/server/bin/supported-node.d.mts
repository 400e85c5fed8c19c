export declare function satisfiesEngines(version: string, range: string): boolean | undefined
export declare function supportedNodeRange(): string | undefined
export declare function unsupportedNodeMessage(version?: string, range?: string): string | null
export declare function exitUnlessSupportedNode(): void
