#!/bin/sh
# Installs, with apt-get, the Debian 12 packages repetita needs that are not installed yet (as root).
#   tools/install-deps.sh            the build and test dependencies
#   tools/install-deps.sh --fuzz     also clang and libFuzzer's runtime (the fuzz targets)
# It asks apt-get only about what is missing, and does nothing when everything is there.
set -eu

# pkg-config and the compression libraries: the CLI's compressed inputs (tools/io). python3-dev,
# pybind11-dev and python3-pybind11 build the Python package; python3-pytest and python3-pandas test
# it (pandas is also what its DataFrame functions return); python3-distributed (with python3-dask)
# runs repetita.dask and its tests on a LocalCluster; python3-pip and python3-venv let Debian's
# python3 `pip install .` into a virtual environment (PEP 668 refuses its own packages folder; the
# build backend needs no setuptools or wheel: docs/python.md 1). chromium renders the HTML
# of `repetita report` in its test (tests/cli/report/browser_test.py, skipped without it).
packages="g++ cmake ninja-build libboost-dev librange-v3-dev catch2 libbenchmark-dev
  pkg-config libzstd-dev zlib1g-dev libbz2-dev liblzma-dev
  python3-dev pybind11-dev python3-pybind11 python3-pytest python3-pandas python3-distributed python3-dask
  python3-pip python3-venv chromium"
for arg in "$@"; do
  case "$arg" in
    --fuzz) packages="$packages clang-14 libclang-rt-14-dev" ;;
    *) echo "install-deps.sh: unknown option '$arg' (known: --fuzz)" >&2; exit 2 ;;
  esac
done

missing=""
for p in $packages; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $p"
  fi
done

if [ -z "$missing" ]; then
  exit 0
fi

echo "install-deps.sh: installing$missing"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
# shellcheck disable=SC2086
$sudo apt-get install -y -q --no-install-recommends $missing
