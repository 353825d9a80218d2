"""The build backend of `pip install .` (PEP 517; pyproject.toml names it, in-tree): the Python
package repetita, built by the project's CMake, packed as a wheel with the standard library alone.

It needs no build requirement (no setuptools, no wheel), so pip installs from a checkout with no
network and with any interpreter that has pip, with or without build isolation (pyenv's python
has setuptools but not wheel; a virtual environment has only pip). CMake is run for the
interpreter that runs pip (-DPython3_EXECUTABLE) and builds the extension module only (target
repetita_python), in build/pip-<interpreter>/ of the checkout (kept: a second install, from the
same Python or a virtual environment of it, rebuilds only what changed). CMAKE_BUILD_PARALLEL_LEVEL limits the build jobs. The build needs what
tools/install-deps.sh installs (g++, CMake, Ninja, Boost, range-v3, pybind11 from Debian's CMake
config) and the interpreter's headers (pyenv's are in its prefix). docs/python.md 1 says more.
"""

import base64
import hashlib
import os
import pathlib
import shutil
import subprocess
import sys
import sysconfig
import zipfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
NAME = "repetita"
VERSION = "0.1.0"
SUMMARY = "Exact repetition rules for board games: chess, Go, shogi, Arimaa, xiangqi"
PACKAGE_SUFFIXES = (".py", ".pyi", ".typed")


def _tag() -> str:
    """The wheel's tag for this interpreter: cp311-cp311-linux_x86_64."""
    version = f"{sys.version_info.major}{sys.version_info.minor}"
    implementation = {"cpython": "cp", "pypy": "pp"}.get(sys.implementation.name, "py")
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"{implementation}{version}-{implementation}{version}-{platform}"


def _metadata() -> str:
    return (f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {VERSION}\nSummary: {SUMMARY}\n"
            "Requires-Python: >=3.9\nProvides-Extra: pandas\nRequires-Dist: pandas ; extra == 'pandas'\n")


def _wheel_info() -> str:
    return f"Wheel-Version: 1.0\nGenerator: repetita_wheel\nRoot-Is-Purelib: false\nTag: {_tag()}\n"


def _build_module() -> pathlib.Path:
    """Configures and builds the extension module for sys.executable; its path."""
    # One build folder per installation of Python: its virtual environments share it (same headers).
    where = hashlib.sha256(sys.base_prefix.encode()).hexdigest()[:8]
    build = ROOT / "build" / f"pip-{sys.implementation.cache_tag}-{where}"
    generator = ["-G", "Ninja"] if shutil.which("ninja") and not (build / "CMakeCache.txt").exists() else []
    subprocess.run(
        ["cmake", "-S", str(ROOT), "-B", str(build), *generator, "-DCMAKE_BUILD_TYPE=Release",
         f"-DPython3_EXECUTABLE={sys.executable}", "-DREPETITA_BUILD_TESTS=OFF",
         "-DREPETITA_BUILD_BENCHMARKS=OFF", "-DREPETITA_BUILD_PYTHON=ON"],
        check=True, stdout=sys.stderr)
    jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL")
    subprocess.run(["cmake", "--build", str(build), "--target", "repetita_python", *(["-j", jobs] if jobs else [])],
                   check=True, stdout=sys.stderr)
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    built = build / "python" / "repetita" / f"_repetita{suffix}"
    if not built.exists():
        raise RuntimeError(f"the build made no {built.name} in {built.parent}")
    return built


def _record_line(arcname: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{arcname},sha256={digest},{len(data)}"


def _write_dist_info(directory: pathlib.Path) -> str:
    info = f"{NAME}-{VERSION}.dist-info"
    (directory / info).mkdir(parents=True, exist_ok=True)
    (directory / info / "METADATA").write_text(_metadata())
    (directory / info / "WHEEL").write_text(_wheel_info())
    return info


# --- PEP 517 hooks ----------------------------------------------------------------------------------


def get_requires_for_build_wheel(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    return _write_dist_info(pathlib.Path(metadata_directory))


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    module = _build_module()
    # The package's files as the build copied them beside the module (with the games' modules).
    files = [(f"{NAME}/{path.name}", path.read_bytes()) for path in sorted(module.parent.iterdir())
             if path.suffix in PACKAGE_SUFFIXES]
    files.append((f"{NAME}/{module.name}", module.read_bytes()))
    info = f"{NAME}-{VERSION}.dist-info"
    files += [(f"{info}/METADATA", _metadata().encode()), (f"{info}/WHEEL", _wheel_info().encode()),
              (f"{info}/top_level.txt", f"{NAME}\n".encode())]
    record = "".join(_record_line(arcname, data) + "\n" for arcname, data in files) + f"{info}/RECORD,,\n"
    wheel = f"{NAME}-{VERSION}-{_tag()}.whl"
    with zipfile.ZipFile(pathlib.Path(wheel_directory) / wheel, "w", compression=zipfile.ZIP_DEFLATED) as z:
        for arcname, data in files:
            entry = zipfile.ZipInfo(arcname, date_time=(2026, 1, 1, 0, 0, 0))
            entry.external_attr = (0o755 if arcname.endswith(module.suffix) else 0o644) << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(entry, data)
        z.writestr(f"{info}/RECORD", record)
    return wheel
