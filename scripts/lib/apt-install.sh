# shellcheck shell=bash
# Sourced by scripts/services and scripts/browser: installs missing Debian packages the way a new machine needs them.
# apt_install <caller> <package>...  installs as root, or with passwordless sudo (sudo -n); otherwise, or when the
# install fails, prints the exact command to run and returns 1. Nothing is ever downloaded outside apt.
apt_install() {
  local caller=$1
  shift
  local run=()
  local manual="sudo apt-get update && sudo apt-get install -y $*"
  if ! command -v apt-get >/dev/null; then
    echo "$caller: $* missing, and this machine has no apt-get to install it. Install it with your system's package manager." >&2
    return 1
  fi
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
      run=(sudo -n)
    else
      echo "$caller: $* missing. Install it (needs root) with: $manual" >&2
      return 1
    fi
  fi
  echo "$caller: installing Debian's $* (${run[*]:+${run[*]} }apt-get install -y $*)..."
  if ! "${run[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq ||
    ! "${run[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null; then
    echo "$caller: installing $* with apt-get failed (see above). Install it with: $manual" >&2
    return 1
  fi
}
