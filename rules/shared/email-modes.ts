/*
 * The checks behind Laravel's email modes (`rfc`, `strict`, `spoof`, `filter`, `filter_unicode`),
 * installed by `valigate/rules/email-modes`, and `dns`, installed with the domain lookup
 * (`valigate/node`), so that a plain `email` carries neither their grammars nor the lookup's code.
 * Kept on `globalThis` so the ESM and CommonJS builds share them, as they share the registry.
 */

/** Whether a text passes one email mode's check (`dns` answers with a promise). */
export type EmailModeCheck = (text: string) => boolean | Promise<boolean>;

const MODES_KEY = Symbol.for('valigate.emailModes.v1');

function installed(): Map<string, EmailModeCheck> {
  const holder = globalThis as unknown as Record<symbol, Map<string, EmailModeCheck> | undefined>;
  return (holder[MODES_KEY] ??= new Map());
}

/** Installs the check of an email mode, or with undefined removes it. */
export function installEmailMode(mode: string, check: EmailModeCheck | undefined): void {
  if (check === undefined) installed().delete(mode);
  else installed().set(mode, check);
}

/** The installed check of an email mode, if its module is loaded. */
export function emailModeCheck(mode: string): EmailModeCheck | undefined {
  return installed().get(mode);
}
