// npm warns EBADENGINE when a package it installs does not accept the running Node. Every package
// of the lock file must accept every Node line package.json's "engines" supports, from its first
// release (README, "Run it"); the test beside this file checks it.
import semver from "semver";

/** The newest Node line released when this was written: raise it as new lines come out. */
const NEWEST_MAJOR = 26;

/**
 * The first release of each Node line (major version) a range admits, up to the newest line:
 * "^20.19.0 || ^22.13.0 || >=24" → 20.19.0, 22.13.0, 24.0.0, 25.0.0, 26.0.0.
 */
export function lowestOfEachLine(range) {
  const sets = new semver.Range(range).set.map((comparators) => comparators.map((comparator) => comparator.value).join(" "));
  const lowest = [];
  for (let major = semver.minVersion(range).major; major <= NEWEST_MAJOR; major += 1) {
    const line = `>=${major}.0.0 <${major + 1}.0.0`;
    const firsts = sets
      .map((set) => semver.minVersion(`${set} ${line}`))
      .filter((first) => first !== null && semver.satisfies(first, range) && semver.satisfies(first, line));
    if (firsts.length > 0) lowest.push(semver.sort(firsts)[0].version);
  }
  return lowest;
}

/**
 * The packages of a package-lock.json that refuse one of `versions`, with those versions. Optional
 * packages are left out: npm skips one that refuses the running Node without a warning.
 * @param {{ packages: Record<string, { optional?: boolean; engines?: { node?: string } }> }} lock
 * @param {string[]} versions
 * @returns {{ name: string; engines: string; refuses: string[] }[]}
 */
export function enginesRefusing(lock, versions) {
  return Object.entries(lock.packages).flatMap(([location, entry]) => {
    const engines = entry.engines?.node;
    if (!location || entry.optional || !engines) return [];
    const refuses = versions.filter((version) => !semver.satisfies(version, engines));
    return refuses.length > 0 ? [{ name: location.replace(/^.*node_modules\//, ""), engines, refuses }] : [];
  });
}
