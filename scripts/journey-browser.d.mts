export declare const JOURNEY_BROWSER_PACKAGE: string;
export declare const JOURNEY_BROWSER: string;
