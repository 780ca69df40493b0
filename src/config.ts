/** Identity of the system: every id, path and setting key derives from these. */
export const SYSTEM_ID = "six-gun-sound";
export const SYSTEM_PATH = `systems/${SYSTEM_ID}`;
/** Root of every localization key the system owns. */
export const I18N = "SIXGUN";

export function templatePath(relative: string): string {
  return `${SYSTEM_PATH}/templates/${relative}`;
}
