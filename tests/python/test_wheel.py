"""The pip build backend (python/packaging/repetita_wheel.py, named by pyproject.toml): the wheel it
packs, with the module built here instead of a CMake run of its own (a full build is what `pip
install .` does: docs/python.md 1 gives the commands checked by hand)."""

import base64
import csv
import hashlib
import importlib.util
import io
import os
import pathlib
import subprocess
import sys
import tomllib
import zipfile

import repetita
from conftest import ROOT

BACKEND = ROOT / "python" / "packaging" / "repetita_wheel.py"


def backend():
    spec = importlib.util.spec_from_file_location("repetita_wheel", BACKEND)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_pyproject_names_the_in_tree_backend_with_no_requirement():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    system = config["build-system"]
    assert system == {"requires": [], "build-backend": "repetita_wheel", "backend-path": ["python/packaging"]}
    assert (ROOT / system["backend-path"][0] / "repetita_wheel.py").is_file()
    assert config["project"]["version"] == backend().VERSION


def test_the_wheel_holds_the_package_and_a_record_that_checks(tmp_path, monkeypatch):
    b = backend()
    built = next(pathlib.Path(repetita.__file__).parent.glob("_repetita*.so"))
    monkeypatch.setattr(b, "_build_module", lambda: built)
    assert b.get_requires_for_build_wheel() == []
    name = b.build_wheel(str(tmp_path))
    assert name == f"repetita-{b.VERSION}-{b._tag()}.whl"
    assert b._tag().startswith(f"cp{sys.version_info.major}{sys.version_info.minor}-")
    with zipfile.ZipFile(tmp_path / name) as z:
        names = set(z.namelist())
        info = f"repetita-{b.VERSION}.dist-info"
        assert {"repetita/__init__.py", "repetita/__init__.pyi", "repetita/py.typed", f"repetita/{built.name}",
                f"{info}/METADATA", f"{info}/WHEEL", f"{info}/RECORD"} <= names
        rows = list(csv.reader(io.StringIO(z.read(f"{info}/RECORD").decode())))
        assert {r[0] for r in rows} == names
        for path, digest, size in rows:
            if path.endswith("RECORD"):
                continue
            data = z.read(path)
            expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert (digest, int(size)) == (f"sha256={expected}", len(data)), path
        assert "Root-Is-Purelib: false" in z.read(f"{info}/WHEEL").decode()
        z.extractall(tmp_path / "site")
    # The unpacked wheel imports and plays, alone on the path.
    code = "import repetita; t = repetita.tracker('go', 'psk', '9'); t.push('dd'); print(t.moves, repetita.__file__)"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"} | {"PYTHONPATH": str(tmp_path / "site")}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("['dd'] " + str(tmp_path / "site"))


def test_prepare_metadata(tmp_path):
    b = backend()
    info = b.prepare_metadata_for_build_wheel(str(tmp_path))
    metadata = (tmp_path / info / "METADATA").read_text()
    assert info == f"repetita-{b.VERSION}.dist-info" and "Name: repetita\n" in metadata
