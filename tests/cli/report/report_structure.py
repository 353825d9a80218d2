#!/usr/bin/env python3
"""The structure of `repetita report` (docs/report.md), for a golden test, and its invariants.

usage: report_structure.py REPETITA [ARGS...]

Runs `REPETITA report ARGS...` and prints, per section of the page (nested sections indented), its
tables (caption, header cells, body rows), its SVG images by kind, its games and its "empty" notes:
a normalized outline that stays stable when the styling changes. Exits 1 with a message when an
invariant fails: an external script, style or image; an SVG without role="img", a title and a
description; an element the page does not use (markup from a record, not escaped); an asymmetric
disagreement matrix; or a matrix cell that is not what `repetita compare`
says for the same inputs (its summary: the games each rule set ends differently from the first).
"""
import json
import subprocess
import sys
from html.parser import HTMLParser


# The elements the page is made of: any other one is markup from a record that was not escaped.
ELEMENTS = set("""html head meta title style body header h1 h2 h3 h4 p em nav ul ol li a main section div table
caption thead tbody tr th td figure figcaption svg desc rect line g text circle path article mark pre code""".split())


class Outline(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.lines = []
        self.problems = []
        self.sections = []          # open sections: [id, depth of tags]
        self.stack = []             # open tags
        self.table = None           # the table being read
        self.cell = None            # text of the cell being read
        self.row = None
        self.svg = None             # the svg being read: {kind, title, desc}
        self.in_title = False
        self.matrices = {}          # section id -> rows [[name, cells...]]
        self.heading = None         # the heading of the game being read
        self.counts = []            # per open section: {"board": n, "histogram": n, "game": n, "empty": n}

    def line(self, text):
        self.lines.append("  " * max(len(self.sections) - 1, 0) + text)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.stack.append(tag)
        if tag == "script":
            self.problems.append("a <script> element")
        elif tag not in ELEMENTS:
            self.problems.append(f"an unexpected element <{tag}>")
        if tag in ("link", "img", "iframe", "object", "embed") or ("src" in a):
            self.problems.append(f"an external resource: <{tag} {attrs}>")
        for k, v in attrs:
            if v and (v.startswith("http") or v.startswith("//")) and not (tag == "svg" and k == "xmlns"):
                self.problems.append(f"an external URL in <{tag} {k}={v}>")
        if tag == "section":
            self.sections.append(a.get("id", "?"))
            self.counts.append({"board": 0, "histogram": 0, "game": 0, "empty": 0})
            self.line(f"section {a.get('id', '?')}")
        elif tag == "table":
            self.table = {"caption": "", "head": [], "rows": 0, "matrix": "matrix" in a.get("class", ""), "data": []}
        elif tag == "caption" and self.table is not None:
            self.cell = ""
        elif tag == "tr" and self.table is not None:
            self.row = []
        elif tag in ("th", "td") and self.table is not None:
            self.cell = ""
        elif tag == "svg":
            kind = a.get("class", "").split()[0] if a.get("class") else "?"
            self.svg = {"kind": kind, "role": a.get("role"), "title": "", "desc": ""}
        elif tag in ("title", "desc") and self.svg is not None:
            self.in_title = tag
        elif tag == "article" and self.counts:
            self.counts[-1]["game"] += 1
            self.heading = ""
        elif tag == "h4" and "article" in self.stack[:-1]:
            self.cell = None
            self.heading = ""
        elif tag == "p" and "empty" in a.get("class", "") and self.counts:
            self.counts[-1]["empty"] += 1

    def handle_endtag(self, tag):
        if self.stack and self.stack[-1] == tag:
            self.stack.pop()
        if tag == "section" and self.sections:
            c = self.counts.pop()
            words = {"board": "boards", "histogram": "histograms", "game": "games", "empty": "empty notes"}
            parts = [f"{c[k]} {words[k]}" for k in words if c[k]]
            if parts:
                self.line("  " + ", ".join(parts))
            self.sections.pop()
        elif tag == "caption" and self.table is not None:
            self.table["caption"] = " ".join(self.cell.split())
            self.cell = None
        elif tag in ("th", "td") and self.table is not None and self.row is not None:
            self.row.append(" ".join(self.cell.split()))
            self.cell = None
        elif tag == "tr" and self.table is not None and self.row is not None:
            if not self.table["head"]:
                self.table["head"] = self.row
            else:
                self.table["rows"] += 1
                self.table["data"].append(self.row)
            self.row = None
        elif tag == "table" and self.table is not None:
            t = self.table
            self.line(f"  table \"{t['caption']}\": {' | '.join(t['head'])}; {t['rows']} rows")
            if t["matrix"]:
                self.matrices[self.sections[-1]] = t
            self.table = None
        elif tag in ("title", "desc"):
            self.in_title = False
        elif tag == "h4" and self.heading is not None:
            self.line(f"  game: {' '.join(self.heading.split())}")
            self.heading = None
        elif tag == "svg" and self.svg is not None:
            s = self.svg
            if s["role"] != "img" or not s["title"].strip() or not s["desc"].strip():
                self.problems.append(f"an SVG without role=img, title and desc: {s}")
            for c in self.counts:
                if s["kind"] in c:
                    c[s["kind"]] += 1
            self.svg = None

    def handle_data(self, data):
        if self.heading is not None:
            self.heading += data
        if self.in_title and self.svg is not None:
            self.svg[self.in_title] += data
        elif self.cell is not None:
            self.cell += data


def main():
    program, args = sys.argv[1], sys.argv[2:]
    page = subprocess.run([program, "report"] + args, check=True, capture_output=True).stdout.decode("utf-8")
    outline = Outline()
    outline.feed(page)
    print("\n".join(outline.lines))
    problems = outline.problems
    # The matrix is symmetric, and its first row is what `compare` says against the first rule set.
    compare = subprocess.run([program, "compare", "--format", "json"] + args, check=True,
                             capture_output=True).stdout.decode("utf-8")
    summaries = {}
    for line in compare.splitlines():
        row = json.loads(line)
        if row.get("type") == "summary":
            summaries.setdefault((row["baseline"], row["ruleset"]), []).append(row["ends_differently"])
    for section, t in outline.matrices.items():
        names = t["head"][1:]
        cells = {row[0]: row[1:] for row in t["data"]}
        for i, a in enumerate(names):
            for j, b in enumerate(names):
                if i != j and cells[a][j] != cells[b][i]:
                    problems.append(f"{section}: the matrix is not symmetric at {a}, {b}")
        base = names[0]
        for j, b in enumerate(names[1:], start=1):
            if int(cells[base][j]) not in summaries.get((base, b), []):
                problems.append(f"{section}: {base} and {b} differ in {cells[base][j]} games, compare says "
                                f"{summaries.get((base, b))}")
    print(f"matrices checked against compare: {len(outline.matrices)}")
    for p in problems:
        print(f"report_structure.py: {p}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
