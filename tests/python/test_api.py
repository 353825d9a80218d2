"""The package's surface: the typing stub matches the module, and help() has something to say."""

import ast
import inspect
import pathlib
import pydoc

import repetita


def stub():
    path = pathlib.Path(repetita.__file__).with_name("__init__.pyi")
    return ast.parse(path.read_text())


def test_the_stub_declares_every_public_name_with_the_same_parameters():
    tree = stub()
    declared = {node.name: node for node in tree.body if isinstance(node, (ast.FunctionDef, ast.ClassDef))}
    for name in repetita.__all__:
        assert name in declared, name
        runtime = getattr(repetita, name)
        node = declared[name]
        if isinstance(node, ast.FunctionDef):
            stub_params = [a.arg for a in node.args.args + node.args.kwonlyargs]
            if node.args.kwarg is not None:  # **options: the games' options
                stub_params.append(node.args.kwarg.arg)
            assert stub_params == list(inspect.signature(runtime).parameters), name
            assert ast.get_docstring(node), name
    for name in ("analyze_frames", "GameInfo", "games"):
        assert name in declared


def test_every_public_name_is_documented():
    for name in repetita.__all__:
        doc = inspect.getdoc(getattr(repetita, name))
        assert doc and len(doc) > 20, name
    text = pydoc.render_doc(repetita.GameResult, renderer=pydoc.plaintext)
    for field in ("end_ply", "void_moves", "events", "to_dict", "docs/cli.md 3.5"):
        assert field in text
    assert "keep_going" in pydoc.render_doc(repetita.analyze, renderer=pydoc.plaintext)
