import { I18N } from "../../config";
import { fgame, fv } from "../foundry";

/**
 * One query crosses clients: the active GM asks a player's client to roll that player's figure's
 * test (`docs/security.md`; players themselves never send queries, so their roles need nothing). A
 * user may send a query only when his role holds the core permission QUERY_USER. Which roles hold it
 * by default is Foundry's choice, and the GM can change it, so the GM's client checks its own user
 * at `ready` and says plainly where to change it; without it, the GM rolls players' tests himself
 * (`userMayQuery` in the dispatch) rather than failing.
 *
 * How Foundry stores it: the world setting `core.permissions` maps a permission's name to the list
 * of roles (CONST.USER_ROLES numbers) holding it. A permission missing from the setting has its
 * CONST.USER_PERMISSIONS default: every role from its `defaultRole` up.
 */

export const QUERY_PERMISSION = "QUERY_USER";

/** CONST.USER_ROLES values, used when the CONST cannot be read (tests, outside Foundry). */
export const ROLES = { PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

export interface PermissionQuestion {
  /** The value of the `core.permissions` setting (anything; only arrays of roles are read). */
  stored: unknown;
  /** The permission's name, as in CONST.USER_PERMISSIONS ("QUERY_USER"). */
  permission: string;
  /** CONST.USER_PERMISSIONS[permission].defaultRole; undefined when the core has no such permission. */
  defaultRole: number | undefined;
  /** The roles asked about (CONST.USER_ROLES numbers). */
  roles: readonly number[];
}

/**
 * Pure: which of `roles` do not hold `permission`. The stored list decides when there is one;
 * otherwise the default (roles from `defaultRole` up). A permission the core does not define
 * (`defaultRole` undefined and nothing stored) restricts nothing, so no role is missing it.
 */
export function rolesMissingPermission({
  stored,
  permission,
  defaultRole,
  roles,
}: PermissionQuestion): number[] {
  const entry =
    stored && typeof stored === "object" ? (stored as Record<string, unknown>)[permission] : undefined;
  if (Array.isArray(entry)) {
    const granted = new Set(entry.map(Number));
    return roles.filter((role) => !granted.has(role));
  }
  if (typeof defaultRole !== "number") return [];
  return roles.filter((role) => role < defaultRole);
}

// ---------------------------------------------------------------------------------------------
// Foundry: reading the world's permissions and telling the GM (called only inside Foundry).

interface PermissionConfig {
  label?: string;
  defaultRole?: number;
}

interface FoundryConst {
  USER_PERMISSIONS?: Record<string, PermissionConfig | undefined>;
  USER_ROLES?: Partial<Record<keyof typeof ROLES, number>>;
}

interface I18n {
  localize(key: string): string;
  format(key: string, data: Record<string, unknown>): string;
  has?(key: string): boolean;
}

interface Notifier {
  warn(message: string, options?: { permanent?: boolean }): unknown;
}

function foundryConst(): FoundryConst {
  const g = globalThis as unknown as { foundry?: { CONST?: FoundryConst }; CONST?: FoundryConst };
  return g.foundry?.CONST ?? g.CONST ?? {};
}

function role(name: keyof typeof ROLES): number {
  return foundryConst().USER_ROLES?.[name] ?? ROLES[name];
}

function storedPermissions(): unknown {
  try {
    return fgame().settings.get("core", "permissions");
  } catch {
    // Not readable yet: the defaults apply.
    return undefined;
  }
}

/** The roles among `roles` that may not send queries in this world. */
export function rolesMissingQuery(roles: readonly number[]): number[] {
  return rolesMissingPermission({
    stored: storedPermissions(),
    permission: QUERY_PERMISSION,
    defaultRole: foundryConst().USER_PERMISSIONS?.[QUERY_PERMISSION]?.defaultRole,
    roles,
  });
}

/**
 * Whether this user may send queries: Foundry's own answer (`User#can`, which also reads a
 * permission granted to the user alone), or the role's when the user cannot be asked.
 */
export function userMayQuery(
  user: { role?: number; can?(action: string): boolean } | null | undefined,
): boolean {
  if (typeof user?.can === "function") return user.can(QUERY_PERMISSION);
  return rolesMissingQuery([user?.role ?? role("PLAYER")]).length === 0;
}

const ROLE_KEYS: Record<keyof typeof ROLES, string> = {
  PLAYER: "RolePlayer",
  TRUSTED: "RoleTrusted",
  ASSISTANT: "RoleAssistant",
  GAMEMASTER: "RoleGamemaster",
};

/** The text the GM is shown when his role `userRole` lacks the permission (English outside Foundry). */
export function permissionWarning(userRole: number): string {
  const i18n: I18n = fgame().i18n;
  const labelKey = foundryConst().USER_PERMISSIONS?.[QUERY_PERMISSION]?.label;
  const permission = labelKey && (i18n.has?.(labelKey) ?? true) ? i18n.localize(labelKey) : QUERY_PERMISSION;
  const name =
    (Object.keys(ROLES) as (keyof typeof ROLES)[]).find((r) => role(r) === userRole) ?? "GAMEMASTER";
  const roles = i18n.localize(`${I18N}.Queries.${ROLE_KEYS[name]}`);
  return i18n.format(`${I18N}.Queries.PermissionMissing`, { roles, permission });
}

/**
 * On a GM's client: when his own user may not send queries, a notification that stays until
 * dismissed names his role and the place to change it. Returns whether he may.
 */
export function checkQueryPermission(): boolean {
  const user = fgame().user;
  if (!user?.isGM || userMayQuery(user)) return true;
  const message = permissionWarning(user.role ?? role("GAMEMASTER"));
  const notifications = (fv().ui as { notifications?: Notifier } | undefined)?.notifications;
  if (notifications) notifications.warn(message, { permanent: true });
  else console.warn("six-gun-sound |", message);
  return false;
}

/** Registers the check on `ready` (settings and i18n are up, and the user is known). */
export function registerQueryPermissionCheck(): void {
  fv().Hooks.once("ready", (() => {
    try {
      checkQueryPermission();
    } catch (error) {
      console.error("six-gun-sound | query permission check", error);
    }
  }) as never);
}
