# The Python package (python/, docs/python.md): which interpreter it is built for, and pybind11.
#
# The interpreter is Python3_EXECUTABLE when given (`-DPython3_EXECUTABLE=/path/to/python3`; the
# pip backend, python/packaging/repetita_wheel.py, passes the one that runs pip), else
# /usr/bin/python3 when it exists: Debian's, for which Debian's pybind11, pandas and pytest are
# installed (a python3 earlier on PATH, e.g. pyenv's, has none of
# them), else the python3 CMake finds. The module is installed where that interpreter looks for the
# packages of the install prefix (REPETITA_PYTHON_INSTALL_DIR).

if(NOT DEFINED Python3_EXECUTABLE AND EXISTS /usr/bin/python3)
  set(Python3_EXECUTABLE /usr/bin/python3 CACHE FILEPATH "The Python interpreter the package is built for")
endif()
find_package(Python3 3.9 COMPONENTS Interpreter Development.Module)
if(NOT Python3_FOUND)
  message(FATAL_ERROR
    "REPETITA_BUILD_PYTHON is ON but no Python 3 with its headers was found (interpreter: "
    "'${Python3_EXECUTABLE}'). Install them with tools/install-deps.sh (Debian: python3-dev), or "
    "configure with -DREPETITA_BUILD_PYTHON=OFF.")
endif()
# Debian's pybind11-dev installs its CMake package in /usr/lib/cmake/pybind11; python3-pybind11 one
# in the interpreter's packages (pybind11.get_cmake_dir()).
execute_process(COMMAND "${Python3_EXECUTABLE}" -c "import pybind11; print(pybind11.get_cmake_dir())"
  OUTPUT_VARIABLE _repetita_pybind11_dir OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
find_package(pybind11 2.10 CONFIG HINTS "${_repetita_pybind11_dir}")
if(NOT pybind11_FOUND)
  message(FATAL_ERROR
    "REPETITA_BUILD_PYTHON is ON but pybind11 (2.10 or later) was not found. Install it with "
    "tools/install-deps.sh (Debian: pybind11-dev), or configure with -DREPETITA_BUILD_PYTHON=OFF.")
endif()
message(STATUS "repetita: the Python package is built for ${Python3_EXECUTABLE} (${Python3_VERSION}), pybind11 ${pybind11_VERSION}")

# Where `cmake --install` puts the package, relative to the install prefix: the interpreter's
# platlib for that prefix (Debian's python3 reads /usr/local/lib/python3.X/dist-packages; its
# default scheme posix_local adds the "local/" that the prefix /usr/local already has).
if(NOT DEFINED REPETITA_PYTHON_INSTALL_DIR)
  execute_process(COMMAND "${Python3_EXECUTABLE}" -c [=[
import sysconfig
scheme = sysconfig.get_default_scheme()
path = sysconfig.get_path("platlib", scheme, vars={"base": "/P", "platbase": "/P"})[len("/P/"):]
if scheme == "posix_local" and path.startswith("local/"):
    path = path[len("local/"):]
print(path)
]=] OUTPUT_VARIABLE _repetita_python_dir OUTPUT_STRIP_TRAILING_WHITESPACE)
  set(REPETITA_PYTHON_INSTALL_DIR "${_repetita_python_dir}" CACHE STRING
    "Where cmake --install puts the Python package repetita (relative to the install prefix, or absolute)")
endif()
