"""pip install . --no-build-isolation: the Python package repetita, built by the project's CMake.

No network is needed: setuptools (Debian: python3-setuptools) runs CMake on this checkout for the
interpreter that runs pip (-DPython3_EXECUTABLE), builds the extension module only (target
repetita_python) and packs it with python/repetita/. The build needs what tools/install-deps.sh
installs (g++, CMake, Ninja, Boost, range-v3, pybind11). CMAKE_BUILD_PARALLEL_LEVEL limits the
build jobs. docs/python.md says more.
"""

import os
import pathlib
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = pathlib.Path(__file__).resolve().parent


class CMakeExtension(Extension):
    def __init__(self, name: str):
        super().__init__(name, sources=[])


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build = pathlib.Path(self.build_temp).resolve() / "cmake"
        generator = ["-G", "Ninja"] if shutil.which("ninja") else []
        subprocess.run(
            ["cmake", "-S", str(ROOT), "-B", str(build), *generator,
             "-DCMAKE_BUILD_TYPE=Release",
             f"-DPython3_EXECUTABLE={sys.executable}",
             "-DREPETITA_BUILD_TESTS=OFF", "-DREPETITA_BUILD_BENCHMARKS=OFF", "-DREPETITA_BUILD_PYTHON=ON"],
            check=True)
        jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL")
        subprocess.run(["cmake", "--build", str(build), "--target", "repetita_python",
                        *(["-j", jobs] if jobs else [])], check=True)
        built = next((build / "python" / "repetita").glob("_repetita*.so"))
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(built, target)


setup(
    name="repetita",
    version="0.1.0",
    description="Exact repetition rules for board games: chess, Go, shogi, Arimaa",
    packages=["repetita"],
    package_dir={"": "python"},
    package_data={"repetita": ["__init__.pyi", "py.typed"]},
    ext_modules=[CMakeExtension("repetita._repetita")],
    cmdclass={"build_ext": CMakeBuild},
    python_requires=">=3.9",
    extras_require={"pandas": ["pandas"]},
    zip_safe=False,
)
