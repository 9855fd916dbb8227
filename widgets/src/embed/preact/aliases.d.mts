/** Module names the script-tag build resolves to something else, and what to. */
export declare const preactAliases: Readonly<Record<string, string>>;
