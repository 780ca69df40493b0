// Where a release of the system lives. package.json's `repository` (a GitHub project) and `version`
// are the one place to change: the build derives the manifest's `version`, `url`, `manifest` and
// `download` from them, and the release workflow publishes the zip and system.json those URLs name.
import { readFileSync, writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";

/** Every form npm accepts for a GitHub repository: `owner/repo`, `github:owner/repo`, https, git+https, git+ssh, git@. */
const GITHUB_REPOSITORY =
  /^(?:github:|(?:git\+)?(?:https?|ssh|git):\/\/(?:git@)?github\.com\/|git@github\.com:)?([A-Za-z0-9][\w.-]*)\/([\w.-]+?)(?:\.git)?\/?$/;

/** The GitHub project page package.json's `repository` names: `https://github.com/<owner>/<repo>`. */
export function repositoryPage(pkg) {
  const field = typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url;
  if (!field) {
    throw new Error('package.json has no "repository": name the GitHub project the system is released from');
  }
  const match = GITHUB_REPOSITORY.exec(field.trim());
  if (!match) {
    throw new Error(
      `package.json's repository "${field}" is not a GitHub project; releases are published as GitHub releases`,
    );
  }
  return `https://github.com/${match[1]}/${match[2]}`;
}

/** The release archive the build writes into dist/ and the workflow attaches to the release. */
export function releaseZipName(id, version) {
  return `${id}-${version}.zip`;
}

/**
 * The manifest fields a Foundry install and update need: this version, the project page, the
 * latest release's system.json (Foundry checks it for updates) and this version's zip (tag `v<version>`).
 */
export function releaseFields(pkg, id) {
  if (!/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(pkg.version ?? "")) {
    throw new Error(
      `package.json's version "${pkg.version}" is not a semantic version (1.2.3 or 1.2.3-beta.1)`,
    );
  }
  const url = repositoryPage(pkg);
  return {
    version: pkg.version,
    url,
    manifest: `${url}/releases/latest/download/system.json`,
    download: `${url}/releases/download/v${pkg.version}/${releaseZipName(id, pkg.version)}`,
  };
}

/** `manifest` with `fields` set: existing keys keep their place, new ones follow `version`. */
export function withReleaseFields(manifest, fields) {
  const entries = Object.entries(manifest).map(([key, value]) => [key, key in fields ? fields[key] : value]);
  const missing = Object.entries(fields).filter(([key]) => !(key in manifest));
  const at = entries.findIndex(([key]) => key === "version") + 1 || entries.length;
  entries.splice(at, 0, ...missing);
  return Object.fromEntries(entries);
}

/**
 * Brings system.json's release fields in step with package.json and returns the manifest. The file
 * is rewritten (Prettier-formatted) only when a field changed, so bumping package.json's version or
 * repository and building is all a release needs; commit the rewritten system.json with it.
 */
export async function syncManifest(manifestPath = "system.json", packagePath = "package.json") {
  const current = JSON.parse(readFileSync(manifestPath, "utf8"));
  const pkg = JSON.parse(readFileSync(packagePath, "utf8"));
  const manifest = withReleaseFields(current, releaseFields(pkg, current.id));
  const changed = Object.keys(manifest).filter((key) => manifest[key] !== current[key]);
  if (changed.length) {
    const options = { ...(await resolveConfig(manifestPath)), filepath: manifestPath };
    writeFileSync(manifestPath, await format(JSON.stringify(manifest, null, 2), options));
  }
  return { manifest, changed };
}
