# Sourced by scripts/run and scripts/test: `ensure_venv EXTRAS` makes (once) and reuses the
# virtual environment .venv in this checkout and installs Ichiba into it only when
# pyproject.toml (or the extras asked for) changed since the last install. Never touches the
# system Python (Debian's refuses pip installs: externally-managed-environment).

find_python() {
  local candidate
  for candidate in "${PYTHON:-}" python3.13 python3.12 python3.11 python3; do
    [ -n "$candidate" ] || continue
    if command -v "$candidate" >/dev/null 2>&1 &&
      "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
      command -v "$candidate"
      return 0
    fi
  done
  echo "Ichiba needs Python 3.11 or newer (set PYTHON=/path/to/python3.x)." >&2
  return 1
}

make_venv() {
  local python="$1"
  if "$python" -m venv .venv >/dev/null 2>&1; then
    return 0
  fi
  rm -rf .venv
  local version package
  version="$("$python" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')"
  package="python${version}-venv"
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's ${package} (Python's venv module, ~5 MB) to make .venv ..." >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
    "$python" -m venv .venv
  else
    echo "Python's venv module is missing: install it (Debian/Ubuntu: sudo apt install ${package})." >&2
    return 1
  fi
}

ensure_venv() {
  local extras="${1:-}" spec="." stamp
  [ -n "$extras" ] && spec=".[${extras}]"
  if [ ! -x .venv/bin/python ]; then
    make_venv "$(find_python)"
  fi
  stamp="$( (cat pyproject.toml; echo "$spec") | sha256sum | cut -d' ' -f1)"
  if [ "$(cat .venv/.ichiba-installed 2>/dev/null)" != "$stamp" ]; then
    echo "Installing Ichiba ${spec} into .venv ..." >&2
    # pip's and the build backend's chatter goes to a log, shown only when the install fails.
    if ! {
      .venv/bin/python -m pip install --quiet --disable-pip-version-check --upgrade pip &&
        .venv/bin/python -m pip install --quiet --disable-pip-version-check -e "$spec"
    } >.venv/install.log 2>&1; then
      cat .venv/install.log >&2
      echo "Installing Ichiba into .venv failed (log: .venv/install.log)." >&2
      return 1
    fi
    echo "$stamp" > .venv/.ichiba-installed
  fi
}
