#!/usr/bin/env python3
"""Every name a developer page cites in code spans exists in the code.

usage: check_doc_names.py SOURCE_DIR DOC.md...

A code span's identifiers that look like code (with `::` or `_`, or called, or a file name) must
be found: the last part of a qualified name as a word in the sources (include/, games/, corpus/, tools/, python/,
tests/, cmake/, CMakeLists.txt), a file name as a file of the repository. Paths out of the
repository (`../shared/...`) are not checked: a clone need not have them. Prints what is missing
and exits 1, so docs that cite names which no longer exist fail the tests.
"""
import os
import re
import sys

SOURCE_EXTENSIONS = (".hpp", ".cpp", ".in", ".txt", ".cmake", ".sh", ".py")
# Names a page may cite that are not ours: the standard library, Boost.Hana, range-v3, Catch2,
# CMake, and shell words.
FOREIGN = re.compile(r"^(std|hana|boost|ranges|views|Catch|CMAKE|cmake|catch)(::|_|$)")


def sources(root):
    words, files = set(), set()
    for top in ("include", "games", "corpus", "tools", "python", "tests", "cmake"):
        for folder, _, names in os.walk(os.path.join(root, top)):
            for name in names:
                files.add(name)
                if name.endswith(SOURCE_EXTENSIONS):
                    with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as f:
                        words.update(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", f.read()))
    for name in os.listdir(root):
        files.add(name)
    for folder, _, names in os.walk(os.path.join(root, "docs")):
        files.update(names)
    # Generated files are cited by the name of their template (`x.hpp` from `x.hpp.in`).
    files.update(name[:-3] for name in list(files) if name.endswith(".in"))
    with open(os.path.join(root, "CMakeLists.txt"), encoding="utf-8") as f:
        words.update(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", f.read()))
    return words, files


def cited(text):
    text = re.sub(r"```.*?```", "", text, flags=re.S)  # code blocks are examples, spans are names
    for span in re.findall(r"`([^`\n]+)`", text):
        # A path out of the repository (`../shared/...`, the reference material beside a checkout)
        # is not the code's, and a clone elsewhere does not have it.
        if span.startswith("../"):
            continue
        for name in re.findall(r"[A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_~][A-Za-z0-9_]*)*(?:\.(?:hpp|cpp|md|in)\b)?\(?", span):
            yield name


def main():
    root, docs = sys.argv[1], sys.argv[2:]
    words, files = sources(root)
    missing = []
    for doc in docs:
        with open(doc, encoding="utf-8") as f:
            for name in cited(f.read()):
                bare = name.rstrip("(")
                if FOREIGN.match(bare):
                    continue
                if re.search(r"\.(hpp|cpp|md|in)$", bare):
                    if os.path.basename(bare) not in files:
                        missing.append((doc, bare))
                    continue
                if not ("::" in bare or "_" in bare or name.endswith("(")):
                    continue  # a plain word: prose, not a name
                if bare.split("::")[-1] not in words:
                    missing.append((doc, bare))
    for doc, name in sorted(set(missing)):
        print(f"{os.path.relpath(doc, root)}: `{name}` is cited but is not in the code")
    print(f"{len(set(missing))} missing")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
