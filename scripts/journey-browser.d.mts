export declare const JOURNEY_BROWSER_PACKAGE: string;
export declare const JOURNEY_BROWSER: string;
export declare const CHROMIUM_ARGS: string[];
export declare const NOTIFYING_BROWSER_PACKAGE: string;
export declare const NOTIFYING_BROWSER: string;
export declare const NOTIFYING_LAUNCH: { executablePath: string; args: string[] };
