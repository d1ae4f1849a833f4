/*
 * The checks behind Laravel's email modes (`rfc`, `strict`, `spoof`, `filter`, `filter_unicode`),
 * installed by `valigate/rules/email-modes` so that a plain `email` does not carry their grammars.
 * Kept on `globalThis` so the ESM and CommonJS builds share them, as they share the registry.
 */

/** Whether a text passes one email mode's check. */
export type EmailModeCheck = (text: string) => boolean;

const MODES_KEY = Symbol.for('valigate.emailModes.v1');

function installed(): Map<string, EmailModeCheck> {
  const holder = globalThis as unknown as Record<symbol, Map<string, EmailModeCheck> | undefined>;
  return (holder[MODES_KEY] ??= new Map());
}

/** Installs the check of an email mode. */
export function installEmailMode(mode: string, check: EmailModeCheck): void {
  installed().set(mode, check);
}

/** The installed check of an email mode, if its module is loaded. */
export function emailModeCheck(mode: string): EmailModeCheck | undefined {
  return installed().get(mode);
}
