import { chromium, type Browser } from "playwright-core";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { brotliDecompress, createBrotliDecompress } from "node:zlib";

/**
 * The headless Chromium for the browser tests, with no system package needed:
 *
 * 1. `CHROMIUM_PATH`, when set, names the executable;
 * 2. otherwise Debian's `/usr/bin/chromium` when it exists;
 * 3. otherwise the Linux x64 Chromium that the `@sparticuz/chromium` dev dependency ships inside its
 *    npm package, unpacked once into `node_modules/.cache/` (a few seconds; `npm ci` clears it).
 *
 * `SGS_CHROMIUM=packaged` skips step 2 (to test the packaged browser on a machine that has Debian's)
 * and `SGS_CHROMIUM=system` insists on it.
 */

export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/** Flags for every launch. Not @sparticuz/chromium's `args`: those are for AWS Lambda
 * (`--single-process`, `--disable-web-security`, …) and would hide failures these tests look for. */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface ChromiumBinary {
  source: "CHROMIUM_PATH" | "system" | "packaged";
  executablePath: string;
  /** Environment the browser process needs on top of ours. */
  env: Record<string, string>;
}

/** Which Chromium the browser tests use (see the comment at the top of this file). */
export async function findChromium(): Promise<ChromiumBinary> {
  const override = process.env.CHROMIUM_PATH;
  if (override) return { source: "CHROMIUM_PATH", executablePath: override, env: {} };
  const wanted = process.env.SGS_CHROMIUM || "auto";
  if (wanted !== "auto" && wanted !== "system" && wanted !== "packaged") {
    throw new Error(`SGS_CHROMIUM must be "system" or "packaged", not "${wanted}"`);
  }
  if (wanted !== "packaged" && existsSync(SYSTEM_CHROMIUM)) {
    return { source: "system", executablePath: SYSTEM_CHROMIUM, env: {} };
  }
  if (wanted === "system") throw new Error(`SGS_CHROMIUM=system, but ${SYSTEM_CHROMIUM} does not exist`);
  return packagedChromium();
}

/** Launches the Chromium that `findChromium` picks, headless, with `CHROMIUM_FLAGS` and `extraArgs`. */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  const binary = await findChromium();
  return chromium.launch({
    executablePath: binary.executablePath,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
    env: { ...process.env, ...binary.env },
  });
}

/**
 * Unpacks @sparticuz/chromium's brotli files itself rather than through its `executablePath()`, which
 * reuses whatever lies at `/tmp/chromium` (another version, or a file cut short by an interrupted
 * run) and unpacks the NSS libraries a plain Linux lacks only on AWS. Here every version has its
 * own folder, filled under a temporary name and renamed when complete.
 */
async function packagedChromium(): Promise<ChromiumBinary> {
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(
      `No ${SYSTEM_CHROMIUM}, and @sparticuz/chromium ships only a Linux x64 build: ` +
        "set CHROMIUM_PATH to a Chromium or Chrome executable.",
    );
  }
  const root = packageRoot("@sparticuz/chromium");
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
  // root is node_modules/@sparticuz/chromium.
  const folder = join(root, "..", "..", ".cache", `sparticuz-chromium-${version}`);
  if (!existsSync(join(folder, "chromium"))) await unpack(join(root, "bin"), folder);
  return {
    source: "packaged",
    executablePath: join(folder, "chromium"),
    env: {
      // libnss3, libnspr4 and libexpat, which the binary links against: a machine without any
      // browser installed has none of them.
      LD_LIBRARY_PATH: [join(folder, "lib"), process.env.LD_LIBRARY_PATH].filter(Boolean).join(":"),
      // The system's fonts when there are any, and the package's Open Sans in any case.
      FONTCONFIG_FILE: join(folder, "fonts.conf"),
    },
  };
}

function packageRoot(name: string): string {
  let dir = dirname(createRequire(import.meta.url).resolve(name));
  while (dir !== dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === name
    ) {
      return dir;
    }
    dir = dirname(dir);
  }
  throw new Error(`cannot find the folder of ${name}`);
}

async function unpack(bin: string, folder: string): Promise<void> {
  const staging = `${folder}.${process.pid}.partial`;
  await rm(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    await Promise.all([
      pipeline(
        createReadStream(join(bin, "chromium.br")),
        createBrotliDecompress(),
        createWriteStream(join(staging, "chromium"), { mode: 0o755 }),
      ),
      unbrotliTar(join(bin, "swiftshader.tar.br"), staging),
      unbrotliTar(join(bin, "al2023.tar.br"), staging),
      unbrotliTar(join(bin, "fonts.tar.br"), join(staging, "fonts")),
    ]);
    await writeFile(join(staging, "fonts.conf"), fontsConf(folder));
    renameSync(staging, folder);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    // Another test process finished unpacking first: use its copy.
    if (existsSync(join(folder, "chromium"))) return;
    throw error;
  }
}

async function unbrotliTar(file: string, into: string): Promise<void> {
  untar(await promisify(brotliDecompress)(await readFile(file)), into);
}

/** Extracts a plain ustar archive (regular files and folders only, as @sparticuz/chromium ships). */
function untar(tar: Buffer, into: string): void {
  const base = resolve(into);
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, length: number) =>
      header.toString("utf8", start, start + length).replace(/\0[\s\S]*$/, "");
    if (field(257, 6).trim() !== "ustar") throw new Error(`not a ustar archive at byte ${at}`);
    const name = [field(345, 155), field(0, 100)].filter(Boolean).join("/");
    const size = parseInt(field(124, 12).trim() || "0", 8);
    const mode = parseInt(field(100, 8).trim() || "644", 8) & 0o755;
    const type = field(156, 1) || "0";
    const target = resolve(base, name);
    if (target !== base && !target.startsWith(base + sep))
      throw new Error(`tar entry outside ${into}: ${name}`);
    const body = at + 512;
    if (type === "5") {
      mkdirSync(target, { recursive: true });
    } else if (type === "0") {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, tar.subarray(body, body + size), { mode });
    } else {
      throw new Error(`unsupported tar entry type "${type}" (${name})`);
    }
    at = body + Math.ceil(size / 512) * 512;
  }
}

function fontsConf(folder: string): string {
  const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${xml(join(folder, "fonts"))}</dir>
  <cachedir>${xml(join(folder, "fonts-cache"))}</cachedir>
</fontconfig>
`;
}
