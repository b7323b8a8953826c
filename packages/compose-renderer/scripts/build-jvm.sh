#!/usr/bin/env bash
# Builds the renderer's JVM side (target/compose-renderer-*.jar and target/classpath.txt) with
# Maven, fetching the pinned Compose Multiplatform desktop, skiko and Kotlin compiler jars from
# Maven Central into Maven's local repository: ~/.m2/repository, or $COMPOSE_RENDERER_M2 when set
# (CI and every clone on a machine share the default, so they download once). Skips the build when
# the jar is newer than the POM and every source file and the classpath's jars are all present.
set -euo pipefail
cd "$(dirname "$0")/.."

repo_args=()
if [ -n "${COMPOSE_RENDERER_M2:-}" ]; then repo_args=("-Dmaven.repo.local=$COMPOSE_RENDERER_M2"); fi

jar=target/compose-renderer-0.1.0.jar
up_to_date() {
  [ -f "$jar" ] && [ -f target/classpath.txt ] || return 1
  # The Kotlin sources only: the TypeScript beside them (src/*.ts, src/fidelity) is not in the jar.
  [ -z "$(find pom.xml src/main src/shim -newer "$jar" -type f -print -quit)" ] || return 1
  local missing
  missing=$(tr ':' '\n' < target/classpath.txt | while read -r f; do [ -f "$f" ] || echo "$f"; done | head -n 1)
  [ -z "$missing" ]
}
if up_to_date; then exit 0; fi

command -v mvn >/dev/null || { echo "Maven (mvn) is needed to build the Compose renderer: apt-get install maven." >&2; exit 1; }
command -v java >/dev/null || { echo "A Java 17+ runtime is needed to build the Compose renderer." >&2; exit 1; }
echo "Building the Compose renderer (Maven; the first build downloads about 150 MB from Maven Central)" >&2
mvn -B -q "${repo_args[@]}" package >&2
# Maven leaves an unchanged jar's time alone; the check above compares against it.
touch "$jar"
